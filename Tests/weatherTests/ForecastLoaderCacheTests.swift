import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// ``ForecastLoader`` over a real cache folder with a scripted fetch and a fake clock: when it asks
/// OpenWeather and when the cache answers.
@Suite struct ForecastLoaderCacheTests {
    static let now = HandMadeForecast.midnight + 10 * HandMadeForecast.hour
    let folder = TemporaryCache()
    let clock = FakeClock(Self.now)
    let fresh = HandMadeForecast.response(from: Self.now, base: 290)
    let older = HandMadeForecast.response(from: Self.now - 2 * HandMadeForecast.hour, base: 270)

    @Test func missFetchesOnceAndWritesTheEntry() async throws {
        defer { folder.remove() }
        let fetch = ScriptedFetch(.data(fresh))

        let loaded = try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)

        #expect(fetch.calls == 1)
        let (data, fetchedAt) = try #require(loaded.fresh, "not fresh: \(loaded)")
        #expect(data == fresh)
        #expect(fetchedAt == Self.now)
        #expect(try folder.storedEntry() == CacheEntry(fetchedAt: Self.now, response: fresh))
    }

    @Test func entryYoungerThanMaxAgeIsUsedWithoutFetching() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.now - 599, response: older))
        let fetch = ScriptedFetch(.data(fresh))

        let loaded = try await folder.loader(fetch, clock: clock, maxAge: 600).load(TemporaryCache.request)

        #expect(fetch.calls == 0)
        let (data, fetchedAt) = try #require(loaded.fresh, "not fresh: \(loaded)")
        #expect(data == older)
        #expect(fetchedAt == Self.now - 599)
    }

    @Test func entryAsOldAsMaxAgeIsFetchedAgainAndReplaced() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.now - 600, response: older))
        let fetch = ScriptedFetch(.data(fresh))

        let loaded = try await folder.loader(fetch, clock: clock, maxAge: 600).load(TemporaryCache.request)

        #expect(fetch.calls == 1)
        let (_, fetchedAt) = try #require(loaded.fresh, "not fresh: \(loaded)")
        #expect(fetchedAt == Self.now)
        #expect(try folder.storedEntry().fetchedAt == Self.now)
    }

    @Test func secondLoadWithinMaxAgeMakesNoSecondRequest() async throws {
        defer { folder.remove() }
        let fetch = ScriptedFetch(.data(fresh))
        let loader = folder.loader(fetch, clock: clock)

        _ = try await loader.load(TemporaryCache.request)
        clock.advance(300)
        let second = try await loader.load(TemporaryCache.request)

        #expect(fetch.calls == 1)
        let (data, fetchedAt) = try #require(second.fresh, "not fresh: \(second)")
        #expect(data == fresh)
        #expect(fetchedAt == Self.now)
    }

    /// A clock that was set back (or an entry copied from another machine) must not keep data fresh for ever.
    @Test func entryDatedInTheFutureIsStaleAndFetched() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.now + 3600, response: older))
        let fetch = ScriptedFetch(.data(fresh))

        let loaded = try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)

        #expect(fetch.calls == 1)
        let (_, fetchedAt) = try #require(loaded.fresh, "not fresh: \(loaded)")
        #expect(fetchedAt == Self.now)
        #expect(try folder.storedEntry().fetchedAt == Self.now)
    }

    @Test func refreshFetchesEvenWhenTheEntryIsFresh() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.now - 10, response: older))
        let fetch = ScriptedFetch(.data(fresh))

        let loaded = try await folder.loader(fetch, clock: clock, refresh: true).load(TemporaryCache.request)

        #expect(fetch.calls == 1)
        let (_, fetchedAt) = try #require(loaded.fresh, "not fresh: \(loaded)")
        #expect(fetchedAt == Self.now)
    }

    /// An entry counts from when its answer arrived, not from when it was asked for: an answer that took 3 s,
    /// with `--max-age` 1, is fresh when written (age 0 s), and the next run at that instant uses it.
    @Test func entryCountsFromWhenItsAnswerArrived() async throws {
        defer { folder.remove() }
        let fetch = ScriptedFetch(.data(fresh))
        let clock = clock
        let slowly = ForecastLoader(
            session: folder.session(clock: clock, maxAge: 1), lockDeadline: Date().addingTimeInterval(1800),
            fetch: { request throws(NetworkError) in
                let data = try await fetch.closure(request)
                clock.advance(3)
                return data
            }, warn: { Issue.record("unexpected warning: \($0)") })

        let first = try await slowly.load(TemporaryCache.request)
        let second = try await slowly.load(TemporaryCache.request)

        #expect(first.fresh?.fetchedAt == Self.now + 3)
        #expect(try folder.storedEntry().fetchedAt == Self.now + 3)
        #expect(second.fresh?.fetchedAt == Self.now + 3)
        #expect(fetch.calls == 1)
    }

    /// A copy that waited for another copy's request uses its answer whatever `--max-age` says: with 0, no
    /// entry is ever fresh, and each of them would ask in turn.
    @Test func copyThatWaitedUsesTheAnswerThatArrivedWithMaxAgeZero() async throws {
        defer { folder.remove() }
        let fetch = ScriptedFetch(.data(fresh), delay: .seconds(1))
        let holder = folder.loader(fetch, clock: clock, maxAge: 0)
        let waiter = folder.loader(fetch, clock: clock, maxAge: 0)

        let asking = Task { () async throws(NetworkError) -> ForecastLoader.Loaded in
            try await holder.load(TemporaryCache.request)
        }
        try await fetch.asked()
        let waited = try await waiter.load(TemporaryCache.request)
        let asked = try await asking.value

        #expect(fetch.calls == 1)
        #expect(waited.fresh?.data == fresh && waited.fresh?.fetchedAt == Self.now)
        #expect(asked.fresh?.data == fresh)
    }

    /// A young entry whose forecast has nothing from today on (a server that sent one that ended days ago) is
    /// no answer: the next run asks again rather than repeat "nothing for today" for `--max-age`.
    @Test func youngEntryWithNothingFromTodayOnIsAskedAgain() async throws {
        defer { folder.remove() }
        let ended = HandMadeForecast.response(from: HandMadeForecast.midnight - 2 * 86_400, base: 270)
        try folder.store(CacheEntry(fetchedAt: Self.now - 10, response: ended))
        let fetch = ScriptedFetch(.data(fresh))

        let loaded = try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)

        #expect(fetch.calls == 1)
        #expect(loaded.fresh?.fetchedAt == Self.now)
    }

    /// Today is the place's own: a last slot at 00:00 UTC today shows something at 10:00 UTC; one at 21:00 UTC
    /// yesterday does not, unless the place is 3 h or more east of UTC, where 21:00 UTC is already today.
    @Test(arguments: [
        (-3 * 3600, 0, false), (0, 0, true), (-3 * 3600, 3 * 3600, true), (-3 * 3600, -3 * 3600, false),
    ])
    func entryShowsSomethingFromThePlacesToday(lastSlot: Int, utcOffset: Int, shows: Bool) {
        let slots = [HandMadeForecast.midnight + lastSlot - 3 * 3600, HandMadeForecast.midnight + lastSlot]
        let entry = CacheEntry(
            fetchedAt: Self.now, response: HandMadeForecast.response(slotsAt: slots, utcOffset: utcOffset))

        #expect(entry.showsSomething(at: Self.now, zone: { _ in nil }) == shows)
        #expect(entry.isFresh(now: Self.now, maxAge: 600) == shows)
    }

    /// Europe/Berlin around its change of 2026: CEST (UTC+2) until 2026-10-25 01:00 UTC (1792890000), CET (UTC+1)
    /// from then (`TZ=Europe/Berlin date -d @1792889999` says 02:59:59 CEST, `@1792890000` 02:00 CET).
    static let berlin = ZoneOffsets(
        identifier: "Europe/Berlin", initialOffset: 7200,
        changes: [ZoneOffsets.Change(unixTime: 1_792_890_000, offset: 3600)])

    /// After the clocks go back, "today" and the last slot's day are read at CET, not at the response's CEST: by
    /// `TZ=Europe/Berlin date -d @…`, a last slot at 1792962000 is Sun 25 Oct 22:00 CET and 1792967400 is 23:30 CET
    /// the same day (at a fixed UTC+2 already Monday 00:30: nothing to show); a last slot at 1792965600 is Sun
    /// 23:00 CET and 1792971000 is Mon 00:30 CET (at UTC+2 the slot is Monday 00:00, wrongly still today).
    @Test(arguments: [(1_792_962_000, 1_792_967_400, true, false), (1_792_965_600, 1_792_971_000, false, true)])
    func entryShowsSomethingFromTheDayOfTheZoneAcrossAClockChange(
        lastSlot: Int, now: Int, inZone: Bool, atFixedOffset: Bool
    ) async throws {
        defer { folder.remove() }
        // Eight slots, the first at or just before the change: answered at CEST (+2), as the response says.
        let slots = Array(stride(from: lastSlot - 7 * 3 * 3600, through: lastSlot, by: 3 * 3600))
        var response = HandMadeForecast.response(slotsAt: slots, utcOffset: 7200)
        response.city = City(name: "Berlin", coord: Coord(lat: 52.52, lon: 13.405), country: "DE", timezone: 7200)
        let entry = CacheEntry(fetchedAt: now - 10, response: response)

        #expect(entry.showsSomething(at: now, zone: { _ in Self.berlin }) == inZone)
        #expect(entry.showsSomething(at: now, zone: { _ in nil }) == atFixedOffset)
        // The loader reads it in the place's zone, as a run finds it (Berlin's, from the system's tz database): a
        // young entry with something to show is its answer.
        #expect(ZoneFinder.zone(for: response)?.identifier == "Europe/Berlin")
        try folder.store(entry)
        let fetch = ScriptedFetch(.data(fresh))
        _ = try await folder.loader(fetch, clock: FakeClock(now)).load(TemporaryCache.request)
        #expect(fetch.calls == (inZone ? 0 : 1))
    }

    /// Two days or more before the last slot, an entry shows something without its zone being asked for: a cache
    /// hit reads no time zone file for it.
    @Test func entryWellBeforeItsLastSlotDoesNotAskForTheZone() {
        // 17 slots 3 h apart: the last one 48 h after the first.
        let response = HandMadeForecast.response(from: Self.now, count: 17)
        let entry = CacheEntry(fetchedAt: Self.now, response: response)
        var asked = 0

        #expect(
            entry.showsSomething(
                at: Self.now,
                zone: { _ in
                    asked += 1
                    return nil
                }))
        #expect(asked == 0)
    }

    @Test func withoutACacheEveryLoadFetches() async throws {
        let fetch = ScriptedFetch(.data(fresh))
        let loader = ForecastLoader(
            session: CacheSession(
                cache: nil, source: TemporaryCache.source, now: Self.now, clock: { Self.now }, maxAge: 600,
                refresh: false),
            lockDeadline: Date().addingTimeInterval(120), fetch: fetch.closure, warn: { _ in })

        _ = try await loader.load(TemporaryCache.request)
        _ = try await loader.load(TemporaryCache.request)

        #expect(fetch.calls == 2)
    }

    /// Loads that overlap in time share one request: the ones that wait for the lock read what the first wrote.
    @Test func concurrentLoadsMakeOneRequest() async throws {
        defer { folder.remove() }
        let fetch = ScriptedFetch(.data(fresh), delay: .milliseconds(200))
        let loader = folder.loader(fetch, clock: clock)

        let results = try await withThrowingTaskGroup(of: NetworkData.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    guard case .fresh(let data, _) = try await loader.load(TemporaryCache.request) else {
                        throw NetworkError.networkError(reason: "not fresh", code: nil)
                    }
                    return data
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(fetch.calls == 1)
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == fresh })
    }
}
