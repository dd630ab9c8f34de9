import WeatherClient
import WeatherCore

/// OpenWeather's answers as `weather` asks for them, forecasts, air and geocoding, each before the run's deadline,
/// over one transport for the whole run: every request of it (geocoding, forecasts and air, for all places) shares
/// the transport's connections, so a `--city` run opens one connection rather than two, and 10 places at most
/// as many as run at once (docs/performance.md). On a real network each connection saved is a TCP and TLS
/// handshake.
struct ClientService: Sendable {
    let key: String
    /// The key's fingerprint (``RememberedFailure/fingerprint(of:)``): a failure the cache remembers stands only
    /// for the key it was made with.
    var keyFingerprint: String { RememberedFailure.fingerprint(of: key) }
    let baseURL: URL
    /// `--timeout`, seconds, for the message when no time is left.
    let timeout: Double
    let log: (@Sendable (String) -> Void)?
    /// The run's one transport: libcurl on Linux (opened at the first request), URLSession elsewhere.
    let transport: any HTTPTransport

    init(key: String, baseURL: URL, timeout: Double, log: (@Sendable (String) -> Void)?) {
        self.key = key
        self.baseURL = baseURL
        self.timeout = timeout
        self.log = log
        transport = .platform(userAgent: "weather/\(Version.current)")
    }

    /// The forecast for a place, as sent (kelvins, m/s), before `deadline`.
    /// - Throws: ``NetworkError``; `networkError(code: .timedOut)` when the deadline passes.
    func forecast(_ request: ForecastRequest, until deadline: Date) async throws(NetworkError) -> NetworkData {
        try await withClient(until: deadline) { client throws(NetworkError) in try await client.forecast(request) }
    }

    /// The Air Pollution API's forecast for a place, before `deadline`.
    /// - Throws: ``NetworkError``; `networkError(code: .timedOut)` when the deadline passes.
    func airPollution(_ request: AirPollutionRequest, until deadline: Date) async throws(NetworkError) -> AirPollution {
        try await withClient(until: deadline) { client throws(NetworkError) in try await client.airPollution(request) }
    }

    /// The places matching a name, best first, before `deadline`.
    /// - Throws: ``NetworkError``; `networkError(code: .timedOut)` when the deadline passes.
    func places(_ request: GeocodingRequest, until deadline: Date) async throws(NetworkError) -> [Place] {
        try await withClient(until: deadline) { client throws(NetworkError) in try await client.places(request) }
    }

    /// Where a location service places this machine's IP address, before `deadline`; the request carries no key.
    /// - Throws: ``NetworkError``; `networkError(code: .timedOut)` when the deadline passes.
    func locate(_ request: LocateRequest, until deadline: Date) async throws(NetworkError) -> IPLocation {
        try await withClient(until: deadline) { client throws(NetworkError) in try await client.locate(request) }
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
        // The URL may hold the key outside `appid`: in a --locate-url's query or a --base-url's path.
        if let log { requestLog = { [key] entry in log(Console.redact("weather: \(entry)", key)) } }
        let client = ForecastClient(
            apiKey: key, baseURL: baseURL, transport: transport, timeout: .milliseconds(Int(remaining * 1000)),
            log: requestLog)
        do {
            return try await body(client)
        } catch .networkError(let reason, code: .timedOut?) {
            // The client knows only what was left of the deadline (after a look-up, say); the user set --timeout.
            // What the transport said of the time (the redirects it followed) is kept after it.
            let spent = reason.firstRange(of: " s: ").map { ": " + reason[$0.upperBound...] } ?? ""
            throw .networkError(reason: "no answer within \(String(plain: timeout)) s" + spent, code: .timedOut)
        }
    }
}

/// The least time before a deadline worth a request, seconds: with less, a service fails at once ("no answer
/// within …") without asking, and the cache keeps no failure for it (``ForecastLoader``).
enum RequestTime {
    static let least: TimeInterval = 0.05
}
