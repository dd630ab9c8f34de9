import Testing
import WeatherCore

/// The daily table's gust and feels-like columns on Le Havre's recording (metric, UTC+2, from Mon 2021-04-26
/// 20:00 local), at 21:30. Its slots' `main.temp` / `main.feels_like` °C and `wind.gust` m/s, from 20:00 on:
/// 11.39/10.33 11.31, 9.18/5.85 11.44, 6.18/2.59 9.57, 5.39/2.37 5.74, 5.71/3.56 3.82, 10.12/8.73 3.69,
/// 11.47/10.24 4.06, 11.40/10.21 4.76.
extension TableRendererTests {
    /// The daily table of Le Havre's response, with its recorded French conditions, whose widths the tests count.
    static func leHavre(_ renderer: TableRenderer) throws -> [String] {
        var renderer = renderer
        renderer.descriptions = .server
        let data = try NetworkData(json: Fixture.data(Fixture.leHavre)).normalized(from: .metric)
        let forecast = Forecast(data: data, now: data.list[0].dt + 5400)
        let lines = renderer.render(forecast, origin: .demo).split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { $0.hasPrefix("Time ") } ?? lines.endIndex
        return lines[start...].prefix { !$0.isEmpty }.map(String.init)
    }

    /// In °C the differences are 1.06, 3.33, 3.59, 3.02, 2.15, 1.39, 1.23, 1.19: the feels-like shows at 23:00
    /// (5.85 → 6°C), 02:00 (2.59 → 3°C) and 05:00 (2.37 → 2°C, 3.02 apart unrounded); 08:00 is 2.15 apart.
    /// Gusts to one decimal: 11.3, 11.4, 9.6, 5.7, 3.8, 3.7, 4.1, 4.8 m/s.
    @Test func gustAndFeelsLikeInCelsius() throws {
        let table = try Self.leHavre(TableRenderer(icons: .none))
        #expect(
            table == [
                "Time   Temp  Feels  Precip     Wind  From      Gust  Conditions",
                "20:00  11°C             0%  8.1 m/s  NE    11.3 m/s  ciel dégagé",
                "23:00   9°C    6°C      0%  7.1 m/s  NE    11.4 m/s  ciel dégagé",
                "Tue 2021-04-27",
                "02:00   6°C    3°C      0%  5.5 m/s  NE     9.6 m/s  ciel dégagé",
                "05:00   5°C    2°C      0%  4.0 m/s  NE     5.7 m/s  nuageux",
                "08:00   6°C             0%  2.7 m/s  ENE    3.8 m/s  nuageux",
                "11:00  10°C             0%  2.8 m/s  NNE    3.7 m/s  peu nuageux",
                "14:00  11°C             0%  4.4 m/s  NNW    4.1 m/s  ciel dégagé",
                "17:00  11°C             0%  5.3 m/s  N      4.8 m/s  ciel dégagé",
            ])
    }

    /// In °F the differences are 1.8 times as large: 1.91, 5.99, 6.46, 5.44, 3.87, 2.50, 2.21, 2.14. So 08:00
    /// shows too (3.56 °C = 38.41 °F → 38°F), and 14:00 does not though its rounded values are 3 apart
    /// (52.65 → 53°F, 50.43 → 50°F): the rule is on unrounded values. Gusts in mph (÷ 0.44704): 25.3, 25.6,
    /// 21.4, 12.8, 8.5, 8.3, 9.1, 10.6.
    @Test func feelsLikeIsComparedUnroundedInTheShownUnit() throws {
        let table = try Self.leHavre(TableRenderer(units: .imperial, icons: .none))
        #expect(
            table == [
                "Time   Temp  Feels  Precip      Wind  From      Gust  Conditions",
                "20:00  53°F             0%  18.1 mph  NE    25.3 mph  ciel dégagé",
                "23:00  49°F   43°F      0%  15.9 mph  NE    25.6 mph  ciel dégagé",
                "Tue 2021-04-27",
                "02:00  43°F   37°F      0%  12.3 mph  NE    21.4 mph  ciel dégagé",
                "05:00  42°F   36°F      0%   8.8 mph  NE    12.8 mph  nuageux",
                "08:00  42°F   38°F      0%   6.1 mph  ENE    8.5 mph  nuageux",
                "11:00  50°F             0%   6.3 mph  NNE    8.3 mph  peu nuageux",
                "14:00  53°F             0%   9.9 mph  NNW    9.1 mph  ciel dégagé",
                "17:00  53°F             0%  11.9 mph  N     10.6 mph  ciel dégagé",
            ])
    }

    /// The gust follows `--wind-units`: 11.31 m/s is 40.7 km/h and Beaufort force 6 (10.8 to 13.8 m/s).
    @Test func gustFollowsTheWindUnit() throws {
        let kmh = try Self.leHavre(
            TableRenderer(icons: .none, quantities: QuantityUnits(.metric, speed: .kilometresPerHour)))
        #expect(kmh[0].hasSuffix("Gust  Conditions"))
        #expect(kmh[1].contains("  40.7 km/h  ciel dégagé"))
        let beaufort = try Self.leHavre(
            TableRenderer(icons: .none, quantities: QuantityUnits(.metric, speed: .beaufort)))
        #expect(beaufort[1].contains("  6 Bft  ciel dégagé"))
    }

    /// The detail goes before any description is cut: at 64 cells the table with both columns (64 cells wide)
    /// stays; at 63 the gust goes (the rest is 54 cells); at 53 the feels-like goes too and the table is the
    /// one without either (47 cells), descriptions whole.
    @Test func detailGoesBeforeDescriptionsAreCut() throws {
        #expect(try Self.leHavre(TableRenderer(icons: .none, width: 64))[0].hasSuffix("Gust  Conditions"))
        let noGust = try Self.leHavre(TableRenderer(icons: .none, width: 63))
        #expect(noGust[0] == "Time   Temp  Feels  Precip     Wind  From  Conditions")
        #expect(noGust[2] == "23:00   9°C    6°C      0%  7.1 m/s  NE    ciel dégagé")
        let plain = try Self.leHavre(TableRenderer(icons: .none, width: 53))
        #expect(plain[0] == "Time   Temp  Precip     Wind  From  Conditions")
        #expect(plain[1] == "20:00  11°C      0%  8.1 m/s  NE    ciel dégagé")
    }
}
