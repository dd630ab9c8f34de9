// swift-tools-version:6.0
import PackageDescription

// Two programs share one command line (WeatherCLI). `weather` does not link FoundationNetworking, so a run
// answered from the cache, the demo or a saved file never loads libcurl and the ~30 libraries it needs (most
// of a cache hit's start-up, docs/performance.md); when it must ask OpenWeather it hands its whole command line
// to `weather-fetch`, the same command line with ForecastClient linked in (see HandOver).
let package = Package(
    name: "weather",
    // macOS 13 / iOS 16: Duration, ContinuousClock, Task.sleep(for:), String.replacing(_:with:) and TimeZone.gmt
    // in WeatherCore, WeatherClient and the command line (the tests' lock is their own, for the same versions:
    // the standard library's Mutex would need macOS 15 / iOS 18).
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "weather", targets: ["weather"]),
        .executable(name: "weather-fetch", targets: ["weather-fetch"]),
        .library(name: "WeatherCore", targets: ["WeatherCore"]),
        .library(name: "WeatherClient", targets: ["WeatherClient"]),
    ],
    targets: [
        // The pure core: models, days, units, rendering, cache entries. It and WeatherCLI import only
        // FoundationEssentials, the part of Foundation that needs no ICU: `weather` is then a third of the size
        // and starts faster (docs/performance.md). `import Foundation` would link all of swift-corelibs-foundation.
        .target(name: "WeatherCore"),
        // The HTTP client: the only target that imports FoundationNetworking.
        .target(name: "WeatherClient", dependencies: ["WeatherCore"]),
        // The command line: options, config, cache files, output. No FoundationNetworking.
        .target(name: "WeatherCLI", dependencies: ["WeatherCore"]),
        .executableTarget(name: "weather", dependencies: ["WeatherCLI"]),
        .executableTarget(name: "weather-fetch", dependencies: ["WeatherCLI", "WeatherClient"]),
        // The in-process benchmark run by scripts/bench (issue 6); no test depends on it.
        .executableTarget(name: "Benchmarks", dependencies: ["WeatherCore"]),
        .testTarget(
            name: "WeatherCoreTests",
            dependencies: ["WeatherCore", "WeatherClient", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "weatherTests",
            dependencies: ["WeatherCLI", "WeatherClient", "weather", "weather-fetch", "TestSupport"]
        ),
        // What both test targets share: a lock for their servers' and stubs' state.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
