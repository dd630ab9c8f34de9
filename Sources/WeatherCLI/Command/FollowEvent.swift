import WeatherCore

/// What ends a follower's wait.
enum FollowEvent: Equatable, Sendable {
    /// The instant waited for came.
    case due
    /// A file in the cache folder was written (another copy's entry), or the folder came back.
    case cacheChanged
    /// The wall clock was set or jumped (the machine woke from sleep): every instant is worked out again.
    case clockChanged
    /// SIGUSR1: fresh data now, whatever the cache holds.
    case refresh
    /// SIGHUP: read the config file again.
    case reload
    /// Standard output's reader is gone: the bar stopped, and will start another copy.
    case outputClosed
}
