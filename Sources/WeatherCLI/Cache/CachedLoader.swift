import WeatherCore

/// Gets a forecast through the cache.
typealias ForecastLoader = CachedLoader<CacheEntry>
/// Gets a place's air through the cache, in a file of its own, by the same rules as its forecast.
typealias AirLoader = CachedLoader<AirEntry>
/// Gets the places a name stands for through the cache, by the same rules.
typealias PlaceLoader = CachedLoader<GeocodeEntry>

/// Gets an answer of one of OpenWeather's APIs through the cache: a fresh entry is used as it is; otherwise one
/// copy of `weather` (under the cache lock) asks OpenWeather while the others wait and then reuse what it
/// wrote, a failure too. When the request fails and the cache has data, that data is returned as stale rather
/// than nothing.
struct CachedLoader<Entry: ListedEntry>: Sendable {
    /// An answer and how current it is.
    enum Loaded {
        /// Fetched now, or from a cache entry younger than the maximum age. `fetchedAt` is Unix seconds.
        case fresh(Entry.Response, fetchedAt: Int)
        /// From the cache after a failed request: older than the maximum age, shown with `error`.
        case stale(Entry.Response, fetchedAt: Int, error: NetworkError)
    }

    /// The run's cache: its folder (nil with `--no-cache` or without one), the entries' source, the clock, and
    /// whether an entry is fresh, decided there alone; it starts each load from what the check for a hit read.
    var session: CacheSession
    /// Show cached data as stale after any failure, not only one that says nothing of it: a forecast or air is
    /// shown marked stale with the failure beside it, in every format; a name's places are not, since an
    /// answer that says the name is wrong must not be hidden by an older one.
    var staleOnAnyFailure = false
    /// The run's deadline, which bounds the wait for another copy's lock (``ForecastCache/withLock(_:until:_:)``:
    /// half of what is left for the copy holding it, then the rest for one standing in for it).
    var lockDeadline: Date
    /// `--timeout`, seconds, for the message of a copy whose time went waiting for another copy's request.
    var timeout: Double?
    /// With `--verbose`: told where the answer came from (the server, the cache, a remembered failure).
    var log: (@Sendable (String) -> Void)?
    /// Whether a person reads the messages at a terminal (not a bar): a remembered failure then says how old it
    /// is and whether `--refresh` asks now.
    var interactive = false
    /// The fingerprint of the API key the requests are made with (``RememberedFailure/fingerprint(of:)``): a
    /// remembered failure, and the wait after it, stands only for the key it was made with.
    var keyFingerprint: String?
    /// Told, under the lock, what the cache holds for the request just before this copy asks OpenWeather: a
    /// bar's line for a crash inside libcurl is made from it (``RunWatchdog/onCrash(_:)``).
    var willAsk: (@Sendable (Entry?) -> Void)?
    /// The request to OpenWeather.
    var fetch: @Sendable (Entry.Request) async throws(NetworkError) -> Entry.Response
    /// Says something on stderr that does not stop the forecast (an unwritable cache folder).
    var warn: @Sendable (String) -> Void

    /// The answer to `request`.
    /// - Throws: the request's ``NetworkError`` when it failed and the cache has nothing to show for it.
    func load(_ request: Entry.Request) async throws(NetworkError) -> Loaded {
        let clock = session.clock
        guard let cache = session.cache, let source = session.source else {
            let response = try await fetch(request)
            log?("from the server (no cache)")
            return .fresh(response, fetchedAt: clock())
        }
        let key = Entry.fileName(for: request, source: source)
        let start = clock()
        let before: CacheLook<Entry> = session.firstLook(key, at: start)
        if before.isFresh, let entry = found(in: before, for: request), let response = entry.response {
            log?("from the cache, fetched \(start - entry.fetchedAt) s ago")
            return .fresh(response, fetchedAt: entry.fetchedAt)
        }
        let result: Result<Loaded, NetworkError> = await cache.withLock(key, until: lockDeadline) { waited in
            let look = session.look(key, since: before)
            let entry = found(in: look, for: request)
            let time = clock()
            // Another copy may have fetched while this one waited for the lock: single flight
            // (CacheSession.answersUnderLock).
            let written = look.version != before.version
            if let entry, let response = entry.response,
                session.answersUnderLock(entry, at: time, written: written, since: start)
            {
                log?(
                    written
                        ? "from the cache, the answer another copy of weather had \(time - entry.fetchedAt) s ago"
                        : "from the cache, fetched \(time - entry.fetchedAt) s ago")
                return .success(.fresh(response, fetchedAt: entry.fetchedAt))
            }
            // The outcome of the copy that held the lock while this one waited, failures included: 20 bars
            // started together against a failing server must not each ask it again (with --refresh, only a
            // failure written since this run first looked).
            let refresh = session.refreshes(Entry.self)
            let ours = entry?.failure?.keyFingerprint == keyFingerprint
            if waited, ours, let entry, let failure = entry.failure, failure.failedAt >= start, !refresh || written {
                let wait = entry.mustWait(now: time) ? entry.retryNotBefore.map { $0 - time } : nil
                log?("a remembered failure: the one another copy of weather had \(time - failure.failedAt) s ago")
                return fallback(entry, failure.reused(wait: wait))
            }
            // --refresh asks now after a failure of the network's or the server's; not past a rate limit (a 429,
            // or a wait kept without its failure): OpenWeather blocks keys that ignore it.
            let rateLimited: Bool
            switch entry?.failure?.error {
            case .dataError(429?, _, _)?, nil: rateLimited = true
            default: rateLimited = false
            }
            if ours, let entry, let until = entry.retryNotBefore, entry.mustWait(now: time), !refresh || rateLimited {
                let error =
                    entry.failure.map {
                        $0.reused(
                            wait: until - time, age: interactive ? time - $0.failedAt : nil, refreshAsks: !rateLimited)
                    }
                    ?? NetworkError.dataError(
                        status: 429, message: "rate limited: not asking again for \(until - time) s",
                        retryAfter: until - time)
                log?("a remembered failure, not asking again for \(until - time) s")
                return fallback(entry, error)
            }
            // A copy that waited out the lock and its stand-in has no time left: its fetch fails without asking,
            // and that is not a failure to keep for the other copies.
            guard lockDeadline.timeIntervalSinceNow > RequestTime.least else {
                log?("no answer: the time went waiting for another copy of weather")
                return fallback(entry, waitedOut)
            }
            willAsk?(entry)
            do throws(NetworkError) {
                let response = try await fetch(request)
                // Dated when the answer arrived, not when it was asked for: its age counts from then.
                let arrived = clock()
                log?("from the server")
                // Not kept (an empty geocoding answer): asked again by the next run.
                guard Entry.keeps(response) else { return .success(.fresh(response, fetchedAt: arrived)) }
                let updated = (entry ?? Entry(for: request, now: arrived)).updated(
                    with: response, now: arrived, zone: Entry.zone(for: response))
                save(updated, key, in: cache)
                return .success(.fresh(updated.response ?? response, fetchedAt: arrived))
            } catch {
                // The copy standing in for this one (ForecastCache.withLock) may have written a forecast while
                // this one waited for its answer: that is kept and shown, not written over with this failure.
                let latest = session.look(key, since: look)
                let now = clock()
                let latestEntry = found(in: latest, for: request)
                if latest.version != look.version, let newer = latestEntry, let response = newer.response,
                    session.isFresh(newer, at: now)
                {
                    log?("from the cache, the answer the copy standing in for this one had")
                    return .success(.fresh(response, fetchedAt: newer.fetchedAt))
                }
                // For the copies waiting for this one, and for a failure waiting may cure, every copy for a
                // minute or the server's Retry-After.
                let base = latestEntry ?? Entry(for: request, now: now)
                save(base.failed(error, now: now, key: keyFingerprint), key, in: cache)
                let shown = latestEntry?.response != nil && (staleOnAnyFailure || error.leavesCachedDataStanding)
                log?("the request failed" + (shown ? "; the cached answer stands in, stale" : ""))
                return fallback(latestEntry, error)
            }
        }
        return try result.get()
    }

    /// The failure of a copy whose time went waiting for the lock of another copy asking for the same answer:
    /// it does not ask, and says where the time went (no request of its own timed out).
    private var waitedOut: NetworkError {
        let within = timeout.map { "no answer within \(String(plain: $0)) s" } ?? "no time left"
        return .networkError(
            reason: within + ": the time went waiting for another copy of weather asking for the same answer",
            code: .timedOut)
    }

    /// The cached data as stale when the failure says nothing of it (``NetworkError/leavesCachedDataStanding``),
    /// or after any failure with ``staleOnAnyFailure``; else the error.
    private func fallback(_ entry: Entry?, _ error: NetworkError) -> Result<Loaded, NetworkError> {
        guard let entry, let response = entry.response, staleOnAnyFailure || error.leavesCachedDataStanding else {
            return .failure(error)
        }
        return .success(.stale(response, fetchedAt: entry.fetchedAt, error: error))
    }

    /// The entry a look found when it is `request`'s: another request's may share its file.
    private func found(in look: CacheLook<Entry>, for request: Entry.Request) -> Entry? {
        look.entry.flatMap { $0.answers(request) ? $0 : nil }
    }

    private func save(_ entry: Entry, _ key: String, in cache: ForecastCache) {
        do {
            try cache.write(entry, to: key)
        } catch {
            warn("cannot write the cache in \(cache.folder): \(Console.describe(error))")
        }
    }
}
