import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// Today's high and low cover the whole day: a fresh response starts at the current slot, so the loader keeps
/// today's earlier slots from the previous cached response of the same place.
@Suite struct TodaysSlotsMergeTests {
    static let midnight = HandMadeForecast.midnight
    static let hour = HandMadeForecast.hour
    /// 19:00 on the city's (UTC+0) day.
    static let now = midnight + 19 * hour
    let folder = TemporaryCache()
    let clock = FakeClock(Self.now)

    /// The morning's response: yesterday 21:00, then today 06:00 to 18:00.
    static let previous = HandMadeForecast.response(
        slotsAt: [midnight - 3 * hour] + [6, 9, 12, 15, 18].map { midnight + $0 * hour }, base: 270)
    /// The evening's response: today 18:00 on, the afternoon gone.
    static let evening = HandMadeForecast.response(from: midnight + 18 * hour, count: 6, base: 290)

    @Test func keepsTodaysEarlierSlotsButNotYesterdaysNorOverlappingOnes() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.midnight + 6 * Self.hour, response: Self.previous))
        let fetch = ScriptedFetch(.data(Self.evening))

        let loaded = try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)

        let (data, fetchedAt) = try #require(loaded.fresh, "not fresh: \(loaded)")
        #expect(fetchedAt == Self.now)
        let hours = data.list.map { ($0.dt - Self.midnight) / Self.hour }
        #expect(hours == [6, 9, 12, 15, 18, 21, 24, 27, 30, 33])
        // 06:00–15:00 from the morning (271…274 K), 18:00 on from the evening (290 K on).
        #expect(data.list.map(\.main.temp) == [271, 272, 273, 274, 290, 291, 292, 293, 294, 295])
        #expect(try folder.storedEntry().response == data, "the merged list is what the cache keeps")
    }

    @Test func todaysHighAndLowIncludeTheKeptSlots() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.midnight + 6 * Self.hour, response: Self.previous))
        let fetch = ScriptedFetch(.data(Self.evening))

        let loaded = try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)

        let (data, _) = try #require(loaded.fresh, "not fresh: \(loaded)")
        let today = try #require(Forecast(data: data, now: Self.now).days.first)
        // Today's slots: 06–15 h at 271–274 K, 18 and 21 h at 290 and 291 K.
        #expect(today.slots.count == 6)
        #expect(today.high == 291)
        #expect(today.low == 271)
    }

    @Test func previousResponseOfAnotherDayAddsNothing() async throws {
        defer { folder.remove() }
        // Yesterday's slots only: nothing of today to keep.
        let yesterday = HandMadeForecast.response(from: Self.midnight - 24 * Self.hour, count: 8, base: 250)
        try folder.store(CacheEntry(fetchedAt: Self.midnight - 24 * Self.hour, response: yesterday))
        let fetch = ScriptedFetch(.data(Self.evening))

        let loaded = try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)

        let (data, _) = try #require(loaded.fresh, "not fresh: \(loaded)")
        #expect(data == Self.evening)
    }

    /// The day is the city's: at 19:00 UTC it is already tomorrow 04:00 in a city at UTC+9, so the UTC
    /// afternoon is "yesterday" there and must not be kept.
    @Test func todayIsTheCitysLocalDate() async throws {
        defer { folder.remove() }
        let offset = 9 * Self.hour
        let previous = HandMadeForecast.response(
            slotsAt: [6, 9, 12, 15].map { Self.midnight + $0 * Self.hour }, base: 270, utcOffset: offset)
        let evening = HandMadeForecast.response(
            slotsAt: [18, 21, 24].map { Self.midnight + $0 * Self.hour }, base: 290, utcOffset: offset)
        try folder.store(CacheEntry(fetchedAt: Self.midnight + 6 * Self.hour, response: previous))
        let fetch = ScriptedFetch(.data(evening))

        let loaded = try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)

        // 06:00–12:00 UTC is 15:00–21:00 on the previous local day; 15:00 UTC is local midnight, today.
        let (data, _) = try #require(loaded.fresh, "not fresh: \(loaded)")
        #expect(data.list.map { ($0.dt - Self.midnight) / Self.hour } == [15, 18, 21, 24])
    }
}
