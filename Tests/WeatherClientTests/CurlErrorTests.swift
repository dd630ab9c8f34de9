import Foundation
import Testing

@testable import WeatherClient
import WeatherCore

/// What libcurl's result codes (CURLcode, curl/curl.h) become: the case and code of ``NetworkError`` that
/// URLSession's errors give, a reason that names what happened, and never the URL.
@Suite struct CurlErrorTests {
    func error(_ code: Int, detail: String = "") -> NetworkError {
        NetworkError(curlCode: code, detail: detail, host: "api.openweathermap.org", timeout: .seconds(5))
    }

    @Test(arguments: [
        // CURLcode, the transport code, a word the reason must have
        (28, NetworkError.TransportCode.timedOut, "within 5 s"),
        (6, .cannotFindHost, "resolve"),
        (7, .cannotConnectToHost, "refused"),
        (56, .networkConnectionLost, "reset"),
        (18, .networkConnectionLost, "closed before the whole answer"),
        (52, .networkConnectionLost, "closed before the whole answer"),
        (8, .badServerResponse, "not valid HTTP"),
        (35, .secureConnectionFailed, "TLS"),
        (60, .serverCertificateUntrusted, "certificate"),
    ])
    func resultCodeBecomesTheTransportCode(curl: Int, code: NetworkError.TransportCode, word: String) {
        guard case .networkError(let reason, code) = error(curl) else {
            Issue.record("CURLcode \(curl) became \(error(curl))")
            return
        }
        #expect(reason.contains(word), "\(reason)")
    }

    /// The certificate failure names the host and what may be in between, keeps libcurl's words on one line,
    /// and is not asked again (exit 69, not 75).
    @Test func certificateFailureNamesTheHostAndThePortal() {
        let failure = error(60, detail: "SSL certificate problem: self-signed certificate\n")
        guard case .networkError(let reason, let code?) = failure else { return #expect(Bool(false)) }
        #expect(
            reason == "the server's certificate is not valid for api.openweathermap.org, or not trusted (SSL "
                + "certificate problem: self-signed certificate); a captive portal or a proxy in between may be the cause"
        )
        #expect(code.isPermanent)
        #expect(!ForecastClient.retriesAtOnce(failure) && !failure.isTransient)
    }

    @Test func unknownResultCodeIsNamedWithLibcurlsWords() {
        #expect(
            error(27, detail: "Out of memory")
                == .networkError(reason: "the request failed (libcurl error 27) (Out of memory)", code: nil))
    }

    @Test func missingLibcurlNamesThePackages() {
        let failure = NetworkError.libcurlMissing("libcurl.so.4: cannot open shared object file")
        #expect(
            failure.errorDescription
                == "Could not reach OpenWeather: libcurl cannot be loaded (libcurl.so.4: cannot open shared object "
                + "file); install libcurl4 (Debian, Ubuntu) or libcurl (Fedora).")
        #expect(!ForecastClient.retriesAtOnce(failure) && !failure.isTransient)
    }
}
