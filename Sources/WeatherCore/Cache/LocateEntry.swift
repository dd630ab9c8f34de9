/// What the cache keeps for `--here`: where a location service last placed the machine and when, the last
/// request's failure, and how long not to ask again after it, under the rules of every entry (``CachedAnswer``).
/// A laptop moves, so an answer is good for ``maximumAge`` only.
///
/// The file: `{"version": 1, "fetched_at": …, "retry_not_before": …, "failure": {…}, "location": {"loc": …,
/// "city": …, "region": …, "country": …}}`, without the IP address. It says where the user is: like every
/// entry, it is written only by its owner and readable by no one else (the cache's files are 0600 in a 0700
/// folder).
package struct LocateEntry: CachedAnswer {
    /// An hour, in seconds.
    package static let maximumAge = 3600

    /// The oldest answer shown when the service fails and the config file names no place, seconds: a day. Within
    /// a day a laptop has mostly stayed in its city (a night's sleep, a working day offline), so the last answer
    /// is likelier right than wrong, and the warning says its age; after a day, a trip may have taken it anywhere,
    /// and a forecast of where it used to be, shown as here, misleads more than the error does.
    package static let longestStandIn = 86_400

    /// The layout version of these files; an entry of another version is not decoded.
    package static let currentVersion = 1

    /// The layout version the entry was written with.
    package var version: Int
    /// When ``response`` was fetched, Unix time in seconds; 0 when there is none.
    package var fetchedAt: Int
    /// Where the service placed the machine; nil when only a failure is remembered.
    package var response: IPLocation?
    /// No request before this Unix time (seconds): the service's `Retry-After` on a 429, or a minute after any
    /// failure (``waitsAfterEveryFailure``).
    package var retryNotBefore: Int?
    /// The last request's failure, when it failed.
    package var failure: RememberedFailure?

    /// 16 KiB: an answer is a few hundred bytes.
    package static var fileSizeLimit: Int { 16 * 1024 }

    /// The run does without the location (it shows the configured place instead), so a service that keeps
    /// failing is asked once a minute, not on every run of every bar.
    package static var waitsAfterEveryFailure: Bool { true }

    enum CodingKeys: String, EntryCodingKey {
        case version, location, failure
        case fetchedAt = "fetched_at"
        case retryNotBefore = "retry_not_before"
    }

    /// The entry holding `location`, fetched at `fetchedAt`; nil for none.
    package init(location: IPLocation?, fetchedAt: Int) {
        version = Self.currentVersion
        response = location
        self.fetchedAt = location == nil ? 0 : fetchedAt
    }

    /// An entry that holds nothing yet.
    package init(for request: LocateRequest, now: Int) {
        self.init(location: nil, fetchedAt: now)
    }

    /// - Throws: `DecodingError` for another layout version, a file that is not this layout, a time no run wrote
    ///   (beyond ±10¹¹ s), or a location off the globe.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = Self.currentVersion
        (fetchedAt, retryNotBefore, failure) = try Self.header(in: container)
        response = try container.decodeIfPresent(IPLocation.self, forKey: .location)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encodeHeader(in: &container)
        try container.encodeIfPresent(response, forKey: .location)
    }

    /// The entry after a good answer at `now`: the new location alone; any wait and failure are over.
    package func updated(with response: IPLocation, now: Int, zone: ZoneOffsets?) -> LocateEntry {
        LocateEntry(location: response, fetchedAt: now)
    }

    /// The entry's file name: "here_" and the tag of the service's URL (``CacheSource``), so that answers of
    /// two services are kept apart and a test's never stands for the real one's.
    package static func fileName(for request: LocateRequest, source: CacheSource) -> String {
        "here_" + CacheSource(baseURL: request.url).tag + ".json"
    }
}
