/// A place found by name: one element of the Geocoding API's answer
/// (openweathermap.org/api/geocoding-api, "Fields in API response").
public struct Place: Codable, Sendable, Equatable {
    /// The place's name in English, e.g. "Seoul".
    public var name: String
    /// The name in other languages, keyed by ISO 639 code ("ko": "서울"); absent for many places.
    public var localNames: [String: String]?
    /// Latitude, degrees.
    public var lat: Double
    /// Longitude, degrees.
    public var lon: Double
    /// ISO 3166 country code, e.g. "KR".
    public var country: String?
    /// The state or region, when there is one: a full name ("California") or, in older answers, a code ("OH").
    public var state: String?

    enum CodingKeys: String, CodingKey {
        case name, lat, lon, country, state
        case localNames = "local_names"
    }

    package init(
        name: String, localNames: [String: String]? = nil, lat: Double, lon: Double, country: String? = nil,
        state: String? = nil
    ) {
        self.name = name
        self.localNames = localNames
        self.lat = lat
        self.lon = lon
        self.country = country
        self.state = state
    }

    /// - Throws: `DecodingError` when a field is missing or of the wrong type, or `lat` is not in −90…90 or
    ///   `lon` not in −180…180: such a place would be sent on as the forecast's coordinates.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name).fromOutside
        localNames = try container.decodeIfPresent([String: String].self, forKey: .localNames).map(Self.kept)
        lat = try Self.degrees(in: container, .lat, limit: 90)
        lon = try Self.degrees(in: container, .lon, limit: 180)
        country = try container.decodeIfPresent(String.self, forKey: .country)?.fromOutside
        state = try container.decodeIfPresent(String.self, forKey: .state)?.fromOutside
    }

    /// The most names in other languages a place keeps: OpenWeather gives a few dozen at most (ISO 639 has
    /// under 200 two-letter codes), and a server that sends more must not make every later run carry them.
    static let localNamesLimit = 200

    /// `names` as text from outside (``Swift/String/fromOutside``), at most ``localNamesLimit`` of them, the
    /// first by language code so that the same answer keeps the same names.
    private static func kept(_ names: [String: String]) -> [String: String] {
        var kept: [String: String] = [:]
        for (language, name) in names.sorted(by: { $0.key < $1.key }).prefix(localNamesLimit) {
            kept[language.fromOutside] = name.fromOutside
        }
        return kept
    }

    private static func degrees(
        in container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, limit: Double
    ) throws -> Double {
        let value = try container.decodeNumber(Double.self, forKey: key)
        guard (-limit...limit).contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\(value) is not within ±\(limit)°")
        }
        return value
    }

    /// Decodes a Geocoding API answer, a JSON array of places.
    /// - Throws: ``NetworkError/parseError(path:reason:)`` naming the JSON path when it is not one;
    ///   ``NetworkError/dataError(status:message:retryAfter:)`` when the body is empty.
    ///   ``NetworkError/parseError(path:reason:)`` too for more than ``listLimit`` places.
    package static func list(json: Data) throws(NetworkError) -> [Place] {
        guard !json.isEmpty else { throw .dataError(status: nil, message: "the response body is empty") }
        do {
            return try JSONDecoder().decode(CappedList.self, from: json).places
        } catch let error as TooMany {
            throw .parseError(
                path: "",
                reason:
                    "\(error.count) places, more than the \(listLimit) a look-up may have; OpenWeather sends 5 at most")
        } catch let error as DecodingError {
            throw NetworkError(decoding: error)
        } catch {
            throw .parseError(path: "", reason: "not valid JSON")
        }
    }

    /// "Seoul, KR (37.5667, 126.9783)", or with the state: "San Diego, California, US (32.7174, -117.1628)".
    package var summary: String {
        let parts = [name, state, country].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.joined(separator: ", ")
            + " (\(ForecastRequest.coordinateText(lat)), \(ForecastRequest.coordinateText(lon)))"
    }

    /// The most places a Geocoding API answer may hold: OpenWeather sends at most 5 (`limit`), and a body of
    /// 5 MB could otherwise hold 100 000, each decoded and kept.
    package static let listLimit = 50

    /// A JSON array of places, counted before any is decoded.
    private struct CappedList: Decodable {
        var places: [Place] = []

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            if let count = container.count, count > Place.listLimit { throw TooMany(count: count) }
            while !container.isAtEnd { places.append(try container.decode(Place.self)) }
        }
    }

    /// An answer with more than ``listLimit`` places.
    private struct TooMany: Error {
        var count: Int
    }
}
