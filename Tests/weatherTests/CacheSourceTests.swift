import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// Entries are kept per API: a test server's or a mirror's data never shows up for another
/// base URL, and today's earlier slots are merged only from an entry of the same source.
@Suite struct CacheSourceTests {
    let folder = TemporaryCache()
    let clock = FakeClock(TodaysSlotsMergeTests.now)

    /// Two servers in turn, the second within the first's maximum age: each shows its own forecast (the
    /// environment matrix, ``EnvironmentMatrix/anotherBaseURL``).
    @Test func anotherBaseURLsEntryIsNotShown() async throws {
        let run = try await EnvironmentMatrix.run(EnvironmentMatrix.anotherBaseURL)

        #expect(run.results.map(\.status) == [0, 0])
        #expect(run.results.first?.stdout.contains("Alpha") == true)
        #expect(run.results.last?.stdout.contains("Bravo") == true, "\(run.results.last?.stdout ?? "")")
        #expect(run.requestsText == "each server asked, by its own run")
        #expect(run.problems.isEmpty, "\(run.problems)")
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
