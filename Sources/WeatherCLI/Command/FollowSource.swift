import WeatherCore

/// What a follower shows: a cache hit read in the follower, else a polling run's fetch through the same cache,
/// lock and single flight (``FollowedRun``), or a test's.
protocol FollowSource {
    /// The data at `now`, asked for again whatever the cache holds when `refresh` is true.
    mutating func frame(at now: Double, refresh: Bool) -> FollowFrame
    /// Reads the config file again; keeps the configuration in use, with a warning, when it cannot be used.
    mutating func reload()
}
