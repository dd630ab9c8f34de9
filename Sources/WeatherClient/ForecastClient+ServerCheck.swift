import WeatherCore

extension ForecastClient {
    /// One forecast request, for `request` (any place will do), made as ``forecast(_:)`` makes it, retry and
    /// all, and what it showed: the status, the time it took and the server's `Date` header. It counts against
    /// the key's quota as any request does.
    package func check(_ request: ForecastRequest) async -> ServerCheck {
        // The log is the client's own account of each attempt; a stream carries it out of its Sendable closure.
        let (attempts, recorder) = AsyncStream.makeStream(of: RequestLog.self)
        let client = ForecastClient(
            apiKey: apiKey, baseURL: baseURL, transport: transport, timeout: timeout, clock: clock,
            log: { entry in
                recorder.yield(entry)
                log?(entry)
            })
        var failure: NetworkError?
        do throws(NetworkError) {
            _ = try await client.forecast(request)
        } catch {
            failure = error
        }
        recorder.finish()
        var last: RequestLog?
        for await entry in attempts { last = entry }
        return ServerCheck(
            status: last?.status, error: failure, milliseconds: last?.milliseconds ?? 0,
            serverTime: last?.serverDate.flatMap(RetryAfter.httpDate).map { Int($0.timeIntervalSince1970) })
    }
}
