import WeatherCLI

#if WEATHER_ONE_PROGRAM
    import WeatherFetch

    // On Apple's systems (and in the WEATHER_PORTABLE build on Linux) URLSession is part of Foundation, already
    // mapped into every process: `weather` asks OpenWeather itself and never hands over.
    ProxyEnvironment.keepLoopbackDirect()
    await WeatherCommand.main(service: ClientService.self, probe: ClientProbe.probe)
#else
    // `weather` without a network (no FoundationNetworking, so no libcurl at start-up): the demo, saved files and
    // cache hits are answered here, synchronously; anything that needs OpenWeather goes to `weather-fetch` (see
    // HandOver).
    WeatherCommand.main()
#endif
