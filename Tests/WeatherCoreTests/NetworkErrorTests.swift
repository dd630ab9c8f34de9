import Foundation
import Testing
import WeatherCore

/// The one-line messages users read, and how transport failures are classified.
@Suite struct NetworkErrorTests {
    static let key = "SENTINEL-KEY-7f3a"
    static let url = URL(string: "https://api.openweathermap.org/data/2.5/forecast?lat=37&lon=126&appid=\(key)")!

    func text(_ error: NetworkError) -> String { error.errorDescription ?? "" }

    @Test func rejectedKeySaysNewKeysTakeUpToTwoHours() {
        let message = text(.dataError(status: 401, message: "Invalid API key."))
        #expect(message.contains("2 hours"))
        #expect(message.contains("401"))
        #expect(message.contains("Invalid API key."))
    }

    @Test func rateLimitSaysTryAgainLater() {
        let message = text(.dataError(status: 429, message: nil))
        #expect(message.contains("try again later"))
        #expect(message.contains("429"))
    }

    @Test(arguments: [500, 502, 503, 599])
    func serverErrorsSayOpenWeatherIsHavingTrouble(status: Int) {
        let message = text(.dataError(status: status, message: "Error: Internal server error"))
        #expect(message.contains("OpenWeather is having trouble"))
        #expect(message.contains("\(status)"))
    }

    @Test(arguments: [301, 302, 307, 308])
    func refusedRedirectSaysItWasNotFollowed(status: Int) {
        #expect(
            text(.dataError(status: status, message: nil))
                == "OpenWeather's address redirected elsewhere (HTTP \(status)); not followed, so the API key was not "
                + "sent there. Check --base-url.")
    }

    @Test func notFoundKeepsOpenWeathersMessage() {
        #expect(text(.dataError(status: 404, message: "city not found")).contains("city not found"))
    }

    @Test func everyMessageIsOneLine() {
        let errors: [NetworkError] = [
            .dataError(status: 404, message: "city\nnot\r\nfound\u{7}"),
            .dataError(status: nil, message: "empty\nbody"),
            .networkError(reason: "no network connection", code: .notConnectedToInternet),
            .parseError(path: "list[3].main.temp_max", reason: "expected a number"),
        ]
        for error in errors {
            #expect(!text(error).isEmpty)
            #expect(!text(error).contains(where: { $0.isNewline }), "\(error) spans lines")
        }
        #expect(text(errors[0]).contains("city not found"))
    }

    @Test func longServerMessageIsCut() {
        let message = text(.dataError(status: 500, message: String(repeating: "x", count: 5000)))
        #expect(message.count < 400)
    }

    @Test func parseErrorNamesThePathAndWhatWasWrong() {
        let message = text(.parseError(path: "list[3].main.temp_max", reason: "expected a number"))
        #expect(message.contains("list[3].main.temp_max"))
        #expect(message.contains("expected a number"))
    }

    /// The core's own codes are URLError's: checked against Foundation's constants, not against our numbers.
    @Test func transportCodesAreURLErrorCodes() {
        let pairs: [(NetworkError.TransportCode, URLError.Code)] = [
            (.unknown, .unknown), (.badURL, .badURL), (.timedOut, .timedOut), (.cannotFindHost, .cannotFindHost),
            (.cannotConnectToHost, .cannotConnectToHost), (.networkConnectionLost, .networkConnectionLost),
            (.dnsLookupFailed, .dnsLookupFailed), (.notConnectedToInternet, .notConnectedToInternet),
            (.badServerResponse, .badServerResponse), (.httpTooManyRedirects, .httpTooManyRedirects),
            (.secureConnectionFailed, .secureConnectionFailed),
            (.serverCertificateUntrusted, .serverCertificateUntrusted),
        ]
        for (ours, foundations) in pairs {
            #expect(ours.rawValue == foundations.rawValue, "\(foundations)")
        }
    }
}

/// Statuses outside 200…299 that are not errors, and ones HTTP does not define, named for what they are.
struct NetworkErrorStatusTests {
    func text(_ error: NetworkError) -> String { error.errorDescription ?? "" }

    @Test(arguments: [100, 101, 103, 199])
    func anInterimStatusIsNamed(status: Int) {
        #expect(
            text(.dataError(status: status, message: nil))
                == "OpenWeather's address answered with an interim status (HTTP \(status)) and never with the "
                + "forecast. Check --base-url.")
    }

    @Test func notModifiedIsNotARedirect() {
        #expect(
            text(.dataError(status: 304, message: nil))
                == "OpenWeather's address answered \"not modified\" (HTTP 304) to a request that had nothing to "
                + "compare, so no forecast came. Check --base-url.")
    }

    @Test(arguments: [0, 99, 600, 999, 1_000_000])
    func aStatusHTTPDoesNotDefineIsSaidToBeNone(status: Int) {
        #expect(
            text(.dataError(status: status, message: nil))
                == "OpenWeather's address answered HTTP \(status), which is no HTTP status. Check --base-url.")
    }

    /// Waiting may cure the network and a rate-limited or failing server; not what only a change here cures
    /// (an untrusted certificate, no libcurl), a rejected key, an unknown place, no data or a wrong body.
    @Test(arguments: [
        (NetworkError.networkError(reason: "refused", code: .cannotConnectToHost), true),
        (.networkError(reason: "no answer within 3 s", code: .timedOut), true),
        (.networkError(reason: "libcurl error 27", code: nil), true),
        (.dataError(status: 429, message: "limit"), true),
        (.dataError(status: 500, message: nil), true),
        (.dataError(status: 503, message: nil, retryAfter: 60), true),
        (.networkError(reason: "untrusted", code: .serverCertificateUntrusted), false),
        (.networkError(reason: "no libcurl", code: .transportMissing), false),
        (.dataError(status: 401, message: "Invalid API key"), false),
        (.dataError(status: 404, message: "city not found"), false),
        (.dataError(status: nil, message: "empty"), false),
        (.parseError(path: "list", reason: "missing"), false),
    ])
    func transientFailuresAreTheOnesWaitingMayCure(error: NetworkError, transient: Bool) {
        #expect(error.isTransient == transient)
    }

    /// Cached data stands for any failure to reach OpenWeather, whatever the cause here, and for its transient
    /// answers; not for an answer that says the request or the key is wrong, or one that is no forecast.
    @Test(arguments: [
        (NetworkError.networkError(reason: "refused", code: .cannotConnectToHost), true),
        (.networkError(reason: "untrusted", code: .serverCertificateUntrusted), true),
        (.networkError(reason: "no libcurl", code: .transportMissing), true),
        (.dataError(status: 429, message: "limit"), true),
        (.dataError(status: 502, message: nil), true),
        (.dataError(status: 401, message: "Invalid API key"), false),
        (.dataError(status: 404, message: "city not found"), false),
        (.dataError(status: nil, message: "empty"), false),
        (.parseError(path: "list", reason: "missing"), false),
    ])
    func cachedDataStandsWhenTheFailureSaysNothingOfIt(error: NetworkError, stands: Bool) {
        #expect(error.leavesCachedDataStanding == stands)
    }
}
