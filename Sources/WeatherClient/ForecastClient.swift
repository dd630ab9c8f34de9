import WeatherCore

/// Fetches OpenWeather's 5-day / 3-hour forecast. Holds no state: every dependency is passed to `init`.
///
/// Like Get's `send`, a fetch is four steps: build the request (pure), the transport call, validate the
/// status (pure), decode (pure). Only the transport call can fail with the transport's error, so a status or
/// decoding failure keeps its own error.
public struct ForecastClient: Sendable {
    /// The largest response body accepted, in bytes: 5 MB. A full 40-slot response is about 16 KB.
    public static let maximumBodySize = 5 * 1024 * 1024

    /// The OpenWeather API key, sent as `appid`; never printed.
    public let apiKey: String
    /// Where the API lives; tests point it at a server on 127.0.0.1.
    public let baseURL: URL
    /// How requests are sent: ``HTTPTransport/platform(userAgent:)`` (libcurl on Linux, URLSession on Apple's
    /// systems), one for all the requests of a run so that they share connections.
    public let transport: any HTTPTransport
    /// The deadline for the whole fetch, retry included, from the first byte sent to the last received.
    public let timeout: Duration
    /// The clock the deadline and the retry's pause are measured on.
    public let clock: any Clock<Duration>
    /// Called after every attempt, for `--verbose`; the URL in it has the key masked.
    public let log: (@Sendable (RequestLog) -> Void)?

    public init(
        apiKey: String, baseURL: URL = ForecastRequest.defaultBaseURL, transport: any HTTPTransport,
        timeout: Duration = .seconds(10), clock: any Clock<Duration> = ContinuousClock(),
        log: (@Sendable (RequestLog) -> Void)? = nil
    ) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.transport = transport
        self.timeout = timeout
        self.clock = clock
        self.log = log
    }

    /// Fetches the forecast for a place, trying once more after a transient failure (a refused or dropped
    /// connection, or 502/503/504) when the deadline leaves room; never after a 4xx.
    /// - Returns: the response as sent, kelvins and m/s, with the API key hidden wherever the server echoed it.
    /// - Throws: `NetworkError`: `networkError` when the transport fails or the deadline passes,
    ///   `dataError` for a status outside 200…299, an empty or oversized body, `parseError` when the body is
    ///   not the forecast JSON.
    public func forecast(_ request: ForecastRequest) async throws(NetworkError) -> NetworkData {
        guard let url = request.url(baseURL: baseURL, apiKey: apiKey) else {
            throw .networkError(reason: "the base URL cannot take a path and query", code: .badURL)
        }
        return try await scrubbed { () throws(NetworkError) in
            try NetworkData(json: try await body(of: url)).hiding(apiKey)
        }
    }

    /// Looks up places by name with OpenWeather's Geocoding API, `GET {base}/geo/1.0/direct?q=…&limit=…`
    /// (openweathermap.org/api/geocoding-api, "Direct geocoding").
    /// - Parameter request: the name, such as "Seoul,KR" or "New York,NY,US", and how many matches to return.
    /// - Returns: the matches, best first, with the API key hidden as in ``forecast(_:)``; empty when nothing matches.
    /// - Throws: `NetworkError` as ``forecast(_:)`` does; `parseError` when the body is not a list of places.
    public func places(_ request: GeocodingRequest) async throws(NetworkError) -> [Place] {
        guard let url = request.url(baseURL: baseURL, apiKey: apiKey) else {
            throw .networkError(reason: "the base URL cannot take a path and query", code: .badURL)
        }
        return try await scrubbed { () throws(NetworkError) in
            try Place.list(json: try await body(of: url)).map { $0.hiding(apiKey) }
        }
    }

    /// Fetches the air pollution forecast for a place, OpenWeather's Air Pollution API (same key, same retry
    /// and limits as ``forecast(_:)``).
    /// - Returns: the hours as sent.
    /// - Throws: `NetworkError` as ``forecast(_:)`` does; `parseError` when the body is not that API's JSON.
    public func airPollution(_ request: AirPollutionRequest) async throws(NetworkError) -> AirPollution {
        guard let url = request.url(baseURL: baseURL, apiKey: apiKey) else {
            throw .networkError(reason: "the base URL cannot take a path and query", code: .badURL)
        }
        return try await scrubbed { () throws(NetworkError) in try AirPollution(json: try await body(of: url)) }
    }

    /// `answer`'s failure with the API key hidden in its words, as its text already is: a server may echo the
    /// request, key and all, in any text it sends, and nothing the client returns or throws holds the key, so
    /// that no caller of an endpoint handles it.
    private func scrubbed<T>(_ answer: () async throws(NetworkError) -> T) async throws(NetworkError) -> T {
        do throws(NetworkError) {
            return try await answer()
        } catch {
            throw error.hiding(apiKey)
        }
    }

    /// Asks a location service where the machine's public IP address is (`--here`): `GET` the request's URL as
    /// it is, without the API key, under the same deadline, size limit and retry as ``forecast(_:)``.
    /// - Returns: the place, with the API key hidden in its city, region and country: a `--locate-url` may carry
    ///   the key (a token pasted from the wrong line), and a service may echo its URL into them.
    /// - Throws: `NetworkError` as ``forecast(_:)`` does; `parseError` naming the field when the body is not
    ///   in ipinfo.io's `/json` shape (`IPLocation`).
    package func locate(_ request: LocateRequest) async throws(NetworkError) -> IPLocation {
        try await scrubbed { () throws(NetworkError) in
            try IPLocation(json: try await body(of: request.url)).hiding(apiKey)
        }
    }

    /// The validated body of a GET, with at most one retry.
    private func body(of url: URL) async throws(NetworkError) -> Data {
        let clock: any Clock<Duration> = clock
        return try await fetch(url, on: clock)
    }

    /// The fetch with at most one retry, on a concrete clock (the existential one, opened).
    private func fetch<C: Clock<Duration>>(_ url: URL, on clock: C) async throws(NetworkError) -> Data {
        let start = clock.now
        do {
            return try await attempt(url, within: timeout, on: clock)
        } catch {
            // A short jittered pause, so that many clients that failed together do not retry together.
            let pause = Duration.milliseconds(Int.random(in: 200...600))
            let remaining = timeout - start.duration(to: clock.now) - pause
            guard Self.retriesAtOnce(error), remaining > .seconds(1) else { throw error }
            try? await clock.sleep(for: pause)
            return try await attempt(url, within: remaining, on: clock)
        }
    }

    /// One request: the transport call under the deadline, then status validation.
    private func attempt<C: Clock<Duration>>(
        _ url: URL, within deadline: Duration, on clock: C
    ) async throws(NetworkError) -> Data {
        let request = HTTPRequest(
            url: url, headers: ["Accept": "application/json"], timeout: deadline, sizeLimit: Self.maximumBodySize)
        let started = clock.now
        let response: HTTPResponse
        do {
            response = try await transport.get(request)
        } catch {
            report(url, status: nil, bytes: 0, elapsed: started.duration(to: clock.now), failure: error)
            throw error
        }
        report(
            url, status: response.status, bytes: response.body.count, elapsed: started.duration(to: clock.now),
            failure: nil, serverDate: response.header("Date"))
        do throws(NetworkError) {
            try Self.validate(response, hiding: apiKey)
        } catch {
            throw hidingPassword(error)
        }
        return response.body
    }

    /// `error` with the base URL's password (of 6 characters or more, as for the key) hidden in OpenWeather's
    /// message: a server may echo it as it may the key.
    private func hidingPassword(_ error: NetworkError) -> NetworkError {
        guard case .dataError(let status, let message?, let retryAfter) = error,
            let password = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)?.password
        else { return error }
        return .dataError(status: status, message: message.hiding(password), retryAfter: retryAfter)
    }

    /// Whether a failure is tried again at once, within the same run: a transient one (``NetworkError/isTransient``)
    /// that a second try a moment later may cure, a dropped, refused or unresolved connection or 502/503/504; not
    /// a timeout (the time is spent), a rate limit (asking again makes it worse) or another 5xx (an error the
    /// server gives every time until it is fixed). With FoundationNetworking a connection closed before the whole
    /// body arrived is `URLError.unknown` (curl's partial transfer), not `.networkConnectionLost`.
    static func retriesAtOnce(_ error: NetworkError) -> Bool {
        guard error.isTransient else { return false }
        return switch error {
        case .networkError(_, let code?):
            [
                .cannotConnectToHost, .networkConnectionLost, .unknown, .cannotFindHost, .dnsLookupFailed,
                .notConnectedToInternet,
            ].contains(code)
        case .dataError(let status?, _, _): [502, 503, 504].contains(status)
        default: false
        }
    }

    private func report(
        _ url: URL, status: Int?, bytes: Int, elapsed: Duration, failure: NetworkError?, serverDate: String? = nil
    ) {
        log?(
            RequestLog(
                method: "GET", redactedURL: Self.redacted(url), status: status, bytes: bytes,
                milliseconds: Int(Self.seconds(elapsed) * 1000), failure: failure?.errorDescription,
                serverDate: serverDate))
    }

    /// The URL with the value of `appid`, and a user name and password in it, replaced by `***`.
    static func redacted(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "(URL)" }
        components.queryItems = components.queryItems?.map {
            $0.name == "appid" ? URLQueryItem(name: "appid", value: "***") : $0
        }
        return components.string?.hidingURLUserInfo ?? "(URL)"
    }

    /// Throws `NetworkError.dataError(status:message:retryAfter:)` for a status outside 200…299, with
    /// OpenWeather's `message` from the body when it has one and the status is an error (4xx, 5xx), and the
    /// `Retry-After` header in seconds. Pure. With another status the body is not an error body: its
    /// `message` is the forecast's internal number ("0"), not words for the user.
    /// - Parameters:
    ///   - response: the answer to a request: its status, headers and body, where OpenWeather's error JSON
    ///     carries its `message`.
    ///   - secret: the API key, hidden in the message here, before anything shortens it: a server may
    ///     echo the request's URL, and a key cut in two by a later shortening would no longer be found.
    public static func validate(_ response: HTTPResponse, hiding secret: String? = nil) throws(NetworkError) {
        guard (200...299).contains(response.status) else {
            throw .dataError(
                status: response.status,
                message: (400...599).contains(response.status)
                    ? ErrorBody(json: response.body)?.message?.description.hiding(secret) : nil,
                retryAfter: response.header("Retry-After").flatMap {
                    RetryAfter.seconds($0, serverDate: response.header("Date"))
                })
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
