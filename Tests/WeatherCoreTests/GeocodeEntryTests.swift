import Foundation
import Testing
import WeatherCore

/// When a remembered geocoding answer is used: for the same name, for 30 days, never from the future, and never
/// trapping on a time a file on disk may hold.
struct GeocodeEntryTests {
    static let now = 1_700_000_000
    static let seoul = Place(name: "Seoul", lat: 37.5667, lon: 126.9783, country: "KR")
    static let zurich = Place(name: "Zurich", lat: 47.3769, lon: 8.5417, country: "CH")

    func entry(fetchedAt: Int, query: String = "Seoul,KR") -> GeocodeEntry {
        GeocodeEntry(query: query, fetchedAt: fetchedAt, places: [Self.seoul])
    }

    @Test func answersTheSameNameForThirtyDays() {
        #expect(entry(fetchedAt: Self.now).answers("Seoul,KR", now: Self.now))
        #expect(entry(fetchedAt: Self.now - 30 * 86_400 + 1).answers("Seoul,KR", now: Self.now))
        #expect(!entry(fetchedAt: Self.now - 30 * 86_400).answers("Seoul,KR", now: Self.now))
        #expect(!entry(fetchedAt: Self.now).answers("Seoul,US", now: Self.now))
        #expect(!entry(fetchedAt: Self.now + 1).answers("Seoul,KR", now: Self.now))
    }

    /// "Seoul" and "seoul" share a file (its name is lower-cased): each answers the other, so two bars that
    /// spell it differently do not replace each other's look-up on every run (review finding).
    @Test func answersTheSameNameInAnyCase() {
        #expect(entry(fetchedAt: Self.now, query: "Seoul,KR").answers("seoul,kr", now: Self.now))
        #expect(entry(fetchedAt: Self.now, query: "seoul").answers("SEOUL", now: Self.now))
        #expect(!entry(fetchedAt: Self.now, query: "seoul").answers("seoul-si", now: Self.now))
    }

    /// `now - fetchedAt` trapped for a `fetched_at` near Int.min, on every run for that name (review finding).
    @Test func aTimeTooFarBackIsNotAnAnswerNorATrap() {
        #expect(!entry(fetchedAt: .min).answers("Seoul,KR", now: Self.now))
        #expect(!entry(fetchedAt: .min).answers("Seoul,KR", now: .max))
    }

    /// A file holding a place off the globe does not decode, so it is asked again rather than sent on.
    @Test func aFileWithAPlaceOffTheGlobeIsRefused() {
        let file =
            #"{"version": 1, "query": "Zed", "fetched_at": 1700000000, "places": [{"name": "X", "lat": 1e300, "lon": 2}]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GeocodeEntry.self, from: Data(file.utf8)) }
    }

    /// 85 letters of four UTF-8 bytes each made a name over the 255 bytes a file name may have, so the answer
    /// was never kept (review finding).
    @Test func fileNameFitsInAFileNameHoweverLongTheLetters() {
        let name = GeocodeEntry.fileName(for: String(repeating: "\u{10400}", count: 85), source: .openWeather)
        #expect(name.utf8.count <= 255)
        // lower-cased, 200 bytes; then FNV-1a 64 of the whole lower-cased name, and the tag, FNV-1a 64 of
        // "https://api.openweathermap.org", all worked out in Python.
        #expect(
            name == "geo_" + String(repeating: "\u{10428}", count: 50) + "_71d8e812b61740dd_bd9e0e7d29990136.json")
        #expect(
            GeocodeEntry.fileName(for: "Seoul, KR", source: .openWeather)
                == "geo_seoul__kr_bc90e641b356b3be_bd9e0e7d29990136.json")
    }

    /// "A&B" and "A+B" both fold to "a_b": the name's hash keeps their entries apart (hashes from Python).
    @Test func namesThatFoldAlikeHaveFilesOfTheirOwn() {
        #expect(
            GeocodeEntry.fileName(for: "A&B", source: .openWeather) == "geo_a_b_e638c919047d6b74_bd9e0e7d29990136.json")
        #expect(
            GeocodeEntry.fileName(for: "A+B", source: .openWeather) == "geo_a_b_e62e9b190474c8c5_bd9e0e7d29990136.json")
    }

    /// "Zürich" in NFD (u and U+0308) is the NFC name's file, whose hash Python gives for "zürich" in NFC.
    @Test func aNameInNFDHasTheFileOfItsNFC() {
        let nfd = GeocodeEntry.fileName(for: "Zu\u{308}rich", source: .openWeather)
        #expect(nfd == GeocodeEntry.fileName(for: "Z\u{FC}rich", source: .openWeather))
        #expect(nfd == "geo_z\u{FC}rich_fe8bb21e6544b7a0_bd9e0e7d29990136.json")
        #expect(
            GeocodingRequest(query: " Zu\u{308}rich ").query.unicodeScalars.elementsEqual("Z\u{FC}rich".unicodeScalars))
        let entry = GeocodeEntry(query: "Z\u{FC}rich", fetchedAt: 100, places: [Self.zurich])
        #expect(entry.answers("ZU\u{308}RICH", now: 200))
    }
}

extension GeocodeEntryTests {
    /// A failure with no answer before it is kept with no places and `fetched_at` 0, so that a `weather` that
    /// knows no failure reads it as no answer; its wait comes back as it was written.
    @Test func aFailureAloneIsKeptAsNoAnswer() throws {
        let entry = GeocodeEntry(for: GeocodingRequest(query: "Seoul,KR"), now: Self.now)
            .failed(.dataError(status: 503, message: "down", retryAfter: nil), now: Self.now)

        let file = try JSONSerialization.jsonObject(with: JSONEncoder().encode(entry)) as? [String: Any]

        #expect((file?["places"] as? [Any])?.isEmpty == true)
        #expect(file?["fetched_at"] as? Int == 0)
        #expect(file?["retry_not_before"] as? Int == Self.now + 60)
        #expect(file?["query"] as? String == "Seoul,KR")
        let back = try JSONDecoder().decode(GeocodeEntry.self, from: JSONEncoder().encode(entry))
        #expect(back == entry)
        #expect(back.response == nil)
        #expect(!back.isFresh(now: Self.now, maxAge: GeocodeEntry.maximumAge))
    }

    /// A file written before failures had a wait (no `retry_not_before`) is read as it was; one of another
    /// layout version is not.
    @Test func aFileWithoutAWaitIsReadAndAnotherVersionIsNot() throws {
        let file =
            #"{"version": 1, "query": "Seoul,KR", "fetched_at": 1700000000, "places": [{"name": "Seoul", "#
            + #""lat": 37.5667, "lon": 126.9783, "country": "KR"}]}"#
        let entry = try JSONDecoder().decode(GeocodeEntry.self, from: Data(file.utf8))
        #expect(entry == GeocodeEntry(query: "Seoul,KR", fetchedAt: Self.now, places: [Self.seoul]))
        #expect(entry.retryNotBefore == nil && entry.failure == nil)

        let other = file.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GeocodeEntry.self, from: Data(other.utf8)) }
    }

    /// An answer with no place is not kept; one with a place is.
    @Test func onlyAnAnswerWithAPlaceIsKept() {
        #expect(!GeocodeEntry.keeps([]))
        #expect(GeocodeEntry.keeps([Self.seoul]))
    }
}

extension GeocodeEntry {
    /// Whether the cache answers `query` with the entry at `now` without asking OpenWeather, as the loader judges
    /// it: the entry is the query's (``answers(_:)``), and fresh for ``maximumAge``. The query is taken as given,
    /// not made NFC and trimmed as ``GeocodingRequest`` makes it, so that ``answers(_:)`` alone folds it.
    func answers(_ query: String, now: Int) -> Bool {
        var request = GeocodingRequest(query: "")
        request.query = query
        return answers(request) && isFresh(now: now, maxAge: Self.maximumAge)
    }
}
