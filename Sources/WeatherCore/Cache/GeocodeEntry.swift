/// What the cache keeps for a place name: the Geocoding API's matches and when they came, the last look-up's
/// failure, and how long not to ask again after it, under the rules of every entry (``CachedAnswer``). Places
/// do not move, so an answer is good for ``maximumAge``.
///
/// The file: `{"version": 1, "query": …, "fetched_at": …, "retry_not_before": …, "failure": {…},
/// "places": […]}`. When only a failure is remembered, `places` is empty and `fetched_at` 0, so that a version
/// of `weather` that knows no failure reads the entry as no answer.
package struct GeocodeEntry: CachedAnswer {
    /// 30 days, in seconds.
    package static let maximumAge = 30 * 86_400

    /// The layout version of these files; an entry of another version is not decoded.
    package static let currentVersion = 1

    /// The layout version the entry was written with.
    package var version: Int
    /// The name as asked, trimmed; checked on reading, since file names fold some names together.
    package var query: String
    /// When ``response`` was fetched, Unix time in seconds; 0 when there is none.
    package var fetchedAt: Int
    /// The matches, best first; nil when only a failure is remembered.
    package var response: [Place]?
    /// No request before this Unix time (seconds): OpenWeather's `Retry-After` on a 429, or a minute after a
    /// failure that waiting may cure (``NetworkError/isTransient``).
    package var retryNotBefore: Int?
    /// The last look-up's failure, when it failed.
    package var failure: RememberedFailure?

    /// 64 KiB: an answer of at most five places is a few kilobytes.
    package static var fileSizeLimit: Int { 64 * 1024 }

    enum CodingKeys: String, EntryCodingKey {
        case version, query, places, failure
        case fetchedAt = "fetched_at"
        case retryNotBefore = "retry_not_before"
    }

    /// The entry for `query` holding `places` fetched at `fetchedAt`; with no places, no answer.
    package init(query: String, fetchedAt: Int, places: [Place]) {
        version = Self.currentVersion
        self.query = query
        self.fetchedAt = places.isEmpty ? 0 : fetchedAt
        response = places.isEmpty ? nil : places
    }

    /// An entry for the request's name that holds nothing yet.
    package init(for request: GeocodingRequest, now: Int) {
        self.init(query: request.query, fetchedAt: now, places: [])
    }

    /// - Throws: `DecodingError` for another layout version, a file that is not this layout, a time no run wrote
    ///   (beyond ±10¹¹ s), or a place off the globe.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = Self.currentVersion
        (fetchedAt, retryNotBefore, failure) = try Self.header(in: container)
        query = try container.decode(String.self, forKey: .query)
        let places = try container.decode([Place].self, forKey: .places)
        response = places.isEmpty ? nil : places
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encodeHeader(in: &container)
        try container.encode(query, forKey: .query)
        try container.encode(response ?? [], forKey: .places)
    }

    /// Whether the entry is for `request`'s name in any case: the file name is lower-cased, so "Seoul" and
    /// "seoul" share a file and would otherwise replace each other's answer on every run.
    package func answers(_ request: GeocodingRequest) -> Bool {
        query.nfc.lowercased() == request.query.nfc.lowercased()
    }

    /// The entry after a good look-up at `now`: the new matches alone; any wait and failure are over.
    package func updated(with response: [Place], now: Int, zone: ZoneOffsets?) -> GeocodeEntry {
        GeocodeEntry(query: query, fetchedAt: now, places: response)
    }

    /// An answer with no place is not kept: the name is asked again on the next run.
    package static func keeps(_ response: [Place]) -> Bool { !response.isEmpty }

    /// The entry's file name: that of the request's name, below.
    package static func fileName(for request: GeocodingRequest, source: CacheSource) -> String {
        fileName(for: request.query, source: source)
    }

    /// The entry's file name for a query to an API: "geo_", the lower-cased name with everything but letters
    /// and digits as "_", at most 80 characters and 200 bytes of UTF-8 (a file name may have 255 bytes, and 80
    /// letters of four bytes each are 320), then "_", the name's own hash and "_", and the source's tag. The
    /// hash (64-bit FNV-1a of the lower-cased NFC name) keeps names that fold alike apart: "A&B" and "A+B" are
    /// both "a_b", and would otherwise replace each other's answer on every run.
    package static func fileName(for query: String, source: CacheSource) -> String {
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
