import Foundation

/// One way the network or the server can fail `weather`, and what the command must make of it: the
/// fault matrix, run by ``FaultMatrixTests``.
struct Fault: Sendable {
    /// How the fault is staged.
    enum Setup: Sendable {
        /// Nothing listens on the port.
        case refused
        /// A test server acts out the handler's behaviour for every request.
        case serve(@Sendable (TestHTTPServer.Request) -> TestHTTPServer.Behavior)
        /// A 302 to the same path on `localhost` at a second server's port: another host than 127.0.0.1.
        case redirectToOtherHost
    }

    /// The error category and its exit status in table and json formats.
    enum Category: String, Sendable {
        case networkError, dataError, parseError

        var status: Int32 {
            switch self {
            case .networkError: 75
            case .dataError: 69
            case .parseError: 65
            }
        }
    }

    /// A short name, unique in the matrix; the first column of `docs/reliability.md`.
    var name: String
    var setup: Setup
    var category: Category
    /// The requests the server must see in one run; nil when there is no server.
    var requests: Int?
    /// What the one stderr line must name (status, server message, JSON path or transport reason).
    var cause: [String]
    /// Whether the run is wrapped in `/usr/bin/time` to measure its peak memory.
    var measuresMemory = false
    /// Whether the cache entry may change: a 429's `Retry-After` is written into it.
    var remembersRetryAfter = false
    /// Requests in one attempt (one `--verbose` line): more than 1 when redirects are followed.
    var requestsPerAttempt = 1
}

extension Fault {
    /// The good forecast: the Changwon recording moved to start on the city's tomorrow.
    static let forecast: Data = {
        let days = Fixture.changwon.daysToTomorrow(
            firstSlot: FetchSuccessTests.firstSlot, utcOffset: FetchSuccessTests.utcOffset)
        return (try? Fixture.changwon.data(shiftedByDays: days)) ?? Data()
    }()

    static let html = Data("<html><head><title>Error</title></head><body><h1>Bad Gateway</h1></body></html>".utf8)
    static let portal = Data("<html><body><form action=/login>Sign in to use the Wi-Fi</form></body></html>".utf8)

    /// A 50 MB body, declared in `Content-Length`: ten times the 5 MB cap.
    static let huge = Data(repeating: UInt8(ascii: " "), count: 50 * 1024 * 1024)

    /// The client's cap, 5 MB, as ForecastClient.maximumBodySize states it.
    static let cap = 5 * 1024 * 1024

    /// Names of the faults whose memory is measured.
    static let fiftyMegabytes = "200, 50 MB body with Content-Length"
    static let oneGigabyteDeclared = "200, Content-Length 1 GB, streamed"
    static let fiftyMegabytesChunked = "200, 50 MB chunked, no Content-Length"

    static func respond(_ status: Int, _ body: Data, headers: [String: String] = [:]) -> Setup {
        .serve { _ in .respond(status: status, headers: headers, body: body) }
    }

    static func fixture(_ name: String) -> Data {
        (try? Fixture(name: name).data()) ?? Data()
    }

    /// Every fault of the matrix, in the order of `docs/reliability.md`: over URLSession (the portable build)
    /// those that FoundationNetworking survives.
    static let all: [Fault] = common + (Build.usesLibcurl ? overLibcurl : [])

    /// Answers that end FoundationNetworking's URLSession with a `fatalError` inside it ("Transfer completed,
    /// but there's no response", SIGILL): over libcurl each is an ordinary failure. A 401 with
    /// `WWW-Authenticate` is the key rejected at once, not a wait for credentials until the deadline.
    static let overLibcurl: [Fault] = [
        Fault(
            name: "headers cut short, then close",
            setup: .serve { _ in .raw(Data("HTTP/1.1 200 OK\r\nContent-Type: appl".utf8)) },
            category: .networkError, requests: 2, cause: ["closed before the whole answer arrived"]),
        Fault(
            name: "100 Continue, then close",
            setup: .serve { _ in .raw(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) },
            category: .networkError, requests: 2, cause: ["closed before the whole answer arrived"]),
        Fault(
            name: "401, headers cut short, then close",
            setup: .serve { _ in .raw(Data("HTTP/1.1 401 Unauthorized\r\nContent-Le".utf8)) },
            category: .networkError, requests: 2, cause: ["closed before the whole answer arrived"]),
        Fault(
            name: "500, headers cut short, then close",
            setup: .serve { _ in .raw(Data("HTTP/1.1 500 Internal Server Error\r\nConn".utf8)) },
            category: .networkError, requests: 2, cause: ["closed before the whole answer arrived"]),
        Fault(
            name: "chunked, trailer cut short, then close",
            setup: .serve { _ in
                .raw(
                    Data(
                        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nTrailer: X-Checksum\r\n\r\n5\r\n{\"a\":\r\n0\r\nX-Check"
                            .utf8))
            },
            category: .networkError, requests: 2, cause: ["closed before the whole answer arrived"]),
        Fault(
            name: "401 with WWW-Authenticate: Basic",
            setup: respond(
                401, fixture("error_401_invalid_key_http_url_int_cod.json"),
                headers: ["WWW-Authenticate": "Basic realm=\"OpenWeather\""]),
            category: .dataError, requests: 1, cause: ["HTTP 401", "rejected the API key"]),
    ]

    static let common: [Fault] = [
        Fault(
            name: "connection refused", setup: .refused, category: .networkError, requests: nil,
            cause: ["connection refused"]),
        Fault(
            name: "accepts, never answers", setup: .serve { _ in .neverAnswer }, category: .networkError,
            requests: 1, cause: ["no answer within 3 s"]),
        Fault(
            name: "headers, then stalls mid-body",
            setup: .serve { _ in
                .stallAfterHeaders(status: 200, declaredLength: forecast.count, partialBody: forecast.prefix(200))
            },
            category: .networkError, requests: 1, cause: ["no answer within 3 s"]),
        Fault(
            name: "body shorter than Content-Length, then close",
            setup: .serve { _ in
                .raw(
                    Data(
                        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(forecast.count)\r\nConnection: close\r\n\r\n"
                            .utf8) + forecast.prefix(200))
            },
            category: .networkError, requests: 2, cause: ["closed before the whole answer arrived"]),
        Fault(
            name: "drips 1 byte/s", setup: .serve { _ in .drip(status: 200, body: forecast, bytesPerSecond: 1) },
            category: .networkError, requests: 1, cause: ["no answer within 3 s"]),
        Fault(
            name: "500, HTML body", setup: respond(500, html, headers: ["Content-Type": "text/html"]),
            category: .dataError, requests: 1, cause: ["HTTP 500"]),
        Fault(
            name: "502, HTML body", setup: respond(502, html, headers: ["Content-Type": "text/html"]),
            category: .dataError, requests: 2, cause: ["HTTP 502"]),
        Fault(
            name: "503, HTML body", setup: respond(503, html, headers: ["Content-Type": "text/html"]),
            category: .dataError, requests: 2, cause: ["HTTP 503"]),
        Fault(
            name: "401, numeric cod, message last",
            setup: respond(401, fixture("error_401_invalid_key_http_url_int_cod.json")), category: .dataError,
            requests: 1, cause: ["HTTP 401", "Invalid API key"]),
        Fault(
            name: "404, string cod, message last",
            setup: respond(404, fixture("error_404_city_not_found_string_cod.json")), category: .dataError,
            requests: 1, cause: ["HTTP 404", "city not found"]),
        Fault(
            name: "400, string cod, message first",
            setup: respond(400, Data(#"{"message": "wrong latitude", "cod": "400"}"#.utf8)), category: .dataError,
            requests: 1, cause: ["HTTP 400", "wrong latitude"]),
        Fault(
            name: "429, numeric cod, message last",
            setup: respond(429, fixture("error_429_account_blocked_raw.json")), category: .dataError, requests: 1,
            cause: ["HTTP 429", "temporary blocked"]),
        Fault(
            name: "429 with Retry-After: 3600, message first",
            setup: respond(
                429, Data(#"{"message": "Too many requests, slow down", "cod": 429}"#.utf8),
                headers: ["Retry-After": "3600"]),
            category: .dataError, requests: 1, cause: ["HTTP 429", "Too many requests"],
            remembersRetryAfter: true),
        Fault(
            name: "200, empty body", setup: respond(200, Data()), category: .dataError, requests: 1,
            cause: ["empty"]),
        Fault(
            name: "200, HTML (captive portal)", setup: respond(200, portal, headers: ["Content-Type": "text/html"]),
            category: .parseError, requests: 1, cause: ["not valid JSON"]),
        Fault(
            name: "200, JSON array []", setup: respond(200, Data("[]".utf8)), category: .parseError, requests: 1,
            cause: ["expected an object"]),
        Fault(
            name: "200, list of the wrong type",
            setup: respond(200, Data(#"{"cod": "200", "cnt": 1, "list": {"dt": 1}, "city": {"name": "X"}}"#.utf8)),
            category: .parseError, requests: 1, cause: ["at list", "expected an array"]),
        Fault(
            name: "200, invalid UTF-8",
            setup: respond(200, replacing("\"Changwon\"", in: forecast, with: Data([0x22, 0x43, 0xFF, 0xFE, 0x22]))),
            category: .parseError, requests: 1, cause: ["not valid JSON"]),
        Fault(
            name: fiftyMegabytes, setup: respond(200, huge), category: .dataError, requests: 1,
            cause: ["larger than 5 MB"], measuresMemory: true),
        // Sent until the client goes away: refused from the header, before the deadline.
        Fault(
            name: oneGigabyteDeclared,
            setup: .serve { _ in .stream(status: 200, declaredLength: 1 << 30, count: 1 << 30) },
            category: .dataError, requests: 1, cause: ["larger than 5 MB"], measuresMemory: true),
        // No length to refuse from: the bytes are counted as they come.
        Fault(
            name: fiftyMegabytesChunked,
            setup: .serve { _ in .stream(status: 200, declaredLength: nil, count: 50 * 1024 * 1024) },
            category: .dataError, requests: 1, cause: ["larger than 5 MB"], measuresMemory: true),
        // At the cap the size is fine: what fails is the content.
        Fault(
            name: "200, exactly 5 MB, not JSON", setup: respond(200, Data(repeating: UInt8(ascii: "x"), count: cap)),
            category: .parseError, requests: 1, cause: ["not valid JSON"]),
        Fault(
            name: "200, 5 MB + 1 byte", setup: respond(200, Data(repeating: UInt8(ascii: "x"), count: cap + 1)),
            category: .dataError, requests: 1, cause: ["larger than 5 MB"]),
        Fault(
            name: "302 to another host", setup: .redirectToOtherHost, category: .dataError, requests: 1,
            cause: ["HTTP 302"]),
        // Both transports follow 20 redirects on the same host, then give up: one attempt, 21 requests. libcurl's
        // says it is a loop ("too many redirects: … (a redirect loop)"), URLSession's "too many or broken redirects".
        Fault(
            name: "302 loop",
            setup: .serve { .respond(status: 302, headers: ["Location": $0.rawTarget], body: Data()) },
            category: .networkError, requests: 21, cause: ["too many", "redirects"],
            requestsPerAttempt: 21),
    ]

    /// `data` with the first occurrence of `text` replaced by `bytes`.
    static func replacing(_ text: String, in data: Data, with bytes: Data) -> Data {
        guard let range = data.range(of: Data(text.utf8)) else { return data }
        var changed = data
        changed.replaceSubrange(range, with: bytes)
        return changed
    }
}
