import Foundation
import Testing
import WeatherCore

/// The cache's entry for a place's air: its file, its name, and how long a failure keeps copies from asking.
@Suite struct AirEntryTests {
    static let source = CacheSource(baseURL: URL(string: "http://127.0.0.1:8080")!)

    @Test func aRecordedResponseSurvivesTheFile() throws {
        let air = try AirPollution(json: Fixture.data("air_pollution_forecast_belgrade_rs_2024_96h.json"))
        let entry = AirEntry(fetchedAt: 1_714_950_100, response: air)

        let read = try JSONDecoder().decode(AirEntry.self, from: JSONEncoder().encode(entry))

        #expect(read == entry)
        #expect(read.response?.list.count == 96)
        #expect(read.isFresh(now: 1_714_950_100 + 599, maxAge: 600))
        #expect(!read.isFresh(now: 1_714_950_100 + 600, maxAge: 600))
    }

    /// The coordinates as a forecast's request sends them, no language (the API has none), and the source.
    @Test func isNamedByThePlaceAndTheSource() {
        let request = AirPollutionRequest(latitude: 37.56654, longitude: 126.978)
        #expect(AirEntry.fileName(for: request, source: Self.source) == "air_37.5665_126.978_\(Self.source.tag).json")
    }

    /// Any failure is asked again only after a minute, a 429 after its Retry-After; a forecast's entry waits
    /// only after a failure that waiting may cure.
    @Test func everyFailureWaitsAMinute() {
        let notFound = NetworkError.dataError(status: 404, message: "Not found")
        let empty = AirEntry(fetchedAt: 0, response: nil)
        #expect(empty.failed(notFound, now: 1_000).retryNotBefore == 1_060)
        let tooMany = NetworkError.dataError(status: 429, message: nil, retryAfter: 300)
        #expect(empty.failed(tooMany, now: 1_000).retryNotBefore == 1_300)
        #expect(CacheEntry(fetchedAt: 0, response: nil).failed(notFound, now: 1_000).retryNotBefore == nil)
    }

    @Test(arguments: [
        #"{"version": 2, "fetched_at": 1}"#,
        #"{"version": 1, "fetched_at": 100000000000000}"#,
        #"{"version": 1, "fetched_at": 1, "air": {"list": [{"dt": 100000000000000, "main": {"aqi": 1}, "components": {}}]}}"#,
        #"{"version": 1, "fetched_at": 1, "air": {"list": [{"dt": 1, "main": {"aqi": 1}}]}}"#,
    ])
    func refusesAFileNoRunWrote(_ text: String) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(AirEntry.self, from: Data(text.utf8)) }
    }
}
