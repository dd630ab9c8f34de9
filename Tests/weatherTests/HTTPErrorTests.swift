import Foundation
import Testing

/// Answers that are not a forecast: OpenWeather's recorded error bodies, an HTML page, an empty body.
@Suite struct HTTPErrorTests {
    /// Runs `weather --lat 37 --lon 126` against a server that always gives `status` and `body`.
    static func fetch(status: Int, body: Data, contentType: String = "application/json") async throws
        -> WeatherProcess.Result
    {
        return try await TestHTTPServer { _ in
            .respond(status: status, headers: ["Content-Type": contentType], body: body)
        }.serving { server in
            return try await WeatherProcess.with { weather in
                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])
                #expect(server.requestCount == 1)
                return result
            }
        }
    }

    /// One recorded error body and what its one-line message must say besides the status.
    struct Case: Sendable, CustomTestStringConvertible {
        var status: Int
        var fixture: String
        /// OpenWeather's `message` from the body.
        var message: String
        /// The advice the user can act on, if the spec asks for one.
        var advice: String?
        var testDescription: String { "HTTP \(status)" }
    }

    static let cases = [
        Case(
            status: 401, fixture: "error_401_invalid_key_http_url_int_cod.json",
            message: "Invalid API key. Please see http://openweathermap.org/faq#error401 for more info.",
            advice: "2 hours"),
        Case(status: 404, fixture: "error_404_city_not_found_string_cod.json", message: "city not found", advice: nil),
        Case(
            status: 429, fixture: "error_429_account_blocked_raw.json",
            message: "Your account is temporary blocked due to exceeding of requests limitation",
            advice: "try again later"),
        Case(
            status: 500, fixture: "error_500_internal_server_error_pyowm.json",
            message: "Error: Internal server error", advice: "try again later"),
    ]

    @Test(arguments: cases)
    func errorStatusExitsUnavailableWithOneLineNamingStatusAndMessage(_ test: Case) async throws {
        let body = try Fixture(name: test.fixture).data()

        let result = try await Self.fetch(status: test.status, body: body)

        #expect(result.status == 69)
        #expect(result.stdout == "")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.hasSuffix("\n"))
        #expect(result.stderr.contains("\(test.status)"))
        #expect(result.stderr.contains(test.message))
        if let advice = test.advice { #expect(result.stderr.lowercased().contains(advice)) }
    }

    @Test func unauthorizedSaysANewKeyMayNotBeActiveYet() async throws {
        let body = try Fixture(name: "error_401_invalid_key_http_url_int_cod.json").data()

        let result = try await Self.fetch(status: 401, body: body)

        #expect(result.status == 69)
        #expect(result.stderr.contains("key"))
        #expect(result.stderr.contains("active"))
        #expect(result.stderr.contains("2 hours"))
    }

    @Test func htmlPageWithStatus200ExitsWithParseError() async throws {
        let body = Data(
            "<html><head><title>Login</title></head><body>captive portal: sign in to continue</body></html>".utf8)

        let result = try await Self.fetch(status: 200, body: body, contentType: "text/html")

        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains("JSON"))
    }

    @Test func emptyBodyWithStatus200ExitsUnavailable() async throws {
        let result = try await Self.fetch(status: 200, body: Data())

        #expect(result.status == 69)
        #expect(result.stdout == "")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains("empty"))
    }

    /// A proxy or a future API version could quote the request back; the key must still not be printed.
    @Test func errorMessageQuotingTheKeyIsPrintedWithoutIt() async throws {
        try await TestHTTPServer { request in
            let body = #"{"cod": 401, "message": "Invalid API key \#(request.query["appid"] ?? "")."}"#
            return .respond(status: 401, body: Data(body.utf8))
        }.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])

                #expect(result.status == 69)
                #expect(result.stderrLines.count == 1)
                #expect(result.stderr.contains("Invalid API key"))
                #expect(!result.stderr.contains(WeatherProcess.sentinelKey))
            }
        }
    }

    /// Like pyowm's FORECAST_NOT_FOUND_JSON: status 200, `cod` "200", but no slots.
    @Test func forecastWithoutSlotsExitsUnavailable() async throws {
        let body = #"{"cod": "200", "message": 0.0032, "cnt": 0, "list": [], "city": {"name": "London"}}"#

        let result = try await Self.fetch(status: 200, body: Data(body.utf8))

        #expect(result.status == 69)
        #expect(result.stdout == "")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains("slots"))
    }
}
