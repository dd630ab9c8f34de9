import WeatherCore

extension NetworkError {
    /// The error for a libcurl transfer that ended with `curlCode` (a CURLcode of curl/curl.h), described
    /// without its URL (which holds the API key). `detail` is libcurl's own line (CURLOPT_ERRORBUFFER), kept
    /// where it says more than the code: which certificate problem, which TLS failure. Every code an HTTP GET
    /// can end with has words here; the number follows those that name libcurl rather than the network. Pure.
    /// - Parameter connected: whether the transfer reached the server (libcurl has its address), which makes
    ///   code 1 the server's answer rather than a protocol this libcurl lacks.
    init(curlCode: Int, detail: String, host: String, timeout: Duration, connected: Bool = false) {
        let said = detail.isEmpty ? "" : " (\(NetworkError.oneLine(detail)))"
        let number = "libcurl error \(curlCode)"
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
        case 45:  // CURLE_INTERFACE_FAILED
            self = .networkError(
                reason: "could not use the network interface to send from\(said)", code: .cannotConnectToHost)
        case 97:  // CURLE_PROXY
            self = .networkError(reason: "the proxy refused the connection\(said)", code: .cannotConnectToHost)
        case 94:  // CURLE_AUTH_ERROR
            self = .networkError(
                reason: "the proxy or server asked for a login weather cannot give\(said)", code: .cannotConnectToHost)
        case 55 where detail.lowercased().contains("broken pipe"):
            // The server closed the connection before taking the request: a TLS server that wants a client
            // certificate does that once the handshake is over (TLS 1.3), and so does one that is not HTTP.
            self = .networkError(
                reason: "the server closed the connection while the request was sent\(said); a server that asks "
                    + "for a client certificate does this, and weather has none to give", code: .networkConnectionLost)
        case 56 where detail.lowercased().contains("certificate required"), 98:
            // CURLE_RECV_ERROR with TLS 1.3's certificate_required alert, CURLE_SSL_CLIENTCERT.
            self = .networkError(
                reason: "the server asks for a client certificate, which weather does not send\(said)",
                code: .secureConnectionFailed)
        case 55, 56:  // CURLE_SEND_ERROR, CURLE_RECV_ERROR
            self = .networkError(reason: "the connection was reset\(said)", code: .networkConnectionLost)
        case 18, 52:  // CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING
            self = .networkError(
                reason: "the connection failed or closed before the whole answer arrived",
                code: .networkConnectionLost)
        case 58, 60, 77, 82, 83, 90, 91:
            // CURLE_SSL_CERTPROBLEM, _PEER_FAILED_VERIFICATION, _SSL_CACERT_BADFILE, _SSL_CRL_BADFILE,
            // _SSL_ISSUER_ERROR, _SSL_PINNEDPUBKEYNOTMATCH, _SSL_INVALIDCERTSTATUS: asking again will not help.
            self = .networkError(
                reason: "the server's certificate is not valid for \(host), or not trusted\(said); a captive "
                    + "portal or a proxy in between may be the cause", code: .serverCertificateUntrusted)
        case 35, 59, 64, 80:
            // CURLE_SSL_CONNECT_ERROR, _SSL_CIPHER, _USE_SSL_FAILED, _SSL_SHUTDOWN_FAILED
            self = .networkError(
                reason: "the secure (TLS) connection failed\(said)", code: .secureConnectionFailed)
        case 53, 54, 66:  // CURLE_SSL_ENGINE_NOTFOUND, _SSL_ENGINE_SETFAILED, _SSL_ENGINE_INITFAILED
            self = .networkError(
                reason: "the TLS library could not be set up for the request (\(number))\(said)",
                code: .secureConnectionFailed)
        case 8, 16, 61, 92, 95, 96, 100:
            // CURLE_WEIRD_SERVER_REPLY, _HTTP2, _BAD_CONTENT_ENCODING, _HTTP2_STREAM, _HTTP3, _QUIC_CONNECT_ERROR,
            // _TOO_LARGE (a header past libcurl's limit)
            self = .networkError(reason: "the server's answer was not valid HTTP\(said)", code: .badServerResponse)
        case 1 where connected:
            // CURLE_UNSUPPORTED_PROTOCOL from the answer: no status line (HTTP/0.9), or a status libcurl does not
            // take (000, a negative one).
            self = .networkError(
                reason: "the server's answer has no valid HTTP status line\(said); check --base-url",
                code: .badServerResponse)
        case 1, 3:  // CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT
            self = .networkError(reason: "the base URL cannot be used\(said)", code: .badURL)
        case 47:  // CURLE_TOO_MANY_REDIRECTS
            self = .networkError(reason: "too many redirects\(said)", code: .httpTooManyRedirects)
        case 65:  // CURLE_SEND_FAIL_REWIND
            self = .networkError(
                reason: "the request could not be sent again after the connection was lost (\(number))\(said)",
                code: .networkConnectionLost)
        case 89:  // CURLE_NO_CONNECTION_AVAILABLE
            self = .networkError(reason: "no connection to the server was free (\(number))\(said)", code: nil)
        case 81:  // CURLE_AGAIN
            self = .networkError(reason: "the connection was not ready to send or receive (\(number))", code: nil)
        case 23, 42:  // CURLE_WRITE_ERROR, CURLE_ABORTED_BY_CALLBACK
            self = .networkError(reason: "the answer could not be taken in as it arrived (\(number))\(said)", code: nil)
        case 27:  // CURLE_OUT_OF_MEMORY
            self = .networkError(reason: "the machine ran out of memory for the request (\(number))", code: nil)
        case 2, 99:  // CURLE_FAILED_INIT, CURLE_UNRECOVERABLE_POLL
            self = .networkError(reason: "libcurl could not run the request (\(number))\(said)", code: nil)
        case 4, 43, 48:
            // CURLE_NOT_BUILT_IN, _BAD_FUNCTION_ARGUMENT, _UNKNOWN_OPTION: this libcurl lacks or refuses a
            // setting weather makes.
            self = .networkError(
                reason: "this libcurl refused a setting weather makes (\(number))\(said); update libcurl4 "
                    + "(Debian, Ubuntu) or libcurl (Fedora)", code: nil)
        default:
            // Codes of other protocols (FTP, SSH, LDAP, …), which a GET over HTTP does not end with.
            self = .networkError(reason: "the request failed (\(number))\(said)", code: nil)
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
