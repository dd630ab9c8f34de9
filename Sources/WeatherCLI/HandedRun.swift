import WeatherCore

/// What `weather` hands to `weather-fetch` (``HandOver``): the run as `weather` read and resolved it, so that
/// the helper reads no file or pipe a second time, says each warning once and sees the same instant. The API
/// key is not in it: the helper reads the key itself, just before its first request.
struct HandedRun: Codable, Equatable {
    /// The options, with the command line, the config file and the environment already applied.
    var options: Options
    /// Lines for stderr from reading the options (unknown config keys), not said yet.
    var warnings: [String]
    /// The run's one clock reading, Unix seconds (fractional): its "now", and the start of its deadline.
    var start: Double
    /// Whether `weather` was started with standard output closed: it hands over /dev/null there instead, so
    /// that nothing `weather-fetch` opens takes descriptor 1 (``Console/closedAtStart``).
    var outputClosed = false
}

extension IconSet: Codable {}
extension ColorMode: Codable {}
extension AmbiguousWidth: Codable {}
