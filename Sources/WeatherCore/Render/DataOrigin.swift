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
