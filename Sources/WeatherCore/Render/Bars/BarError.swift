/// What a status bar shows when it has no forecast: a few words for the bar itself ("key rejected", "offline",
/// "rate limited") and the whole sentence for where the bar has room for it (waybar's tooltip, i3blocks' full
/// text, xbar's menu, stderr).
public struct BarError: Sendable, Equatable {
    /// A few lowercase words, e.g. "key rejected", shown after "⚠" in the bar.
    public var short: String
    /// The complete sentence, e.g. "OpenWeather rejected the API key (HTTP 401: …). Check the key, …".
    public var message: String

    /// An error of a short text for the bar itself and a full sentence for its tooltip or menu.
    public init(short: String, message: String) {
        self.short = short
        self.message = message
    }

    /// The most characters a bar's error text (``line``) takes: a bar shares its line with other modules.
    package static let maximumLength = 40

    /// What the bar itself shows: "⚠ " and ``short`` on one line, cut to ``maximumLength`` characters (the
    /// last one "…") when longer; the whole sentence goes to stderr and the bar's tooltip or menu.
    package var line: String {
        let text = "⚠ " + short.singleLine.trimmingSpaces
        guard text.count > Self.maximumLength else { return text }
        return String(text.prefix(Self.maximumLength - 1)).trimmingSpaces + "…"
    }

    /// The error for a failed fetch or decode, with ``NetworkError``'s own sentence as the message.
    package init(_ error: NetworkError) {
        self.init(short: Self.short(error), message: error.errorDescription ?? "\(error)")
    }

    /// The few words for a failed fetch or decode, by what the user can do about it.
    package static func short(_ error: NetworkError) -> String {
        switch error {
        case .networkError(_, .timedOut?): "timed out"
        case .networkError(_, .serverCertificateUntrusted?): "bad certificate"
        case .networkError(_, .transportMissing?): "no libcurl"
        case .networkError: "offline"
        case .dataError(let status?, _, _):
            switch status {
            case 401: "key rejected"
            case 429: "rate limited"
            case 404: "place not found"
            case 400: "request refused"
            case 300...399: "redirected"
            case 500...599: "server error"
            default: "HTTP \(status)"
            }
        case .dataError(nil, _, _): "no data"
        case .parseError: "bad response"
        }
    }
}
