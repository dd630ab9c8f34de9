/// Where a location service places the machine's public IP address, from its answer in ipinfo.io's `/json`
/// shape (ipinfo.io/developers, "The JSON response"): `loc` "latitude,longitude" in degrees, and the `city`,
/// `region` and `country` (ISO 3166 code) it is in. The address itself (`ip`) and the rest (`org`, `postal`,
/// `timezone`) are not kept: nothing but the place is needed, and the address is the user's.
package struct IPLocation: Codable, Sendable, Equatable {
    /// Latitude, degrees, −90…90: `loc`'s first number.
    package var latitude: Double
    /// Longitude, degrees, −180…180: `loc`'s second number.
    package var longitude: Double
    /// The town, e.g. "Seoul"; nil when the service does not say.
    package var city: String?
    /// The region or state, e.g. "California"; nil when the service does not say.
    package var region: String?
    /// The ISO 3166 country code, e.g. "KR"; nil when the service does not say.
    package var country: String?

    package init(
        latitude: Double, longitude: Double, city: String? = nil, region: String? = nil, country: String? = nil
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.city = city
        self.region = region
        self.country = country
    }

    enum CodingKeys: String, CodingKey {
        case loc, city, region, country
    }

    /// - Throws: `DecodingError` naming `loc` when it is missing, is not two numbers separated by a comma, or
    ///   places the machine off the globe (a latitude beyond ±90° or a longitude beyond ±180°): those would be
    ///   sent on as the forecast's coordinates.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let loc = try container.decode(String.self, forKey: .loc)
        let parts = loc.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
        // Decimal numbers: Double(_:) also reads hexadecimal ("0x10" is 16°), which no service means as degrees.
        // NaN and infinity are read, and refused by the range checks below with the value named.
        let decimal = { (part: String) in part.contains(where: { $0 == "x" || $0 == "X" }) ? nil : Double(part) }
        guard parts.count == 2, let latitude = decimal(parts[0]), let longitude = decimal(parts[1]) else {
            throw DecodingError.dataCorruptedError(
                forKey: .loc, in: container,
                debugDescription: "'\(loc.fromOutside(limit: 40))' is not \"latitude,longitude\"")
        }
        // A range check, which NaN fails too ("nan,0" reads as a Double).
        guard (-90...90).contains(latitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .loc, in: container, debugDescription: "latitude \(latitude) is not within ±90°")
        }
        guard (-180...180).contains(longitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .loc, in: container, debugDescription: "longitude \(longitude) is not within ±180°")
        }
        self.latitude = latitude
        self.longitude = longitude
        city = try Self.text(in: container, .city)
        region = try Self.text(in: container, .region)
        country = try Self.text(in: container, .country)
    }

    /// Written in the shape it is read in, so that the cache's entry is read by the same code as an answer.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("\(latitude),\(longitude)", forKey: .loc)
        try container.encodeIfPresent(city, forKey: .city)
        try container.encodeIfPresent(region, forKey: .region)
        try container.encodeIfPresent(country, forKey: .country)
    }

    /// A text field as text from outside, nil when absent, null or empty after cleaning.
    private static func text(in container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> String? {
        let text = try container.decodeIfPresent(String.self, forKey: key)?.fromOutside
        return text?.isEmpty == false ? text : nil
    }

    /// Decodes a location service's answer.
    /// - Throws: ``NetworkError/dataError(status:message:retryAfter:)`` for an empty body;
    ///   ``NetworkError/parseError(path:reason:)`` naming the field when the body is not the JSON above (not
    ///   JSON, no `loc`, a `loc` that is not two numbers, or one off the globe).
    package init(json: Data) throws(NetworkError) {
        guard !json.isEmpty else { throw .dataError(status: nil, message: "the response body is empty") }
        do {
            self = try JSONDecoder().decode(IPLocation.self, from: json)
        } catch let error as DecodingError {
            throw NetworkError(decoding: error)
        } catch {
            throw .parseError(path: "", reason: "not valid JSON")
        }
    }

    /// Where the service places the machine, for people: the city and country ("Seoul, KR"), the region in
    /// place of an unknown city, else the coordinates ("37.5660, 126.9784").
    package var label: String {
        let parts = [city ?? region, country].compactMap { $0 }
        guard parts.isEmpty else { return parts.joined(separator: ", ") }
        return ForecastRequest.coordinateText(latitude) + ", " + ForecastRequest.coordinateText(longitude)
    }
}
