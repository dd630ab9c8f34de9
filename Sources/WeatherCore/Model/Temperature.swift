/// A slot's `main` block: temperatures in kelvins (after `NetworkData/normalized(from:)`), pressure and humidity.
public struct Temperature: Codable, Sendable, Equatable {
    /// Temperature, K.
    public var temp: Double
    /// Temperature as people perceive it, K; absent before 2020.
    public var feelsLike: Double?
    /// The lowest temperature expected within the slot's area and 3 hours, K. Not a daily low.
    public var tempMin: Double?
    /// The highest temperature expected within the slot's area and 3 hours, K. Not a daily high.
    public var tempMax: Double?
    /// Atmospheric pressure at sea level, hPa.
    public var pressure: Double?
    /// Atmospheric pressure at sea level, hPa.
    public var seaLevel: Double?
    /// Atmospheric pressure at ground level, hPa.
    public var grndLevel: Double?
    /// Humidity, percent 0…100.
    public var humidity: Double?
    /// An internal correction parameter of OpenWeather's.
    public var tempKf: Double?

    enum CodingKeys: String, CodingKey {
        case temp, pressure, humidity
        case feelsLike = "feels_like"
        case tempMin = "temp_min"
        case tempMax = "temp_max"
        case seaLevel = "sea_level"
        case grndLevel = "grnd_level"
        case tempKf = "temp_kf"
    }

    package init(
        temp: Double, feelsLike: Double? = nil, tempMin: Double? = nil, tempMax: Double? = nil,
        pressure: Double? = nil, seaLevel: Double? = nil, grndLevel: Double? = nil, humidity: Double? = nil,
        tempKf: Double? = nil
    ) {
        self.temp = temp
        self.feelsLike = feelsLike
        self.tempMin = tempMin
        self.tempMax = tempMax
        self.pressure = pressure
        self.seaLevel = seaLevel
        self.grndLevel = grndLevel
        self.humidity = humidity
        self.tempKf = tempKf
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        temp = try container.decodeNumber(Double.self, forKey: .temp)
        feelsLike = try container.decodeNumberIfPresent(Double.self, forKey: .feelsLike)
        tempMin = try container.decodeNumberIfPresent(Double.self, forKey: .tempMin)
        tempMax = try container.decodeNumberIfPresent(Double.self, forKey: .tempMax)
        pressure = try container.decodeNumberIfPresent(Double.self, forKey: .pressure)
        seaLevel = try container.decodeNumberIfPresent(Double.self, forKey: .seaLevel)
        grndLevel = try container.decodeNumberIfPresent(Double.self, forKey: .grndLevel)
        humidity = try container.decodeNumberIfPresent(Double.self, forKey: .humidity)
        tempKf = try container.decodeNumberIfPresent(Double.self, forKey: .tempKf)
    }

    /// ``temp`` in °C: K − 273.15, unrounded.
    public var celsius: Double { Units.metric.temperature(fromKelvin: temp) }
    /// ``temp`` in °F: K × 9/5 − 459.67, unrounded.
    public var fahrenheit: Double { Units.imperial.temperature(fromKelvin: temp) }
    /// The slot's high for day summaries, K: ``tempMax``, or ``temp`` when the response has none.
    public var high: Double { tempMax ?? temp }
    /// The slot's low for day summaries, K: ``tempMin``, or ``temp`` when the response has none.
    public var low: Double { tempMin ?? temp }
}
