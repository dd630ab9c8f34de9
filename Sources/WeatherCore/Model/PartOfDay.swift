/// Part of the day: the slot's `sys` block.
public struct PartOfDay: Codable, Sendable, Equatable {
    /// "d" for day, "n" for night.
    public var pod: String?

    package init(pod: String? = nil) {
        self.pod = pod
    }

    enum CodingKeys: String, CodingKey {
        case pod
    }

    public init(from decoder: any Decoder) throws {
        pod = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .pod)?.fromOutside
    }
}
