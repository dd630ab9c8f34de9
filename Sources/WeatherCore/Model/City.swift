/// The place a forecast is for: the response's `city` block.
public struct City: Codable, Sendable, Equatable {
    /// OpenWeather's city ID.
    public var id: Int?
    /// The place name, localized when the request had `lang` (e.g. "Ростов" for `lang=ru`).
    public var name: String?
    /// The place's coordinates.
    public var coord: Coord?
    /// The ISO 3166 country code, e.g. "KR".
    public var country: String?
    /// The population; absent or 0 in many responses.
    public var population: Int?
    /// The shift from UTC in seconds (32400 for UTC+9). Absent in responses before 2020: then 0 (UTC) is used.
    public var timezone: Int?
    /// Sunrise, Unix time in seconds (UTC).
    public var sunrise: Int?
    /// Sunset, Unix time in seconds (UTC).
    public var sunset: Int?

    public init(
        id: Int? = nil, name: String? = nil, coord: Coord? = nil, country: String? = nil, population: Int? = nil,
        timezone: Int? = nil, sunrise: Int? = nil, sunset: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.coord = coord
        self.country = country
        self.population = population
        self.timezone = timezone
        self.sunrise = sunrise
        self.sunset = sunset
    }

    /// The shift from UTC in seconds that makes local dates: `timezone`, or 0 when the response has none.
    public var utcOffset: Int { timezone ?? 0 }
}
