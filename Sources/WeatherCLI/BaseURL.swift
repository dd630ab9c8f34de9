import Foundation
import WeatherCore

/// Checks the API's base URL from `--base-url` or `OPENWEATHER_BASE_URL`.
enum BaseURL {
    /// Why a base URL is unusable: one line, exit status 78.
    struct Failure: Error {
        var message: String
    }

    /// The URL to use: `text`, or the real API when nil.
    /// - Throws: ``Failure`` when `text` is not an http(s) URL with a host, or is `http://` to a host other than
    ///   this machine (the key would cross the network in clear text).
    static func resolve(_ text: String?) throws(Failure) -> URL {
        guard let text else { return ForecastRequest.defaultBaseURL }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty, components.query == nil, let parsed = components.url
        else {
            throw Failure(message: "the base URL '\(text)' is not a URL like https://api.openweathermap.org.")
        }
        guard (1...65_535).contains(components.port ?? 443) else {
            throw Failure(message: "the base URL '\(text)' has no valid port (1 to 65535).")
        }
        var normalized = components
        normalized.scheme = scheme
        let url = normalized.url ?? parsed
        switch scheme {
        case "https":
            return url
        case "http" where isLoopback(host):
            return url
        case "http":
            throw Failure(
                message: "refusing http://\(host): the API key would cross the network unencrypted; use https:// "
                    + "(http:// is allowed only for this machine: localhost, 127.0.0.0/8, ::1).")
        default:
            throw Failure(message: "the base URL '\(text)' must start with https://.")
        }
    }

    /// Whether `host` names this machine: localhost, 127.0.0.0/8 or ::1.
    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
