extension NetworkError {
    /// Whether asking again later may succeed with nothing changed here: the network failed (offline, refused,
    /// reset, timed out), or OpenWeather is rate limiting (429) or failing (5xx). Not a failure that only a
    /// change on this machine cures (`TransportCode/isPermanent`: an untrusted certificate, no libcurl), nor a
    /// rejected key, an unknown place, an empty answer or a body that is not the forecast, which older data must
    /// not hide. The cache reuses a transient failure for a while rather than asking again at once.
    public var isTransient: Bool {
        switch self {
        case .networkError(_, let code): !(code?.isPermanent ?? false)
        case .dataError(let status?, _, _): status == 429 || (500...599).contains(status)
        case .dataError(nil, _, _), .parseError: false
        }
    }

    /// Whether the failure says nothing of the forecast itself, so that data kept from an earlier answer may be
    /// shown instead, marked stale: OpenWeather could not be reached at all (whatever the cause here: the
    /// network, its certificate, no libcurl), or a transient failure of its own. A rejected key, an unknown place
    /// or an answer that is not a forecast is shown as the error.
    package var leavesCachedDataStanding: Bool {
        if case .networkError = self { return true }
        return isTransient
    }
}
