import WeatherCLI
import WeatherClient
import WeatherCore

/// ``ForecastService`` over ``ForecastClient``, with one URLSession for the whole run: every request of it
/// (geocoding and forecasts, for all places) shares the session's connections, so a `--city` run opens one
/// connection rather than two, and 10 places at most as many as run at once (docs/performance.md). On a real
/// network each connection saved is a TCP and TLS handshake.
public struct ClientService: ForecastService {
    let key: String
    let baseURL: URL
    /// `--timeout`, seconds, for the message when no time is left.
    let timeout: Double
    let log: (@Sendable (String) -> Void)?
    /// The run's one session. Never invalidated: it lives as long as the run's process.
    let session: URLSession

    public init(key: String, baseURL: URL, timeout: Double, log: (@Sendable (String) -> Void)?) {
        self.key = key
        self.baseURL = baseURL
        self.timeout = timeout
        self.log = log
        session = ForecastClient.session(configuration: Self.configuration(timeout: timeout))
    }

    public func forecast(_ request: ForecastRequest, until deadline: Date) async throws(NetworkError) -> NetworkData {
        try await withClient(until: deadline) { client throws(NetworkError) in try await client.forecast(request) }
    }

    public func places(_ request: GeocodingRequest, until deadline: Date) async throws(NetworkError) -> [Place] {
        try await withClient(until: deadline) { client throws(NetworkError) in try await client.places(request) }
    }

    /// Runs `body` with a client whose deadline is what is left until `deadline`.
    private func withClient<T>(
        until deadline: Date, _ body: (ForecastClient) async throws(NetworkError) -> T
    ) async throws(NetworkError) -> T {
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > RequestTime.least else {
            throw .networkError(reason: "no answer within \(String(plain: timeout)) s", code: .timedOut)
        }
        var requestLog: (@Sendable (RequestLog) -> Void)?
        if let log { requestLog = { entry in log("weather: \(entry)") } }
        let client = ForecastClient(
            apiKey: key, baseURL: baseURL, session: session,
            timeout: .milliseconds(Int(remaining * 1000)), log: requestLog)
        do {
            return try await body(client)
        } catch .networkError(_, code: .timedOut?) {
            // The client knows only what was left of the deadline (after a look-up, say); the user set --timeout.
            throw .networkError(reason: "no answer within \(String(plain: timeout)) s", code: .timedOut)
        }
    }

    /// The session's settings: nothing on disk (see ``URLSessionConfiguration/diskless``), the deadline plus a
    /// backstop as its timeouts, and `weather/VERSION` as the User-Agent (instead of Foundation's
    /// "weather-fetch (unknown version) curl/…").
    private static func configuration(timeout: Double) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.diskless
        configuration.httpAdditionalHeaders = ["User-Agent": "weather/\(Version.current)"]
        // Only a backstop: the client's own deadline ends the fetch (see ForecastClient.backstop).
        configuration.timeoutIntervalForRequest = timeout + ForecastClient.backstop
        configuration.timeoutIntervalForResource = timeout + ForecastClient.backstop
        return configuration
    }
}
