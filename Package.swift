// swift-tools-version:6.0
import PackageDescription

// On Linux, two programs share one command line (WeatherCLI). `weather` does not link FoundationNetworking, so
// a run answered from the cache, the demo or a saved file never loads libcurl and the ~30 libraries it needs
// (most of a cache hit's start-up, docs/performance.md); when it must ask OpenWeather it hands the run to
// `weather-fetch`, the same command line with ForecastClient linked in (see HandOver). On macOS, Foundation and
// URLSession are system libraries every process maps anyway: `weather` is one program there.
//
// `WEATHER_PORTABLE=1 swift build` (or `swift test`) builds on Linux the way the package builds on Apple's
// systems: every target imports Foundation instead of FoundationEssentials, and `weather` is one program.
let portable = Context.environment["WEATHER_PORTABLE"] == "1"
// Where `weather` is one program: macOS always, every platform in the portable build.
let oneProgram: TargetDependencyCondition? = portable ? nil : .when(platforms: [.macOS])
let oneProgramSetting: BuildSettingCondition? = portable ? nil : .when(platforms: [.macOS])
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
        .executable(name: "weather-fetch", targets: ["weather-fetch"]),
        .library(name: "WeatherCore", targets: ["WeatherCore"]),
        .library(name: "WeatherClient", targets: ["WeatherClient"]),
    ],
    targets: [
        // The pure core: models, days, units, rendering, cache entries. On Linux it and WeatherCLI import only
        // FoundationEssentials, the part of Foundation that needs no ICU: `weather` is then a third of the size
        // and starts faster (docs/performance.md). Each target's Platform.swift picks its modules.
        .target(name: "WeatherCore", swiftSettings: platformSettings),
        // The HTTP client: the only target that talks HTTP (FoundationNetworking on Linux).
        .target(name: "WeatherClient", dependencies: ["WeatherCore"], swiftSettings: platformSettings),
        // The command line: options, config, cache files, output. No FoundationNetworking.
        .target(
            name: "WeatherCLI", dependencies: ["WeatherCore"], swiftSettings: platformSettings,
            plugins: ["BuildIdentityPlugin"]),
        // The command line's network half: WeatherCLI's ForecastService over ForecastClient.
        .target(name: "WeatherFetch", dependencies: ["WeatherCLI", "WeatherClient"], swiftSettings: platformSettings),
        .executableTarget(
            name: "weather",
            dependencies: ["WeatherCLI", .target(name: "WeatherFetch", condition: oneProgram)],
            swiftSettings: platformSettings + [.define("WEATHER_ONE_PROGRAM", oneProgramSetting)]),
        .executableTarget(name: "weather-fetch", dependencies: ["WeatherFetch"], swiftSettings: platformSettings),
        // The sample of the README's "Use it in your app", built and run against the tests' server by .ci/run.
        .executableTarget(
            name: "ForecastExample", dependencies: ["WeatherClient"], swiftSettings: platformSettings),
        // A hash of the programs' sources, so `weather` can tell a `weather-fetch` of another build (issue 11).
        .executableTarget(name: "build-identity"),
        .plugin(
            name: "BuildIdentityPlugin", capability: .buildTool(), dependencies: ["build-identity"],
            path: "Sources/BuildIdentityPlugin"),
        // The in-process benchmark run by scripts/bench (issue 6); no test depends on it.
        .executableTarget(name: "Benchmarks", dependencies: ["WeatherCore"]),
        .testTarget(
            name: "WeatherCoreTests",
            dependencies: ["WeatherCore", "WeatherClient", "TestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: platformSettings
        ),
        .testTarget(
            name: "weatherTests",
            dependencies: ["WeatherCLI", "WeatherClient", "weather", "weather-fetch", "TestSupport"],
            swiftSettings: platformSettings
        ),
        // What both test targets share: a lock for their servers' and stubs' state, a seeded generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
