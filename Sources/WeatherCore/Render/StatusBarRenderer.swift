/// A renderer for one status bar: the exact text the bar reads, for a forecast or for having none.
public protocol StatusBarRenderer: Sendable {
    /// What the bar shows for a forecast, ending with a newline.
    func render(_ forecast: Forecast) -> String
    /// What the bar shows when there is no data at all, still valid for the bar, ending with a newline.
    /// - Parameter message: the reason, one sentence, e.g. "Network error: the request timed out.".
    func error(message: String) -> String
}
