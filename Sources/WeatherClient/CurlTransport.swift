#if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
    import CCurl
    import WeatherCore

    /// ``HTTPTransport`` over libcurl, the HTTP stack Linux systems have, opened only when the first request is
    /// made: a run that never asks (a cache hit, the demo, a saved file, `--help`) never maps it.
    ///
    /// One transport serves a whole run: its requests go through one libcurl multi handle, which keeps the
    /// connections open between them, so that a place looked up by name and then fetched costs one connection.
    /// Every transfer ends at its deadline by libcurl's own timeout (the command line does not trust it alone:
    /// its watchdog ends a run whose libcurl never returns); TLS is verified against the system's CA
    /// bundle; bodies are asked for compressed and refused past the size limit as they arrive; libcurl reads
    /// the proxy variables itself and uses no signals.
    public final class CurlTransport: HTTPTransport {
        /// The most redirects followed for one request, as URLSession follows (each to the same host only).
        static let maximumRedirects = 20

        private let userAgent: String
        /// The run's multi handle and its thread, made at the first request; or why libcurl cannot be used.
        private let multi = Mutex<Result<CurlMulti, NetworkError>?>(nil)

        /// A transport that sends `userAgent` ("weather/1.2.0") with every request.
        public init(userAgent: String) {
            self.userAgent = userAgent
        }

        public func get(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
            let multi = try started()
            let deadline = ContinuousClock.now + request.timeout
            let result = await withCheckedContinuation { continuation in
                follow(request.url, request, deadline: deadline, redirectsLeft: Self.maximumRedirects, on: multi) {
                    continuation.resume(returning: $0)
                }
            }
            return try result.get()
        }

        /// Asks for `url` and calls `done` with the answer, following a same-host redirect by starting the next
        /// transfer from libcurl's own thread, where the last one finished: the task waiting for the answer is
        /// resumed once, at the end, so a redirect does not wait for a thread of Swift's cooperative pool.
        private func follow(
            _ url: URL, _ request: HTTPRequest, deadline: ContinuousClock.Instant, redirectsLeft: Int,
            on multi: CurlMulti, done: @escaping @Sendable (Result<HTTPResponse, NetworkError>) -> Void
        ) {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else {
                let seconds = NetworkError.seconds(request.timeout)
                return done(.failure(.networkError(reason: "no answer within \(seconds) s", code: .timedOut)))
            }
            let transfer = CurlTransfer(
                url: url, headers: request.headers, userAgent: userAgent, timeout: remaining,
                deadline: request.timeout, sizeLimit: request.sizeLimit)
            transfer.finished = { result in
                guard case .success(let answer) = result, (300...399).contains(answer.response.status),
                    let target = answer.redirect, SameHostRedirects.allows(from: url, to: target)
                else { return done(result.map(\.response)) }
                guard redirectsLeft > 0 else {
                    return done(
                        .failure(.networkError(reason: "too many or broken redirects", code: .httpTooManyRedirects)))
                }
                self.follow(
                    target, request, deadline: deadline, redirectsLeft: redirectsLeft - 1, on: multi, done: done)
            }
            multi.add(transfer)
        }

        /// The run's multi handle, opening libcurl and starting its thread at the first call.
        private func started() throws(NetworkError) -> CurlMulti {
            let outcome = multi.withLock { started in
                if let started { return started }
                let made = CurlMulti.start()
                started = made
                return made
            }
            return try outcome.get()
        }
    }
#endif
