import Foundation
import Testing
import WeatherClient
import WeatherCore

/// The client through a `URLProtocol` stub: what goes on the wire, and which error each answer becomes.
/// Serialized because the stub's reply is static state.
@Suite(.serialized) struct ForecastClientTests {
    static let key = "SENTINEL-KEY-7f3a"
    static let base = URL(string: "http://stub.invalid/owm")!

    func client(timeout: Duration = .seconds(10)) -> ForecastClient {
        ForecastClient(
            apiKey: Self.key, baseURL: Self.base,
            session: ForecastClient.session(configuration: StubURLProtocol.configuration()), timeout: timeout)
    }

    /// The error a fetch ends with, or nil when it succeeds.
    func fetchError(_ request: ForecastRequest = ForecastRequest(latitude: 37, longitude: 126)) async -> NetworkError? {
        do {
            _ = try await client().forecast(request)
            return nil
        } catch {
            return error
        }
    }

    @Test func sendsTheExactQuery() async throws {
        StubURLProtocol.answer(.http(status: 200, body: try Fixture.data(Fixture.changwon)))
        let request = ForecastRequest(latitude: 37.5665, longitude: 126.978, lang: "kr", count: 8)
        _ = try await client().forecast(request)
        let sent = try #require(StubURLProtocol.requests.first)
        #expect(StubURLProtocol.requests.count == 1)
        #expect(sent.httpMethod == "GET")
        #expect(
            sent.url?.absoluteString
                == "http://stub.invalid/owm/data/2.5/forecast?lat=37.5665&lon=126.978&appid=SENTINEL-KEY-7f3a&lang=kr&cnt=8"
        )
    }

    @Test func sessionNotMadeByTheClientIsRefusedBeforeAnyRequest() async {
        StubURLProtocol.answer(.http(status: 200, body: Data("{}".utf8)))
        let before = StubURLProtocol.requests.count
        let client = ForecastClient(
            apiKey: Self.key, baseURL: Self.base, session: URLSession(configuration: StubURLProtocol.configuration()))
        do {
            _ = try await client.forecast(ForecastRequest(latitude: 37, longitude: 126))
            Issue.record("a plain session was accepted")
        } catch {
            #expect(
                error == .networkError(
                    reason: "the session was not made by ForecastClient.session(configuration:)", code: nil))
        }
        #expect(StubURLProtocol.requests.count == before)
    }

    @Test func okAnswerDecodesTheBody() async throws {
        StubURLProtocol.answer(.http(status: 200, body: try Fixture.data(Fixture.changwon)))
        let data = try await client().forecast(ForecastRequest(latitude: 35.2, longitude: 128.7))
        // 40 slots, city Changwon, first dt 1701680400 (python3 json.load of the fixture).
        #expect(data.list.count == 40)
        #expect(data.city.name == "Changwon")
        #expect(data.list.first?.dt == 1_701_680_400)
    }

    @Test(arguments: [
        // status, body file, OpenWeather's message in that file (python3 json.load)
        (
            401, "error_401_invalid_key_http_url_int_cod.json",
            "Invalid API key. Please see http://openweathermap.org/faq#error401 for more info."
        ),
        (404, "error_404_city_not_found_string_cod.json", "city not found"),
        (
            429, "error_429_account_blocked_raw.json",
            "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. "
                + "Please choose the proper subscription https://openweathermap.org/price"
        ),
        (500, "error_500_internal_server_error_pyowm.json", "Error: Internal server error"),
    ])
    func errorStatusIsADataErrorWithOpenWeathersMessage(status: Int, file: String, message: String) async throws {
        StubURLProtocol.answer(.http(status: status, body: try Fixture.data(file)))
        #expect(await fetchError() == .dataError(status: status, message: message))
    }

    @Test func errorStatusWithAnHTMLBodyKeepsTheStatus() async {
        StubURLProtocol.answer(.http(status: 502, body: Data("<html>Bad Gateway</html>".utf8)))
        #expect(await fetchError() == .dataError(status: 502, message: nil))
    }

    @Test func okAnswerWithHTMLIsAParseError() async {
        StubURLProtocol.answer(.http(status: 200, body: Data("<!DOCTYPE html><html></html>".utf8)))
        guard case .parseError(path: "", reason: _)? = await fetchError() else {
            Issue.record("an HTML 200 was not a parse error of the whole body")
            return
        }
    }

    @Test func okAnswerWithAnEmptyBodyIsADataError() async {
        StubURLProtocol.answer(.http(status: 200, body: Data()))
        guard case .dataError(status: nil, message: _, retryAfter: _)? = await fetchError() else {
            Issue.record("an empty 200 was not a data error")
            return
        }
    }

    @Test func offlineIsANetworkErrorThatHidesTheURLAndKey() async throws {
        StubURLProtocol.answer(.failure(.notConnectedToInternet))
        let error = try #require(await fetchError())
        guard case .networkError(reason: _, code: let code) = error else {
            Issue.record("expected networkError, got \(error)")
            return
        }
        #expect(code == .notConnectedToInternet)
        let text = try #require(error.errorDescription)
        for secret in [Self.key, "appid", "stub.invalid", "http://"] {
            #expect(!text.contains(secret), "the description shows \(secret): \(text)")
        }
    }

    @Test func silentServerFailsAtTheDeadline() async throws {
        StubURLProtocol.answer(.silence)
        let start = ContinuousClock.now
        do {
            _ = try await client(timeout: .milliseconds(300)).forecast(ForecastRequest(latitude: 0, longitude: 0))
            Issue.record("a server that never answers gave a forecast")
        } catch {
            guard case .networkError(reason: let reason, code: .timedOut) = error else {
                Issue.record("expected a timed-out networkError, got \(error)")
                return
            }
            #expect(reason.contains("0.3 s"), "the reason does not name the 300 ms timeout: \(reason)")
        }
        // The stub's own safety net fires after 5 s; ending well before it means the deadline did the work.
        #expect(ContinuousClock.now - start < .seconds(3))
    }
}
