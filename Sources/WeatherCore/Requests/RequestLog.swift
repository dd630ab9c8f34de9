/// One request as `--verbose` reports it: method, host, path, the query with the key masked, the status,
/// the body size and the time taken. Never the API key.
public struct RequestLog: Sendable, Equatable, CustomStringConvertible {
    /// "GET".
    public var method: String
    /// The URL with `appid=***`.
    public var redactedURL: String
    /// The HTTP status; nil when the transport failed.
    public var status: Int?
    /// The body size in bytes.
    public var bytes: Int
    /// Time from sending to the last byte or the failure, milliseconds.
    public var milliseconds: Int
    /// The transport failure, when there was one.
    public var failure: String?
    /// The server's `Date` header as sent (an IMF-fixdate), when an answer came with one.
    public var serverDate: String?

    package init(
        method: String, redactedURL: String, status: Int?, bytes: Int, milliseconds: Int, failure: String?,
        serverDate: String? = nil
    ) {
        self.method = method
        self.redactedURL = redactedURL
        self.status = status
        self.bytes = bytes
        self.milliseconds = milliseconds
        self.failure = failure
        self.serverDate = serverDate
    }

    /// "GET https://api.openweathermap.org/data/2.5/forecast?lat=37&lon=126&appid=*** → 200, 16384 bytes, 231 ms".
    public var description: String {
        let reason = (failure ?? "no response").trimming(while: { $0 == "." })
        let outcome = status.map { "\($0), \(bytes) bytes" } ?? "failed: \(reason)"
        return "\(method) \(redactedURL) → \(outcome), \(milliseconds) ms"
    }
}
