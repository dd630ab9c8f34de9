import WeatherClient
import WeatherCore

/// Checks the API's base URL from `--base-url` or `OPENWEATHER_BASE_URL`.
enum BaseURL {
    /// Why a base URL is unusable: one line, exit status 78.
    struct Failure: Error {
        var message: String
    }

    /// The URL to use: `text`, or the real API when nil.
    /// - Throws: ``Failure`` when `text` is not an http(s) URL with a host, or is `http://` to a host other than
    ///   this machine (the key would cross the network in clear text), or has an IPv6 address for a host where
    ///   the platform's transport cannot fetch from one (``PlatformTransport/fetchesIPv6Addresses``). Its message quotes `text`
    ///   with a user name and password in it masked, as the API key is.
    static func resolve(_ text: String?) throws(Failure) -> URL {
        guard let typed = text else { return ForecastRequest.defaultBaseURL }
        // Only in messages: the URL used keeps them.
        let shown = typed.hidingURLUserInfo
        guard let components = URLComponents(string: typed), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty, components.query == nil, let parsed = components.url
        else {
            throw Failure(message: "the base URL '\(shown)' is not a URL like https://api.openweathermap.org.")
        }
        guard (1...65_535).contains(components.port ?? 443) else {
            throw Failure(message: "the base URL '\(shown)' has no valid port (1 to 65535).")
        }
        var normalized = components
        normalized.scheme = scheme
        guard scheme == "https" || scheme == "http" else {
            throw Failure(message: "the base URL '\(shown)' must start with https://.")
        }
        guard scheme == "https" || isLoopback(host) else {
            throw Failure(
                message: "refusing http://\(host): the API key would cross the network unencrypted; use https:// "
                    + "(http:// is allowed only for this machine: localhost, 127.0.0.0/8, ::1).")
        }
        if !PlatformTransport.fetchesIPv6Addresses, host.contains(":") {
            throw Failure(message: ipv6Refusal(shown, normalized, host: host))
        }
        return normalized.url ?? parsed
    }

    /// Why a base URL with an IPv6 address is refused with FoundationNetworking, and what to write instead: the same URL with
    /// `localhost` for `::1` (curl tries both 127.0.0.1 and ::1 for it), else a host name.
    private static func ipv6Refusal(_ text: String, _ components: URLComponents, host: String) -> String {
        var instead = components
        instead.host = "localhost"
        let hint =
            isLoopback(host)
            ? "use \((instead.string ?? "http://localhost").hidingURLUserInfo) instead, which reaches ::1 too"
            : "use a host name for it instead"
        return "cannot use the IPv6 address in '\(text)': Foundation's networking on Linux fails every request to "
            + "one (swift-corelibs-foundation issue 5496); \(hint)."
    }

    /// Whether `host` names this machine: localhost, 127.0.0.0/8 or ::1.
    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimming(while: { $0 == "[" || $0 == "]" })
        if host == "localhost" || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
