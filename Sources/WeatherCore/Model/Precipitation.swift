/// A precipitation volume: the slot's `rain` or `snow` block, `{"3h": mm}` or `{}`.
public struct Precipitation: Codable, Sendable, Equatable {
    /// Volume over the 3 hours of the slot, in mm; nil for `{}`.
    public var threeHours: Double?

    enum CodingKeys: String, CodingKey {
        case threeHours = "3h"
    }

    package init(threeHours: Double? = nil) {
        self.threeHours = threeHours
    }

    public init(from decoder: any Decoder) throws {
        threeHours = try decoder.container(keyedBy: CodingKeys.self)
            .decodeNumberIfPresent(Double.self, forKey: .threeHours)
    }
}
