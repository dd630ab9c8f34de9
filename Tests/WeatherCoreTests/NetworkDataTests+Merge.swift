import Testing
import WeatherCore

/// Today's earlier slots, kept from the previous response when a fresh one starts later in the day, are today's
/// by the place's offset at each slot's own instant, as the days are, not by the response's one offset.
extension NetworkDataTests {
    /// Helsinki keeps UTC+2 (EET) until the last Sunday of March 2026, 29 March, at 01:00 UTC (03:00 EET), then
    /// UTC+3 (EEST). `date -u -d '2026-03-29 01:00' +%s` is 1 774 746 000.
    static let helsinki = ZoneOffsets(
        identifier: "Europe/Helsinki", initialOffset: 7200,
        changes: [ZoneOffsets.Change(unixTime: 1_774_746_000, offset: 10_800)])

    /// Slots of 28 and 29 March 2026 at the given UTC hours: 28 March 00:00 UTC is 1 774 656 000.
    static func march(_ day: Int, _ hour: Int) -> List {
        List(dt: 1_774_656_000 + (day - 28) * 86_400 + hour * 3600, main: Temperature(temp: 280))
    }

    @Test func todaysEarlierSlotsAreTodaysAtTheOffsetOfTheirOwnInstant() {
        // Asked on 29 March at 15:00 UTC (18:00 EEST), after the change: the response's city.timezone is then
        // 10 800. The previous response held the night before. By hand, each slot's local time:
        //   28 March 21:00 UTC + 2 h (EET, before the change) = 28 March 23:00: yesterday, dropped;
        //                              (at the response's +3 h it would read 29 March 00:00, today)
        //   29 March 00:00 UTC + 2 h = 02:00, today; 03:00 UTC + 3 h = 06:00; 06:00 → 09:00; 09:00 → 12:00;
        //   12:00 → 15:00: today, each before the fresh response's first slot (15:00 UTC), so kept.
        let previous = NetworkData(
            list: [
                Self.march(28, 21), Self.march(29, 0), Self.march(29, 3), Self.march(29, 6), Self.march(29, 9),
                Self.march(29, 12),
            ],
            city: City(timezone: 7200))
        let fresh = NetworkData(list: [Self.march(29, 15), Self.march(29, 18)], city: City(timezone: 10_800))
        let now = 1_774_796_400  // 2026-03-29 15:00 UTC
        let merged = fresh.keepingTodaysEarlierSlots(from: previous, now: now, zone: Self.helsinki)
        let day29 = 1_774_742_400  // 2026-03-29 00:00 UTC
        #expect(
            merged.list.map(\.dt)
                == [0, 3, 6, 9, 12, 15, 18].map { day29 + $0 * 3600 })
        // Without the zone, the response's one offset puts the 21:00 UTC slot on today: the fixed-offset
        // behaviour kept where the zone is not known.
        let fixed = fresh.keepingTodaysEarlierSlots(from: previous, now: now, zone: nil)
        #expect(fixed.list.first?.dt == day29 - 3 * 3600)
    }

    @Test func theCacheEntryKeepsTodaysSlotsByTheZoneItIsGiven() throws {
        let previous = CacheEntry(
            fetchedAt: 1_774_764_000,
            response: NetworkData(list: [Self.march(28, 21), Self.march(29, 12)], city: City(timezone: 7200)))
        let fresh = NetworkData(list: [Self.march(29, 15)], city: City(timezone: 10_800))
        let updated = previous.updated(with: fresh, now: 1_774_796_400, zone: Self.helsinki)
        // 28 March 21:00 UTC is 23:00 EET the day before (dropped); 29 March 12:00 UTC is 15:00 EEST (kept).
        let response = try #require(updated.response)
        #expect(response.list.map(\.dt) == [Self.march(29, 12).dt, Self.march(29, 15).dt])
        #expect(updated.fetchedAt == 1_774_796_400)
    }
}
