import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One GET on a `URLSession` of its own, whose delegate passes the body on as it arrives, so a body over the
/// size limit is refused at its `Content-Length` or at the first chunk past the limit, never read whole; and
/// redirects are followed only by ``SameHostRedirects``.
///
/// Why this shape, on Linux (swift-corelibs-foundation): a task delegate given to `data(for:delegate:)` hears
/// no data when the session has a delegate of its own, and the session's delegate is the only one asked
/// about redirects; async `data(for:)` reports no data to the session's delegate, it hands over the whole body
/// at the end. A data task made with `dataTask(with:)` and no completion handler gives each chunk to the
/// session's delegate and keeps none. With one task per session the delegate needs no state of its own: it
/// forwards every callback, in order, to the one request waiting for it.
final class StreamingTransport: NSObject, URLSessionDataDelegate, Sendable {
    /// What the session tells its delegate about its one task, in the order it happens.
    enum Event: Sendable {
        case response(URLResponse)
        case data(Data)
        case completed((any Error)?)
    }

    private let events: AsyncStream<Event>.Continuation

    private init(events: AsyncStream<Event>.Continuation) {
        self.events = events
    }

    /// Sends `request` on a new session made from `configuration` and collects the answer.
    /// - Returns: the body, at most `limit` bytes, and the response (a refused redirect's 3xx included).
    /// - Throws: `limit.error`, a ``NetworkError/dataError(status:message:retryAfter:)``, for a body over the
    ///   limit; the transfer's `URLError` when it fails.
    static func get(
        _ request: URLRequest, configuration: URLSessionConfiguration, limit: ResponseSizeLimit
    ) async throws -> (Data, URLResponse) {
        let (events, continuation) = AsyncStream.makeStream(of: Event.self)
        let session = URLSession(
            configuration: configuration, delegate: StreamingTransport(events: continuation), delegateQueue: nil)
        // Invalidated once its task ends, which for a request abandoned at the client's deadline is at
        // URLSession's own, later timeout; until then the session keeps its delegate.
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        task.resume()
        var body = Data()
        var response: URLResponse?
        for await event in events {
            switch event {
            case .response(let received):
                response = received
                if limit.refuses(declared: received.expectedContentLength) {
                    throw refuse(task, events: continuation, limit: limit)
                }
            case .data(let chunk):
                body.append(chunk)
                if limit.refuses(received: body.count) { throw refuse(task, events: continuation, limit: limit) }
            case .completed(let error?):
                throw error
            case .completed(nil):
                guard let response = response ?? task.response else { throw URLError(.badServerResponse) }
                return (body, response)
            }
        }
        // The stream ends early only when the waiting task is cancelled.
        throw CancellationError()
    }

    /// Ends a transfer over the limit: the chunks still on their way are dropped as they come, and the task
    /// is cancelled.
    ///
    /// `cancel()` waits for the session's work queue, which a sender faster than the delegate can keep busy
    /// for a second or more, so it runs on a Dispatch thread: on a thread of the concurrency pool it could hold
    /// up the client's deadline. Until it takes effect the bytes still arrive but are not kept.
    private static func refuse(
        _ task: URLSessionDataTask, events: AsyncStream<Event>.Continuation, limit: ResponseSizeLimit
    ) -> NetworkError {
        events.finish()
        DispatchQueue.global().async { task.cancel() }
        return limit.error
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        events.yield(.response(response))
        // Linux ignores the disposition; a response over the limit is cancelled by `get` instead.
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        events.yield(.data(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        events.yield(.completed(error))
        events.finish()
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(SameHostRedirects.allows(from: task.originalRequest?.url, to: request.url) ? request : nil)
    }
}
