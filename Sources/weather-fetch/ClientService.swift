import Foundation
import FoundationNetworking
import WeatherCLI
import WeatherClient
import WeatherCore

/// ``ForecastService`` over ``ForecastClient``: a new URLSession for each request, made only when one is sent.
struct ClientService: ForecastService {
    let key: String
    let baseURL: URL
    /// `--timeout`, seconds, for the message when no time is left.
    let timeout: Double
    let log: (@Sendable (String) -> Void)?

    init(key: String, baseURL: URL, timeout: Double, log: (@Sendable (String) -> Void)?) {
        self.key = key
        self.baseURL = baseURL
        self.timeout = timeout
        self.log = log
    }

    func forecast(_ request: ForecastRequest, until deadline: Date) async throws(NetworkError) -> NetworkData {
        try await withClient(until: deadline) { client throws(NetworkError) in try await client.forecast(request) }
    }

    func places(_ request: GeocodingRequest, until deadline: Date) async throws(NetworkError) -> [Place] {
        try await withClient(until: deadline) { client throws(NetworkError) in try await client.places(request) }
    }

    /// Runs `body` with a client on a new session whose deadline is what is left until `deadline`.
    private func withClient<T>(
        until deadline: Date, _ body: (ForecastClient) async throws(NetworkError) -> T
    ) async throws(NetworkError) -> T {
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0.05 else {
            throw .networkError(reason: "no answer within \(Self.seconds(timeout)) s", code: .timedOut)
        }
        let session = Self.session(timeout: remaining)
        defer { session.finishTasksAndInvalidate() }
        var requestLog: (@Sendable (RequestLog) -> Void)?
        if let log { requestLog = { entry in log("weather: \(entry)") } }
        let client = ForecastClient(
            apiKey: key, baseURL: baseURL, session: session, timeout: .milliseconds(Int(remaining * 1000)),
            log: requestLog)
        return try await body(client)
    }

    /// "5" for 5.0, "2.5" for 2.5.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// A session for one request: nothing on disk (see ``URLSessionConfiguration/diskless``), the deadline as
    /// its timeouts, and redirects only to the same host (see ``SameHostRedirects``).
    private static func session(timeout: Double) -> URLSession {
        let configuration = URLSessionConfiguration.diskless
        // Only a backstop: the client's own deadline ends the fetch (see ForecastClient.backstop).
        configuration.timeoutIntervalForRequest = timeout + ForecastClient.backstop
        configuration.timeoutIntervalForResource = timeout + ForecastClient.backstop
        return URLSession(configuration: configuration, delegate: SameHostRedirects(), delegateQueue: nil)
    }
}
