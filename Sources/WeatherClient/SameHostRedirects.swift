/// The redirect rule of the client's sessions: follow a redirect only to the same scheme, host and port, so
/// the API key in the query never goes to another server. A refused redirect ends the request with the 3xx
/// response itself, which the client reports as a `dataError`.
///
/// ``ForecastClient`` makes each session with a delegate that applies it (Foundation on Linux asks only the
/// session's delegate about redirects).
public enum SameHostRedirects {
    /// Whether a redirect stays on the same scheme, host and port. Pure.
    public static func allows(from original: URL?, to target: URL?) -> Bool {
        guard let original, let target else { return false }
        return original.scheme?.lowercased() == target.scheme?.lowercased()
            && original.host?.lowercased() == target.host?.lowercased() && original.port == target.port
    }
}
