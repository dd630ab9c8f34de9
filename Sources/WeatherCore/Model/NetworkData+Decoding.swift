extension NetworkData {
    /// The latest shift from UTC that exists, in seconds: UTC+14 (Kiribati); ±18 h is the most any time zone
    /// library accepts, and the bound used here.
    static let utcOffsetLimit = 18 * 3600

    /// Instants outside ±10¹¹ seconds (about ±3000 years) are not forecasts.
    static let unixTimeLimit = 100_000_000_000

    /// 2000-01-01 00:00 UTC: no forecast slot is earlier (OpenWeather's API began in 2012), and an earlier `dt`
    /// (0, −1) is a placeholder that would put 1970 in the next-hours table.
    package static let earliestSlotTime = 946_684_800

    /// How far ahead a slot may start, seconds: a year. OpenWeather forecasts 5 days ahead.
    package static let slotHorizon = 366 * 86_400

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
        for (index, slot) in list.enumerated() {
            if slot.dt.magnitude > Self.unixTimeLimit.magnitude {
                throw .parseError(path: "list[\(index)].dt", reason: "\(slot.dt) is not a Unix time")
            }
            if slot.dt < Self.earliestSlotTime {
                throw .parseError(path: "list[\(index)].dt", reason: "\(slot.dt) is before 2000, no forecast's time")
            }
            // Days, highs and the next hours read the slots in order: one out of place would be shown in the
            // wrong row or twice.
            if index > 0, slot.dt <= list[index - 1].dt {
                let kind = slot.dt == list[index - 1].dt ? "the same time as" : "earlier than"
                throw .parseError(
                    path: "list[\(index)].dt",
                    reason:
                        "\(slot.dt) is \(kind) list[\(index - 1)].dt (\(list[index - 1].dt)); slots come in time order")
            }
        }
        guard !list.isEmpty else {
            throw .dataError(
                status: nil, message: "the response has no forecast slots (cnt \(cnt.map(String.init) ?? "absent"))")
        }
    }

    /// Refuses a response with a slot more than ``slotHorizon`` after `now`: a forecast starts about now, and a
    /// slot years ahead is a wrong clock or not a forecast. Apart from the other checks (done at decoding)
    /// because decoding is pure and this needs the time.
    /// - Parameter now: the current Unix time in seconds.
    /// - Throws: ``NetworkError/parseError(path:reason:)`` naming the first such slot and its `dt`.
    package func checkSlotTimes(now: Int) throws(NetworkError) {
        let (latest, overflow) = now.addingReportingOverflow(Self.slotHorizon)
        guard !overflow else { return }
        if let index = list.firstIndex(where: { $0.dt > latest }) {
            throw .parseError(
                path: "list[\(index)].dt", reason: "\(list[index].dt) is more than a year after now (\(now))")
        }
    }

    private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
