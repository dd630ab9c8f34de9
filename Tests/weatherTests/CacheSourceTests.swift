import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// Entries are kept per API (issue 14, item 6): a test server's or a mirror's data never shows up for another
/// base URL, and today's earlier slots are merged only from an entry of the same source.
@Suite struct CacheSourceTests {
    let folder = TemporaryCache()
    let clock = FakeClock(TodaysSlotsMergeTests.now)

    @Test func anotherBaseURLsEntryIsNeitherShownNorMerged() async throws {
        let text = try LocalOpenWeather.changwonText()
        let alpha = try TestHTTPServer { _ in LocalOpenWeather.json(LocalOpenWeather.forecast(named: "Alpha", from: text)) }
        let bravo = try TestHTTPServer { _ in LocalOpenWeather.json(LocalOpenWeather.forecast(named: "Bravo", from: text)) }
        defer {
            alpha.stop()
            bravo.stop()
        }
        let weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let place = ["--lat", "37", "--lon", "126", "--format", "json"]

        let first = try await weather.run(place + ["--base-url", alpha.baseURL])
        let second = try await weather.run(place + ["--base-url", bravo.baseURL])
        let third = try await weather.run(place + ["--base-url", alpha.baseURL])

        #expect(first.status == 0 && second.status == 0 && third.status == 0)
        #expect(first.stdout.contains("Alpha") && !first.stdout.contains("Bravo"))
        #expect(second.stdout.contains("Bravo") && !second.stdout.contains("Alpha"), "\(second.stdout)")
        #expect(third.stdout.contains("Alpha"))
        // Each server asked once; the third run is Alpha's own entry.
        #expect(alpha.requestCount == 1)
        #expect(bravo.requestCount == 1)
        #expect(weather.cacheFileNames().filter { $0.hasSuffix(".json") }.count == 2)
    }

    /// The morning's entry came from another server: none of its slots are kept in this source's evening entry.
    @Test func todaysEarlierSlotsAreKeptOnlyFromTheSameSource() async throws {
        defer { folder.remove() }
        let other = CacheSource(baseURL: try #require(URL(string: "https://mirror.example")))
        let otherKey = CacheKey(TemporaryCache.request, source: other)
        try FileManager.default.createDirectory(at: folder.directory, withIntermediateDirectories: true)
        try JSONEncoder().encode(
            CacheEntry(fetchedAt: TodaysSlotsMergeTests.midnight + 6 * 3600, response: TodaysSlotsMergeTests.previous)
        ).write(to: folder.directory.appendingPathComponent(otherKey.fileName))
        let fetch = ScriptedFetch(.data(TodaysSlotsMergeTests.evening))

        let loaded = try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)

        let (data, _) = try #require(loaded.fresh, "not fresh: \(loaded)")
        #expect(data == TodaysSlotsMergeTests.evening)
        #expect(try folder.storedEntry().response == TodaysSlotsMergeTests.evening)
    }
}
