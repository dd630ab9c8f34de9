import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// `weather doctor`'s lines for `--here`'s entries: where the service placed the machine, and a failure
/// remembered, each by the hour a location is fresh for.
extension DoctorTests {
    @Test func theCacheListsWhereHereLastPlacedTheMachine() throws {
        let folder = TemporaryCache()
        defer { folder.remove() }
        let t0 = Int(Date().timeIntervalSince1970)
        let seoul = IPLocation(latitude: 37.566, longitude: 126.9784, city: "Seoul", region: "Seoul", country: "KR")
        let ipinfo = LocateRequest()
        let local = LocateRequest(url: try #require(URL(string: "http://127.0.0.1:9/json")))
        try folder.cache.write(
            LocateEntry(location: seoul, fetchedAt: t0),
            to: LocateEntry.fileName(for: ipinfo, source: TemporaryCache.source))
        try folder.cache.write(
            LocateEntry(for: local, now: t0).failed(.networkError(reason: "refused", code: nil), now: t0 + 100),
            to: LocateEntry.fileName(for: local, source: TemporaryCache.source))

        // Half an hour on: the location 1800 s old, fresh for an hour; the failure 1700 s ago (28 min), its
        // minute's wait over. The newest first.
        let lines = Self.doctor(over: folder, at: t0 + 1800).cacheFindings().map(\.text)
        let late = Self.doctor(over: folder, at: t0 + 3600).cacheFindings().map(\.text)

        #expect(
            lines.suffix(2) == [
                "here: no location, a failed request 28 min ago remembered.",
                "here: near Seoul, KR (37.566, 126.9784): 30 min old, fresh (used without asking for 1 h 0 min).",
            ])
        #expect(
            late.last
                == "here: near Seoul, KR (37.566, 126.9784): 1 h 0 min old, stale (older than a location's max age "
                + "1 h 0 min; used only when a request fails).")
    }
}
