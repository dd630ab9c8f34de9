import Foundation
import Testing
import WeatherClient
import WeatherCore

/// `ForecastClient.places(_:)` through the stub transport: the geocoding URL it asks for and what each answer
/// becomes.
extension ForecastClientTests {
    @Test func placesSendsTheGeocodingQueryEncodedOnce() async throws {
        let transport = StubTransport(.http(status: 200, body: try Fixture.data(Fixture.london)))
        _ = try await client(transport).places(GeocodingRequest(query: "Rock & Roll,US"))
        let sent = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(
            sent.url.absoluteString
                == "http://stub.invalid/owm/geo/1.0/direct?q=Rock%20%26%20Roll%2CUS&limit=5&appid=SENTINEL-KEY-7f3a")
    }

    @Test func placesDecodesEveryMatchInOrder() async throws {
        let transport = StubTransport(.http(status: 200, body: try Fixture.data(Fixture.london)))
        let places = try await client(transport).places(GeocodingRequest(query: "London"))
        #expect(places.map(\.country) == ["GB", "CA", "US", "US", "US"])
        #expect(places.first?.lat == 51.5085)
    }

    @Test func noMatchIsAnEmptyListNotAnError() async throws {
        let transport = StubTransport(.http(status: 200, body: Data("[]".utf8)))
        #expect(try await client(transport).places(GeocodingRequest(query: "Xyzzyville")) == [])
    }

    @Test func geocodingErrorStatusIsADataErrorWithOpenWeathersMessage() async throws {
        let transport = StubTransport(.http(status: 400, body: try Fixture.data("error_400_nothing_to_geocode.json")))
        do {
            _ = try await client(transport).places(GeocodingRequest(query: "x"))
            Issue.record("a 400 answer gave places")
        } catch {
            guard case .dataError(let status, let message, _) = error else {
                return #expect(Bool(false), "expected dataError, got \(error)")
            }
            #expect(status == 400)
            #expect(message?.contains("Nothing to geocode") == true)
        }
    }

    @Test func forecastInsteadOfPlacesIsAParseError() async throws {
        let transport = StubTransport(.http(status: 200, body: try Fixture.data(Fixture.changwon)))
        do {
            _ = try await client(transport).places(GeocodingRequest(query: "Changwon"))
            Issue.record("a forecast decoded as places")
        } catch {
            guard case .parseError = error else { return #expect(Bool(false), "expected parseError, got \(error)") }
        }
    }
}
