import WeatherCore

extension NetworkError {
    /// The error for a libcurl transfer that ended with `curlCode` (a CURLcode of curl/curl.h), described
    /// without its URL (which holds the API key). `detail` is libcurl's own line (CURLOPT_ERRORBUFFER), kept
    /// where it says more than the code: which certificate problem, which TLS failure. Pure.
    init(curlCode: Int, detail: String, host: String, timeout: Duration) {
        let said = detail.isEmpty ? "" : " (\(NetworkError.oneLine(detail)))"
        switch curlCode {
        case 28:  // CURLE_OPERATION_TIMEDOUT
            self = .networkError(reason: "no answer within \(NetworkError.seconds(timeout)) s", code: .timedOut)
        case 6:  // CURLE_COULDNT_RESOLVE_HOST
            self = .networkError(reason: "could not resolve the host name", code: .cannotFindHost)
        case 5:  // CURLE_COULDNT_RESOLVE_PROXY
            self = .networkError(reason: "could not resolve the proxy's host name", code: .cannotFindHost)
        case 7:  // CURLE_COULDNT_CONNECT
            self = .networkError(
                reason: "could not connect to the server (connection refused)", code: .cannotConnectToHost)
        case 97:  // CURLE_PROXY
            self = .networkError(reason: "the proxy refused the connection\(said)", code: .cannotConnectToHost)
        case 55, 56:  // CURLE_SEND_ERROR, CURLE_RECV_ERROR
            self = .networkError(reason: "the connection was reset\(said)", code: .networkConnectionLost)
        case 18, 52:  // CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING
            self = .networkError(
                reason: "the connection failed or closed before the whole answer arrived",
                code: .networkConnectionLost)
        case 58, 60, 77, 83, 90, 91:
            // CURLE_SSL_CERTPROBLEM, _PEER_FAILED_VERIFICATION, _SSL_CACERT_BADFILE, _SSL_ISSUER_ERROR,
            // _SSL_PINNEDPUBKEYNOTMATCH, _SSL_INVALIDCERTSTATUS: asking again will not help.
            self = .networkError(
                reason: "the server's certificate is not valid for \(host), or not trusted\(said); a captive "
                    + "portal or a proxy in between may be the cause", code: .serverCertificateUntrusted)
        case 35:  // CURLE_SSL_CONNECT_ERROR
            self = .networkError(
                reason: "the secure (TLS) connection failed\(said)", code: .secureConnectionFailed)
        case 8, 16, 61, 92:  // CURLE_WEIRD_SERVER_REPLY, _HTTP2, _BAD_CONTENT_ENCODING, _HTTP2_STREAM
            self = .networkError(reason: "the server's answer was not valid HTTP\(said)", code: .badServerResponse)
        case 1, 3:  // CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT
            self = .networkError(reason: "the base URL cannot be used\(said)", code: .badURL)
        default:
            self = .networkError(reason: "the request failed (libcurl error \(curlCode))\(said)", code: nil)
        }
    }

    /// The error for a run that must ask OpenWeather where libcurl cannot be opened (`why`: dlopen's words).
    static func libcurlMissing(_ why: String) -> NetworkError {
        .networkError(
            reason: "libcurl cannot be loaded (\(NetworkError.oneLine(why))); install libcurl4 (Debian, Ubuntu) "
                + "or libcurl (Fedora)", code: .transportMissing)
    }

    /// The error a run reports when it crashed inside libcurl (SIGSEGV or SIGBUS while it asked): a damaged or
    /// mismatched `libcurl.so.4`, or one of its libraries. Made before the request, for the crash handler.
    package static let libcurlCrashed = NetworkError.networkError(
        reason: "the run crashed inside libcurl (SIGSEGV or SIGBUS): libcurl.so.4 or a library it loads is damaged "
            + "or does not match; reinstall libcurl4 (Debian, Ubuntu) or libcurl (Fedora), and run weather doctor",
        code: .transportMissing)
}
