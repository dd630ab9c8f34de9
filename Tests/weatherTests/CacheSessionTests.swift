import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// ``CacheSession``: freshness is decided once per look, and a miss's loader starts from what the check for a
/// hit read and decided, rather than reading the file and deciding again.
@Suite struct CacheSessionTests {
    /// The real time: the check reads a file only when its modification time is within the maximum age.
    static let now = Int(Date().timeIntervalSince1970)
    let folder = TemporaryCache()
    let clock = FakeClock(Self.now)
    let stored = HandMadeForecast.response(from: Self.now, base: 270)
    let asked = HandMadeForecast.response(from: Self.now, base: 290)

    /// An entry 599 s old with a maximum age of 600 s is fresh at the run's instant; the loader of the same run,
    /// 5 s later by the clock (604 s), answers with it as the check decided, without asking.
    @Test func theLoaderKeepsTheChecksVerdict() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.now - 599, response: stored))
        var session = folder.session(clock: clock, maxAge: 600)
        let checked: CacheEntry? = session.fresh(TemporaryCache.request)
        #expect(checked?.fetchedAt == Self.now - 599)
        clock.advance(5)
        let fetch = ScriptedFetch(.data(asked))
        var loader = folder.loader(fetch, clock: clock, maxAge: 600)
        loader.session = session

        let loaded = try await loader.load(TemporaryCache.request)

        #expect(fetch.calls == 0)
        #expect(loaded.fresh?.data == stored && loaded.fresh?.fetchedAt == Self.now - 599)
    }

    /// Without the check's look, the loader looks itself and decides at its own time: 604 s is past 600, so it
    /// asks, and the answer arrived at its time.
    @Test func aLoaderWithoutTheChecksLookDecidesAtItsOwnTime() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.now - 599, response: stored))
        clock.advance(5)
        let fetch = ScriptedFetch(.data(asked))

        let loaded = try await folder.loader(fetch, clock: clock, maxAge: 600).load(TemporaryCache.request)

        #expect(fetch.calls == 1)
        #expect(loaded.fresh?.data == asked && loaded.fresh?.fetchedAt == Self.now + 5)
    }

    /// The check's look is the loader's: a file removed after the check is not looked for again before the
    /// lock, and the entry the check read fresh is the answer.
    @Test func theLoaderDoesNotReadAgainWhatTheCheckRead() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.now - 10, response: stored))
        var session = folder.session(clock: clock)
        let checked: CacheEntry? = session.fresh(TemporaryCache.request)
        #expect(checked != nil)
        try FileManager.default.removeItem(at: folder.entryURL)
        let fetch = ScriptedFetch(.data(asked))
        var loader = folder.loader(fetch, clock: clock)
        loader.session = session

        let loaded = try await loader.load(TemporaryCache.request)

        #expect(fetch.calls == 0)
        #expect(loaded.fresh?.data == stored)
    }

    /// A name's places are fresh for 30 days whatever `--max-age` and `--refresh` say; a forecast for
    /// `--max-age`, and `--refresh` asks for it again.
    @Test func eachKindHasItsMaximumAgeAndRefresh() {
        let session = folder.session(clock: clock, maxAge: 120, refresh: true)

        #expect(session.maxAge(of: GeocodeEntry.self) == 30 * 86_400)
        #expect(session.maxAge(of: LocateEntry.self) == 3600)
        #expect(session.maxAge(of: CacheEntry.self) == 120 && session.maxAge(of: AirEntry.self) == 120)
        #expect(!session.refreshes(GeocodeEntry.self))
        #expect(session.refreshes(CacheEntry.self) && session.refreshes(LocateEntry.self))
        #expect(!session.answersWithoutAsking)
    }
}

/// The key is hidden where an entry is read, once: in what the check for a hit finds, in what a loader starts
/// from, and in what a run past its deadline reads.
@Suite struct CacheSessionKeyTests {
    static let now = Int(Date().timeIntervalSince1970)
    static let key = "0123456789abcdef0123456789abcdef"
    let folder = TemporaryCache()
    let clock = FakeClock(Self.now)

    /// A forecast whose city another copy stored as the key itself, and a failure that quotes it after "appid=".
    func storeEchoingEntry() throws {
        var data = HandMadeForecast.response(from: Self.now)
        data.city.name = Self.key
        var entry = CacheEntry(fetchedAt: Self.now - 10, response: data)
        entry.failure = RememberedFailure(
            .dataError(status: 401, message: "bad appid=\(Self.key)"), failedAt: Self.now - 5)
        try folder.store(entry)
    }

    func session() -> CacheSession {
        CacheSession(
            cache: folder.cache, source: TemporaryCache.source, now: Self.now, clock: { [clock] in clock.now },
            maxAge: 600, refresh: false, secret: SecretPattern(Self.key))
    }

    @Test func theCheckForAHitReadsTheEntryWithTheKeyHidden() throws {
        defer { folder.remove() }
        try storeEchoingEntry()
        var session = session()

        let entry: CacheEntry? = session.fresh(TemporaryCache.request)

        #expect(entry?.response?.city.name == "***")
        #expect(entry?.failure?.error == .dataError(status: 401, message: "bad appid=***"))
    }

    @Test func aLoaderAndALateRunReadTheEntryWithTheKeyHidden() throws {
        defer { folder.remove() }
        try storeEchoingEntry()
        let session = session()
        let fileName = CacheEntry.fileName(for: TemporaryCache.request, source: TemporaryCache.source)

        let first: CacheLook<CacheEntry> = session.firstLook(fileName, at: Self.now)
        let latest: CacheEntry? = session.latest(TemporaryCache.request)

        #expect(first.entry?.response?.city.name == "***")
        #expect(latest?.response?.city.name == "***")
        #expect(latest?.failure?.error == .dataError(status: 401, message: "bad appid=***"))
    }
}
