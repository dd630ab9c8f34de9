/// A response of OpenWeather's Air Pollution API (openweathermap.org/api/air-pollution), current
/// (`/data/2.5/air_pollution`) or forecast (`/data/2.5/air_pollution/forecast`, hourly for about 4 days).
public struct AirPollution: Codable, Sendable, Equatable {
    /// The place asked about: an object `{"lon", "lat"}`, or the `[lon, lat]` pair of the API's first
    /// documentation; nil when absent.
    public var coord: Coord?
    /// The hours, as sent.
    public var list: [AirPollutionList]

    package init(coord: Coord? = nil, list: [AirPollutionList]) {
        self.coord = coord
        self.list = list
    }

    enum CodingKeys: String, CodingKey {
        case coord, list
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let pair = try? container.decodeIfPresent([Double].self, forKey: .coord), pair.count == 2 {
            coord = Coord(lat: pair[1], lon: pair[0])
        } else {
            coord = try container.decodeIfPresent(Coord.self, forKey: .coord)
        }
        list = try container.decode([AirPollutionList].self, forKey: .list)
    }

    /// Decodes an Air Pollution API body.
    /// - Throws: ``NetworkError/parseError(path:reason:)`` naming the JSON path when the body is not that JSON;
    ///   ``NetworkError/dataError(status:message:retryAfter:)`` when it is empty.
    public init(json: Data) throws(NetworkError) {
        guard json.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else {
            throw .dataError(status: nil, message: "the air pollution response body is empty")
        }
        do {
            self = try JSONDecoder().decode(AirPollution.self, from: json)
        } catch let error as DecodingError {
            throw NetworkError(decoding: error)
        } catch {
            throw .parseError(path: "", reason: "not valid JSON")
        }
        for (index, hour) in list.enumerated() where hour.dt.magnitude > NetworkData.unixTimeLimit.magnitude {
            throw .parseError(path: "list[\(index)].dt", reason: "\(hour.dt) is not a Unix time")
        }
    }
}
