import Foundation

/// What this build of the package is, for the tests that only apply to one.
enum Build {
    /// Whether `weather` asks OpenWeather through libcurl (Linux with glibc) rather than URLSession (Apple's
    /// systems, the WEATHER_PORTABLE build): as WeatherClient's Platform.swift decides.
    static let usesLibcurl: Bool = {
        #if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
            true
        #else
            false
        #endif
    }()

    /// glibc's `ldd`, which lists the shared libraries a program loads; nil where there is none (macOS, musl).
    static let ldd: URL? = {
        let path = "/usr/bin/ldd"
        return FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    }()
}
