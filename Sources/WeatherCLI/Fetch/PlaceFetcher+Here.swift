import WeatherCore

extension PlaceFetcher {
    /// `--here`: the forecast where the location service places the machine. In order: an answer of the last
    /// hour from the cache; else the service asked now; when it fails, the config file's place (`fallback`),
    /// with a line saying why; without one, the last answer the cache holds, saying how old it is, when it is
    /// at most ``LocateEntry/longestStandIn`` old; else the failure. The line names the config file's place as
    /// the file does: by its name in `"places"` (`name`) when it has one, else by its coordinates or city.
    func here(fallback: Options.Place?, named name: String?, first: Bool) async -> Runner.Outcome {
        // Any failure leaves an earlier answer standing: no answer of the service says the machine is elsewhere.
        var loader: CachedLoader<LocateEntry> = loader(staleOnAnyFailure: true) { request throws(NetworkError) in
            // The client hides the key (a --locate-url may carry it) before the cache keeps the answer.
            try await service.locate(request, until: deadline)
        }
        loader.log = log("location by IP address")
        let failure: LocateError
        var earlier: (location: IPLocation, age: Int)?
        do throws(NetworkError) {
            // The service's answer comes with the key hidden by the client, a cached one by the session.
            switch try await loader.load(locate) {
            case .fresh(let location, _):
                return await forecast(near: location, warning: nil, first: first)
            case .stale(let location, let fetchedAt, let error):
                failure = LocateError(service: locate.serviceName, error: error)
                earlier = (location, max(0, session.now - fetchedAt))
            }
        } catch {
            failure = LocateError(service: locate.serviceName, error: error)
        }
        // An answer of the last hour (the service failed after --refresh or SIGUSR1 asked it again) is as good as
        // a fresh one; an older one comes after the config file's place, which the user chose.
        if let earlier,
            earlier.age < LocateEntry.maximumAge || fallback == nil && earlier.age <= LocateEntry.longestStandIn
        {
            let warning = "\(failure.reason); showing where it placed this machine \(Doctor.age(earlier.age)) ago."
            return await forecast(near: earlier.location, warning: warning, first: first)
        }
        if let earlier {
            let age = Doctor.age(earlier.age)
            loader.log?(
                fallback == nil
                    ? "its answer of \(age) ago does not stand in: older than a day"
                    : "its answer of \(age) ago does not stand in: older than an hour, and the configured place comes first"
            )
        }
        guard let fallback else { return .failed(Failure(failure, lastAnswerAge: earlier?.age)) }
        let warning =
            "\(failure.message.dropLast()); showing \(name ?? fallback.label), the config file's \"place\", instead."
        let outcome = await fetch(fallback, first: first)
        guard case .shown(var fetched, let origin, let stale, let note) = outcome else {
            diagnostics.duringRun(warning)
            return outcome
        }
        fetched.placeWarning = warning
        return .shown(fetched, origin, stale: stale, note: note)
    }

    /// The forecast where the service placed the machine, said in the header, with `warning` on stderr.
    private func forecast(near located: IPLocation, warning: String?, first: Bool) async -> Runner.Outcome {
        let place = Options.Place.coordinates(latitude: located.latitude, longitude: located.longitude)
        let outcome = await forecast(at: Location(place: located), of: place, first: first)
        guard case .shown(var fetched, let origin, let stale, let note) = outcome else { return outcome }
        (fetched.located, fetched.placeWarning) = (located, warning)
        return .shown(fetched, origin, stale: stale, note: note)
    }
}
