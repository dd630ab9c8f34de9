// swift-tools-version:6.0
import PackageDescription

// `weather` is one program on every platform. On Linux it asks OpenWeather through libcurl, opened with dlopen at
// the first request (CCurl): a run answered from the cache, the demo or a saved file never maps libcurl and the
// ~30 libraries it needs (docs/performance.md). On Apple's systems the client uses URLSession.
//
// `WEATHER_PORTABLE=1 swift build` (or `swift test`) builds on Linux the way the package builds on Apple's
// systems: every target imports Foundation instead of FoundationEssentials, and the client uses URLSession.
let portable = Context.environment["WEATHER_PORTABLE"] == "1"
let platformSettings: [SwiftSetting] = portable ? [.define("WEATHER_PORTABLE")] : []

let package = Package(
    name: "weather",
    // macOS 13 / iOS 16: Duration, ContinuousClock, Task.sleep(for:), String.replacing(_:with:) and TimeZone.gmt
    // in WeatherCore, WeatherClient and the command line (the tests' lock is their own, for the same versions:
    // the standard library's Mutex would need macOS 15 / iOS 18). WeatherCore and WeatherClient are for apps
    // on both; the programs are for macOS and Linux.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "weather", targets: ["weather"]),
        .library(name: "WeatherCore", targets: ["WeatherCore"]),
        .library(name: "WeatherClient", targets: ["WeatherClient"]),
    ],
    targets: [
        // The pure core: models, days, units, rendering, cache entries. On Linux it and WeatherCLI import only
        // FoundationEssentials, the part of Foundation that needs no ICU: `weather` is then a third of the size
        // and starts faster (docs/performance.md). Each target's Platform.swift picks its modules.
        .target(name: "WeatherCore", swiftSettings: platformSettings),
        // The HTTP client: the only target that talks HTTP (libcurl on Linux, URLSession elsewhere).
        .target(
            name: "WeatherClient",
            dependencies: ["WeatherCore", .target(name: "CCurl", condition: .when(platforms: [.linux]))],
            swiftSettings: platformSettings),
        // libcurl's few functions and constants, found with dlopen at the first request: no curl headers to
        // build, no libcurl to link.
        .target(name: "CCurl"),
        // The command line: options, config, cache files, output, exit status.
        .target(name: "WeatherCLI", dependencies: ["WeatherCore", "WeatherClient"], swiftSettings: platformSettings),
        .executableTarget(name: "weather", dependencies: ["WeatherCLI"], swiftSettings: platformSettings),
        // The in-process benchmark run by scripts/bench; no test depends on it.
        .executableTarget(name: "Benchmarks", dependencies: ["WeatherCore"]),
        .testTarget(
            name: "WeatherCoreTests",
            dependencies: ["WeatherCore", "TestSupport"],
            // Read by path (#filePath), not bundled: the real responses and the golden outputs.
            exclude: ["Fixtures", "Golden"],
            swiftSettings: platformSettings
        ),
        // The client's tests: requests through stub transports, URLSession and libcurl against local servers.
        .testTarget(
            name: "WeatherClientTests",
            dependencies: ["WeatherCore", "WeatherClient", "TestSupport"],
            swiftSettings: platformSettings
        ),
        .testTarget(
            name: "weatherTests",
            dependencies: ["WeatherCLI", "WeatherClient", "weather", "TestSupport"],
            swiftSettings: platformSettings
        ),
        // What both test targets share: a lock for their servers' and stubs' state, a seeded generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
