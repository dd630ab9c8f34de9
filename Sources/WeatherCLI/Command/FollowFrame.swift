import WeatherCore

/// What a followed bar shows, as loaded once: its output at any instant (a render, no I/O), and when the data
/// under it may change, which calls for loading again.
struct FollowFrame {
    /// The bar's output at an instant, Unix seconds.
    var text: (Int) -> Output.BarText
    /// When the data may next change (``FollowSchedule/nextChange(after:of:maxAge:fixed:)``); nil for never.
    var nextChange: Int?
}
