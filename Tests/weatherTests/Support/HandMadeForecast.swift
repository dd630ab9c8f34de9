import WeatherCore

/// Small forecasts made by hand for the loader tests: each slot's temperature is distinct, so a test can tell
/// which response a slot came from. They hold only what the cache keeps (no `cod`, `cnt`; see SlotRow), so a
/// response read back from the cache equals the one stored.
enum HandMadeForecast {
    /// 2023-11-15 00:00 UTC, a day boundary for a city at UTC+0; the loader tests' "today".
    static let midnight = 1_700_006_400
    /// Hours, in seconds.
    static let hour = 3600

    /// A response for a city at `utcOffset` with one slot at each of `times`, the slot at index `i` at
    /// `base + i` kelvins.
    static func response(slotsAt times: [Int], base: Double = 280, utcOffset: Int = 0) -> NetworkData {
        let slots = times.enumerated().map { index, time in
            List(
                dt: time,
                main: Temperature(
                    temp: base + Double(index), tempMin: base + Double(index), tempMax: base + Double(index)),
                weather: [Weather(id: 800, main: "Clear", description: "clear sky", icon: "01d")])
        }
        return NetworkData(
            list: slots,
            city: City(id: 1, name: "Testville", country: "KR", timezone: utcOffset))
    }

    /// A response with `count` slots every 3 hours from `start`.
    static func response(from start: Int, count: Int = 8, base: Double = 280) -> NetworkData {
        response(slotsAt: (0..<count).map { start + $0 * 3 * hour }, base: base)
    }
}
