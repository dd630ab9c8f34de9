import Foundation
import Testing
import WeatherCore

/// When a remembered geocoding answer is used: for the same name, for 30 days, never from the future, and never
/// trapping on a time a file on disk may hold.
struct GeocodeEntryTests {
    static let now = 1_700_000_000
    static let seoul = Place(name: "Seoul", lat: 37.5667, lon: 126.9783, country: "KR")

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
        let entry = GeocodeEntry(query: "Z\u{FC}rich", fetchedAt: 100, places: [])
        #expect(entry.answers("ZU\u{308}RICH", now: 200))
    }
}
