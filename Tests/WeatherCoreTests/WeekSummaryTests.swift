import Testing
import WeatherCore

/// The week in one line, on a hand-made week at UTC+0 from Thursday 2024-01-04 (2024-01-01 was a Monday), one
/// slot a day at 12:00: highs and lows (°C) Thu 10/4, Fri 3/−2, Sat 6/1, Sun 14/5, Mon 8/−5, Tue 0/−8; rain Thu
/// 1 mm, Fri 0.1 mm, Sun 5 mm, Mon 28 mm; snow Tue 2 mm; no wind.
struct WeekSummaryTests {
    static func week(rain: [Double] = [1, 0.1, 0, 5, 28, 0], snow: [Double] = [0, 0, 0, 0, 0, 2]) -> Forecast {
        let temperatures: [(Double, Double)] = [(10, 4), (3, -2), (6, 1), (14, 5), (8, -5), (0, -8)]
        let slots = temperatures.indices.map { day in
            slot(
                utc(2024, 1, 4 + day, 12), temperatures[day].0, max: temperatures[day].0, min: temperatures[day].1,
                rain: rain[day] > 0 ? Precipitation(threeHours: rain[day]) : nil,
                snow: snow[day] > 0 ? Precipitation(threeHours: snow[day]) : nil)
        }
        return Forecast(
            data: NetworkData(list: slots, city: City(name: "Testville", timezone: 0)), now: utc(2024, 1, 4))
    }

    /// Monday's 28 mm is the most, though Thursday's 1 mm comes first; 28 ≥ 1, so whole millimetres.
    @Test func rainNamesTheWettestDay() throws {
        let summary = try #require(WeekSummary().text(Self.week()))
        #expect(summary == "Warmest Sun, 14°C; coldest Tue, -8°C; rain Mon, 28 mm.")
    }

    /// Snow outweighing rain names snow: Tuesday's 30 mm of snow beats Monday's 28 mm of rain.
    @Test func theWettestDaysLargerAmountNamesIt() throws {
        let summary = try #require(WeekSummary().text(Self.week(snow: [0, 0, 0, 0, 0, 30])))
        #expect(summary == "Warmest Sun, 14°C; coldest Tue, -8°C; snow Tue, 30 mm.")
    }

    /// 0.1 mm is 0.1 / 25.4 = 0.0039 in, "0.00" to two decimals: in inches the week is dry, in mm it is not.
    @Test func anAmountThatShowsAsZeroIsDry() throws {
        let drizzle = Self.week(rain: [0, 0, 0, 0, 0.1, 0], snow: [0, 0, 0, 0, 0, 0])
        let inches = WeekSummary(quantities: QuantityUnits(precipitation: .inches))
        #expect(try #require(inches.text(drizzle)) == "Warmest Sun, 14°C; coldest Tue, -8°C; dry.")
        #expect(try #require(WeekSummary().text(drizzle)) == "Warmest Sun, 14°C; coldest Tue, -8°C; rain Mon, 0.1 mm.")
        // Monday's 28 mm is 1.10 in: one decimal from 1 inch on.
        #expect(try #require(inches.text(Self.week())) == "Warmest Sun, 14°C; coldest Tue, -8°C; rain Mon, 1.1 in.")
    }

    /// `--days 2` shows Thursday and Friday: the summary is of those two, warmest Thu 10, coldest Fri −2, and
    /// Thursday's 1 mm the wettest (Friday has 0.1 mm).
    @Test func theSummaryCoversTheDaysTheTableShows() throws {
        let forecast = Self.week()
        let summary = try #require(WeekSummary().text(forecast, days: Array(forecast.days.prefix(2))))
        #expect(summary == "Warmest Thu, 10°C; coldest Fri, -2°C; rain Thu, 1 mm.")
        var table = TableRenderer(icons: .none, width: 200)
        (table.summary, table.days, table.sections) = (true, 2, [.week])
        let lines = table.render(forecast, origin: .demo).split(separator: "\n")
        #expect(lines.last.map(String.init) == summary)
    }
}
