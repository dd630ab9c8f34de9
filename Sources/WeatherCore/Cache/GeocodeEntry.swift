/// What the cache keeps for a place name: the Geocoding API's matches and when they came. Places do not
/// move, so an entry is good for ``maximumAge``.
public struct GeocodeEntry: Codable, Sendable, Equatable {
    /// 30 days, in seconds.
    public static let maximumAge = 30 * 86_400

    /// The layout version of these files; an entry of another version is ignored.
    public static let currentVersion = 1

    /// The layout version the entry was written with.
    public var version: Int
    /// The name as asked, trimmed; checked on reading, since file names fold some names together.
    public var query: String
    /// When the matches were fetched, Unix time in seconds.
    public var fetchedAt: Int
    /// The matches, best first.
    public var places: [Place]
    /// The last look-up's failure, for the copies that waited for it (several bars started together ask a
    /// failing server once); the matches and `fetchedAt` stay those of the last look-up that succeeded (none: 0),
    /// so a version of `weather` that knows no failure reads the entry as before.
    public var failure: RememberedFailure?

    enum CodingKeys: String, CodingKey {
        case version, query, places, failure
        case fetchedAt = "fetched_at"
    }

    public init(query: String, fetchedAt: Int, places: [Place], failure: RememberedFailure? = nil) {
        version = Self.currentVersion
        self.query = query
        self.fetchedAt = fetchedAt
        self.places = places
        self.failure = failure
    }

    /// Whether the entry answers `query` at `now` without asking OpenWeather: the same name in any case (the
    /// file name is lower-cased, so "Seoul" and "seoul" share a file and would otherwise replace each other's
    /// answer on every run), younger than `maximumAge` seconds.
    public func answers(_ query: String, now: Int, maximumAge: Int = Self.maximumAge) -> Bool {
        // A cache file can hold any `fetched_at`; an age too large for Int is not young, and must not trap.
        let (age, overflow) = now.subtractingReportingOverflow(fetchedAt)
        return version == Self.currentVersion && self.query.nfc.lowercased() == query.nfc.lowercased()
            && fetchedAt <= now
            && !overflow
            && age < maximumAge
    }

    /// The entry's file name for a query to an API: "geo_", the lower-cased name with everything but letters
    /// and digits as "_", at most 80 characters and 200 bytes of UTF-8 (a file name may have 255 bytes, and 80
    /// letters of four bytes each are 320), then "_", the name's own hash and "_", and the source's tag. The
    /// hash (64-bit FNV-1a of the lower-cased NFC name) keeps names that fold alike apart: "A&B" and "A+B" are
    /// both "a_b", and would otherwise replace each other's answer on every run.
    public static func fileName(for query: String, source: CacheSource) -> String {
        let name = query.nfc.lowercased()
        let hash = String(CacheSource.fnv1a(name), radix: 16)
        var folded = ""
        for scalar in name.unicodeScalars.prefix(80) {
            let kept: Unicode.Scalar = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? scalar : "_"
            guard folded.utf8.count + kept.utf8.count <= 200 else { break }
            folded.unicodeScalars.append(kept)
        }
        return "geo_" + folded + "_" + String(repeating: "0", count: 16 - hash.count) + hash + "_" + source.tag
            + ".json"
    }
}
