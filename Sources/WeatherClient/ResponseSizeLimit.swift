import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A task delegate that cancels a download whose declared `Content-Length` is over a limit, at its first
/// bytes, so a huge body never sits in memory. A body without `Content-Length` is checked once it has arrived
/// (the deadline bounds how much can come).
final class ResponseSizeLimit: NSObject, URLSessionDataDelegate, Sendable {
    /// The largest body accepted, in bytes.
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if dataTask.countOfBytesExpectedToReceive > Int64(limit) { dataTask.cancel() }
    }
}
