import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// ``ForecastLoader`` beside the copy that stands in for it (``ForecastCache/withLock(_:until:_:)``), which
/// writes under another lock: what one writes, the other must not lose.
@Suite struct ForecastLoaderStandInTests {
    static let now = HandMadeForecast.midnight + 10 * HandMadeForecast.hour
    let folder = TemporaryCache()
    let clock = FakeClock(Self.now)
    let older = HandMadeForecast.response(from: Self.now - 5 * 3600, base: 270)
    let standIns = HandMadeForecast.response(from: Self.now, base: 280)
    static let timedOut = NetworkError.networkError(reason: "no answer within 5 s", code: .timedOut)

    /// Before: the holder's failure, written after the stand-in's forecast, replaced it with the 5-hour-old
    /// entry and a failure record, so the next bar showed the old forecast, then "not asking again" (hostile
    /// test: a first connection that hung while a later one was answered).
    @Test func aFailureKeepsTheForecastTheStandInWroteMeanwhile() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.now - 5 * 3600, response: older))
        let fetch = ScriptedFetch(.failure(Self.timedOut), delay: .seconds(1))
        let holder = folder.loader(fetch, clock: clock)

        let asking = Task { () async throws(NetworkError) -> ForecastLoader.Loaded in
            try await holder.load(TemporaryCache.request)
        }
        try await fetch.asked()
        try folder.store(CacheEntry(fetchedAt: Self.now, response: standIns))
        let loaded = try await asking.value

        guard case .fresh(let shown, let fetchedAt) = loaded else {
            Issue.record("not the stand-in's fresh forecast: \(loaded)")
            return
        }
        #expect(shown == standIns && fetchedAt == Self.now)
        let stored = try folder.storedEntry()
        #expect(stored.response == standIns)
        #expect(stored.failure == nil)
    }

    /// Before: a copy that waited out the holder and the stand-in, with no time left, "failed" without asking
    /// and kept that as a timeout for a minute: every bar then said "not asking again" to a working server.
    /// It does not ask, and says where its time went: no request of its own timed out.
    @Test func aFetchWithNoTimeLeftKeepsNoFailure() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.now - 5 * 3600, response: older))
        let fetch = ScriptedFetch(.failure(Self.timedOut))
        var late = folder.loader(fetch, clock: clock, lockDeadline: Date())
        late.timeout = 10

        let loaded = try await late.load(TemporaryCache.request)

        guard case .stale(let shown, _, let error) = loaded else {
            Issue.record("not the cached forecast, stale: \(loaded)")
            return
        }
        let waitedOut = NetworkError.networkError(
            reason: "no answer within 10 s: the time went waiting for another copy of weather asking for the same "
                + "answer", code: .timedOut)
        #expect(shown == older && error == waitedOut)
        #expect(fetch.calls == 0)
        #expect(try folder.storedEntry().failure == nil, "no failure kept for the other copies")
    }
}
