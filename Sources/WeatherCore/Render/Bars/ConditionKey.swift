/// A short, stable name for a kind of weather, by OpenWeather's condition groups
/// (openweathermap.org/weather-conditions): what waybar's `class` and `alt` (for `format-icons`) carry.
package enum ConditionKey: String, Sendable, CaseIterable {
    /// Group 2xx.
    case thunderstorm
    /// Group 3xx.
    case drizzle
    /// Group 5xx.
    case rain
    /// Group 6xx.
    case snow
    /// Group 7xx: mist, smoke, haze, dust, fog, sand, ash, squall, tornado.
    case fog
    /// 800.
    case clear
    /// 801–804.
    case clouds
    /// No condition, or an ID outside the groups.
    case unknown

    /// The key of a condition, by its `weather.id`.
    package init(_ condition: Weather?) {
        guard let id = condition?.id else {
            self = .unknown
            return
        }
        switch id {
        case 200..<300: self = .thunderstorm
        case 300..<400: self = .drizzle
        case 500..<600: self = .rain
        case 600..<700: self = .snow
        case 700..<800: self = .fog
        case 800: self = .clear
        case 801..<900: self = .clouds
        default: self = .unknown
        }
    }
}
