import Foundation

/// What this build of the package is, for the tests that only apply to one.
enum Build {
    /// Whether `weather` asks OpenWeather itself instead of handing over to `weather-fetch`: on macOS, and in
    /// the WEATHER_PORTABLE build that builds on Linux as on a Mac.
    static let isOneProgram: Bool = {
        #if WEATHER_PORTABLE || os(macOS)
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
