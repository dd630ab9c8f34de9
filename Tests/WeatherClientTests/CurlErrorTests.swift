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

    @Test func aCodeOfLibcurlItselfIsSaidInWordsWithItsNumber() {
        #expect(
            error(27)
                == .networkError(reason: "the machine ran out of memory for the request (libcurl error 27)", code: nil))
        #expect(
            error(43, detail: "A libcurl function was given a bad argument")
                == .networkError(
                    reason: "this libcurl refused a setting weather makes (libcurl error 43) (A libcurl function was "
                        + "given a bad argument); update libcurl4 (Debian, Ubuntu) or libcurl (Fedora)", code: nil))
    }

    /// Every CURLcode a GET over HTTP or HTTPS can end with (curl/curl.h, libcurl 8.x: the codes of FTP, TFTP,
    /// SSH, LDAP, TELNET, RTSP and SMTP left out) has words of its own, not "the request failed".
    @Test(arguments: [
        1, 2, 3, 4, 5, 6, 7, 8, 16, 18, 23, 27, 28, 35, 42, 43, 45, 47, 48, 52, 53, 54, 55, 56, 58, 59, 60, 61, 64,
        65, 66, 77, 80, 81, 82, 83, 89, 90, 91, 92, 94, 95, 96, 97, 98, 99, 100,
    ])
    func everyCodeAnHTTPRequestCanEndWithHasWords(code: Int) {
        guard case .networkError(let reason, _) = error(code) else { return #expect(Bool(false)) }
        #expect(!reason.hasPrefix("the request failed"), "CURLcode \(code): \(reason)")
    }

    /// A status line libcurl does not take (000, a negative status) or none at all (HTTP/0.9) ends the transfer
    /// with CURLE_UNSUPPORTED_PROTOCOL once it has reached the server: that is the answer's fault, not the base
    /// URL's. libcurl 7.88's lines for each, as `curl` printed them against a server sending them.
    @Test(arguments: ["Unsupported response code in HTTP response", "Received HTTP/0.9 when not allowed"])
    func anAnswerWithoutAValidStatusLineIsNamedAsSuch(detail: String) {
        let answered = NetworkError(
            curlCode: 1, detail: detail, host: "127.0.0.1", timeout: .seconds(3), connected: true)
        #expect(
            answered
                == .networkError(
                    reason: "the server's answer has no valid HTTP status line (\(detail)); check --base-url",
                    code: .badServerResponse))
        // Before any connection the same code is a protocol this libcurl lacks: the base URL cannot be used.
        let unsupported = error(1, detail: "Protocol \"https\" not supported or disabled in libcurl")
        #expect(
            unsupported
                == .networkError(
                    reason: "the base URL cannot be used (Protocol \"https\" not supported or disabled in libcurl)",
                    code: .badURL))
    }

    /// A server that asks for a client certificate: with TLS 1.3 libcurl may be sending the request when the
    /// server closes (55, "Broken pipe"), or reading when its certificate_required alert comes (56, as `curl`
    /// printed it against `openssl s_server -Verify 1`); libcurl's own code for it is 98.
    @Test func aClientCertificateRequestIsNamed() {
        #expect(
            error(55, detail: "Send failure: Broken pipe")
                == .networkError(
                    reason: "the server closed the connection while the request was sent (Send failure: Broken pipe); "
                        + "a server that asks for a client certificate does this, and weather has none to give",
                    code: .networkConnectionLost))
        let alert =
            "OpenSSL SSL_read: OpenSSL/3.0.22: error:0A00045C:SSL routines::tlsv13 alert certificate required, errno 0"
        #expect(
            error(56, detail: alert)
                == .networkError(
                    reason: "the server asks for a client certificate, which weather does not send (\(alert))",
                    code: .secureConnectionFailed))
        #expect(
            error(98)
                == .networkError(
                    reason: "the server asks for a client certificate, which weather does not send",
                    code: .secureConnectionFailed))
        // Another failure to send is still a reset connection.
        #expect(
            error(55, detail: "Send failure: Connection reset by peer")
                == .networkError(
                    reason: "the connection was reset (Send failure: Connection reset by peer)",
                    code: .networkConnectionLost))
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
