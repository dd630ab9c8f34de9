import Foundation
import WeatherCore

/// What the user asked for on the command line, validated.
struct Options: Equatable {
    /// Where the forecast comes from.
    enum Source: Equatable {
        /// Fetch for a place, degrees.
        case coordinates(latitude: Double, longitude: Double)
        /// Read a saved response from a file, or from standard input for "-".
        case input(path: String)
        /// The real response bundled with the package.
        case demo
    }

    /// The output formats of `--format`.
    enum Format: String, CaseIterable {
        case table, json
    }

    var source: Source
    var units: Units = .metric
    var format: Format = .table
    var icons: IconSet = .emoji
    var lang: String?
    var count: Int?
    var inputUnits: Units = .standard
    var baseURL: String?
    var timeout: Double = 10
    var apiKeyFile: String?
    /// How long a cached forecast is fresh, seconds.
    var maxAge = 600
    /// Fetch even when the cache is fresh.
    var refresh = false
    /// Neither read nor write the cache.
    var useCache = true
    /// One stderr line per request (`--verbose`).
    var verbose = false
}

/// What a command line asks `weather` to do.
enum Command: Equatable {
    case help
    case version
    /// Print the completion script for a shell.
    case completions(Completions.Shell)
    case run(Options)
}
