import WeatherCore

/// What ``ForecastClient`` needs from HTTP: one GET under a deadline, with a size limit on the body and
/// redirects followed only to the same scheme, host and port (``SameHostRedirects``).
///
/// Modelled on swift-openapi-runtime's `ClientTransport`: the platform's own HTTP stack sits behind it,
/// `CurlTransport` on Linux and `URLSessionTransport` on Apple's systems (``HTTPTransport/platform(userAgent:)``),
/// and both pass the same tests.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and collects the answer, whatever its status.
    /// - Throws: `NetworkError`: `networkError` when the transfer fails or `request.timeout` passes first,
    ///   `dataError` when the body is over `request.sizeLimit`.
    func get(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse
}

/// A GET as the client sends it.
public struct HTTPRequest: Sendable, Equatable {
    /// The URL, API key included: never logged or shown as it is.
    public var url: URL
    /// Headers to send besides the transport's own (User-Agent, Accept-Encoding).
    public var headers: [String: String]
    /// How long the whole transfer may take, redirects included.
    public var timeout: Duration
    /// The largest body taken, in bytes: a body over it is refused as it arrives, never read whole.
    public var sizeLimit: Int

    public init(url: URL, headers: [String: String] = [:], timeout: Duration, sizeLimit: Int) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.sizeLimit = sizeLimit
    }
}

/// An HTTP answer: its status, the headers the client reads, and the body.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code of the last response (a redirect not followed is itself the answer).
    public var status: Int
    /// The headers, by lowercased name; a header sent twice keeps its last value.
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// The value of the header `name`, whatever its case.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
