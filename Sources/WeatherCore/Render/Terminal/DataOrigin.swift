/// Where a forecast's data came from, for the header's "data age" line.
public enum DataOrigin: Sendable, Equatable {
    /// Fetched from OpenWeather at a Unix time (seconds).
    case fetched(at: Int)
    /// From the cache after a failed request: fetched at a Unix time (seconds), older than wanted; `reason`
    /// says why no newer data could be had.
    case stale(at: Int, reason: String)
    /// Read from a saved response; `name` is shown (a file name, or "standard input").
    case saved(name: String)
    /// The real response bundled with the package for `--demo`.
    case demo
}

extension DataOrigin {
    /// How old the data is at `now` (Unix seconds), in seconds: at least 0 (a clock that jumped back), and held
    /// at `Int.max` where a time read from a cache file is too far off for the difference to fit. Nil for a
    /// saved response or the demo, which have no fetch time.
    package func age(at now: Int) -> Int? {
        switch self {
        case .fetched(let at), .stale(let at, _): max(0, Display.seconds(from: at, to: now))
        case .saved, .demo: nil
        }
    }
}
