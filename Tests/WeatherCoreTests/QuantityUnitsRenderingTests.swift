import Foundation
import Testing
import WeatherCore

/// The chosen units in the table, the bars' placeholders and JSON, on Goyang's recording (Fri 2025-07-11
/// 09:00 local, UTC+9) and Tokyo's. Values worked by hand from the fixture and the definitions in
/// ``QuantityUnitsTests``.
@Suite struct QuantityUnitsRenderingTests {
    static let chosen = QuantityUnits(
        .metric, speed: .kilometresPerHour, precipitation: .inches,
        pressure: .inchesOfMercury, clock: .twelveHour)

    /// Goyang now: gust 6.12 m/s (22.03 km/h), 1013 hPa (29.914 inHg), falling 1 hPa; sunrise 1752178802
    /// (05:20 local), sunset 1752231344 (19:55); the rain from Tue 15:00 until Wed 03:00, 34.6 mm (1.36 in).
    @Test func placeholdersFollowTheChosenUnits() throws {
        var context = BarContext()
        context.quantities = Self.chosen
        let template = try Template("{gust}|{pressure}|{pressure_trend}|{sunrise}|{sunset}|{rain_start}|{rain_end}")
        let forecast = try PrecipitationSpellTests.forecast(Fixture.goyang)
        #expect(
            TemplateRenderer(context: context).render(template, forecast)
                == "22.0 km/h|29.91 inHg|↓ -0.03 inHg|5:20 AM|7:55 PM|Tue 3 PM|Wed 3 AM")
        context.quantities = QuantityUnits(.metric, speed: .beaufort, pressure: .millimetresOfMercury)
        // 6.12 m/s is force 4 (5.5 to 7.9 m/s); 1013 hPa is 759.8 mmHg.
        #expect(
            TemplateRenderer(context: context).render(try Template("{gust}|{pressure}|{sunrise}"), forecast)
                == "4 Bft|760 mmHg|05:20")
    }

    /// Tokyo at Tue 07:30: rain from Wed 03:00 until Thu 06:00, 108.75 mm = 4.2815 in.
    @Test func theSpellLineInInchesAndTwelveHours() throws {
        let tokyo = try PrecipitationSpellTests.forecast(Fixture.tokyo, after: 5400)
        var renderer = TableRenderer(width: nil, quantities: Self.chosen)
        renderer.precipitationThreshold = 0.5
        let lines = renderer.render(tokyo, origin: .demo).split(separator: "\n").map(String.init)
        #expect(lines.contains("Rain from Wed 3 AM until Thu 6 AM, up to 100%, 4.28 in"))
    }

    /// Goyang's daily table: its first rows at 09:00 and 12:00 are "9 AM" and "12 PM", wind 3.16 m/s and
    /// 4.38 m/s are 11.4 and 15.8 km/h; the weekly table's amounts are in inches under "Rain in".
    @Test func tablesFollowTheChosenUnits() throws {
        let forecast = try PrecipitationSpellTests.forecast(Fixture.goyang)
        let text = TableRenderer(width: nil, quantities: Self.chosen).render(forecast, origin: .demo)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first { $0.hasPrefix("9 AM ") }?.contains("11.4 km/h") == true)
        #expect(lines.first { $0.hasPrefix("12 PM ") }?.contains("15.8 km/h") == true)
        #expect(lines.contains { $0.hasPrefix("Day ") && $0.contains("Rain in") && $0.contains("Snow in") })
        #expect(lines.contains { $0.contains("sunrise 5:20 AM · sunset 7:55 PM") })
    }

    /// JSON names the units; wind and pressure follow them, rain and snow stay in mm beside inches.
    @Test func jsonNamesAndFollowsTheChosenUnits() throws {
        var renderer = JSONRenderer()
        renderer.quantities = Self.chosen
        let forecast = try PrecipitationSpellTests.forecast(Fixture.goyang)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(renderer.render(forecast).utf8)) as? [String: Any])
        #expect(document["speed_unit"] as? String == "km/h")
        #expect(document["precipitation_unit"] as? String == "in")
        #expect(document["pressure_unit"] as? String == "inHg")
        let now = try #require(document["now"] as? [String: Any])
        #expect(abs(try #require(now["wind_gust"] as? Double) - 22.032) < 1e-6)  // 6.12 × 3.6
        #expect(abs(try #require(now["pressure"] as? Double) - 29.913_870) < 1e-6)  // 101300 / 3386.389
        let trend = try #require(now["pressure_trend"] as? [String: Any])
        #expect(trend["direction"] as? String == "falling")
        #expect(abs(try #require(trend["change"] as? Double) + 0.029_530) < 1e-6)  // −100 / 3386.389
        let spell = try #require(document["next_precipitation"] as? [String: Any])
        let millimetres = try #require(spell["rain_mm"] as? Double)
        #expect(abs(try #require(spell["rain_in"] as? Double) - millimetres / 25.4) < 1e-6)

        let plain = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONRenderer().render(forecast).utf8)) as? [String: Any])
        #expect(plain["speed_unit"] as? String == "m/s")
        #expect(plain["precipitation_unit"] as? String == "mm")
        #expect(plain["pressure_unit"] as? String == "hPa")
        let plainNow = try #require(plain["now"] as? [String: Any])
        #expect(plainNow["pressure"] as? Double == 1013)
        #expect((plainNow["pressure_trend"] as? [String: Any])?["change"] as? Double == -1)
        #expect(plainNow["rain_in"] == nil)
    }
}

/// `--now`, `--today` and `--week`: the view is the header and the chosen paragraphs of the whole view, in
/// their order. The whole view's paragraphs (split at blank lines) are the header, now, the daily table and
/// the weekly table.
@Suite struct TableSectionTests {
    @Test(arguments: [
        [TableSection.now], [.today], [.week], [.now, .today], [.now, .week], [.today, .week],
        [.now, .today, .week],
    ])
    func theViewIsTheHeaderAndTheChosenParts(_ chosen: [TableSection]) throws {
        let forecast = try PrecipitationSpellTests.forecast(Fixture.tokyo, after: 5400)
        let whole = TableRenderer(width: 80).render(forecast, origin: .demo)
        let paragraphs = whole.dropLast().components(separatedBy: "\n\n")
        try #require(paragraphs.count == 4)
        #expect(paragraphs[1].hasPrefix("Now, "))
        #expect(paragraphs[2].hasPrefix("Today, ") || paragraphs[2].hasPrefix("Tue "))
        #expect(paragraphs[3].hasPrefix("6-day forecast") || paragraphs[3].hasPrefix("5-day forecast"))
        var renderer = TableRenderer(width: 80)
        renderer.sections = Set(chosen)
        let parts = [TableSection.now, .today, .week].enumerated().filter { chosen.contains($0.element) }
        let expected = ([paragraphs[0]] + parts.map { paragraphs[$0.offset + 1] }).joined(separator: "\n\n") + "\n"
        #expect(renderer.render(forecast, origin: .demo) == expected)
    }
}
