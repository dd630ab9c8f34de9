#if WEATHER_ONE_PROGRAM
    import WeatherCLI
    import WeatherClient
    import WeatherCore

    /// `weather doctor`'s one request, made by ``ForecastClient`` as a run's requests are (retry, deadline, size
    /// limit, same-host redirects), for the place at 0°, 0°: any place costs the quota the same.
    enum ClientProbe {
        static let probe: ServerProbe = { key, baseURL, timeout in
            let session = ForecastClient.session(configuration: .diskless)
            defer { session.finishTasksAndInvalidate() }
            let client = ForecastClient(
                apiKey: key, baseURL: baseURL, session: session, timeout: .milliseconds(Int(timeout * 1000)))
            return await client.check(ForecastRequest(latitude: 0, longitude: 0))
        }
    }
#endif
