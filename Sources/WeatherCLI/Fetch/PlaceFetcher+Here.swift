import WeatherCore

extension PlaceFetcher {
    /// `--here`: the forecast where the location service places the machine (an answer of the last hour from
    /// the cache, else asked now; one older than that when the service cannot be reached), else `fallback`'s,
    /// the config file's place, with a line saying why; else the failure.
    func here(fallback: Options.Place?, first: Bool) async -> Runner.Outcome {
        var loader: CachedLoader<LocateEntry> = loader { request throws(NetworkError) in
            // The client hides the key (a --locate-url may carry it) before the cache keeps the answer.
            try await service.locate(request, until: deadline)
        }
        loader.log = log("location by IP address")
        let located: IPLocation
        var warning: String?
        do throws(NetworkError) {
            // The service's answer comes with the key hidden by the client, a cached one by the session.
            switch try await loader.load(locate) {
            case .fresh(let location, _):
                located = location
            case .stale(let location, let fetchedAt, let error):
                located = location
                let age = max(0, session.now - fetchedAt) / 60
                let failure = LocateError(service: locate.serviceName, error: error)
                warning = "\(failure.reason); showing where it placed this machine \(age) min ago."
            }
        } catch {
            let failure = LocateError(service: locate.serviceName, error: error)
            guard let fallback else { return .failed(Failure(failure)) }
            let warning =
                "\(failure.message.dropLast()); showing \(fallback.label), the config file's \"place\", instead."
            let outcome = await fetch(fallback, first: first)
            guard case .shown(var fetched, let origin, let stale, let note) = outcome else {
                diagnostics.duringRun(warning)
                return outcome
            }
            fetched.placeWarning = warning
            return .shown(fetched, origin, stale: stale, note: note)
        }
        let place = Options.Place.coordinates(latitude: located.latitude, longitude: located.longitude)
        let outcome = await forecast(at: Location(place: located), of: place, first: first)
        guard case .shown(var fetched, let origin, let stale, let note) = outcome else { return outcome }
        (fetched.located, fetched.placeWarning) = (located, warning)
        return .shown(fetched, origin, stale: stale, note: note)
    }
}
