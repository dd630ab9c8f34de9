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
    /// The population; absent or 0 in many responses, and nil for one that is not a whole number that fits.
    public var population: Int?
    /// The shift from UTC in seconds (32400 for UTC+9). Absent in responses before 2020: then 0 (UTC) is used.
    public var timezone: Int?
    /// Sunrise, Unix time in seconds (UTC); nil when absent or 0, OpenWeather's value in polar day and night.
    public var sunrise: Int?
    /// Sunset, Unix time in seconds (UTC); nil when absent or 0, OpenWeather's value in polar day and night.
    public var sunset: Int?

    package init(
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

    enum CodingKeys: String, CodingKey {
        case id, name, coord, country, population, timezone, sunrise, sunset
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeNumberIfPresent(Int.self, forKey: .id)
        name = try container.decodeIfPresent(String.self, forKey: .name)?.fromOutside
        coord = try container.decodeIfPresent(Coord.self, forKey: .coord)
        country = try container.decodeIfPresent(String.self, forKey: .country)?.fromOutside
        // Never shown or computed with: a population that is no whole number or too big (1e300) is absent,
        // not a reason to reject the forecast.
        population = try? container.decodeIfPresent(Int.self, forKey: .population)
        timezone = try container.decodeNumberIfPresent(Int.self, forKey: .timezone)
        // 0 is 1970-01-01 00:00 UTC, not a sunrise: where the sun does not rise or set that day (above the
        // Arctic Circle in June, or December), OpenWeather sends 0 for both.
        sunrise = try container.decodeNumberIfPresent(Int.self, forKey: .sunrise).flatMap { $0 == 0 ? nil : $0 }
        sunset = try container.decodeNumberIfPresent(Int.self, forKey: .sunset).flatMap { $0 == 0 ? nil : $0 }
    }

    /// The shift from UTC in seconds that makes local dates: `timezone`, or 0 when the response has none.
    public var utcOffset: Int { timezone ?? 0 }

    /// The coordinates to show: `coord` where it lies on the Earth (latitude within ±90°, longitude within
    /// ±180°), else nil, shown as unknown: moved into range they would name another place.
    package var shownCoord: Coord? {
        guard let coord, abs(coord.lat) <= 90, abs(coord.lon) <= 180 else { return nil }
        return coord
    }
}
