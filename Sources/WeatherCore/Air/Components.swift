/// An hour's `components` block: concentrations in µg/m³; each nil when absent.
public struct Components: Codable, Sendable, Equatable {
    /// Carbon monoxide.
    public var co: Double?
    /// Nitrogen monoxide.
    public var no: Double?
    /// Nitrogen dioxide.
    public var no2: Double?
    /// Ozone.
    public var o3: Double?
    /// Sulphur dioxide.
    public var so2: Double?
    /// Fine particles, 2.5 µm and under.
    public var pm2_5: Double?
    /// Coarse particles, 10 µm and under.
    public var pm10: Double?
    /// Ammonia.
    public var nh3: Double?

    package init(
        co: Double? = nil, no: Double? = nil, no2: Double? = nil, o3: Double? = nil, so2: Double? = nil,
        pm2_5: Double? = nil, pm10: Double? = nil, nh3: Double? = nil
    ) {
        (self.co, self.no, self.no2, self.o3, self.so2) = (co, no, no2, o3, so2)
        (self.pm2_5, self.pm10, self.nh3) = (pm2_5, pm10, nh3)
    }

    enum CodingKeys: String, CodingKey {
        case co, no, no2, o3, so2, pm2_5, pm10, nh3
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        co = try container.decodeNumberIfPresent(Double.self, forKey: .co)
        no = try container.decodeNumberIfPresent(Double.self, forKey: .no)
        no2 = try container.decodeNumberIfPresent(Double.self, forKey: .no2)
        o3 = try container.decodeNumberIfPresent(Double.self, forKey: .o3)
        so2 = try container.decodeNumberIfPresent(Double.self, forKey: .so2)
        pm2_5 = try container.decodeNumberIfPresent(Double.self, forKey: .pm2_5)
        pm10 = try container.decodeNumberIfPresent(Double.self, forKey: .pm10)
        nh3 = try container.decodeNumberIfPresent(Double.self, forKey: .nh3)
    }
}
