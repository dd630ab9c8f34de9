/// One 3-hour slot of the forecast: an element of the response's `list` array.
public struct List: Codable, Sendable, Equatable {
    /// The start of the slot, Unix time in seconds (UTC).
    public var dt: Int
    /// Temperatures (kelvins), pressure and humidity.
    public var main: Temperature
    /// The conditions; the first one is the primary condition.
    public var weather: [Weather]
    /// Cloudiness.
    public var clouds: Clouds?
    /// Wind (m/s).
    public var wind: Wind?
    /// Average visibility in metres, at most 10 000; absent before 2020.
    public var visibility: Double?
    /// Probability of precipitation, 0…1; absent before 2020.
    public var pop: Double?
    /// Rain volume of the last 3 hours in mm; absent when there is none.
    public var rain: Precipitation?
    /// Snow volume of the last 3 hours in mm; absent when there is none.
    public var snow: Precipitation?
    /// Part of the day.
    public var sys: PartOfDay?
    /// The slot's time as "yyyy-MM-dd HH:mm:ss" UTC. Informational only: ``dt`` is what counts.
    public var dtTxt: String?

    enum CodingKeys: String, CodingKey {
        case dt, main, weather, clouds, wind, visibility, pop, rain, snow, sys
        case dtTxt = "dt_txt"
    }

    package init(
        dt: Int, main: Temperature, weather: [Weather] = [], clouds: Clouds? = nil, wind: Wind? = nil,
        visibility: Double? = nil, pop: Double? = nil, rain: Precipitation? = nil, snow: Precipitation? = nil,
        sys: PartOfDay? = nil, dtTxt: String? = nil
    ) {
        self.dt = dt
        self.main = main
        self.weather = weather
        self.clouds = clouds
        self.wind = wind
        self.visibility = visibility
        self.pop = pop
        self.rain = rain
        self.snow = snow
        self.sys = sys
        self.dtTxt = dtTxt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        dt = try container.decodeNumber(Int.self, forKey: .dt)
        main = try container.decode(Temperature.self, forKey: .main)
        weather = try container.decodeIfPresent([Weather].self, forKey: .weather) ?? []
        clouds = try container.decodeIfPresent(Clouds.self, forKey: .clouds)
        wind = try container.decodeIfPresent(Wind.self, forKey: .wind)
        visibility = try container.decodeNumberIfPresent(Double.self, forKey: .visibility)
        pop = try container.decodeNumberIfPresent(Double.self, forKey: .pop)
        rain = try container.decodeIfPresent(Precipitation.self, forKey: .rain)
        snow = try container.decodeIfPresent(Precipitation.self, forKey: .snow)
        sys = try container.decodeIfPresent(PartOfDay.self, forKey: .sys)
        // Malformed `dt_txt` must not fail the slot: `dt` is the time that counts.
        dtTxt = (try? container.decodeIfPresent(String.self, forKey: .dtTxt))??.fromOutside
    }

    /// The primary condition, the first of ``weather``.
    public var condition: Weather? { weather.first }

    /// Whether the slot is in daylight: `sys.pod` is "d", or else the icon ends in "d".
    public var isDaytime: Bool {
        if let pod = sys?.pod { return pod == "d" }
        return condition?.icon?.hasSuffix("d") ?? false
    }
}
