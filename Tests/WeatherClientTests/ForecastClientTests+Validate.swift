import Foundation
import Testing
import WeatherClient
import WeatherCore

/// `ForecastClient.validate(_:hiding:)` on OpenWeather's real error bodies: the status decides, and the
/// body's `message` is kept whether its `cod` is a number (401, 429) or a string (400, 404, 500).
extension ForecastClientTests {
    func validationError(_ status: Int, _ body: Data) -> NetworkError? {
        do {
            try ForecastClient.validate(HTTPResponse(status: status, headers: [:], body: body))
            return nil
        } catch {
            return error
        }
    }

    /// A server that echoes the request's URL in a long message: the message is cut to 200 characters when it
    /// is decoded, through the key; the 14 of its characters left before "…" are a piece of it, and hidden.
    @Test func keyEchoedWhereTheMessageIsCutIsHiddenFirst() throws {
        let key = "0123456789abcdef0123456789abcdef"
        let message = String(repeating: "x", count: 154) + "/data/2.5/forecast?lat=1&appid=\(key)&lang=en"
        let body = Data(#"{"cod": 401, "message": "\#(message)"}"#.utf8)
        do {
            try ForecastClient.validate(HTTPResponse(status: 401, headers: [:], body: body), hiding: key)
            Issue.record("a 401 passed")
        } catch {
            let text = try #require(error.errorDescription)
            // 154 + 31 characters, then 14 of the key and "…": the piece is hidden.
            #expect(text.contains(String(repeating: "x", count: 154) + "/data/2.5/forecast?lat=1&appid=***…"))
            #expect(!text.contains(String(key.prefix(6))))
        }
    }

    /// RFC 9110 §10.2.3 delay-seconds: capped at an hour, however many digits. "-5" is no wait, so no header:
    /// the usual minute.
    @Test(arguments: [("120", 120), ("7200", 3600), ("99999999999999999999999", 3600), ("-5", nil), ("soon", nil)])
    func retryAfterIsHeldToAnHour(header: String, seconds: Int?) {
        // Any case of the name: HTTP header names are case-insensitive.
        let response = HTTPResponse(status: 429, headers: ["retry-after": header], body: Data())
        do {
            try ForecastClient.validate(response)
            Issue.record("a 429 passed")
        } catch {
            guard case .dataError(429, _, let retryAfter) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(retryAfter == seconds)
        }
    }

    @Test(arguments: [200, 204, 299])
    func successStatusPassesWhateverTheBody(status: Int) {
        #expect(validationError(status, Data("not json".utf8)) == nil)
    }

    @Test func numericCod401KeepsTheMessage() throws {
        let body = try Fixture.data("error_401_invalid_key_http_url_int_cod.json")
        #expect(String(decoding: body, as: UTF8.self).contains(#""cod": 401"#))  // numeric, as recorded
        #expect(
            validationError(401, body)
                == .dataError(
                    status: 401,
                    message: "Invalid API key. Please see http://openweathermap.org/faq#error401 for more info."))
    }

    @Test func stringCod404KeepsTheMessage() throws {
        let body = try Fixture.data("error_404_city_not_found_string_cod.json")
        #expect(String(decoding: body, as: UTF8.self).contains(#""cod": "404""#))
        #expect(validationError(404, body) == .dataError(status: 404, message: "city not found"))
    }

    @Test func stringCod500KeepsTheMessage() throws {
        let body = try Fixture.data("error_500_internal_server_error_pyowm.json")
        #expect(validationError(500, body) == .dataError(status: 500, message: "Error: Internal server error"))
    }

    @Test func stringCod400KeepsTheMessage() throws {
        let body = try Fixture.data("error_400_wrong_latitude.json")
        #expect(validationError(400, body) == .dataError(status: 400, message: "wrong latitude"))
    }

    @Test func statusDecidesEvenWhenCodSaysOK() {
        // A proxy's 503 carrying a body that claims success is still a failure.
        let body = Data(#"{"cod":"200","message":"fine"}"#.utf8)
        #expect(validationError(503, body) == .dataError(status: 503, message: "fine"))
    }

    /// A forecast-like body with an odd status: its `message` is the forecast's internal number, not words
    /// for the user, so the error has none ("HTTP 999", not "HTTP 999: 0").
    @Test(arguments: [101, 304, 999])
    func aStatusThatIsNoErrorKeepsNoMessage(status: Int) {
        let body = Data(#"{"cod":"200","message":0,"cnt":0,"list":[]}"#.utf8)
        #expect(validationError(status, body) == .dataError(status: status, message: nil))
    }

    @Test(arguments: [301, 404, 429, 500])
    func errorStatusWithoutABodyHasNoMessage(status: Int) {
        #expect(validationError(status, Data()) == .dataError(status: status, message: nil))
    }
}
