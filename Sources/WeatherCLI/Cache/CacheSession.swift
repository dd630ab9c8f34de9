import WeatherCore

/// A run's one view of its cache: the folder, the API its entries are for, the run's instant and clock, and how
/// long each kind of entry is fresh (`--max-age`, `--refresh`). The check for a cache hit
/// (``PlaceFetcher/cachedOutcomes(_:options:session:secret:)``) and every loader (``CachedLoader``) ask it whether
/// an entry answers without asking OpenWeather, so freshness is decided here alone; and it remembers what the
/// check read: a miss's loader starts from the check's look and its verdict, rather than reading the file and
/// deciding again, and reads it again under the entry's lock only when another copy wrote it meanwhile.
///
/// Made once per run by ``Runner``, which holds it: the synchronous check fills it, and the loaders, which run at
/// once in a task group, each start from a copy (what a loader reads under its lock is its own).
struct CacheSession: Sendable {
    /// The cache folder; nil with `--no-cache`, without one, or when it is not the user's (``FileTrust``).
    let cache: ForecastCache?
    /// Why there is no cache folder although the run did not say `--no-cache`: said when the run asks
    /// OpenWeather, where a cache would have kept the answer.
    let problem: String?
    /// The API the entries are for (entries are kept per source, and merged only within one); nil when the base
    /// URL is refused, and the run, which fails before it asks, has no entry to answer with.
    let source: CacheSource?
    /// The run's instant, Unix seconds: the check for a hit decides at it, as the forecast is shown at it.
    let now: Int
    /// The current Unix time in seconds: a loader decides at it and dates the answers it gets.
    let clock: @Sendable () -> Int
    /// `--max-age`, seconds: how long a forecast or air is fresh (``ListedEntry/maxAge(given:)``).
    let maxAge: Int
    /// `--refresh`: ask even when an entry is fresh (``ListedEntry/refreshes``).
    let refresh: Bool
    /// The API key's pattern, hidden in every entry where it is read from the folder, once: another copy, an older
    /// version or a server that echoed the key may have put it there. Nil without a key.
    let secret: SecretPattern?
    /// The check's looks, each a ``CacheLook`` of its entry's own type, by the entry's file name
    /// (``CachedAnswer/fileName(for:source:)``), whose prefix names one type of entry only.
    private var looks: [String: any Sendable] = [:]

    init(
        cache: ForecastCache?, problem: String? = nil, source: CacheSource?, now: Int,
        clock: @escaping @Sendable () -> Int, maxAge: Int, refresh: Bool, secret: SecretPattern? = nil
    ) {
        (self.cache, self.problem, self.source, self.now) = (cache, problem, source, now)
        (self.clock, self.maxAge, self.refresh, self.secret) = (clock, maxAge, refresh, secret)
    }

    /// Whether the cache may answer the run without a request: it has a folder and a source, and `--refresh`
    /// does not ask for new data.
    var answersWithoutAsking: Bool { cache != nil && source != nil && !refresh }

    /// How long an entry of `Entry`'s kind is fresh, seconds.
    func maxAge<Entry: ListedEntry>(of _: Entry.Type) -> Int { Entry.maxAge(given: maxAge) }

    /// Whether `--refresh` asks for `Entry`'s kind again even when an entry is fresh.
    func refreshes<Entry: ListedEntry>(_: Entry.Type) -> Bool { refresh && Entry.refreshes }

    /// Whether `entry`'s response can be used without asking OpenWeather at `time`: the one rule, for the check
    /// for a hit, a loader before its lock, and what another copy wrote (``CachedAnswer/isFresh(now:maxAge:zone:)``,
    /// its days read in the place's zone: ``ListedEntry/zone(for:)``).
    func isFresh<Entry: ListedEntry>(_ entry: Entry, at time: Int) -> Bool {
        entry.isFresh(now: time, maxAge: maxAge(of: Entry.self), zone: Entry.zone(for:))
    }

    /// The entry for `request` when its response can be used without asking OpenWeather at ``now``; the file is
    /// read only when it was written within the entry's maximum age. The look and its verdict are kept for the
    /// loader of a run that must ask all the same (``firstLook(_:at:)``).
    mutating func fresh<Entry: ListedEntry>(_ request: Entry.Request) -> Entry? {
        guard let cache, let source else { return nil }
        let fileName = Entry.fileName(for: request, source: source)
        var look: CacheLook<Entry> = hidden(
            cache.look(fileName, readingIfWrittenWithin: maxAge(of: Entry.self), of: now))
        look.isFresh = look.entry.map { isFresh($0, at: now) } ?? false
        looks[fileName] = look
        guard look.isFresh, let entry = look.entry, entry.answers(request) else { return nil }
        return entry
    }

    /// The look a loader starts from before the entry's lock, at `time`: the check's, with the verdict it had,
    /// else one taken now (with `--refresh` only the file's version: the entry is not used before the lock).
    func firstLook<Entry: ListedEntry>(_ fileName: String, at time: Int) -> CacheLook<Entry> {
        if let look = looks[fileName] as? CacheLook<Entry> { return look }
        guard let cache else { return .nothing }
        let refreshes = refreshes(Entry.self)
        var look: CacheLook<Entry> = hidden(
            cache.look(fileName, readingIfWrittenWithin: refreshes ? 0 : maxAge(of: Entry.self), of: time))
        look.isFresh = !refreshes && look.entry.map { isFresh($0, at: time) } ?? false
        return look
    }

    /// The file `fileName` now, as a loader reads it under the entry's lock: `earlier` itself when the file is
    /// still the version it read, else read again (another copy wrote it).
    func look<Entry: ListedEntry>(_ fileName: String, since earlier: CacheLook<Entry>) -> CacheLook<Entry> {
        guard let cache else { return .nothing }
        let look = cache.look(fileName, since: earlier)
        return earlier.isRead && look.version == earlier.version ? look : hidden(look)
    }

    /// Whether `entry`, read under its lock at `time`, answers a loader that started at `start` without a request:
    /// fresh (with `--refresh` only when another copy wrote it since the loader first looked: `written`), or an
    /// answer another copy had after the loader started, whatever the maximum age: with a `--max-age` shorter than
    /// the request took, every copy would otherwise ask in turn.
    func answersUnderLock<Entry: ListedEntry>(_ entry: Entry, at time: Int, written: Bool, since start: Int) -> Bool {
        entry.response != nil
            && (isFresh(entry, at: time) && (!refreshes(Entry.self) || written)
                || written && entry.fetchedAt >= start && entry.fetchedAt <= time)
    }

    /// The entry for `request` whatever its age, read now without its lock; nil without one. For a run whose
    /// transfer did not end at its deadline (``RunWatchdog``), whose copy holds the lock.
    func latest<Entry: CachedAnswer>(_ request: Entry.Request) -> Entry? {
        guard let cache, let source else { return nil }
        let look: CacheLook<Entry> = hidden(
            cache.look(Entry.fileName(for: request, source: source), readingIfWrittenWithin: nil, of: 0))
        return look.entry.flatMap { $0.answers(request) ? $0 : nil }
    }

    /// `look` with the key hidden in its entry: every entry read from the folder comes through here.
    private func hidden<Entry: CachedAnswer>(_ look: CacheLook<Entry>) -> CacheLook<Entry> {
        guard let secret, let entry = look.entry else { return look }
        var hidden = look
        hidden.entry = entry.hiding(secret)
        return hidden
    }
}
