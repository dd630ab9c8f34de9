import WeatherCore

/// The clock and the waiting of a follower: the system's (``SystemFollowEvents``), or a test's, whose clock
/// jumps to each instant waited for.
protocol FollowEvents {
    /// The current time, Unix seconds.
    var now: Double { get }
    /// Waits until `due` (Unix seconds; nil: no time is due) or until something happens, whichever is first.
    mutating func wait(until due: Int?) -> FollowEvent
}
