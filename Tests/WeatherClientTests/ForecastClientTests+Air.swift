import Foundation
import Testing
import WeatherClient
import WeatherCore

/// `ForecastClient.airPollution(_:)` through the stub transport: the URL it asks for, a recorded answer, and
/// failures that keep their own error.
extension ForecastClientTests {
    @Test func airPollutionAsksForTheForecastAtTheCoordinates() async throws {
        let transport = StubTransport(
            .http(status: 200, body: try Fixture.data("air_pollution_forecast_belgrade_rs_2024_96h.json")))
        let air = try await client(transport).airPollution(
            AirPollutionRequest(latitude: 44.8178, longitude: 20.4569))
        let sent = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(
            sent.url.absoluteString
                == "http://stub.invalid/owm/data/2.5/air_pollution/forecast?lat=44.8178&lon=20.4569&appid=SENTINEL-KEY-7f3a"
        )
        #expect(air.list.count == 96)
        #expect(air.list.first?.main.aqi == 1)
    }

    @Test func airPollutionErrorStatusIsADataError() async throws {
        let transport = StubTransport(
            .http(status: 401, body: try Fixture.data("error_401_invalid_key_http_url_int_cod.json")))
        do {
            _ = try await client(transport).airPollution(AirPollutionRequest(latitude: 1, longitude: 2))
            Issue.record("a 401 answer gave air")
        } catch {
            guard case .dataError(let status, _, _) = error else {
                return #expect(Bool(false), "expected dataError, got \(error)")
            }
            #expect(status == 401)
        }
    }

    @Test func aForecastInsteadOfAirIsAParseError() async throws {
        let transport = StubTransport(.http(status: 200, body: try Fixture.data(Fixture.changwon)))
        do {
            _ = try await client(transport).airPollution(AirPollutionRequest(latitude: 1, longitude: 2))
            Issue.record("a forecast decoded as air")
        } catch {
            guard case .parseError = error else { return #expect(Bool(false), "expected parseError, got \(error)") }
        }
    }
}
