/// Why `--here` cannot tell where the machine is: its location service could not be reached, refused, or
/// answered with something that is not a place on the globe (``IPLocation``). The run then shows the config
/// file's place, saying so, or with none ends with no forecast.
package struct LocateError: Error, Equatable, Sendable {
    /// The service as messages name it, its host ("ipinfo.io").
    package var service: String
    /// What went wrong with the request or its answer.
    package var error: NetworkError

    package init(service: String, error: NetworkError) {
        self.service = service
        self.error = error
    }

    /// What the service did: "ipinfo.io could not be reached (no answer within 10 s)", "ipinfo.io's answer
    /// is not a location at loc: invalid value (latitude 95.0 is not within ±90°)". About the service, never
    /// OpenWeather, whose words ``NetworkError``'s description has.
    package var reason: String {
        switch error {
        case .networkError(let reason, _):
            return "\(service) could not be reached (\(reason))"
        case .dataError(let status?, let message, _):
            return "\(service) answered HTTP \(status)" + (message.map { ": " + NetworkError.oneLine($0) } ?? "")
        case .dataError(nil, let message, _):
            return "\(service) sent no location (\(NetworkError.oneLine(message ?? "no data")))"
        case .parseError(let path, let reason):
            return "\(service)'s answer is not a location" + (path.isEmpty ? "" : " at \(path)") + ": \(reason)"
        }
    }

    /// One sentence: "cannot tell where this machine is from its IP address: <reason>."
    package var message: String {
        "cannot tell where this machine is from its IP address: \(reason)."
    }

    /// The few words a status bar shows for it.
    package static let short = "no location"
}
