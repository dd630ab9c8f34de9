/// Wind: the slot's `wind` block, in m/s (after `NetworkData/normalized(from:)`).
public struct Wind: Codable, Sendable, Equatable {
    /// Wind speed, m/s.
    public var speed: Double?
    /// Wind direction, degrees (meteorological: where the wind comes from).
    public var deg: Double?
    /// Wind gust, m/s; absent before 2020.
    public var gust: Double?

    package init(speed: Double? = nil, deg: Double? = nil, gust: Double? = nil) {
        self.speed = speed
        self.deg = deg
        self.gust = gust
    }

    enum CodingKeys: String, CodingKey {
        case speed, deg, gust
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        speed = try container.decodeNumberIfPresent(Double.self, forKey: .speed)
        deg = try container.decodeNumberIfPresent(Double.self, forKey: .deg)
        gust = try container.decodeNumberIfPresent(Double.self, forKey: .gust)
    }
}
