/// What the cache keeps for one place and language: the last good response and when it came, the last
/// request's failure, and how long not to ask again after it. Never the API key.
///
/// The file: `{"version": 2, "fetched_at": …, "retry_not_before": …, "failure": {…}, "city": {…}, "slots":
/// [[…], …]}`, the response's `city` as OpenWeather sends it and each slot as a `SlotRow`; `city` and `slots`
/// are absent when only a failure or a wait is remembered.
package struct CacheEntry: CachedAnswer {
    /// The layout version of this file; an entry of another version is not decoded. Version 1 kept the
    /// response as OpenWeather sent it.
    package static let currentVersion = 2

    /// The longest wait after a 429 that is honoured, seconds: one hour. A server asking for more (or a date
    /// years ahead), a clock that was wrong when the wait was written, or a hand-edited file would otherwise lock
    /// a place out of a status bar for days.
    package static let longestWait = 3600

    /// The layout version the entry was written with.
    package var version: Int
    /// When ``response`` was fetched, Unix time in seconds.
    package var fetchedAt: Int
    /// The last good response, in kelvins and m/s, as far as `SlotRow` keeps it; nil when only a wait is
    /// remembered.
    package var response: NetworkData?
    /// No request before this Unix time (seconds): OpenWeather's `Retry-After` on a 429, or a minute after a
    /// failure that waiting may cure (``NetworkError/isTransient``).
    package var retryNotBefore: Int?
    /// The last request's failure, when it failed: reused by the copies that waited for it, and by every copy
    /// until ``retryNotBefore``.
    package var failure: RememberedFailure?

    enum CodingKeys: String, EntryCodingKey {
        case version, city, slots, failure
        case fetchedAt = "fetched_at"
        case retryNotBefore = "retry_not_before"
    }

    package init(fetchedAt: Int, response: NetworkData?, retryNotBefore: Int? = nil) {
        version = Self.currentVersion
        self.fetchedAt = fetchedAt
        self.response = response
        self.retryNotBefore = retryNotBefore
    }

    /// Whether the forecast has a day from `now`'s on, in the place's own time zone (`zone`, else the response's
    /// fixed offset), each instant's date at the zone's offset then, as the days are grouped: its slots are in
    /// order, so the last one says. A forecast whose days have all passed (a server that sent an old one) is
    /// asked for again rather than answered from, or every run for `--max-age` would say it has nothing for today.
    package func showsSomething(at now: Int, zone: (NetworkData) -> ZoneOffsets?) -> Bool {
        guard let response, let last = response.list.last?.dt else { return false }
        // Two days ahead, the last slot's date is later at any offsets (two differ by less than 36 h, as a zone's
        // two at different instants do by far): a young entry says so without finding its zone, which takes the
        // platform's time zone files, on every cache hit.
        let (ahead, overflow) = last.subtractingReportingOverflow(now)
        if !overflow && ahead >= 2 * 86_400 { return true }
        let offsets = zone(response) ?? .fixed(response.city.utcOffset)
        return LocalDate(unixTime: last, zone: offsets) >= LocalDate(unixTime: now, zone: offsets)
    }

    /// An entry that holds nothing yet: the file name alone says which request it is for.
    package init(for request: ForecastRequest, now: Int) {
        self.init(fetchedAt: now, response: nil)
    }

    /// - Throws: `DecodingError` for another layout version, a file that is not this layout, or a time no run
    ///   wrote (`fetched_at` or `retry_not_before` beyond ±10¹¹ s); a
    ///   ``NetworkError`` when the response fails the checks a fetched one must pass (a UTC offset over 18 h, a
    ///   `dt` that is not a Unix time, no slots), so that a hand-edited file cannot reach the renderers.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = Self.currentVersion
        (fetchedAt, retryNotBefore, failure) = try Self.header(in: container)
        if let rows = try container.decodeIfPresent([SlotRow].self, forKey: .slots) {
            let response = NetworkData(list: rows.map(\.slot), city: try container.decode(City.self, forKey: .city))
            try response.validate()
            self.response = response
        } else {
            response = nil
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encodeHeader(in: &container)
        if let response {
            try container.encode(response.city, forKey: .city)
            try container.encode(response.list.map(SlotRow.init), forKey: .slots)
        }
    }

    /// The entry after a good fetch at `now`: the new response, with today's earlier slots kept from the
    /// previous one (see ``NetworkData/keepingTodaysEarlierSlots(from:now:zone:)``), today read in `zone`; any
    /// wait and failure are over.
    package func updated(with response: NetworkData, now: Int, zone: ZoneOffsets?) -> CacheEntry {
        let merged =
            self.response.map { response.keepingTodaysEarlierSlots(from: $0, now: now, zone: zone) } ?? response
        return CacheEntry(fetchedAt: now, response: merged)
    }

    /// The entry's file name: ``CacheKey/fileName``.
    package static func fileName(for request: ForecastRequest, source: CacheSource) -> String {
        CacheKey(request, source: source).fileName
    }
}
