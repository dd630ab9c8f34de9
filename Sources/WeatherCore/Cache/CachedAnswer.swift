/// What the cache keeps for one request to one of OpenWeather's APIs: the last good response and when it came,
/// the last request's failure, and how long not to ask again after it. ``CacheEntry`` keeps forecasts,
/// ``AirEntry`` air pollution and ``GeocodeEntry`` a name's places, each in its own file, under the same rules
/// (the command line's `CachedLoader`).
package protocol CachedAnswer: Codable, Sendable, Equatable {
    /// What is asked, which names the entry's file.
    associatedtype Request: Sendable
    /// What a good answer decodes to.
    associatedtype Response: Sendable

    /// When ``response`` was fetched, Unix time in seconds.
    var fetchedAt: Int { get }
    /// The last good response; nil when only a failure or a wait is remembered.
    var response: Response? { get }
    /// No request before this Unix time (seconds).
    var retryNotBefore: Int? { get set }
    /// The last request's failure, when it failed.
    var failure: RememberedFailure? { get set }

    /// An entry for `request` that holds nothing yet: what the first answer or failure at `now` is kept in.
    init(for request: Request, now: Int)

    /// Whether the entry is the one for `request`: a file name may stand for several requests.
    func answers(_ request: Request) -> Bool

    /// The entry after a good fetch at `now`.
    /// - Parameter zone: the place's offsets from UTC, for an entry that keeps what came before today's answer
    ///   by the place's date (a forecast's); nil where they are not known. The other entries ignore it.
    func updated(with response: Response, now: Int, zone: ZoneOffsets?) -> Self

    /// Whether a good answer is kept for later runs.
    static func keeps(_ response: Response) -> Bool

    /// The largest file of the entry that is read, in bytes.
    static var fileSizeLimit: Int { get }

    /// The entry's file name for `request` from `source`: only digits, letters, ".", "-", "_".
    static func fileName(for request: Request, source: CacheSource) -> String

    /// Whether every failure, not only one that waiting may cure, keeps every copy from asking again for
    /// ``RememberedFailure/defaultWait``: for an answer the run does without, so a lasting failure costs one
    /// request a minute rather than one a run.
    static var waitsAfterEveryFailure: Bool { get }

    /// Whether the response has something to show at `now`: an answer that has nothing from now on (a
    /// forecast whose days have all passed) is not one to answer from, however young. `zone` gives the place's
    /// offsets from UTC for the response, nil for the response's own fixed offset; it is asked only when needed.
    func showsSomething(at now: Int, zone: (Response) -> ZoneOffsets?) -> Bool

    /// The entry with `pattern`'s secret (the API key) hidden in every text it holds, its failure's too.
    func hiding(_ pattern: SecretPattern) -> Self

    /// The layout version of the entry's files; an entry of another version is not decoded.
    static var currentVersion: Int { get }
    /// The layout version the entry was written with.
    var version: Int { get }
}

/// The keys every entry's file has, beside those of its response.
protocol EntryCodingKey: CodingKey {
    static var version: Self { get }
    static var fetchedAt: Self { get }
    static var retryNotBefore: Self { get }
    static var failure: Self { get }
}

extension CachedAnswer {
    package static var waitsAfterEveryFailure: Bool { false }

    /// The request names the file alone.
    package func answers(_ request: Request) -> Bool { true }

    /// Every good answer is kept.
    package static func keeps(_ response: Response) -> Bool { true }

    /// An answer of any age has something to show.
    package func showsSomething(at now: Int, zone: (Response) -> ZoneOffsets?) -> Bool { true }

    /// 5 MiB: a response's entry is tens of kilobytes, and a file much larger is not one a run wrote.
    package static var fileSizeLimit: Int { 5 * 1024 * 1024 }

    /// Whether the response can be used without asking OpenWeather: it exists, is younger than `maxAge`
    /// seconds, is not dated in the future (a clock that jumped back makes such an entry stale), and has
    /// something to show at `now` (``showsSomething(at:zone:)``, the place's days read in `zone`'s offsets).
    package func isFresh(now: Int, maxAge: Int, zone: (Response) -> ZoneOffsets? = { _ in nil }) -> Bool {
        // A cache file can hold any `fetched_at`; an age too large for Int is not fresh, and must not trap.
        let (age, overflow) = now.subtractingReportingOverflow(fetchedAt)
        return response != nil && fetchedAt <= now && !overflow && age < maxAge && showsSomething(at: now, zone: zone)
    }

    /// Whether OpenWeather asked us not to call before now (a remembered 429 `Retry-After`). A wait that ends
    /// more than ``CacheEntry/longestWait`` after `now` is not one OpenWeather asked for, and is ignored.
    package func mustWait(now: Int) -> Bool {
        guard let until = retryNotBefore else { return false }
        let (wait, overflow) = until.subtractingReportingOverflow(now)
        return !overflow && wait > 0 && wait <= CacheEntry.longestWait
    }

    /// The entry after a failed request at `now`: the response kept, the failure remembered, and for one that
    /// waiting may cure (or any, with ``waitsAfterEveryFailure``) no request until OpenWeather's `Retry-After`
    /// (at most ``CacheEntry/longestWait``) or ``RememberedFailure/defaultWait`` seconds.
    /// - Parameters:
    ///   - error: the failure.
    ///   - now: when it was had, Unix seconds.
    ///   - key: the fingerprint of the API key the request was made with
    ///     (``RememberedFailure/keyFingerprint``), so that another key's runs do not reuse the failure.
    package func failed(_ error: NetworkError, now: Int, key: String? = nil) -> Self {
        var entry = self
        var failure = RememberedFailure(error, failedAt: now)
        failure.keyFingerprint = key
        entry.failure = failure
        if error.isTransient || Self.waitsAfterEveryFailure {
            var wait = RememberedFailure.defaultWait
            if case .dataError(_, _, let retryAfter?) = error { wait = min(max(0, retryAfter), CacheEntry.longestWait) }
            entry.retryNotBefore = now + wait
        } else {
            entry.retryNotBefore = nil
        }
        return entry
    }

    /// The fields every entry's file has, read after checking that its layout version is ``currentVersion``:
    /// when the response was fetched, the wait, and the last failure.
    /// - Throws: `DecodingError` for another layout version, or a time no run wrote (beyond ±10¹¹ s).
    static func header<Key: EntryCodingKey>(
        in container: KeyedDecodingContainer<Key>
    ) throws -> (fetchedAt: Int, retryNotBefore: Int?, failure: RememberedFailure?) {
        let version = try container.decode(Int.self, forKey: .version)
        guard version == currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "not version \(currentVersion)")
        }
        let retryNotBefore =
            try container.contains(.retryNotBefore) && !container.decodeNil(forKey: .retryNotBefore)
            ? unixTime(in: container, .retryNotBefore) : nil
        return (
            try unixTime(in: container, .fetchedAt), retryNotBefore,
            try container.decodeIfPresent(RememberedFailure.self, forKey: .failure)
        )
    }

    /// Writes the fields every entry's file has: the layout version, when, the wait and the last failure.
    func encodeHeader<Key: EntryCodingKey>(in container: inout KeyedEncodingContainer<Key>) throws {
        try container.encode(version, forKey: .version)
        try container.encode(fetchedAt, forKey: .fetchedAt)
        try container.encodeIfPresent(retryNotBefore, forKey: .retryNotBefore)
        try container.encodeIfPresent(failure, forKey: .failure)
    }

    /// A time of a cache file as a Unix time in seconds, within the range a response's `dt` must be in (about
    /// ±3 000 years), so that no age computed from it can overflow.
    static func unixTime<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, _ key: Key) throws -> Int {
        let value = try container.decode(Int.self, forKey: key)
        guard value.magnitude <= NetworkData.unixTimeLimit.magnitude else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a Unix time")
        }
        return value
    }
}
