/// An hour's `main` block: OpenWeather's Air Quality Index.
public struct AirMain: Codable, Sendable, Equatable {
    /// The index on OpenWeather's 1…5 scale: 1 Good, 2 Fair, 3 Moderate, 4 Poor, 5 Very Poor; nil when absent
    /// or off that scale (a response with 4.0 counts as 4; one with 50 is no index of this API's).
    public var aqi: Int?

    package init(aqi: Int?) {
        self.aqi = aqi
    }

    enum CodingKeys: String, CodingKey {
        case aqi
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let value = try container.decodeNumberIfPresent(Double.self, forKey: .aqi)
        aqi = value.flatMap { (1...5).contains($0) && $0.rounded() == $0 ? Int($0) : nil }
    }

    /// The index's name on OpenWeather's scale: "Good", "Fair", "Moderate", "Poor", "Very Poor".
    package static func name(_ aqi: Int) -> String {
        ["Good", "Fair", "Moderate", "Poor", "Very Poor"][min(max(aqi, 1), 5) - 1]
    }
}
