// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "weather",
    products: [
        .executable(name: "weather", targets: ["weather"]),
        .library(name: "WeatherCore", targets: ["WeatherCore"]),
    ],
    targets: [
        .target(name: "WeatherCore"),
        .executableTarget(name: "weather", dependencies: ["WeatherCore"]),
        // The in-process benchmark run by scripts/bench (issue 6); no test depends on it.
        .executableTarget(name: "Benchmarks", dependencies: ["WeatherCore"]),
        .testTarget(
            name: "WeatherCoreTests",
            dependencies: ["WeatherCore"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "weatherTests",
            dependencies: ["weather"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
