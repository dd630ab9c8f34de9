/// A system of units, named as OpenWeather's `units` request parameter names them
/// (openweathermap.org/forecast5, "Units of measurement").
public enum Units: String, Sendable, CaseIterable, Codable {
    /// Kelvins and m/s: what the API sends when the request has no `units`.
    case standard
    /// °C and m/s.
    case metric
    /// °F and mph.
    case imperial

    /// The symbol printed after a temperature: "K", "°C" or "°F".
    public var temperatureSymbol: String {
        switch self {
        case .standard: "K"
        case .metric: "°C"
        case .imperial: "°F"
        }
    }

    /// The symbol printed after a wind speed: "m/s" or "mph".
    public var speedSymbol: String {
        self == .imperial ? "mph" : "m/s"
    }

    /// A temperature given in kelvins as people read it in these units: whole, rounded half away from zero,
    /// never "-0": "29°C", "84°F", "302 K".
    public func text(fromKelvin kelvin: Double) -> String {
        Display.temperature(kelvin, self)
    }

    /// A temperature in these units from kelvins: °C = K − 273.15, °F = K × 9/5 − 459.67.
    public func temperature(fromKelvin kelvin: Double) -> Double {
        switch self {
        case .standard: kelvin
        case .metric: kelvin - 273.15
        case .imperial: kelvin * 9 / 5 - 459.67
        }
    }

    /// Kelvins from a temperature in these units; the inverse of ``temperature(fromKelvin:)``.
    public func kelvin(fromTemperature value: Double) -> Double {
        switch self {
        case .standard: value
        case .metric: value + 273.15
        case .imperial: (value + 459.67) * 5 / 9
        }
    }

    /// A speed in these units from m/s (1 mph = 0.44704 m/s exactly, by the international mile).
    public func speed(fromMetresPerSecond speed: Double) -> Double {
        self == .imperial ? speed / Self.metresPerSecondPerMile : speed
    }

    /// m/s from a speed in these units; the inverse of ``speed(fromMetresPerSecond:)``.
    public func metresPerSecond(fromSpeed speed: Double) -> Double {
        self == .imperial ? speed * Self.metresPerSecondPerMile : speed
    }

    private static let metresPerSecondPerMile = 0.44704
}
