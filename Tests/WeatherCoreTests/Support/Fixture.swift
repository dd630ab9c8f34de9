import Foundation

/// The real recorded OpenWeather responses in `Tests/WeatherCoreTests/Fixtures` (see PROVENANCE.md there),
/// found next to this source file so the tests need neither bundle resources nor the shared folder.
enum Fixture {
    /// `Tests/WeatherCoreTests/Fixtures`, located from this file's own path.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // WeatherCoreTests
        .appendingPathComponent("Fixtures")

    /// The bytes of one fixture, as recorded.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The file names of every recorded forecast response, sorted; read from disk so a new fixture is
    /// picked up by the "every fixture decodes" tests without editing them.
    static var forecastNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix("forecast_") && $0.hasSuffix(".json") }.sorted()
    }

    static let changwon = "forecast_changwon_kr_tz32400_2023_kelvin.json"
    static let cairns = "forecast_cairns_au_tz36000_southern_2020_trimmed_cnt40_2items.json"
    static let greatNeck = "forecast_great_neck_plaza_us_tz-14400_imperial_cnt1_2021.json"
    static let leHavre = "forecast_le_havre_fr_lang_fr_metric_2021_aerial_swift.json"
    static let rostov = "forecast_rostov_ru_lang_ru_cyrillic_city_metric_cnt8.json"
    static let goyang = "forecast_goyang_kr_lat37_lon126_lang_kr_metric_2025_38items.json"
    static let london2013 = "forecast_london_2013_pyowm_cnt1_oldest_schema.json"
    static let bethnalGreen = "forecast_bethnal_green_2014_pyowm_cnt25_trimmed_1item_rain0.json"
    static let chandigarh = "forecast_chandigarh_in_2019_trimmed_cnt39_6items.json"
    static let orlando = "forecast_orlando_us_imperial_2018_city_no_population.json"
    static let tokyo = "forecast_tokyo_jp_lang_ja_metric_2022_cnt40.json"
    static let chongqing = "forecast_chongqing_cn_lang_zh_cn_imperial_2019_reassembled.json"
    static let emptyList = "forecast_london_pyowm_cnt0_empty_list.json"
}
