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
            let followed = Self.maximumRedirects - redirectsLeft
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else {
                return done(.failure(Self.timedOut(after: request.timeout, redirects: followed)))
            }
            let transfer = CurlTransfer(
                url: url, headers: request.headers, userAgent: userAgent, timeout: remaining,
                deadline: request.timeout, sizeLimit: request.sizeLimit)
            transfer.finished = { result in
                // A deadline that came while redirects were followed says so: "no answer" alone hides the answers.
                if case .failure(.networkError(_, .timedOut?)) = result, followed > 0 {
                    return done(.failure(Self.timedOut(after: request.timeout, redirects: followed)))
                }
                guard case .success(let answer) = result, (300...399).contains(answer.response.status),
                    let target = answer.redirect, SameHostRedirects.allows(from: url, to: target)
                else { return done(result.map(\.response)) }
                guard redirectsLeft > 0 else {
                    let reason =
                        "too many redirects: the server redirected more than \(Self.maximumRedirects) times, "
                        + "each to the same host (a redirect loop)"
                    return done(.failure(.networkError(reason: reason, code: .httpTooManyRedirects)))
                }
                self.follow(
                    target, request, deadline: deadline, redirectsLeft: redirectsLeft - 1, on: multi, done: done)
            }
            multi.add(transfer)
        }

        /// The deadline's error: with the redirects followed before it came, when there were any.
        static func timedOut(after timeout: Duration, redirects: Int) -> NetworkError {
            let within = "no answer within \(NetworkError.seconds(timeout)) s"
            guard redirects > 0 else { return .networkError(reason: within, code: .timedOut) }
            let times = redirects == 1 ? "once" : "\(redirects) times"
            return .networkError(
                reason: "\(within): the server redirected \(times), each to the same host, and the deadline came "
                    + "before an answer that was not a redirect", code: .timedOut)
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
