import WeatherCore

/// Fetches the forecasts of several places at once — at most ``maximumConcurrent`` requests in flight — and
/// gives their outcomes in the order the places were given; one failure does not hide the others.
struct PlaceFetcher: Sendable {
    /// How many places are fetched at the same time: enough that 10 places take about 3 round trips, few
    /// enough not to look like a burst to OpenWeather's rate limit.
    static let maximumConcurrent = 4

    let options: Options
    /// The run's sink for warnings: one found while the run asks goes to its ``Diagnostics/duringRun``.
    let diagnostics: Diagnostics
    /// What asks OpenWeather: the key is its own, and its answers and errors come with it hidden.
    let service: ClientService
    /// The run's cache, with what the check for a hit read in it, for the loaders to start from.
    let session: CacheSession
    /// When the run's `--timeout` ends: every place, and everything for it, within it (``Deadline``).
    let deadline: Date
    /// Told what the cache holds for the first place's forecast just before it is asked for.
    var willAskFirst: (@Sendable (CacheEntry?) -> Void)?
    /// What `--here` asks the location service.
    var locate = LocateRequest()

    /// The outcome of every place, in order.
    func fetchAll(_ places: [Options.Place]) async -> [Runner.Outcome] {
        await withTaskGroup(of: (Int, Runner.Outcome).self) { group in
            var outcomes = [Runner.Outcome?](repeating: nil, count: places.count)
            var next = 0
            func start() {
                let index = next
                next += 1
                group.addTask { (index, await fetch(places[index], first: index == 0)) }
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
    func fetch(_ place: Options.Place, first: Bool) async -> Runner.Outcome {
        if case .here(let fallback, let name) = place {
            return await here(fallback: fallback, named: name, first: first)
        }
        var matches: [Place]?
        if case .city(let name) = place {
            do throws(NetworkError) {
                matches = try await lookUp(name)
            } catch {
                return Self.lookUpFailure(error, name: name)
            }
        }
        guard let location = Self.location(of: place, matches: matches, options) else {
            return .failed(
                Failure(
                    "no place matches '\(place.label)'. Check the spelling, or add a country code, "
                        + "as in --city \"Springfield,US\".", kind: .noForecast, short: "place not found"))
        }
        return await forecast(at: location, of: place, first: first)
    }

    /// The forecast at `location` through the cache, then with `--air` its air.
    func forecast(at location: Location, of place: Options.Place, first: Bool) async -> Runner.Outcome {
        // Every format shows a cached forecast after any failure, marked stale with its age and the failure,
        // which keeps its exit status: a rejected key or a garbled answer says nothing of the forecast kept.
        var loader: ForecastLoader = loader(staleOnAnyFailure: true) { request throws(NetworkError) in
            // The client hides the key before the cache keeps the answer or anything shows it.
            let data = try await service.forecast(request, until: deadline)
            try data.checkSlotTimes(now: session.now)
            return data
        }
        if first { loader.willAsk = willAskFirst }
        loader.log = log("forecast for \(place.label)")
        let fetched: Fetched, origin: DataOrigin, stale: NetworkError?
        // The server's answers and errors come with the key hidden by the client, the cache's entries by the
        // session that read them.
        do throws(NetworkError) {
            switch try await loader.load(Self.request(location, options)) {
            case .fresh(let data, let fetchedAt):
                (fetched, origin, stale) = (Fetched(data: location.naming(data)), .fetched(at: fetchedAt), nil)
            case .stale(let data, let fetchedAt, let error):
                let reason = error.errorDescription ?? "\(error)"
                (fetched, origin, stale) = (
                    Fetched(data: location.naming(data)), .stale(at: fetchedAt, reason: reason), error
                )
            }
        } catch {
            return .failed(Failure(error))
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
        var loader: AirLoader = loader(staleOnAnyFailure: true) { request throws(NetworkError) in
            try await service.airPollution(request, until: deadline)
        }
        loader.log = log("air for \(place.label)")
        let request = AirPollutionRequest(latitude: location.latitude, longitude: location.longitude)
        let problem = { (error: NetworkError, instead: String) in
            "no air quality for \(place.label): \(error.errorDescription ?? "\(error)") \(instead)"
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

    /// The outcome for a failed look-up of `name`: a body that is not the Geocoding API's JSON, no usable
    /// answer, or no Geocoding API at the address (404: OpenWeather's answers an unknown name with no matches)
    /// is said to be about the place, not "the forecast"; other failures as for a forecast.
    static func lookUpFailure(_ error: NetworkError, name: String) -> Runner.Outcome {
        let problem: String
        switch error {
        case .dataError(404?, let message, _):
            let detail = "HTTP 404" + (message.map { ": \(NetworkError.oneLine($0))" } ?? "")
            let message =
                "OpenWeather's address has no Geocoding API to look up the place '\(name)' (\(detail)); check --base-url."
            return .failed(Failure(message, kind: .request(error), short: BarError.short(error)))
        case .parseError(let path, let reason):
            problem = "is not the Geocoding API's JSON" + (path.isEmpty ? "" : " at \(path)") + ": \(reason)"
        case .dataError(nil, let message, _):
            problem = "is not usable: " + NetworkError.oneLine(message ?? "no data")
        default:
            return .failed(Failure(error))
        }
        let message = "OpenWeather's answer for the place '\(name)' \(problem)."
        return .failed(Failure(message, kind: .request(error), short: BarError.short(error)))
    }

    /// The Geocoding API's matches for a name, through the cache by the forecast's rules (``CachedLoader``),
    /// for 30 days whatever `--refresh` says, since places do not move (``GeocodeEntry/refreshes``), and beyond
    /// them when a new look-up cannot be had.
    private func lookUp(_ name: String) async throws(NetworkError) -> [Place] {
        var loader: PlaceLoader = loader {
            request throws(NetworkError) in
            // At most what was asked for: a server that sends more must not make every later run slow. The client
            // hides the key (a server may echo the request, key and all) before the cache keeps them.
            Array(try await service.places(request, until: deadline).prefix(request.limit))
        }
        loader.log = log("places named '\(name)'")
        switch try await loader.load(GeocodingRequest(query: name)) {
        case .fresh(let places, _), .stale(let places, _, _): return places
        }
    }

    /// With `--verbose`, where an answer about `subject` came from, as a line on stderr; nil without.
    func log(_ subject: String) -> (@Sendable (String) -> Void)? {
        guard options.verbose else { return nil }
        return { Console.line("weather: \(subject): \($0)") }
    }

    /// A loader through the cache with the run's settings that asks OpenWeather with `ask`. Its failures are
    /// kept in the cache for other copies, so never with the key in them: the client's failures come with it
    /// hidden, and what it reads from the cache comes hidden by the session.
    func loader<Entry: ListedEntry>(
        staleOnAnyFailure: Bool = false,
        _ ask: @escaping @Sendable (Entry.Request) async throws(NetworkError) -> Entry.Response
    ) -> CachedLoader<Entry> {
        CachedLoader(
            session: session, staleOnAnyFailure: staleOnAnyFailure, lockDeadline: deadline,
            timeout: options.timeoutSeconds, interactive: !options.format.isBar,
            keyFingerprint: service.keyFingerprint, fetch: ask, warn: diagnostics.duringRun)
    }

    /// The outcomes when the cache answers every place without a request: each place's coordinates (a
    /// name's from the cached geocoding) have a fresh entry (with `--air`, its air too), and neither `--refresh`
    /// nor `--no-cache` is given.
    /// Nil when any place needs OpenWeather; `session` then holds what the files it looked at held. The entries
    /// come with the key hidden by the session that read them.
    static func cachedOutcomes(
        _ places: [Options.Place], options: Options, session: inout CacheSession
    ) -> [Runner.Outcome]? {
        guard session.answersWithoutAsking else { return nil }
        var outcomes: [Runner.Outcome] = []
        for var place in places {
            var located: IPLocation?
            if case .here = place {
                // Only where the service placed the machine within the hour: the config file's place stands in
                // only after the service was asked and failed.
                guard let url = try? BaseURL.resolveLocate(options.locateURL),
                    let entry: LocateEntry = session.fresh(LocateRequest(url: url)),
                    let location = entry.response
                else { return nil }
                (located, place) = (location, .coordinates(latitude: location.latitude, longitude: location.longitude))
            }
            var matches: [Place]?
            if case .city(let name) = place {
                let entry: GeocodeEntry? = session.fresh(GeocodingRequest(query: name))
                matches = entry?.response
            }
            guard let location = location(of: place, matches: matches, options),
                let entry = freshEntry(location, options, session: &session),
                let data = entry.response
            else { return nil }
            var fetched = Fetched(data: location.naming(data), located: located)
            if options.air && options.condition == nil {
                let request = AirPollutionRequest(latitude: location.latitude, longitude: location.longitude)
                let air: AirEntry? = session.fresh(request)
                guard let air else { return nil }
                fetched.air = air.response
            }
            outcomes.append(.shown(fetched, .fetched(at: entry.fetchedAt), stale: nil, note: location.note))
        }
        return outcomes
    }

    /// What the cache holds for each place whatever its age, shown marked stale with `error`; `error` for a place
    /// it holds nothing for. For a run whose transfer did not end at its deadline (``RunWatchdog``): the files
    /// are read without their locks, which the stuck transfer's copy holds.
    static func lastCached(
        _ places: [Options.Place], options: Options, session: CacheSession, error: NetworkError
    ) -> [Runner.Outcome] {
        places.map { place in
            var place = place
            if case .here(let fallback, _) = place {
                // In ``here(fallback:named:first:)``'s order: where the service placed the machine within the hour, else
                // the config file's place, else where it placed it within a day.
                let url = (try? BaseURL.resolveLocate(options.locateURL)) ?? LocateRequest.defaultURL
                let entry: LocateEntry? = session.latest(LocateRequest(url: url))
                let age = entry.map { session.now.subtractingReportingOverflow($0.fetchedAt) }
                let limit = fallback == nil ? LocateEntry.longestStandIn : LocateEntry.maximumAge - 1
                if let location = entry?.response, let age, !age.overflow, age.partialValue <= limit {
                    place = .coordinates(latitude: location.latitude, longitude: location.longitude)
                } else if let fallback {
                    place = fallback
                } else {
                    // Nowhere to show: the failure to locate, as when the service's own deadline passes.
                    let failure = LocateError(service: LocateRequest(url: url).serviceName, error: error)
                    return .failed(Failure(failure))
                }
            }
            var matches: [Place]?
            if case .city(let name) = place {
                let entry: GeocodeEntry? = session.latest(GeocodingRequest(query: name))
                matches = entry?.response
            }
            let failed = Failure(error)
            guard let location = location(of: place, matches: matches, options),
                let entry: CacheEntry = session.latest(request(location, options)), let data = entry.response
            else {
                return .failed(places.count > 1 ? failed.about(place.label) : failed)
            }
            return .shown(
                Fetched(data: data), .stale(at: entry.fetchedAt, reason: error.errorDescription ?? "\(error)"),
                stale: error, note: location.note)
        }
    }

    /// The fresh cached forecast of `location`: the entry of the request this run would send, else, when the
    /// conditions are the program's words, the entry an older version kept in the interface's language (its
    /// descriptions are not shown, so it serves as well until it ages).
    private static func freshEntry(
        _ location: Location, _ options: Options, session: inout CacheSession
    ) -> CacheEntry? {
        let asked = request(location, options)
        if let entry: CacheEntry = session.fresh(asked) { return entry }
        guard let lang = options.lang, lang.lowercased() != asked.lang?.lowercased() else { return nil }
        var older = asked
        older.lang = lang
        return session.fresh(older)
    }

    /// Where a place is, and for a name that matched several places the stderr note saying which was taken.
    struct Location {
        var latitude: Double
        var longitude: Double
        var note: String?
        /// The place's name in the interface's language from the Geocoding API's `local_names`, shown instead
        /// of the forecast's `city.name` (English when the forecast is asked for without `lang`).
        var localName: String? = nil

        init(latitude: Double, longitude: Double, note: String? = nil, localName: String? = nil) {
            (self.latitude, self.longitude, self.note, self.localName) = (latitude, longitude, note, localName)
        }

        /// Where a location service placed the machine.
        init(place: IPLocation) {
            self.init(latitude: place.latitude, longitude: place.longitude)
        }

        /// `data` with ``localName`` as its city's name, when there is one.
        func naming(_ data: NetworkData) -> NetworkData {
            guard let localName, !localName.isEmpty else { return data }
            var named = data
            named.city.name = localName
            return named
        }
    }

    /// The location of `place`: its own coordinates, or for a name the first of the Geocoding API's `matches`
    /// (with its local name in a language other than English, where the conditions are the program's words);
    /// nil for a name without matches.
    private static func location(of place: Options.Place, matches: [Place]?, _ options: Options) -> Location? {
        switch place {
        case .coordinates(let latitude, let longitude):
            return Location(latitude: latitude, longitude: longitude)
        case .here:
            // Found by ``here(fallback:named:first:)`` before a location is asked for.
            return nil
        case .city(let name):
            guard let matches, let first = matches.first else { return nil }
            var note: String?
            if matches.count > 1 {
                note =
                    "'\(name)' matches \(matches.count) places; using \(first.summary). "
                    + "Add a state or country code to pick another."
            }
            let language = Language(openWeatherCode: options.lang)
            let localName =
                language == .english || options.descriptions == .server
                ? nil : first.localNames?[language.geocodingCode]
            return Location(latitude: first.lat, longitude: first.lon, note: note, localName: localName)
        }
    }

    /// The forecast request for a location: without `lang` (OpenWeather's English) when the conditions are the
    /// program's words, so that one answer and one cache entry serve every `--lang`; in `--lang` when they are
    /// OpenWeather's.
    private static func request(_ location: Location, _ options: Options) -> ForecastRequest {
        let lang = options.descriptions == .server ? options.lang : nil
        return ForecastRequest(
            latitude: location.latitude, longitude: location.longitude, lang: lang, count: options.count)
    }
}
