// URLSession's side, on Apple's systems, with the Static Linux SDK and in the WEATHER_PORTABLE build (Platform.swift).
#if !(os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE)
    import WeatherCore

    extension ForecastClient {
        /// A client over `session`, which must be made by ``session(configuration:)``: the way an app makes one.
        public init(
            apiKey: String, baseURL: URL = ForecastRequest.defaultBaseURL, session: URLSession,
            timeout: Duration = .seconds(10), clock: any Clock<Duration> = ContinuousClock(),
            log: (@Sendable (RequestLog) -> Void)? = nil
        ) {
            self.init(
                apiKey: apiKey, baseURL: baseURL, transport: URLSessionTransport(session: session), timeout: timeout,
                clock: clock, log: log)
        }

        /// A session for the client, from `configuration` (timeouts, cache, cookies; in tests, protocol classes):
        /// its delegate streams each body so that one over ``maximumBodySize`` is refused as it arrives, and
        /// follows redirects only to the same host. Invalidate it (`finishTasksAndInvalidate()`) when done.
        public static func session(configuration: URLSessionConfiguration) -> URLSession {
            URLSession(configuration: configuration, delegate: StreamingTransport(), delegateQueue: nil)
        }
    }
#endif
