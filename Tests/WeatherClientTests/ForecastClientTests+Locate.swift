import Foundation
import Testing
import WeatherClient
import WeatherCore

/// `ForecastClient.locate(_:)` through the stub transport: the service's URL as given, never the key, and the
/// same limits and validation as every request.
extension ForecastClientTests {
    @Test func locateAsksTheServicesURLAsItIsWithoutTheKey() async throws {
        let transport = StubTransport(
            .http(status: 200, body: try Fixture.data("ipinfo_json_1_1_1_1_brisbane_missingauth.json")))
        let url = try #require(URL(string: "https://ip.example/json?fields=loc"))

        let location = try await client(transport).locate(LocateRequest(url: url))

        let sent = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(sent.url == url)
        #expect(!sent.url.absoluteString.contains("SENTINEL") && !sent.headers.values.joined().contains("SENTINEL"))
        #expect(sent.sizeLimit == ForecastClient.maximumBodySize)
        #expect(location.label == "Brisbane, AU")
    }

    @Test func aLocateErrorStatusIsADataError() async throws {
        let transport = StubTransport(.http(status: 429, body: Data(#"{"error": "rate limit"}"#.utf8)))

        await #expect(throws: NetworkError.dataError(status: 429, message: nil, retryAfter: nil)) {
            try await client(transport).locate(LocateRequest())
        }
    }
}
