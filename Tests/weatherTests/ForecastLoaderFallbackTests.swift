import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// ``ForecastLoader`` when the request fails: the cached data is shown as stale for a failure that says nothing
/// of it (OpenWeather not reached, 429, 5xx), the error otherwise; the failure is kept for the copies that waited, and one
/// that waiting may cure keeps later runs from asking for a minute or a 429's `Retry-After`.
@Suite struct ForecastLoaderFallbackTests {
    static let now = HandMadeForecast.midnight + 10 * HandMadeForecast.hour
    /// When the cached entry was fetched: an hour ago, past the 600 s maximum age.
    static let cachedAt = now - 3600
    let folder = TemporaryCache()
    let clock = FakeClock(Self.now)
    let cached = HandMadeForecast.response(from: Self.cachedAt, base: 270)

    /// A failed request and whether the cached data should be shown for it.
    struct FailedRequest: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var error: NetworkError
    }

    static let transient = [
        FailedRequest(
            testDescription: "connection refused",
            error: .networkError(
                reason: "could not connect to the server (connection refused)", code: .cannotConnectToHost)),
        FailedRequest(
            testDescription: "timed out", error: .networkError(reason: "no answer within 5 s", code: .timedOut)),
        FailedRequest(testDescription: "HTTP 500", error: .dataError(status: 500, message: "Internal server error")),
        FailedRequest(testDescription: "HTTP 503", error: .dataError(status: 503, message: nil)),
        FailedRequest(testDescription: "HTTP 429", error: .dataError(status: 429, message: "limit")),
    ]

    static let lasting = [
        FailedRequest(testDescription: "HTTP 401", error: .dataError(status: 401, message: "Invalid API key")),
        FailedRequest(testDescription: "HTTP 404", error: .dataError(status: 404, message: "city not found")),
        FailedRequest(testDescription: "HTTP 400", error: .dataError(status: 400, message: "wrong latitude")),
    ]

    /// OpenWeather not reached for a cause only a change on this machine cures.
    static let local = [
        FailedRequest(
            testDescription: "untrusted certificate",
            error: .networkError(reason: "the certificate is not trusted", code: .serverCertificateUntrusted)),
        FailedRequest(
            testDescription: "libcurl missing",
            error: .networkError(reason: "libcurl cannot be loaded", code: .transportMissing)),
    ]

    @Test(arguments: transient)
    func transientFailureWithCachedDataGivesItAsStaleWithItsFetchTime(_ failure: FailedRequest) async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.cachedAt, response: cached))
        let fetch = ScriptedFetch(.failure(failure.error))

        let loaded = try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)

        #expect(fetch.calls == 1)
        let (data, fetchedAt, error) = try #require(loaded.stale, "not stale: \(loaded)")
        #expect(data == cached)
        #expect(fetchedAt == Self.cachedAt)
        #expect(error == failure.error)
        let stored = try folder.storedEntry()
        #expect(stored.response == cached && stored.fetchedAt == Self.cachedAt, "the last good data must be kept")
        #expect(stored.failure == RememberedFailure(failure.error, failedAt: Self.now))
        #expect(stored.retryNotBefore == Self.now + 60, "a minute without asking")
    }

    /// Not reaching OpenWeather for a cause here says nothing of the forecast: the cached data is shown as stale,
    /// and, as waiting does not cure the cause, the next run asks again rather than wait a minute.
    @Test(arguments: local)
    func localFailureWithCachedDataGivesItAsStaleAndTheNextRunAsksAgain(_ failure: FailedRequest) async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.cachedAt, response: cached))
        let fetch = ScriptedFetch(.failure(failure.error))

        let loaded = try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)

        let (data, fetchedAt, error) = try #require(loaded.stale, "not stale: \(loaded)")
        #expect(data == cached && fetchedAt == Self.cachedAt && error == failure.error)
        let stored = try folder.storedEntry()
        #expect(stored.failure == RememberedFailure(failure.error, failedAt: Self.now), "for the copies waiting")
        #expect(stored.retryNotBefore == nil, "the next run asks again")
    }

    /// Waiting does not cure a wrong key or place: showing old data would hide what the user must fix.
    @Test(arguments: lasting)
    func clientErrorWithCachedDataIsTheErrorNotStaleData(_ failure: FailedRequest) async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.cachedAt, response: cached))
        let before = try Data(contentsOf: folder.entryURL)
        let fetch = ScriptedFetch(.failure(failure.error))

        await #expect(throws: failure.error) {
            try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)
        }
        #expect(fetch.calls == 1)
        let stored = try folder.storedEntry()
        #expect(stored.response == cached && stored.fetchedAt == Self.cachedAt)
        #expect(stored.failure == RememberedFailure(failure.error, failedAt: Self.now), "for the copies waiting")
        #expect(stored.retryNotBefore == nil, "the next run asks again")
        #expect(before.count > 0)
    }

    /// A copy that waited for the lock while another's request failed reuses that failure, even one waiting
    /// does not cure; a copy that comes later asks again.
    @Test func copyThatWaitedReusesTheHoldersFailureAndALaterOneAsksAgain() async throws {
        defer { folder.remove() }
        let rejected = NetworkError.dataError(status: 401, message: "Invalid API key")
        let fetch = ScriptedFetch(.failure(rejected), delay: .seconds(1))
        let holder = folder.loader(fetch, clock: clock)
        let waiter = folder.loader(fetch, clock: clock)

        let first = Task { () async throws(NetworkError) -> ForecastLoader.Loaded in
            try await holder.load(TemporaryCache.request)
        }
        try await fetch.asked()
        let reused = NetworkError.dataError(
            status: 401, message: "Invalid API key; as another copy of weather was just told")
        await #expect(throws: reused) { try await waiter.load(TemporaryCache.request) }
        await #expect(throws: rejected) { try await first.value }
        #expect(fetch.calls == 1)

        clock.advance(1)
        await #expect(throws: rejected) { try await waiter.load(TemporaryCache.request) }
        #expect(fetch.calls == 2)
    }

    /// The fingerprint is FNV-1a (64 bits) of a label and the key, folded to 32 bits: the value here is Python's
    /// of the same bytes (`h = (h ^ b) * 0x100000001b3 mod 2^64` from 0xcbf29ce484222325).
    @Test func keyFingerprintIsAShortHashNotTheKey() {
        let key = "0123456789abcdef0123456789abcdef"
        #expect(RememberedFailure.fingerprint(of: key) == "2ecf9721")
        #expect(RememberedFailure.fingerprint(of: key + "0") != "2ecf9721")
    }

    /// A 429 is the key's: a run with another key asks for itself, one with the same key waits as told.
    @Test func rememberedFailureStandsOnlyForItsKey() async throws {
        defer { folder.remove() }
        let limited = NetworkError.dataError(status: 429, message: "limit")
        let fetch = ScriptedFetch(.failure(limited), .data(cached))
        var first = folder.loader(fetch, clock: clock)
        first.keyFingerprint = RememberedFailure.fingerprint(of: "first key")
        var other = folder.loader(fetch, clock: clock)
        other.keyFingerprint = RememberedFailure.fingerprint(of: "other key")

        _ = try? await first.load(TemporaryCache.request)
        #expect(try folder.storedEntry().failure?.keyFingerprint == RememberedFailure.fingerprint(of: "first key"))
        await #expect(throws: (any Error).self) { try await first.load(TemporaryCache.request) }
        #expect(fetch.calls == 1, "the same key waits its minute")
        let asked = try await other.load(TemporaryCache.request)

        #expect(fetch.calls == 2, "another key asks")
        #expect(asked.fresh != nil)
    }

    @Test func failureWithNothingCachedIsTheError() async throws {
        defer { folder.remove() }
        let error = NetworkError.networkError(reason: "no network connection", code: .notConnectedToInternet)
        let fetch = ScriptedFetch(.failure(error))

        await #expect(throws: error) {
            try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)
        }
        // Only the failure is kept, for the other copies.
        #expect(try folder.storedEntry() == CacheEntry(fetchedAt: Self.now, response: nil).failed(error, now: Self.now))
    }

    @Test func rateLimitWithRetryAfterIsRememberedAndNoRequestIsMadeUntilThen() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.cachedAt, response: cached))
        let fresh = HandMadeForecast.response(from: Self.now + 3600, base: 290)
        let fetch = ScriptedFetch(.failure(.dataError(status: 429, message: "limit", retryAfter: 3600)), .data(fresh))
        let loader = folder.loader(fetch, clock: clock)

        let first = try await loader.load(TemporaryCache.request)
        #expect(fetch.calls == 1)
        let (_, fetchedAt, _) = try #require(first.stale, "not stale: \(first)")
        #expect(fetchedAt == Self.cachedAt)
        let remembered = try folder.storedEntry()
        #expect(remembered.response == cached && remembered.fetchedAt == Self.cachedAt)
        #expect(remembered.retryNotBefore == Self.now + 3600)

        clock.advance(3599)
        let waiting = try await loader.load(TemporaryCache.request)
        #expect(fetch.calls == 1, "asked OpenWeather before Retry-After ran out")
        let held = try #require(waiting.stale, "not stale: \(waiting)")
        #expect(held.data == cached)
        #expect(held.error == .dataError(status: 429, message: "limit; not asking again for 1 s", retryAfter: 1))

        clock.advance(1)
        let after = try await loader.load(TemporaryCache.request)
        #expect(fetch.calls == 2)
        let (data, _) = try #require(after.fresh, "not fresh: \(after)")
        // The cached 09:00 slot is today's and earlier than the new ones, so it is kept (today's merge).
        #expect(data.list.map(\.main.temp) == [270] + fresh.list.map(\.main.temp))
        #expect(try folder.storedEntry().retryNotBefore == nil, "a good fetch ends the wait")
        #expect(try folder.storedEntry().failure == nil)
    }

    @Test func rateLimitWithNothingCachedIsRememberedToo() async throws {
        defer { folder.remove() }
        let limit = NetworkError.dataError(status: 429, message: "limit", retryAfter: 600)
        let fetch = ScriptedFetch(.failure(limit))
        let loader = folder.loader(fetch, clock: clock)

        await #expect(throws: limit) { try await loader.load(TemporaryCache.request) }
        clock.advance(300)
        await #expect(throws: NetworkError.self) { try await loader.load(TemporaryCache.request) }

        #expect(fetch.calls == 1)
        let stored = try folder.storedEntry()
        #expect(stored.response == nil && stored.retryNotBefore == Self.now + 600)
        #expect(stored.failure == RememberedFailure(limit, failedAt: Self.now))
    }

    /// At a terminal a remembered failure says how old it is, how long until the next request, and that
    /// --refresh asks now: 12 s after a 503, with the minute's wait, 48 s are left.
    @Test func interactiveRunSaysHowOldARememberedFailureIsAndThatRefreshAsksNow() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.cachedAt, response: cached))
        let failing = NetworkError.dataError(status: 503, message: "Service Unavailable")
        let fetch = ScriptedFetch(.failure(failing), .data(cached))
        var loader = folder.loader(fetch, clock: clock)
        loader.interactive = true

        _ = try await loader.load(TemporaryCache.request)
        clock.advance(12)
        let repeated = try await loader.load(TemporaryCache.request)
        loader.session = folder.session(clock: clock, refresh: true)
        let refreshed = try await loader.load(TemporaryCache.request)

        #expect(
            repeated.stale?.error
                == .dataError(
                    status: 503,
                    message: "Service Unavailable; remembered from a request 12 s ago; not asking again for 48 s "
                        + "(--refresh asks now)", retryAfter: 48))
        #expect(refreshed.fresh?.fetchedAt == Self.now + 12)
        #expect(fetch.calls == 2)
    }

    /// `--refresh` asks for new data, not for a rate limit to be ignored.
    @Test func refreshStillHonoursARememberedRetryAfter() async throws {
        defer { folder.remove() }
        try folder.store(CacheEntry(fetchedAt: Self.cachedAt, response: cached, retryNotBefore: Self.now + 60))
        let fetch = ScriptedFetch(.data(cached))

        let loaded = try await folder.loader(fetch, clock: clock, refresh: true).load(TemporaryCache.request)

        #expect(fetch.calls == 0)
        let held = try #require(loaded.stale, "not stale: \(loaded)")
        #expect(
            held.error == .dataError(status: 429, message: "rate limited: not asking again for 60 s", retryAfter: 60))
    }
}
