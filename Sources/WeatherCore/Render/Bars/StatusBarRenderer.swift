/// A renderer for one status bar: the exact text the bar reads, for a forecast or for having none.
public protocol StatusBarRenderer: Sendable {
    /// What the bar shows for a forecast, ending with a newline.
    func render(_ forecast: Forecast) -> String
    /// What the bar shows when there is no data at all, still valid for the bar, ending with a newline: the
    /// error's few words in the bar, its whole sentence where the bar has room for one.
    func error(_ error: BarError) -> String
}

extension StatusBarRenderer {
    /// ``error(_:)`` for a reason without its few words: the bar shows "⚠ error".
    /// - Parameter message: the reason, one sentence, e.g. "Network error: the request timed out.".
    public func error(message: String) -> String {
        error(BarError(short: "error", message: message))
    }
}
