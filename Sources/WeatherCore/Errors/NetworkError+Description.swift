extension NetworkError: LocalizedError {
    /// One actionable sentence, without the URL or the API key.
    public var errorDescription: String? {
        switch self {
        case .networkError(let reason, _):
            return "Could not reach OpenWeather: \(reason)."
        case .dataError(let status?, let message, _):
            let detail = "HTTP \(status)" + (message.map { ": \(Self.oneLine($0))" } ?? "")
            switch status {
            case 401:
                return "OpenWeather rejected the API key (\(detail)). Check the key, or wait: a new key can take "
                    + "up to 2 hours to become active."
            case 404: return "OpenWeather has no forecast for this place (\(detail))."
            case 429: return "OpenWeather rate limited this API key (\(detail)) — try again later."
            case 400: return "OpenWeather refused the request (\(detail)); check the coordinates and options."
            case 500...599: return "OpenWeather is having trouble (\(detail)); try again later."
            case 100...199:
                return "OpenWeather's address answered with an interim status (\(detail)) and never with the "
                    + "forecast. Check --base-url."
            case 304:
                return "OpenWeather's address answered \"not modified\" (\(detail)) to a request that had nothing "
                    + "to compare, so no forecast came. Check --base-url."
            case 300...399:
                return "OpenWeather's address redirected elsewhere (\(detail)); not followed, so the API key was "
                    + "not sent there. Check --base-url."
            case ..<100, 600...:
                return "OpenWeather's address answered \(detail), which is no HTTP status. Check --base-url."
            default: return "OpenWeather answered with an error (\(detail))."
            }
        case .dataError(nil, let message, _):
            return "OpenWeather sent no usable forecast: \(Self.oneLine(message ?? "no data"))."
        case .parseError(let path, let reason):
            let location = path.isEmpty ? "" : " at \(path)"
            return "The response is not the forecast JSON\(location): \(reason)."
        }
    }

    /// A server-supplied text on one line and at most 200 characters, so it cannot break a status bar or a log.
    package static func oneLine(_ text: String) -> String {
        let printable = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    $0.properties.generalCategory == .control ? " " : $0
                }))
        let words = printable.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > 200 ? String(words.prefix(199)) + "…" : words
    }
}
