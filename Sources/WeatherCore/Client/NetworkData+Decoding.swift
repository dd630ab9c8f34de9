
extension NetworkData {
    /// The latest shift from UTC that exists, in seconds: UTC+14 (Kiribati); ±18 h is the most any time zone
    /// library accepts, and the bound used here.
    static let utcOffsetLimit = 18 * 3600

    /// Instants outside ±10¹¹ seconds (about ±3000 years) are not forecasts.
    static let unixTimeLimit = 100_000_000_000

    /// Decodes and checks a forecast response body.
    ///
    /// - Parameter json: the body of `GET /data/2.5/forecast`, UTF-8 JSON.
    /// - Returns: the response as sent, in whatever `units` it was requested in.
    /// - Throws: ``NetworkError/parseError(path:reason:)`` when the body is not the forecast JSON, naming the
    ///   JSON path; ``NetworkError/dataError(status:message:retryAfter:)`` when it is empty or has no slots.
    public init(json: Data) throws(NetworkError) {
        guard json.contains(where: { !Self.isJSONWhitespace($0) }) else {
            throw .dataError(status: nil, message: "the response body is empty")
        }
        do {
            self = try JSONDecoder().decode(NetworkData.self, from: json)
        } catch let error as DecodingError {
            throw NetworkError(decoding: error)
        } catch {
            throw .parseError(path: "", reason: "not valid JSON")
        }
        try validate()
    }

    /// Rejects values no real forecast has, which would otherwise make nonsense dates.
    func validate() throws(NetworkError) {
        // `magnitude`, not `abs`: abs(Int.min) traps, and JSON can spell Int.min.
        if let offset = city.timezone, offset.magnitude > Self.utcOffsetLimit.magnitude {
            throw .parseError(path: "city.timezone", reason: "\(offset) s is not a UTC offset (at most ±18 h)")
        }
        for (index, slot) in list.enumerated() where slot.dt.magnitude > Self.unixTimeLimit.magnitude {
            throw .parseError(path: "list[\(index)].dt", reason: "\(slot.dt) is not a Unix time")
        }
        guard !list.isEmpty else {
            throw .dataError(status: nil, message: "the response has no forecast slots (cnt \(cnt.map(String.init) ?? "absent"))")
        }
    }

    private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
