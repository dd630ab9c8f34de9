import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// The loader keeps today's earlier slots by the zone of the answer's place (``ZoneFinder``, from the system's tz
/// database), not by the answer's one `city.timezone`.
extension TodaysSlotsMergeTests {
    /// Helsinki: UTC+2 until 2026-03-29 01:00 UTC (1 774 746 000, `date -u -d '2026-03-29 01:00' +%s`), then +3.
    static let helsinki = ZoneOffsets(
        identifier: "Europe/Helsinki", initialOffset: 7200,
        changes: [ZoneOffsets.Change(unixTime: 1_774_746_000, offset: 10_800)])
    /// 2026-03-29 00:00 UTC.
    static let march29 = 1_774_742_400

    @Test func todaysEarlierSlotsAreKeptByTheZoneOfTheAnswer() async throws {
        // The previous answer holds 28 March 21:00 UTC, 23:00 EET (+2: before the change): yesterday; and
        // 29 March 12:00 UTC, 15:00 EEST (+3): today. The new answer, at 15:00 UTC (18:00 EEST), says +3.
        let previous = NetworkData(
            list: [
                List(dt: Self.march29 - 3 * 3600, main: Temperature(temp: 275)),
                List(dt: Self.march29 + 12 * 3600, main: Temperature(temp: 280)),
            ], city: City(timezone: 7200))
        let helsinki = City(name: "Helsinki", coord: Coord(lat: 60.17, lon: 24.94), country: "FI", timezone: 10_800)
        for (city, zone, kept) in [
            (helsinki, Self.helsinki, [12, 15]),
            // No country, so no zone known: the answer's +3 reads 21:00 UTC as 00:00 today, and keeps it.
            (City(timezone: 10_800), nil, [-3, 12, 15]),
        ] as [(City, ZoneOffsets?, [Int])] {
            let fresh = NetworkData(
                list: [List(dt: Self.march29 + 15 * 3600, main: Temperature(temp: 279))], city: city)
            #expect(ZoneFinder.zone(for: fresh)?.identifier == zone?.identifier)
            let folder = TemporaryCache()
            defer { folder.remove() }
            try folder.store(CacheEntry(fetchedAt: Self.march29 + 6 * 3600, response: previous))
            let loader = folder.loader(ScriptedFetch(.data(fresh)), clock: FakeClock(Self.march29 + 15 * 3600))

            _ = try await loader.load(TemporaryCache.request)

            let stored = try #require(try folder.storedEntry().response)
            #expect(stored.list.map(\.dt) == kept.map { Self.march29 + $0 * 3600 }, "zone \(String(describing: zone))")
        }
    }
}
