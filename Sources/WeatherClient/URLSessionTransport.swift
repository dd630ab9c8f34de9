// URLSession's side, on Apple's systems, with the Static Linux SDK and in the WEATHER_PORTABLE build (Platform.swift).
#if !(os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE)
    import WeatherCore

    /// ``HTTPTransport`` over a `URLSession` made by ``session(configuration:)``, whose delegate streams each
    /// body against the size limit and follows redirects only to the same host.
    public struct URLSessionTransport: HTTPTransport {
        /// How long after the deadline URLSession's own timeouts fire, seconds: they are only a backstop for a
        /// request abandoned at the deadline.
        public static let backstop: TimeInterval = 30

        /// The session the requests go through; invalidate it (`finishTasksAndInvalidate()`) when done.
        public let session: URLSession

        /// A transport over `session`, which must be made by ``session(configuration:)``.
        public init(session: URLSession) {
            self.session = session
        }

        /// A transport over a new session from `configuration` (timeouts, cache, cookies; in tests, protocol
        /// classes): the way an app that wants its own session makes one.
        public init(configuration: URLSessionConfiguration) {
            self.init(session: Self.session(configuration: configuration))
        }

        /// A session for the transport, from `configuration`: its delegate streams each body so that one over
        /// the request's size limit is refused as it arrives, and follows redirects only to the same host.
        public static func session(configuration: URLSessionConfiguration) -> URLSession {
            URLSession(configuration: configuration, delegate: StreamingTransport(), delegateQueue: nil)
        }

        public func get(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
            var urlRequest = URLRequest(url: request.url)
            // URLSession's own timeout is a backstop after ours (see withDeadline).
            urlRequest.timeoutInterval = Self.seconds(request.timeout) + Self.backstop
            for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
            let session = session
            let prepared = urlRequest
            let limit = ResponseSizeLimit(bytes: request.sizeLimit)
            do {
                let (body, response) = try await withDeadline(request.timeout) {
                    guard let transport = session.delegate as? StreamingTransport else {
                        throw NetworkError.networkError(
                            reason: "the session was not made by URLSessionTransport.session(configuration:)", code: nil
                        )
                    }
                    return try await transport.get(prepared, on: session, limit: limit)
                }
                guard let http = response as? HTTPURLResponse else {
                    throw NetworkError.networkError(reason: "the answer was not HTTP", code: .badServerResponse)
                }
                var headers: [String: String] = [:]
                for (name, value) in http.allHeaderFields {
                    if let name = name as? String, let value = value as? String { headers[name] = value }
                }
                return HTTPResponse(status: http.statusCode, headers: headers, body: body)
            } catch {
                // A body over the limit is already a NetworkError; anything else is the transport's.
                throw error as? NetworkError ?? NetworkError(transport: error, timeout: request.timeout)
            }
        }

        /// Runs `operation`, failing with `URLError(.timedOut)` when `deadline` passes first. URLSession's own
        /// timeouts are per read, so a server that drips bytes would otherwise never time out.
        ///
        /// The losing request is left to URLSession's own, later timeout rather than cancelled: on Linux,
        /// cancelling a task while URLSession's timer fires can deadlock (swift-corelibs-foundation #5412),
        /// which would hang the command at exactly the moment it should give up.
        private func withDeadline<T: Sendable>(
            _ deadline: Duration, _ operation: @escaping @Sendable () async throws -> T
        ) async throws -> T {
            let (results, continuation) = AsyncStream<Result<T, any Error>>.makeStream()
            Task {
                do {
                    continuation.yield(.success(try await operation()))
                } catch {
                    continuation.yield(.failure(error))
                }
            }
            let timer = Task {
                do {
                    try await ContinuousClock().sleep(for: deadline)
                    continuation.yield(.failure(URLError(.timedOut)))
                } catch {
                    // Cancelled: the request finished first.
                }
            }
            defer { timer.cancel() }
            for await result in results {
                return try result.get()
            }
            throw CancellationError()
        }

        private static func seconds(_ duration: Duration) -> TimeInterval {
            Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
    }
#endif
