import Foundation
import Testing
import WeatherClient
import WeatherCore

/// The client through a stub transport: the request it makes, and which error each answer becomes.
@Suite struct ForecastClientTests {
    static let key = "SENTINEL-KEY-7f3a"
    static let base = URL(string: "http://stub.invalid/owm")!

    func client(_ transport: StubTransport, timeout: Duration = .seconds(10)) -> ForecastClient {
        ForecastClient(apiKey: Self.key, baseURL: Self.base, transport: transport, timeout: timeout)
    }

    /// The error a fetch answered with `reply` ends with, or nil when it succeeds.
    func fetchError(
        _ reply: StubTransport.Reply, _ request: ForecastRequest = ForecastRequest(latitude: 37, longitude: 126)
    ) async -> NetworkError? {
        do {
            _ = try await client(StubTransport(reply)).forecast(request)
            return nil
        } catch {
            return error
        }
    }

    @Test func sendsTheExactQuery() async throws {
        let transport = StubTransport(.http(status: 200, body: try Fixture.data(Fixture.changwon)))
        let request = ForecastRequest(latitude: 37.5665, longitude: 126.978, lang: "kr", count: 8)
        _ = try await client(transport, timeout: .seconds(7)).forecast(request)
        let sent = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(
            sent.url.absoluteString
                == "http://stub.invalid/owm/data/2.5/forecast?lat=37.5665&lon=126.978&appid=SENTINEL-KEY-7f3a&lang=kr&cnt=8"
        )
        #expect(sent.headers == ["Accept": "application/json"])
        #expect(sent.sizeLimit == 5 * 1024 * 1024)
        // The first attempt has the whole deadline.
        #expect(sent.timeout == .seconds(7))
    }

    @Test func okAnswerDecodesTheBody() async throws {
        let transport = StubTransport(.http(status: 200, body: try Fixture.data(Fixture.changwon)))
        let data = try await client(transport).forecast(ForecastRequest(latitude: 35.2, longitude: 128.7))
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
        #expect(
            await fetchError(.http(status: status, body: try Fixture.data(file)))
                == .dataError(status: status, message: message))
    }

    @Test func errorStatusWithAnHTMLBodyKeepsTheStatus() async {
        #expect(
            await fetchError(.http(status: 502, body: Data("<html>Bad Gateway</html>".utf8)))
                == .dataError(status: 502, message: nil))
    }

    @Test func okAnswerWithHTMLIsAParseError() async {
        guard
            case .parseError(path: "", reason: _)? = await fetchError(
                .http(status: 200, body: Data("<!DOCTYPE html><html></html>".utf8)))
        else {
            Issue.record("an HTML 200 was not a parse error of the whole body")
            return
        }
    }

    @Test func okAnswerWithAnEmptyBodyIsADataError() async {
        guard
            case .dataError(status: nil, message: _, retryAfter: _)? = await fetchError(
                .http(status: 200, body: Data()))
        else {
            Issue.record("an empty 200 was not a data error")
            return
        }
    }

    /// A refused connection is transient: asked once more after a short pause, within the deadline.
    @Test func refusedConnectionIsAskedOnceMore() async {
        let refused = NetworkError.networkError(
            reason: "could not connect to the server (connection refused)", code: .cannotConnectToHost)
        let transport = StubTransport(.failure(refused))
        await #expect(throws: refused) {
            try await client(transport).forecast(ForecastRequest(latitude: 0, longitude: 0))
        }
        #expect(transport.requests.count == 2)
    }

    /// A certificate that is not valid for the host, and a missing libcurl, are not asked again: nothing will
    /// have changed a moment later.
    @Test(arguments: [NetworkError.TransportCode.serverCertificateUntrusted, .transportMissing])
    func permanentFailureIsNotAskedAgain(code: NetworkError.TransportCode) async {
        let failure = NetworkError.networkError(reason: "no", code: code)
        let transport = StubTransport(.failure(failure))
        await #expect(throws: failure) {
            try await client(transport).forecast(ForecastRequest(latitude: 0, longitude: 0))
        }
        #expect(transport.requests.count == 1)
    }
}
