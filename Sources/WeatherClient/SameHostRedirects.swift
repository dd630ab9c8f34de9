import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A session delegate that follows a redirect only to the same scheme, host and port, so the API key in the
/// query never goes to another server. A refused redirect ends the request with the 3xx response itself,
/// which the client reports as a `dataError`.
///
/// Give it to the session: `URLSession(configuration:delegate: SameHostRedirects(), delegateQueue: nil)`
/// (Foundation on Linux asks only the session's delegate about redirects).
public final class SameHostRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    public override init() {}

    public func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(Self.allows(from: task.originalRequest?.url, to: request.url) ? request : nil)
    }

    /// Whether a redirect stays on the same scheme, host and port. Pure.
    public static func allows(from original: URL?, to target: URL?) -> Bool {
        guard let original, let target else { return false }
        return original.scheme?.lowercased() == target.scheme?.lowercased()
            && original.host?.lowercased() == target.host?.lowercased() && original.port == target.port
    }
}
