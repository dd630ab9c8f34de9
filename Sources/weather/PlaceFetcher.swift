import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the forecasts of several places at once — at most ``maximumConcurrent`` requests in flight — and
/// gives their outcomes in the order the places were given; one failure does not hide the others.
struct PlaceFetcher: Sendable {
    /// How many places are fetched at the same time: enough that 10 places take about 3 round trips, few
    /// enough not to look like a burst to OpenWeather's rate limit.
    static let maximumConcurrent = 4

    let options: Options
    let key: String
    let baseURL: URL
    let cache: ForecastCache?
    /// The current Unix time in seconds.
    let now: Int

    /// The outcome of every place, in order.
    func fetchAll(_ places: [Options.Place]) async -> [Runner.Outcome] {
        await withTaskGroup(of: (Int, Runner.Outcome).self) { group in
            var outcomes = [Runner.Outcome?](repeating: nil, count: places.count)
            var next = 0
            func start() {
                let index = next
                next += 1
                group.addTask { (index, await fetch(places[index])) }
            }
            while next < min(Self.maximumConcurrent, places.count) { start() }
            while let (index, outcome) = await group.next() {
                outcomes[index] = outcome
                if next < places.count { start() }
            }
            return zip(places, outcomes).map { place, outcome in
                switch outcome {
                case .failed(let message, let status) where places.count > 1:
                    return .failed(message: "\(place.label): \(message)", status: status)
                case let outcome?:
                    return outcome
                case nil:
                    return .failed(message: "\(place.label): not fetched", status: .networkError)
                }
            }
        }
    }

    /// One place: its coordinates (looked up by name when needed), then its forecast through the cache.
    private func fetch(_ place: Options.Place) async -> Runner.Outcome {
        // One deadline for the whole place — geocoding, waiting for another copy's lock, the fetch and its
        // retry — so a bar gets its answer within --timeout, not a multiple of it.
        let deadline = Date().addingTimeInterval(options.timeout)
        var note: String?
        let latitude: Double, longitude: Double
        switch place {
        case .coordinates(let lat, let lon):
            (latitude, longitude) = (lat, lon)
        case .city(let name):
            do throws(NetworkError) {
                let matches = try await lookUp(name, until: deadline)
                guard let first = matches.first else {
                    return .failed(
                        message: "no place matches '\(name)'. Check the spelling, or add a country code, "
                            + "as in --city \"Springfield,US\".", status: .dataError)
                }
                if matches.count > 1 {
                    note =
                        "'\(name)' matches \(matches.count) places; using \(first.summary). "
                        + "Add a state or country code to pick another."
                }
                (latitude, longitude) = (first.lat, first.lon)
            } catch {
                return Runner.failure(error, secret: key)
            }
        }
        let loader = ForecastLoader(
            cache: cache, maxAge: options.maxAge, refresh: options.refresh,
            staleOnAnyFailure: options.format.isBar, lockTimeout: max(0, deadline.timeIntervalSinceNow),
            fetch: { request throws(NetworkError) in
                try await withClient(until: deadline) { client throws(NetworkError) in
                    try await client.forecast(request)
                }
            },
            now: { Int(Date().timeIntervalSince1970) }, warn: Console.warning)
        let request = ForecastRequest(
            latitude: latitude, longitude: longitude, lang: options.lang, count: options.count)
        do throws(NetworkError) {
            switch try await loader.load(request) {
            case .fresh(let data, let fetchedAt):
                return .shown(data, .fetched(at: fetchedAt), stale: nil, note: note)
            case .stale(let data, let fetchedAt, let error):
                let reason = Console.redact(error.errorDescription ?? "\(error)", key)
                return .shown(data, .stale(at: fetchedAt, reason: reason), stale: error, note: note)
            }
        } catch {
            return Runner.failure(error, secret: key)
        }
    }

    /// The Geocoding API's matches for a name, from the cache when it has them (places do not move).
    private func lookUp(_ name: String, until deadline: Date) async throws(NetworkError) -> [Place] {
        let request = GeocodingRequest(query: name)
        if options.useCache, let cached = cache?.places(for: request.query, now: now) { return cached }
        let places = try await withClient(until: deadline) { client throws(NetworkError) in
            try await client.places(request)
        }
        if options.useCache, !places.isEmpty {
            do {
                try cache?.write(GeocodeEntry(query: request.query, fetchedAt: now, places: places))
            } catch {
                Console.warning("cannot write the cache: \(error.localizedDescription)")
            }
        }
        return places
    }

    /// Runs `body` with a client on a new session, made only when a request is sent: setting up URLSession
    /// (libcurl, OpenSSL, cookie storage) is a sixth of the instructions and 3 MB of the memory of a run
    /// answered from the cache.
    private func withClient<T>(
        until deadline: Date, _ body: (ForecastClient) async throws(NetworkError) -> T
    ) async throws(NetworkError) -> T {
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0.05 else {
            throw .networkError(reason: "no answer within \(Self.seconds(options.timeout)) s", code: .timedOut)
        }
        let session = Self.session(timeout: remaining)
        defer { session.finishTasksAndInvalidate() }
        var log: (@Sendable (RequestLog) -> Void)?
        if options.verbose { log = { entry in Console.line("weather: \(entry)") } }
        let client = ForecastClient(
            apiKey: key, baseURL: baseURL, session: session, timeout: .milliseconds(Int(remaining * 1000)),
            log: log)
        return try await body(client)
    }

    /// "5" for 5.0, "2.5" for 2.5.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// A session for one request: nothing on disk (see ``URLSessionConfiguration/diskless``), the deadline as
    /// its timeouts, and redirects only to the same host (see ``SameHostRedirects``).
    private static func session(timeout: Double) -> URLSession {
        let configuration = URLSessionConfiguration.diskless
        // Only a backstop: the client's own deadline ends the fetch (see ForecastClient.backstop).
        configuration.timeoutIntervalForRequest = timeout + ForecastClient.backstop
        configuration.timeoutIntervalForResource = timeout + ForecastClient.backstop
        return URLSession(configuration: configuration, delegate: SameHostRedirects(), delegateQueue: nil)
    }
}
