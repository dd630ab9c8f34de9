// URLSession's side only (WeatherClient's Platform.swift): Apple's systems and the WEATHER_PORTABLE build.
#if !(os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE)
    import Foundation
    import Testing
    import WeatherClient
    import WeatherCore

    /// The client over URLSession through a `URLProtocol` stub: what the transport makes of URLSession's errors
    /// and its deadline. Serialized because the stub's reply is static state.
    @Suite(.serialized) struct URLSessionTransportTests {
        static let key = "SENTINEL-KEY-7f3a"
        static let base = URL(string: "http://stub.invalid/owm")!
        /// A request's URL as OpenWeather's, key included: what URLError's description quotes.
        static let url = URL(string: "https://api.openweathermap.org/data/2.5/forecast?lat=37&lon=126&appid=\(key)")!

        func client(timeout: Duration = .seconds(10)) -> ForecastClient {
            ForecastClient(
                apiKey: Self.key, baseURL: Self.base,
                transport: URLSessionTransport(configuration: StubURLProtocol.configuration()), timeout: timeout)
        }

        @Test func sessionNotMadeByTheClientIsRefusedBeforeAnyRequest() async {
            StubURLProtocol.answer(.http(status: 200, body: Data("{}".utf8)))
            let before = StubURLProtocol.requests.count
            let client = ForecastClient(
                apiKey: Self.key, baseURL: Self.base,
                transport: URLSessionTransport(session: URLSession(configuration: StubURLProtocol.configuration())))
            do {
                _ = try await client.forecast(ForecastRequest(latitude: 37, longitude: 126))
                Issue.record("a plain session was accepted")
            } catch {
                #expect(
                    error
                        == .networkError(
                            reason: "the session was not made by URLSessionTransport.session(configuration:)", code: nil
                        ))
            }
            #expect(StubURLProtocol.requests.count == before)
        }

        @Test func sendsAGetWithTheAcceptHeader() async throws {
            StubURLProtocol.answer(.http(status: 200, body: try Fixture.data(Fixture.changwon)))
            _ = try await client().forecast(ForecastRequest(latitude: 37, longitude: 126))
            let sent = try #require(StubURLProtocol.requests.first)
            #expect(sent.httpMethod == "GET")
            #expect(sent.value(forHTTPHeaderField: "Accept") == "application/json")
        }

        @Test func offlineIsANetworkErrorThatHidesTheURLAndKey() async throws {
            StubURLProtocol.answer(.failure(.notConnectedToInternet))
            let error: NetworkError
            do {
                _ = try await client().forecast(ForecastRequest(latitude: 37, longitude: 126))
                Issue.record("an offline fetch gave a forecast")
                return
            } catch let failure {
                error = failure
            }
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
            // The stub's own safety net ends the request after 5 s as a lost connection: a timed-out error naming
            // 0.3 s means the deadline did the work.
        }

        // What URLSession's errors become: URLError's description holds the failing URL, key included.
        func text(_ error: NetworkError) -> String { error.errorDescription ?? "" }

        @Test(arguments: [
            URLError.Code.notConnectedToInternet, .timedOut, .cannotFindHost, .cannotConnectToHost,
            .secureConnectionFailed, .networkConnectionLost, .badServerResponse, .unknown,
        ])
        func transportErrorKeepsItsCodeAndHidesTheURL(code: URLError.Code) throws {
            // URLError's own description holds the failing URL, key included; ours must not.
            let transport = URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: Self.url])
            let error = NetworkError(transport: transport, timeout: .seconds(10))
            guard case .networkError(reason: let reason, code: .init(rawValue: code.rawValue)) = error else {
                Issue.record("expected networkError with code \(code), got \(error)")
                return
            }
            #expect(!reason.isEmpty)
            for secret in [Self.key, "appid", "api.openweathermap.org"] {
                #expect(!text(error).contains(secret))
            }
        }

        @Test func timeoutNamesTheDeadline() {
            let error = NetworkError(transport: URLError(.timedOut), timeout: .seconds(10))
            #expect(text(error).contains("10 s"))
        }

        @Test func offlineAndRefusedAreTellingDifferentStories() {
            let offline = NetworkError(transport: URLError(.notConnectedToInternet), timeout: .seconds(10))
            let refused = NetworkError(transport: URLError(.cannotConnectToHost), timeout: .seconds(10))
            #expect(text(offline) != text(refused))
        }

        @Test func nonURLErrorIsStillANetworkError() {
            struct Odd: Error {}
            guard case .networkError(reason: _, code: nil) = NetworkError(transport: Odd(), timeout: .seconds(1)) else {
                Issue.record("a non-URLError transport failure was not a networkError without code")
                return
            }
        }
    }
#endif
