import WeatherCLI

// `weather` without a network (no FoundationNetworking, so no libcurl at start-up): the demo, saved files and
// cache hits are answered here, synchronously; anything that needs OpenWeather goes to `weather-fetch` (see
// HandOver).
WeatherCommand.main()
