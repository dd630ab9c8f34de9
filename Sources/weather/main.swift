import WeatherCLI

// One program on every platform: the command line, and OpenWeather through the platform's HTTP stack when the
// cache cannot answer (WeatherClient's HTTPTransport.platform).
WeatherCommand.main()
