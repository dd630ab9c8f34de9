import Testing
import WeatherCore

/// `--days` and `--hours`: Tokyo seen 90 minutes after its first slot (Tue 2022-11-22 06:00 local, 40 slots to
/// Sun 03:00, 6 local dates). 6 hours from the 06:00 slot under way are the 06:00 and 09:00 slots; 7 hours
/// begin a third slot (12:00); the 40 slots' last date is Sun.
extension TableRendererTests {
    static func tokyo(days: Int? = nil, hours: Int = 24) throws -> RenderedFixture {
        try RenderedFixture(Fixture.tokyo, .metric, after: 5400, days: days, hours: hours)
    }

    @Test func daysCutsTheWeeklyTableFromToday() throws {
        let all = try Self.tokyo()
        let two = try Self.tokyo(days: 2)
        #expect(all.text.contains("\n6-day forecast\n"))
        #expect(all.weekly.count == 1 + 6)
        #expect(two.text.contains("\n2-day forecast\n"))
        #expect(two.weekly.count == 1 + 2)
        #expect(two.weekly[1].hasPrefix("Tue 2022-11-22") && two.weekly[2].hasPrefix("Wed 2022-11-23"))
    }

    @Test func hoursSetsTheDailyTablesSpanInStartedSlots() throws {
        #expect(try Self.tokyo().daily.count == 1 + 8)
        let six = try Self.tokyo(hours: 6)
        #expect(six.daily.count == 1 + 2)
        #expect(six.daily[1].hasPrefix("06:00") && six.daily[2].hasPrefix("09:00"))
        #expect(try Self.tokyo(hours: 7).daily.count == 1 + 3)
        #expect(try Self.tokyo(hours: 1).daily.count == 1 + 1)
        // 120 hours would be 40 slots; from the first slot under way, the 40 there are.
        #expect(try Self.tokyo(hours: 120).daily.count == 1 + 40)
    }
}
