import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches OpenWeather's 5-day / 3-hour forecast. Holds no state: every dependency is passed to `init`.
///
/// Like Get's `send`, a fetch is four steps: build the request (pure), the transport call, validate the
/// status (pure), decode (pure). Only the transport call sits inside the `catch` that maps `URLError`, so a
/// status or decoding failure keeps its own error.
public struct ForecastClient: Sendable {
    /// The real API's base URL.
    public static let defaultBaseURL = URL(string: "https://api.openweathermap.org")!

    /// The OpenWeather API key, sent as `appid`; never printed.
    public let apiKey: String
    /// Where the API lives; tests point it at a server on 127.0.0.1.
    public let baseURL: URL
    /// The session requests go through.
    public let session: URLSession
    /// The deadline for a whole request, connection to last byte.
    public let timeout: Duration
    /// The clock the deadline is measured on.
    public let clock: any Clock<Duration>

    public init(
        apiKey: String, baseURL: URL = Self.defaultBaseURL, session: URLSession, timeout: Duration = .seconds(10),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.session = session
        self.timeout = timeout
        self.clock = clock
    }

    /// Fetches the forecast for a place.
    /// - Returns: the response as sent: kelvins and m/s.
    /// - Throws: ``NetworkError``: `networkError` when the transport fails or the deadline passes,
    ///   `dataError` for a status outside 200…299 or an empty body, `parseError` when the body is not the
    ///   forecast JSON.
    public func forecast(_ request: ForecastRequest) async throws(NetworkError) -> NetworkData {
        guard let url = request.url(baseURL: baseURL, apiKey: apiKey) else {
            throw .networkError(reason: "the base URL cannot take a path and query", code: .badURL)
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.timeoutInterval = Self.seconds(timeout)
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")

        let body: Data
        let response: URLResponse
        let session = session
        let prepared = urlRequest
        do {
            (body, response) = try await withDeadline { try await session.data(for: prepared) }
        } catch {
            throw NetworkError(transport: error, timeout: timeout)
        }
        try Self.validate(response: response, body: body)
        return try NetworkData(json: body)
    }

    /// Throws ``NetworkError/dataError(status:message:retryAfter:)`` for a status outside 200…299, with
    /// OpenWeather's `message` from the body when it has one and the `Retry-After` header in seconds. Pure.
    public static func validate(response: URLResponse, body: Data) throws(NetworkError) {
        guard let http = response as? HTTPURLResponse else {
            throw .networkError(reason: "the answer was not HTTP", code: .badServerResponse)
        }
        guard (200...299).contains(http.statusCode) else {
            throw .dataError(
                status: http.statusCode, message: ErrorBody(json: body)?.message?.description,
                retryAfter: http.value(forHTTPHeaderField: "Retry-After").flatMap {
                    RetryAfter.seconds($0, serverDate: http.value(forHTTPHeaderField: "Date"))
                })
        }
    }

    /// Runs `operation`, failing with `URLError(.timedOut)` when ``timeout`` passes first. URLSession's own
    /// timeouts are per-read, so a server that drips bytes would otherwise never time out.
    private func withDeadline<T: Sendable>(
        _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let clock = clock
        let timeout = timeout
        return try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await clock.sleep(for: timeout)
                throw URLError(.timedOut)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw URLError(.unknown) }
            return first
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// An OpenWeather error body: `{"cod": 401, "message": "Invalid API key. …"}`, `cod` a number or a string.
struct ErrorBody: Decodable {
    var cod: LenientText?
    var message: LenientText?

    init?(json: Data) {
        guard let body = try? JSONDecoder().decode(ErrorBody.self, from: json) else { return nil }
        self = body
    }
}
