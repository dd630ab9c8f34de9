#if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
    import CCurl
    import WeatherCore

    /// ``HTTPTransport`` over libcurl, the HTTP stack Linux systems have, opened only when the first request is
    /// made: a run that never asks (a cache hit, the demo, a saved file, `--help`) never maps it.
    ///
    /// One transport serves a whole run: its requests go through one libcurl multi handle, which keeps the
    /// connections open between them, so that a place looked up by name and then fetched costs one connection.
    /// Every transfer ends at its deadline by libcurl's own timeout; TLS is verified against the system's CA
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
            let clock = ContinuousClock()
            let deadline = clock.now + request.timeout
            var url = request.url
            for _ in 0...Self.maximumRedirects {
                let remaining = clock.now.duration(to: deadline)
                guard remaining > .zero else {
                    throw .networkError(
                        reason: "no answer within \(NetworkError.seconds(request.timeout)) s", code: .timedOut)
                }
                let transfer = CurlTransfer(
                    url: url, headers: request.headers, userAgent: userAgent, timeout: remaining,
                    deadline: request.timeout, sizeLimit: request.sizeLimit)
                let answer = try await multi.perform(transfer).get()
                guard (300...399).contains(answer.response.status), let target = answer.redirect,
                    SameHostRedirects.allows(from: url, to: target)
                else { return answer.response }
                url = target
            }
            throw .networkError(reason: "too many or broken redirects", code: .httpTooManyRedirects)
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
