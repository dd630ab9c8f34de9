import Foundation
import WeatherCore

/// Real recorded responses for the status-bar tests, seen at their first slot's time.
enum BarFixture {
    /// Goyang-si KR, July 2025, lang=kr, metric: six local days (5 + 8 + 8 + 8 + 8 + 1 slots), rain at the end.
    static let goyang = "forecast_goyang_kr_lat37_lon126_lang_kr_metric_2025_38items.json"
    /// Rostov RU, September 2022, lang=ru, metric: one whole local day (8 slots), light rain at midday.
    static let rostov = "forecast_rostov_ru_lang_ru_cyrillic_city_metric_cnt8.json"
    /// London GB, cod 200 with an empty `list`: a forecast with no days at all.
    static let emptyLondon = "forecast_london_pyowm_cnt0_empty_list.json"

    /// The fixture's bytes, found next to this file.
    static func data(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The fixture as a forecast in kelvins, seen at its first slot's `dt`.
    /// - Parameters:
    ///   - units: the units the response was recorded in.
    ///   - cityName: a replacement for `city.name`, to put characters bars must escape into real data.
    static func forecast(
        _ name: String, recordedIn units: Units = .metric, cityName: String? = nil, description: String? = nil
    ) throws -> Forecast {
        // Decoded without NetworkData(json:)'s checks so that the empty-list response can be seen too.
        var response = try JSONDecoder().decode(NetworkData.self, from: data(name)).normalized(from: units)
        if let cityName { response.city.name = cityName }
        if let description {
            for slot in response.list.indices {
                for condition in response.list[slot].weather.indices {
                    response.list[slot].weather[condition].description = description
                }
            }
        }
        return Forecast(data: response, now: response.list.map(\.dt).min() ?? 0)
    }
}
