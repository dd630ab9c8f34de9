import Foundation
import Testing
import WeatherClient
import WeatherCore

/// What the client returns holds no API key, whatever the server echoes: a server (a `--base-url` one, or a proxy)
/// may put the request, key and all, into a place's name or a condition, and no caller hides it again.
extension ForecastClientTests {
    @Test func forecastComesBackWithTheEchoedKeyHidden() async throws {
        let fixture = try #require(String(data: try Fixture.data(Fixture.changwon), encoding: .utf8))
        // The fixture's city is "Changwon", and 13 of its slots are "overcast clouds" (python3 json.load).
        let echoed = fixture.replacingOccurrences(of: "\"Changwon\"", with: "\"Changwon \(Self.key)\"")
            .replacingOccurrences(of: "\"overcast clouds\"", with: "\"overcast \(Self.key) clouds\"")
        let transport = StubTransport(.http(status: 200, body: Data(echoed.utf8)))
        let data = try await client(transport).forecast(ForecastRequest(latitude: 35.2, longitude: 128.7))
        // The whole key is one piece of it, so it becomes one "***".
        #expect(data.city.name == "Changwon ***")
        let descriptions = data.list.compactMap { $0.weather.first?.description }
        #expect(descriptions.contains("overcast *** clouds"))
        #expect(!descriptions.contains { $0.contains(Self.key) })
    }

    @Test func placesComeBackWithTheEchoedKeyHidden() async throws {
        let body = #"[{"name": "Echo \#(Self.key)", "lat": 51.5, "lon": -0.1, "country": "GB"}]"#
        let transport = StubTransport(.http(status: 200, body: Data(body.utf8)))
        let places = try await client(transport).places(GeocodingRequest(query: "Echo"))
        #expect(places.map(\.name) == ["Echo ***"])
    }
}
