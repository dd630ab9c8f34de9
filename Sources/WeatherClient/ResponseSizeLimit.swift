import WeatherCore

/// The largest response body the client takes, and when a response is over it: as soon as its headers
/// declare more (`Content-Length`), or else as soon as the bytes received pass it. Pure.
struct ResponseSizeLimit: Sendable {
    /// The largest body accepted, in bytes.
    let bytes: Int

    /// Whether headers declaring `expectedContentLength` bytes already make the response too large; -1, for a
    /// response without `Content-Length` (chunked or read to the close), never does.
    func refuses(declared expectedContentLength: Int64) -> Bool {
        expectedContentLength > Int64(bytes)
    }

    /// Whether `received` bytes of the body are too many.
    func refuses(received: Int) -> Bool {
        received > bytes
    }

    /// What a refused response is: "the response is larger than 5 MB".
    var error: NetworkError {
        .dataError(status: nil, message: "the response is larger than \(bytes / 1_048_576) MB")
    }
}
