import WeatherCore

/// OpenWeather's answers as `weather` asks for them: forecasts and geocoding, each before a deadline.
///
/// `weather-fetch` answers with ``ForecastClient`` over URLSession; the `weather` binary has no service at all,
/// so that it never loads libcurl, and hands its command line to `weather-fetch` when it needs one
/// (``HandOver``).
public protocol ForecastService: Sendable {
    /// A service for one run.
    /// - Parameters:
    ///   - key: the OpenWeather API key; never printed.
    ///   - baseURL: where the API lives.
    ///   - timeout: the run's `--timeout`, seconds, for messages.
    ///   - log: called with one line per request for `--verbose` (the key masked); nil without it.
    init(key: String, baseURL: URL, timeout: Double, log: (@Sendable (String) -> Void)?)

    /// The forecast for a place, as sent (kelvins, m/s), before `deadline`.
    /// - Throws: ``NetworkError``; `networkError(code: .timedOut)` when the deadline passes.
    func forecast(_ request: ForecastRequest, until deadline: Date) async throws(NetworkError) -> NetworkData

    /// The places matching a name, best first, before `deadline`.
    /// - Throws: ``NetworkError``; `networkError(code: .timedOut)` when the deadline passes.
    func places(_ request: GeocodingRequest, until deadline: Date) async throws(NetworkError) -> [Place]
}

/// The least time before a deadline worth a request, seconds: with less, a service fails at once ("no answer
/// within …") without asking, and the cache keeps no failure for it (``ForecastLoader``).
public enum RequestTime {
    public static let least: TimeInterval = 0.05
}
