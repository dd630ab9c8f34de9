// URLSession's side, on Apple's systems, with the Static Linux SDK and in the WEATHER_PORTABLE build (Platform.swift).
#if !(os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE)
    import WeatherCore

    /// The delegate of the sessions ``ForecastClient`` uses (make them with ``URLSessionTransport/session(configuration:)``):
    /// it passes each task's body on as it arrives, so that a body over the size limit is refused at its
    /// `Content-Length` or at the first chunk past the limit, never read whole; and it follows redirects only by
    /// ``SameHostRedirects``.
    ///
    /// Why this shape, on Linux (swift-corelibs-foundation): a task delegate given to `data(for:delegate:)` hears
    /// no data when the session has a delegate of its own, and the session's delegate is the only one asked
    /// about redirects; async `data(for:)` reports no data to the session's delegate, it hands over the whole body
    /// at the end. A data task made with `dataTask(with:)` and no completion handler gives each chunk to the
    /// session's delegate and keeps none. The delegate forwards every callback, in order, to the request waiting
    /// for that task.
    ///
    /// `@unchecked Sendable`: its one mutable property, the table of waiting requests, is only touched under
    /// `lock`.
    final class StreamingTransport: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        /// What the session tells its delegate about a task, in the order it happens.
        enum Event: Sendable {
            case response(URLResponse)
            case data(Data)
            case completed((any Error)?)
        }

        private let lock = NSLock()
        /// The request waiting for each running task, by `taskIdentifier`.
        private var waiting: [Int: AsyncStream<Event>.Continuation] = [:]

        /// Sends `request` on `session`, whose delegate is this transport, and collects the answer.
        /// - Returns: the body, at most `limit` bytes, and the response (a refused redirect's 3xx included).
        /// - Throws: `limit.error`, a ``NetworkError/dataError(status:message:retryAfter:)``, for a body over the
        ///   limit; the transfer's `URLError` when it fails.
        func get(
            _ request: URLRequest, on session: URLSession, limit: ResponseSizeLimit
        ) async throws -> (Data, URLResponse) {
            let (events, continuation) = AsyncStream.makeStream(of: Event.self)
            let task = session.dataTask(with: request)
            // Registered before it starts, so that no event comes before someone waits for it.
            lock.withLock { waiting[task.taskIdentifier] = continuation }
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
        private func refuse(
            _ task: URLSessionDataTask, events: AsyncStream<Event>.Continuation, limit: ResponseSizeLimit
        ) -> NetworkError {
            lock.withLock { waiting[task.taskIdentifier] = nil }
            events.finish()
            DispatchQueue.global().async { task.cancel() }
            return limit.error
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            self.events(of: dataTask)?.yield(.response(response))
            // Linux ignores the disposition; a response over the limit is cancelled by `get` instead.
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            events(of: dataTask)?.yield(.data(data))
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            let events = lock.withLock { waiting.removeValue(forKey: task.taskIdentifier) }
            events?.yield(.completed(error))
            events?.finish()
        }

        /// Where `task`'s events go; nil once it is done or refused (what still comes is dropped).
        private func events(of task: URLSessionTask) -> AsyncStream<Event>.Continuation? {
            lock.withLock { waiting[task.taskIdentifier] }
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            completionHandler(
                SameHostRedirects.allows(from: task.originalRequest?.url, to: request.url) ? request : nil)
        }
    }
#endif
