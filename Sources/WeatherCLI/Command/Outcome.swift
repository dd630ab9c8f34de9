import WeatherCore

/// What one place (or the demo, or a saved file) came to: data to show or a failure. `Content` is the
/// decoded ``NetworkData`` as the run gets it, and the ``Forecast`` made from it once ``Output`` knows when it
/// is seen.
enum Outcome<Content> {
    /// Data to show; `stale` is the failure that kept it from being fresh; `note` a line for stderr.
    case shown(Content, DataOrigin, stale: NetworkError?, note: String?)
    /// Nothing to show.
    case failed(Failure)
}

extension Outcome: Sendable where Content: Sendable {}
