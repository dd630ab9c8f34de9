import Foundation
import Testing
import WeatherCore

/// The spell as the table, JSON and the bars show it; spells as worked out in ``PrecipitationSpellTests``.
extension PrecipitationSpellTests {
    static func nextSpellLine(_ forecast: Forecast, threshold: Double = 0.5, width: Int? = nil) -> String {
        let text = TableRenderer(width: width, ambiguousWidth: .narrow).with(threshold: threshold)
            .render(forecast, origin: .demo)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The "now" block is the third paragraph; the spell's line is its last.
        let blank = lines.indices.filter { lines[$0].isEmpty }
        return lines[blank[1] - 1]
    }

    @Test func theTableSaysWhenAndHowMuchInLocalTime() throws {
        // Tue 07:30 in Tokyo: 100 % at most, 108.75 mm shown to one decimal.
        let tokyo = try Self.forecast(Fixture.tokyo, after: 5400)
        #expect(Self.nextSpellLine(tokyo) == "Rain from Wed 03:00 until Thu 06:00, up to 100%, 108.8 mm")
        #expect(Self.nextSpellLine(tokyo, threshold: 0.3) == "Rain from 18:00 until Wed 00:00, up to 39%, 0.5 mm")
        let during = try Self.forecast(Fixture.tokyo, at: Self.tokyoSpellStart + 3600)
        #expect(Self.nextSpellLine(during) == "Rain now, until Thu 06:00, up to 100%, 108.8 mm")
        let goyang = try Self.forecast(Fixture.goyang)
        #expect(Self.nextSpellLine(goyang) == "Rain from Tue 15:00 until Wed 03:00, up to 100%, 34.6 mm")
    }

    /// Le Havre, 90 minutes after its first slot: 1619465400 to the end of its last slot, 1619892000, is
    /// 426 600 s, 4.94 days.
    @Test func aDryForecastSaysSoOverWhatItCovers() throws {
        let leHavre = try Self.forecast(Fixture.leHavre, after: 5400)
        #expect(Self.nextSpellLine(leHavre) == "No rain or snow in the next 5 days")
        #expect(Self.nextSpellLine(leHavre, width: 40) == "No rain or snow in the next 5 days")
    }

    @Test func snowUnderWayIsSaidAsSnowNow() throws {
        let city = City(id: 1, name: "Testville", country: "KR", timezone: 0)
        let midnight = utc(2024, 1, 2)
        let slots = [
            slot(midnight, -3, condition: 600, pop: 0.9, snow: Precipitation(threeHours: 1.5)),
            slot(midnight + 10_800, -3, condition: 601, pop: 0.95, snow: Precipitation(threeHours: 2)),
            slot(midnight + 21_600, -2, condition: 804, pop: 0.1),
        ]
        let forecast = Forecast(data: NetworkData(list: slots, city: city), now: midnight + 600)
        #expect(Self.nextSpellLine(forecast) == "Snow now, until 06:00, up to 95%, 3.5 mm")
    }

    /// Snow of 1 + 2 + 0.5 + 0.25 = 3.75 mm (exact in binary), shown 3.8; the spell runs from 00:00 UTC for
    /// five slots, to 15:00, with 90 % its highest chance.
    @Test func snowWithAChanceAmongItIsSaidAsSnowInTheTableAndJSON() throws {
        let city = City(id: 1, name: "Testville", country: "KR", timezone: 0)
        let data = NetworkData(list: Self.snowWithAChance, city: city)
        let forecast = Forecast(data: data, now: utc(2024, 1, 2) + 600)
        #expect(Self.nextSpellLine(forecast, threshold: 0.3) == "Snow now, until 15:00, up to 90%, 3.8 mm")
        let json = try JSONRenderer(precipitationThreshold: 0.3).render(forecast)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let spell = try #require(document["next_precipitation"] as? [String: Any])
        #expect(spell["kind"] as? String == "snow")
    }

    @Test func jsonHasTheSpellWithLocalTimesOrNull() throws {
        let tokyo = try Self.forecast(Fixture.tokyo, after: 5400)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONRenderer().render(tokyo).utf8)) as? [String: Any])
        let spell = try #require(document["next_precipitation"] as? [String: Any])
        #expect(spell["start"] as? String == "2022-11-23T03:00:00+09:00")
        #expect(spell["end"] as? String == "2022-11-24T06:00:00+09:00")
        #expect(spell["kind"] as? String == "rain")
        #expect(spell["probability"] as? Double == 1)
        #expect(abs(try #require(spell["rain_mm"] as? Double) - 108.75) < 1e-9)
        #expect(spell["snow_mm"] as? Double == 0)

        let dry = try JSONRenderer().render(try Self.forecast(Fixture.leHavre))
        #expect(dry.contains(#""next_precipitation" : null"#))
    }

    @Test func placeholdersSayWhenTheSpellStartsAndEnds() throws {
        let template = try Template("{rain_in}|{rain_start}|{rain_end}")
        let renderer = TemplateRenderer()
        let start = Self.goyangSpellStart
        // Fri 09:00, days before: the weekday and time.
        #expect(renderer.render(template, try Self.forecast(Fixture.goyang)) == "Tue 15:00|Tue 15:00|Wed 03:00")
        // The same day, 12:00: three hours ahead.
        #expect(
            renderer.render(template, try Self.forecast(Fixture.goyang, at: start - 3 * 3600)) == "3h|15:00|Wed 03:00")
        #expect(
            renderer.render(template, try Self.forecast(Fixture.goyang, at: start - 3 * 3600 + 1))
                == "2h|15:00|Wed 03:00")
        #expect(renderer.render(template, try Self.forecast(Fixture.goyang, at: start - 2400)) == "40m|15:00|Wed 03:00")
        #expect(renderer.render(template, try Self.forecast(Fixture.goyang, at: start)) == "now|15:00|Wed 03:00")
        #expect(renderer.render(template, try Self.forecast(Fixture.leHavre)) == "–|–|–")
    }

    @Test func waybarAddsRainSoonWithinTheConfiguredTime() throws {
        let start = Self.goyangSpellStart
        func classes(_ now: Int, rainSoon: Int = 3 * 3600) throws -> [String] {
            var context = BarContext()
            context.rainSoon = rainSoon
            let output = WaybarRenderer(context: context).render(try Self.forecast(Fixture.goyang, at: now))
            let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            // One class is written as a string, several as an array.
            return object?["class"] as? [String] ?? [object?["class"] as? String ?? ""]
        }
        #expect(try classes(start - 3 * 3600) == ["clouds", "rain-soon"])
        #expect(try !classes(start - 3 * 3600 - 1).contains("rain-soon"))
        #expect(try classes(start - 3 * 3600 - 1, rainSoon: 4 * 3600).contains("rain-soon"))
        #expect(try classes(start + 3600).contains("rain-soon"))
    }
}

extension TableRenderer {
    fileprivate func with(threshold: Double) -> TableRenderer {
        var renderer = self
        renderer.precipitationThreshold = threshold
        return renderer
    }
}
