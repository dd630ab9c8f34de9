/// A point on Earth in decimal degrees (WGS 84), as in the response's `city.coord`.
public struct Coord: Codable, Sendable, Equatable {
    /// Latitude, −90…90 degrees.
    public var lat: Double
    /// Longitude, −180…180 degrees.
    public var lon: Double

    package init(lat: Double, lon: Double) {
        self.lat = lat
        self.lon = lon
    }

    enum CodingKeys: String, CodingKey {
        case lat, lon
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lat = try container.decodeNumber(Double.self, forKey: .lat)
        lon = try container.decodeNumber(Double.self, forKey: .lon)
    }
}
