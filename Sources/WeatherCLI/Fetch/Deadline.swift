import WeatherCore

/// `--timeout` counted from the run's start, for the whole run: a key, config or input file that is a FIFO,
/// waiting for another copy's lock, geocoding, the fetch and its retry all share it, so a bar gets its answer
/// within its deadline however the time is spent.
struct Deadline: Equatable, Sendable {
    /// When the run started, Unix seconds (fractional).
    var start: Double
    /// `--timeout`, seconds: what messages name ("no answer within 5 s").
    var seconds: Double

    /// `seconds` from now.
    static func fromNow(_ seconds: Double) -> Deadline {
        Deadline(start: Date().timeIntervalSince1970, seconds: seconds)
    }

    /// When it passes.
    var date: Date { Date(timeIntervalSince1970: start + seconds) }

    /// The seconds left, never below 0.
    var remaining: Double { max(0, date.timeIntervalSinceNow) }
}
