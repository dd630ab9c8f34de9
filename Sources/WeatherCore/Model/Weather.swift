/// A weather condition, one element of a slot's `weather` array
/// (openweathermap.org/weather-conditions).
public struct Weather: Codable, Sendable, Equatable {
    /// The condition ID, e.g. 500 for light rain.
    public var id: Int
    /// The group of conditions: "Rain", "Snow", "Clouds", "Clear", …; always English.
    public var main: String?
    /// The condition in the request's `lang`, e.g. "light rain" or "맑음".
    public var description: String?
    /// The icon ID, e.g. "10d": two digits for the condition, then `d` for day or `n` for night.
    public var icon: String?

    package init(id: Int, main: String? = nil, description: String? = nil, icon: String? = nil) {
        self.id = id
        self.main = main
        self.description = description
        self.icon = icon
    }

    enum CodingKeys: String, CodingKey {
        case id, main, description, icon
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeNumber(Int.self, forKey: .id)
        main = try container.decodeIfPresent(String.self, forKey: .main)?.fromOutside
        description = try container.decodeIfPresent(String.self, forKey: .description)?.fromOutside
        icon = try container.decodeIfPresent(String.self, forKey: .icon)?.fromOutside
    }

    /// The day variant of ``icon`` ("10n" becomes "10d"), for daily summaries.
    public var dayIcon: String? {
        guard let icon, icon.hasSuffix("n") else { return icon }
        return String(icon.dropLast()) + "d"
    }
}
