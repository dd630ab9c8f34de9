import Testing
import WeatherCore

/// What the table says about its own figures: the time zone its times are in, and what a `*` after a date means.
extension TableRendererTests {
    /// Chandigarh's 2019 response has no `city.timezone` (OpenWeather added it in 2020), so its times are UTC;
    /// Changwon's 2023 one gives 32400 s, UTC+09:00.
    @Test func headerSaysUTCWhenTheResponseGivesNoTimeZone() throws {
        for (name, expected) in [
            (Fixture.chandigarh, "UTC (the response gives no time zone)"),
            (Fixture.changwon, "local time (UTC+09:00)"),
        ] {
            let data = try NetworkData(json: Fixture.data(name))
            let forecast = Forecast(data: data, now: try #require(data.list.map(\.dt).min()))
            let text = TableRenderer(units: .metric, icons: .none).render(forecast, origin: .saved(name: name))
            let header = try #require(text.split(separator: "\n").first)
            #expect(header.hasSuffix(expected), "\(name): \(header)")
            if name == Fixture.chandigarh { #expect(!header.contains("local time")) }
        }
    }

    /// Changwon's 40 slots run from Mon 2023-12-04 09:00 to Sat 12-09 18:00 local: Monday has 5 slots (09:00 to
    /// 21:00) and Saturday 7 (00:00 to 18:00), the only days under 8. Wherever the table is narrow enough for
    /// dates as "Mon 12-04*", exactly those two carry the `*` and a line under the table says what it means.
    @Test func starredDatesAreThePartialDaysAndAreExplained() throws {
        let data = try NetworkData(json: Fixture.data(Fixture.changwon))
        let forecast = Forecast(data: data, now: try #require(data.list.map(\.dt).min()))
        var narrowWidths = 0
        for width in 40...200 {
            let text = TableRenderer(units: .metric, icons: .emoji, width: width)
                .render(forecast, origin: .saved(name: "changwon.json"))
            let starred = text.split(separator: "\n").filter { $0.contains(/^[A-Z][a-z]{2} \d\d-\d\d\*/) }
            guard !starred.isEmpty else {
                #expect(!text.contains("* partial day"), "at \(width)")
                continue
            }
            narrowWidths += 1
            #expect(starred.map { String($0.prefix(10)) } == ["Mon 12-04*", "Sat 12-09*"], "at \(width)")
            #expect(text.contains("\n* partial day (under 8 slots)\n"), "at \(width)")
        }
        #expect(narrowWidths > 0, "no width from 40 to 200 used the short dates")
    }
}
