import Foundation
import Testing
import WeatherCore

/// The `--format json` document, compared whole against text written by hand from `SampleForecast`:
/// keys sorted, unknown values omitted, temperatures unrounded in the requested units (°C = K − 273.15,
/// exact in binary for these kelvins up to noise below 10⁻⁶), dates city-local. "now" at 22:00 is a third of the
/// way from 21:00 to 00:00: temp 272.75 − 1.6 / 3 K = −0.933333 °C, temp_min 270.65 − 0.5 / 3 K = −2.666667 °C,
/// temp_max 275.65 − 4 / 3 K = 1.166667 °C; what only the 21:00 slot has is its (the nearer's); pop the higher.
/// Dew points by the Magnus formula in python3 (b = 17.62, c = 243.12): −0.4 °C at 80 % gives −3.430486 °C,
/// now's −0.933333 °C at 80 % −3.950599 °C.
@Suite struct JSONRendererTests {
    /// The summary by hand: highs 2.5 (Mon) and 4 (Tue), lows −2.5 and −3 (Tue); Tuesday's 1.25 mm of rain and
    /// 0.5 of snow make 1.75, shown as 2 mm of rain (the larger); no gusts, Monday's 0.25 m/s the only wind.
    @Test func metricDocument() throws {
        let text = try JSONRenderer(units: .metric).render(SampleForecast.forecast)
        #expect(Self.withoutSky(text) == Self.metricDocument)
    }

    /// The document without the days' Sun and Moon keys, whose values come from astronomy, not by hand: they
    /// are checked against independent methods in `SunDayTests`, `MoonPhaseTests` and `daysHaveTheSky()`.
    static func withoutSky(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let location = lines.firstIndex { $0.hasPrefix("  \"location\"") } ?? lines.endIndex
        return lines.enumerated().filter { index, line in
            let key = line.trimmingCharacters(in: .whitespaces)
            if key.hasPrefix("\"day_length_seconds\"") || key.hasPrefix("\"moon_") { return false }
            return index > location || !(key.hasPrefix("\"sunrise\"") || key.hasPrefix("\"sunset\""))
        }.map(\.1).joined(separator: "\n")
    }

    @Test func daysHaveTheSky() throws {
        // PyEphem (scripts/sky-reference) at 37.5° N 126.25° E: 2024-01-01 07:49:30-17:26:55 (34645 s),
        // 2024-01-02 07:49:40-17:27:42 (34682 s); the Moon 0.66 and 0.69 round (last quarter 2024-01-04).
        let text = try JSONRenderer(units: .metric).render(SampleForecast.forecast)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let days = try #require(object["days"] as? [[String: Any]])
        let lengths = days.compactMap { $0["day_length_seconds"] as? Int }
        #expect(lengths.count == 2 && abs(lengths[0] - 34645) <= 120 && abs(lengths[1] - 34682) <= 120)
        #expect((days[0]["sunrise"] as? String)?.hasPrefix("2024-01-01T07:4") == true)
        #expect((days[1]["sunset"] as? String)?.hasPrefix("2024-01-02T17:2") == true)
        let phases = days.compactMap { $0["moon_phase"] as? Double }
        #expect(phases.count == 2 && abs(phases[0] - 0.66) <= 0.04 && abs(phases[1] - 0.69) <= 0.04)
    }

    @Test func documentIsValidJSONWithTheSchemaFieldsTheSpecNames() throws {
        let text = try JSONRenderer(units: .imperial).render(SampleForecast.forecast)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schema_version"] as? Int == 1)
        #expect(object["units"] as? String == "imperial")
        #expect(object["speed_unit"] as? String == "mph")
        let days = try #require(object["days"] as? [[String: Any]])
        for key in [
            "date", "high", "low", "slot_count", "partial", "precipitation_probability", "rain_mm",
            "snow_mm", "condition", "icon",
        ] {
            #expect(days.allSatisfy { $0[key] != nil }, "a day lacks \(key)")
        }
        // 275.65 K × 1.8 − 459.67 = 36.5 °F and 277.15 K = 39.2 °F, by hand.
        #expect(days.map { $0["high"] as? Double } == [36.5, 39.2])
        let location = try #require(object["location"] as? [String: Any])
        #expect(location["utc_offset_seconds"] as? Int == 32400)
    }

    /// At 30 % the 00:00 slot (pop 0.3, 0.5 mm of snow) is a spell of its own: 12:00 has only 0.05.
    @Test func nextPrecipitationAtALowerThreshold() throws {
        let text = try JSONRenderer(units: .metric, precipitationThreshold: 0.3).render(SampleForecast.forecast)
        #expect(
            text.contains(
                """
                  "next_precipitation" : {
                    "end" : "2024-01-02T03:00:00+09:00",
                    "kind" : "snow",
                    "probability" : 0.3,
                    "rain_mm" : 0,
                    "snow_mm" : 0.5,
                    "start" : "2024-01-02T00:00:00+09:00"
                  },
                """))
    }

    @Test func windIsConvertedToMilesPerHour() throws {
        // 0.25 m/s ÷ 0.44704 = 0.5592340730… mph; written to 6 decimals: 0.559234.
        let text = try JSONRenderer(units: .imperial).render(SampleForecast.forecast)
        #expect(text.contains("\"wind_speed\" : 0.559234\n"))
    }

    @Test func zeroFromAnImperialFileIsNotMinusZero() throws {
        // 0 °F saved with units=imperial becomes (0 + 459.67) × 5/9 K; back in °F that is −5.7e−14, which
        // `clean` rounds to −0.0 and JSONEncoder writes as "-0". The value is 0.
        let kelvin = Units.imperial.kelvin(fromTemperature: 0)
        let slot = List(dt: 1_704_110_400, main: Temperature(temp: kelvin))
        let forecast = Forecast(data: NetworkData(list: [slot], city: SampleForecast.city), now: 1_704_110_400)
        let text = try JSONRenderer(units: .imperial).render(forecast)
        #expect(!text.contains("-0,") && !text.contains("-0\n"), "found -0 in:\n\(text)")
    }

    static let metricDocument = """
        {
          "days" : [
            {
              "condition" : "Clear",
              "condition_id" : 800,
              "date" : "2024-01-01",
              "description" : "clear sky",
              "high" : 2.5,
              "icon" : "01d",
              "low" : -2.5,
              "partial" : true,
              "precipitation_probability" : 0.125,
              "rain_mm" : 0,
              "server_description" : "clear sky",
              "slot_count" : 1,
              "snow_mm" : 0,
              "weekday" : "Mon"
            },
            {
              "condition" : "Rain",
              "condition_id" : 500,
              "date" : "2024-01-02",
              "description" : "light rain",
              "high" : 4,
              "icon" : "10d",
              "low" : -3,
              "partial" : true,
              "precipitation_probability" : 0.3,
              "rain_mm" : 1.25,
              "server_description" : "light rain",
              "slot_count" : 2,
              "snow_mm" : 0.5,
              "weekday" : "Tue"
            }
          ],
          "location" : {
            "country" : "KR",
            "latitude" : 37.5,
            "longitude" : 126.25,
            "name" : "Testville",
            "sunrise" : "2024-01-02T07:40:00+09:00",
            "sunset" : "2024-01-02T17:20:00+09:00",
            "time_zone" : null,
            "utc_offset_seconds" : 32400
          },
          "next_precipitation" : null,
          "now" : {
            "condition" : "Clear",
            "condition_id" : 800,
            "date" : "2024-01-01",
            "description" : "clear sky",
            "dew_point" : -3.950599,
            "dt" : 1704114000,
            "estimated_from" : [
              1704110400,
              1704121200
            ],
            "feels_like" : -2.5,
            "humidity" : 80,
            "icon" : "01n",
            "precipitation_probability" : 0.3,
            "rain_mm" : 0,
            "server_description" : "clear sky",
            "snow_mm" : 0,
            "temp" : -0.933333,
            "temp_max" : 1.166667,
            "temp_min" : -2.666667,
            "time" : "2024-01-01T22:00:00+09:00",
            "wind_speed" : 0.25
          },
          "precipitation_unit" : "mm",
          "pressure_unit" : "hPa",
          "schema_version" : 1,
          "slots" : [
            {
              "condition" : "Clear",
              "condition_id" : 800,
              "date" : "2024-01-01",
              "description" : "clear sky",
              "dew_point" : -3.430486,
              "dt" : 1704110400,
              "feels_like" : -2.5,
              "humidity" : 80,
              "icon" : "01n",
              "precipitation_probability" : 0.125,
              "rain_mm" : 0,
              "server_description" : "clear sky",
              "snow_mm" : 0,
              "temp" : -0.4,
              "temp_max" : 2.5,
              "temp_min" : -2.5,
              "time" : "2024-01-01T21:00:00+09:00",
              "wind_speed" : 0.25
            },
            {
              "condition" : "Snow",
              "condition_id" : 600,
              "date" : "2024-01-02",
              "description" : "light snow",
              "dt" : 1704121200,
              "icon" : "13n",
              "precipitation_probability" : 0.3,
              "rain_mm" : 0,
              "server_description" : "light snow",
              "snow_mm" : 0.5,
              "temp" : -2,
              "temp_max" : -1.5,
              "temp_min" : -3,
              "time" : "2024-01-02T00:00:00+09:00"
            },
            {
              "condition" : "Rain",
              "condition_id" : 500,
              "date" : "2024-01-02",
              "description" : "light rain",
              "dt" : 1704164400,
              "icon" : "10d",
              "precipitation_probability" : 0.05,
              "rain_mm" : 1.25,
              "server_description" : "light rain",
              "snow_mm" : 0,
              "temp" : 3,
              "temp_max" : 4,
              "temp_min" : 2,
              "time" : "2024-01-02T12:00:00+09:00"
            }
          ],
          "speed_unit" : "m/s",
          "summary" : "Warmest Tue, 4°C; coldest Tue, -3°C; rain Tue, 2 mm; wind to 0.3 m/s on Mon.",
          "temperature_unit" : "°C",
          "units" : "metric"
        }

        """
}
