import WeatherCore

/// Fetches the forecasts of several places at once — at most ``maximumConcurrent`` requests in flight — and
/// gives their outcomes in the order the places were given; one failure does not hide the others.
struct PlaceFetcher: Sendable {
    /// How many places are fetched at the same time: enough that 10 places take about 3 round trips, few
    /// enough not to look like a burst to OpenWeather's rate limit.
    static let maximumConcurrent = 4

    let options: Options
    /// The API key, hidden from messages.
    let key: String
    /// What asks OpenWeather.
    let service: ClientService
    let cache: ForecastCache?
    /// The API `service` asks, for the cache's entries.
    let source: CacheSource
    /// The current Unix time in seconds.
    let now: Int
    /// When the run's `--timeout` ends: every place, and everything for it, within it (``Deadline``).
    let deadline: Date

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
                case .failed(let failure) where places.count > 1:
                    return .failed(failure.about(place.label))
                case let outcome?:
                    return outcome
                case nil:
                    return .failed(Failure("\(place.label): not fetched", kind: .internal))
                }
            }
        }
    }

    /// One place: its coordinates (looked up by name when needed), then its forecast through the cache, then
    /// with `--air` its air, over the same connection.
    private func fetch(_ place: Options.Place) async -> Runner.Outcome {
        var matches: [Place]?
        if case .city(let name) = place {
            do throws(NetworkError) {
                matches = try await lookUp(name, until: deadline)
            } catch {
                return Self.lookUpFailure(error, name: name, secret: key)
            }
        }
        guard let location = Self.location(of: place, matches: matches) else {
            return .failed(
                Failure(
                    "no place matches '\(place.label)'. Check the spelling, or add a country code, "
                        + "as in --city \"Springfield,US\".", kind: .noForecast, short: "place not found"))
        }
        let loader = ForecastLoader(
            cache: cache, source: source, maxAge: options.maxAge, refresh: options.refresh,
            staleOnAnyFailure: options.format.isBar, lockDeadline: deadline,
            fetch: { [service, key] request throws(NetworkError) in
                do throws(NetworkError) {
                    // Hidden before the cache keeps it or anything shows it: a server may echo the key.
                    let data = try await service.forecast(request, until: deadline)
                    try data.checkSlotTimes(now: now)
                    return data.hiding(key)
                } catch {
                    // The failure is kept in the cache for other copies: never with the key in it.
                    throw error.hiding(key)
                }
            },
            now: { Int(Date().timeIntervalSince1970) }, warn: Runner.warn(options))
        let fetched: Fetched, origin: DataOrigin, stale: NetworkError?
        do throws(NetworkError) {
            switch try await loader.load(Self.request(location, options)) {
            case .fresh(let data, let fetchedAt):
                (fetched, origin, stale) = (Fetched(data: data), .fetched(at: fetchedAt), nil)
            case .stale(let data, let fetchedAt, let error):
                let reason = Console.redact(error.errorDescription ?? "\(error)", key)
                (fetched, origin, stale) = (Fetched(data: data), .stale(at: fetchedAt, reason: reason), error)
            }
        } catch {
            return .failed(Failure(error, hiding: key))
        }
        guard options.air, options.condition == nil else {
            return .shown(fetched, origin, stale: stale, note: location.note)
        }
        let (air, warning) = await air(at: location, of: place)
        return .shown(
            Fetched(data: fetched.data, air: air, airWarning: warning), origin, stale: stale, note: location.note)
    }

    /// The air at `location` with `--air`, through the cache by the forecast's rules in an entry of its own: the
    /// response, or when it cannot be had an empty one (shown as "-") and the line saying why. Its failure never
    /// fails the forecast, and cached air of any age is shown rather than none.
    private func air(at location: Location, of place: Options.Place) async -> (AirPollution, warning: String?) {
        let loader = AirLoader(
            cache: cache, source: source, maxAge: options.maxAge, refresh: options.refresh,
            staleOnAnyFailure: true, lockDeadline: deadline,
            fetch: { [service, key] request throws(NetworkError) in
                do throws(NetworkError) {
                    return try await service.airPollution(request, until: deadline)
                } catch {
                    // The failure is kept in the cache for other copies: never with the key in it.
                    throw error.hiding(key)
                }
            },
            now: { Int(Date().timeIntervalSince1970) }, warn: Runner.warn(options))
        let request = AirPollutionRequest(latitude: location.latitude, longitude: location.longitude)
        let problem = { (error: NetworkError, instead: String) in
            let reason = Console.redact(error.errorDescription ?? "\(error)", key)
            return "no air quality for \(place.label): \(reason) \(instead)"
        }
        do throws(NetworkError) {
            switch try await loader.load(request) {
            case .fresh(let air, _):
                return (air, nil)
            case .stale(let air, _, let error):
                return (air, problem(error, "Showing the cached air quality."))
            }
        } catch {
            return (AirPollution(list: []), problem(error, "The forecast is shown without it."))
        }
    }

    /// The outcome for a failed look-up of `name`: a body that is not the Geocoding API's JSON, or no usable
    /// answer, is said to be about the place, not "the forecast"; other failures as for a forecast.
    static func lookUpFailure(_ error: NetworkError, name: String, secret: String) -> Runner.Outcome {
        let problem: String
        switch error {
        case .parseError(let path, let reason):
            problem = "is not the Geocoding API's JSON" + (path.isEmpty ? "" : " at \(path)") + ": \(reason)"
        case .dataError(nil, let message, _):
            problem = "is not usable: " + NetworkError.oneLine(message ?? "no data")
        default:
            return .failed(Failure(error, hiding: secret))
        }
        let message = "OpenWeather's answer for the place '\(name)' \(problem)."
        return .failed(
            Failure(Console.redact(message, secret), kind: .request(error), short: BarError.short(error)))
    }

    /// The Geocoding API's matches for a name, from the cache when it has them (places do not move). Copies
    /// started together ask once: one asks under the entry's lock while the others wait for it and read its
    /// answer, as for forecasts (``ForecastLoader``).
    private func lookUp(_ name: String, until deadline: Date) async throws(NetworkError) -> [Place] {
        let request = GeocodingRequest(query: name)
        guard options.useCache, let cache else { return try await places(request, until: deadline) }
        if let cached = cache.places(for: request.query, source: source, now: now) { return cached }
        let file = GeocodeEntry.fileName(for: request.query, source: source)
        let result: Result<[Place], NetworkError> = await cache.withLock(file, until: deadline) { waited in
            // Another copy may have asked while this one waited for the lock, or just before it took it: seen
            // with the clock read now, as a copy started in the next second dates its entry after this run's start.
            let time = Int(Date().timeIntervalSince1970)
            if let cached = cache.places(for: request.query, source: source, now: time) { return .success(cached) }
            let entry = cache.geocodeEntry(for: request.query, source: source)
            // The failure of the copy that held the lock while this one waited, and for a minute a failure that
            // waiting may cure: 20 bars started together against a failing server ask it once, as for forecasts.
            if let failure = entry?.failure {
                let age = time - failure.failedAt
                if waited && failure.failedAt >= now {
                    return fallback(failure.reused(wait: nil), expired: entry)
                }
                if failure.error.isTransient, (0..<RememberedFailure.defaultWait).contains(age) {
                    return fallback(failure.reused(wait: RememberedFailure.defaultWait - age), expired: entry)
                }
            }
            do throws(NetworkError) {
                return .success(try await ask(request, until: deadline, keepingIn: cache))
            } catch {
                let failed = GeocodeEntry(
                    query: request.query, fetchedAt: entry?.fetchedAt ?? 0, places: entry?.places ?? [],
                    failure: RememberedFailure(error.hiding(key), failedAt: time))
                do {
                    try cache.write(failed, source: source)
                } catch {
                    Runner.warn(options)("cannot write the cache: \(Console.describe(error))")
                }
                return fallback(error, expired: entry)
            }
        }
        return try result.get()
    }

    /// Places do not move: a look-up older than 30 days is better than no forecast when a new one cannot be had
    /// (``NetworkError/leavesCachedDataStanding``: no network, a failing server); else the error.
    private func fallback(_ error: NetworkError, expired entry: GeocodeEntry?) -> Result<[Place], NetworkError> {
        guard error.leavesCachedDataStanding, let entry, entry.fetchedAt > 0, !entry.places.isEmpty
        else { return .failure(error) }
        return .success(entry.places)
    }

    /// Asks the Geocoding API and keeps a non-empty answer in `cache`.
    private func ask(
        _ request: GeocodingRequest, until deadline: Date, keepingIn cache: ForecastCache
    ) async throws(NetworkError) -> [Place] {
        let places = try await places(request, until: deadline)
        guard !places.isEmpty else { return places }
        do {
            // At most what was asked for: a server that sends more must not make every later run slow.
            let kept = Array(places.prefix(request.limit))
            try cache.write(GeocodeEntry(query: request.query, fetchedAt: now, places: kept), source: source)
        } catch {
            // Said as the run's other warnings are: not before a bar's line (polybar and tmux show the first).
            Runner.warn(options)("cannot write the cache: \(Console.describe(error))")
        }
        return places
    }

    /// The Geocoding API's matches with the key hidden in their names, before the cache keeps them or the note
    /// on several matches shows one: a server may echo the request, key and all.
    private func places(_ request: GeocodingRequest, until deadline: Date) async throws(NetworkError) -> [Place] {
        try await service.places(request, until: deadline).map { $0.hiding(key) }
    }

    /// The outcomes when the cache answers every place without a request: each place's coordinates (a
    /// name's from the cached geocoding) have a fresh entry (with `--air`, its air too), and neither `--refresh`
    /// nor `--no-cache` is given.
    /// Nil when any place needs OpenWeather.
    static func cachedOutcomes(
        _ places: [Options.Place], options: Options, cache: ForecastCache?, source: CacheSource, now: Int
    ) -> [Runner.Outcome]? {
        guard let cache, !options.refresh else { return nil }
        var outcomes: [Runner.Outcome] = []
        for place in places {
            var matches: [Place]?
            if case .city(let name) = place {
                matches = cache.places(for: GeocodingRequest(query: name).query, source: source, now: now)
            }
            guard let location = location(of: place, matches: matches),
                let fresh = cache.fresh(
                    CacheKey(request(location, options), source: source), now: now, maxAge: options.maxAge)
            else { return nil }
            var fetched = Fetched(data: fresh.response)
            if options.air && options.condition == nil {
                let request = AirPollutionRequest(latitude: location.latitude, longitude: location.longitude)
                let air: AirEntry? = cache.fresh(
                    AirEntry.fileName(for: request, source: source), now: now, maxAge: options.maxAge)
                guard let air else { return nil }
                fetched.air = air.response
            }
            outcomes.append(.shown(fetched, .fetched(at: fresh.fetchedAt), stale: nil, note: location.note))
        }
        return outcomes
    }

    /// Where a place is, and for a name that matched several places the stderr note saying which was taken.
    struct Location {
        var latitude: Double
        var longitude: Double
        var note: String?
    }

    /// The location of `place`: its own coordinates, or for a name the first of the Geocoding API's `matches`;
    /// nil for a name without matches.
    private static func location(of place: Options.Place, matches: [Place]?) -> Location? {
        switch place {
        case .coordinates(let latitude, let longitude):
            return Location(latitude: latitude, longitude: longitude)
        case .city(let name):
            guard let matches, let first = matches.first else { return nil }
            var note: String?
            if matches.count > 1 {
                note =
                    "'\(name)' matches \(matches.count) places; using \(first.summary). "
                    + "Add a state or country code to pick another."
            }
            return Location(latitude: first.lat, longitude: first.lon, note: note)
        }
    }

    /// The forecast request for a location.
    private static func request(_ location: Location, _ options: Options) -> ForecastRequest {
        ForecastRequest(
            latitude: location.latitude, longitude: location.longitude, lang: options.lang, count: options.count)
    }
}
