import Foundation

/// The real recorded OpenWeather responses in `Tests/WeatherCoreTests/Fixtures` (see PROVENANCE.md there), the
/// ones the core's tests read, found from this source file's own path.
enum Fixture {
    /// `Tests/WeatherCoreTests/Fixtures`, located from this file's own path.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // WeatherClientTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("WeatherCoreTests/Fixtures")

    /// The bytes of one fixture, as recorded.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The Changwon KR forecast, in kelvins.
    static let changwon = "forecast_changwon_kr_tz32400_2023_kelvin.json"
    /// A geocoding answer for "London", limit 5.
    static let london = "geo_direct_london_limit5_pyowm.json"
}
