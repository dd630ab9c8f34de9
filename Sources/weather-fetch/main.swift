import WeatherCLI
import WeatherFetch

// `weather` with its network: `weather` hands its command line here when the cache cannot answer it.
ProxyEnvironment.keepLoopbackDirect()
await WeatherCommand.main(service: ClientService.self)
