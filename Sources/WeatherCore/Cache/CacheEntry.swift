/// What the cache keeps for one place and language: the last good response and when it came, and how long
/// OpenWeather asked us to wait after a 429. Never the API key.
public struct CacheEntry: Codable, Sendable, Equatable {
    /// The layout version of this file; an entry of another version is ignored.
    public static let currentVersion = 1

    /// The layout version the entry was written with.
    public var version: Int
    /// When ``response`` was fetched, Unix time in seconds.
    public var fetchedAt: Int
    /// The last good response, in kelvins and m/s; nil when only a wait is remembered.
    public var response: NetworkData?
    /// No request before this Unix time (seconds): OpenWeather's `Retry-After` on a 429.
    public var retryNotBefore: Int?

    enum CodingKeys: String, CodingKey {
        case version, response
        case fetchedAt = "fetched_at"
        case retryNotBefore = "retry_not_before"
    }

    public init(fetchedAt: Int, response: NetworkData?, retryNotBefore: Int? = nil) {
        version = Self.currentVersion
        self.fetchedAt = fetchedAt
        self.response = response
        self.retryNotBefore = retryNotBefore
    }

    /// Whether the response can be used without asking OpenWeather: it exists, is younger than `maxAge`
    /// seconds, and is not dated in the future (a clock that jumped back makes such an entry stale).
    public func isFresh(now: Int, maxAge: Int) -> Bool {
        // A cache file can hold any `fetched_at`; an age too large for Int is not fresh, and must not trap.
        let (age, overflow) = now.subtractingReportingOverflow(fetchedAt)
        return response != nil && fetchedAt <= now && !overflow && age < maxAge
    }

    /// Whether OpenWeather asked us not to call before now (a remembered 429 `Retry-After`).
    public func mustWait(now: Int) -> Bool {
        (retryNotBefore ?? .min) > now
    }

    /// The entry after a good fetch at `now`: the new response, with today's earlier slots kept from the
    /// previous one (see ``NetworkData/keepingTodaysEarlierSlots(from:now:)``); any wait is over.
    public func updated(with response: NetworkData, now: Int) -> CacheEntry {
        let merged = self.response.map { response.keepingTodaysEarlierSlots(from: $0, now: now) } ?? response
        return CacheEntry(fetchedAt: now, response: merged)
    }
}
