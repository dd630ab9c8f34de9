import Testing
import WeatherCore

/// The header and "now" lines fit the terminal's width as the tables do, broken between their parts, so a
/// terminal does not break them in the middle of a word ("local tim / e") at 80 columns.
extension TableRendererTests {
    static func demo(width: Int?) throws -> [String] {
        let data = try NetworkData(json: Fixture.data(Fixture.goyang)).normalized(from: .metric)
        let forecast = Forecast(data: data, now: data.list[0].dt)
        // The recorded Korean conditions: "약간의 구름이 낀 하늘" makes the now line long enough to break.
        var renderer = TableRenderer(units: .metric, width: width)
        renderer.descriptions = .server
        let text = renderer.render(forecast, origin: .demo)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func headerAndNowLinesBreakBetweenPartsAtEightyColumns() throws {
        let lines = try Self.demo(width: 80)
        #expect(
            Array(lines.prefix(8)) == [
                "Goyang-si, KR (37.6268, 126.8417)",
                "forecast from Fri 2025-07-11 09:00 local time (UTC+09:00)",
                "Demo: a real OpenWeather response recorded 2025-07-11, not live weather",
                "sunrise 05:20 · sunset 19:55",
                "",
                "Now, 09:00, from the 09:00 forecast: ⛅ 29°C, feels like 28°C,",
                "약간의 구름이 낀 하늘",
                "Wind 3.2 m/s ENE · humidity 36% · precipitation 0%",
            ])
    }

    @Test func headerAndNowLinesStayWholeWithoutAWidth() throws {
        let lines = try Self.demo(width: nil)
        #expect(
            lines[1]
                == "Demo: a real OpenWeather response recorded 2025-07-11, not live weather · sunrise 05:20 · sunset 19:55"
        )
        #expect(lines[3] == "Now, 09:00, from the 09:00 forecast: ⛅ 29°C, feels like 28°C, 약간의 구름이 낀 하늘")
    }

    @Test(
        .enabled(if: Cells.unavailable == nil, "\(Cells.unavailable ?? "")"),
        arguments: [40, 50, 60, 80, 100, 120, 200])
    func everyLineOfTheDemoFitsItsWidth(_ width: Int) throws {
        for line in try Self.demo(width: width) {
            #expect(Cells.of(line) <= width, "\(Cells.of(line)) cells at \(width): \(line)")
        }
    }
}
