/// Cloudiness: the slot's `clouds` block.
public struct Clouds: Codable, Sendable, Equatable {
    /// Cloudiness in percent, 0…100.
    public var all: Double?

    package init(all: Double? = nil) {
        self.all = all
    }

    enum CodingKeys: String, CodingKey {
        case all
    }

    public init(from decoder: any Decoder) throws {
        all = try decoder.container(keyedBy: CodingKeys.self).decodeNumberIfPresent(Double.self, forKey: .all)
    }
}
