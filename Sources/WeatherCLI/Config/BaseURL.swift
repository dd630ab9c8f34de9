import WeatherClient
import WeatherCore

/// Checks the API's base URL from `--base-url` or `OPENWEATHER_BASE_URL`.
enum BaseURL {
    /// Why a base URL is unusable: one line, exit status 78.
    struct Refusal: Error {
        var message: String
    }

    /// The URL to use: `text`, or the real API when nil.
    /// - Throws: ``Refusal`` when `text` is not an http(s) URL with a host, or is `http://` to a host other than
    ///   this machine (the key would cross the network in clear text), or has an IPv6 address for a host where
    ///   the platform's transport cannot fetch from one (``PlatformTransport/fetchesIPv6Addresses``). Its message quotes `text`
    ///   with a user name and password in it masked, as the API key is.
    static func resolve(_ text: String?) throws(Refusal) -> URL {
        guard let typed = text else { return ForecastRequest.defaultBaseURL }
        return try resolve(typed, as: .openWeather)
    }

    /// The location service `--here` asks: `--locate-url` or `"locate_url"`, else ``LocateRequest/defaultURL``.
    /// - Throws: ``Refusal`` as ``resolve(_:)`` does, naming the locate URL: where the machine is must not cross
    ///   the network in clear text either. A query is allowed (a service may take its options there).
    static func resolveLocate(_ text: String?) throws(Refusal) -> URL {
        guard let typed = text else { return LocateRequest.defaultURL }
        return try resolve(typed, as: .locationService)
    }

    /// Which address a URL is for, and so the words of its refusal.
    enum Role {
        /// OpenWeather's API: `--base-url`.
        case openWeather
        /// The location service of `--here`: `--locate-url`.
        case locationService

        /// "the base URL", "the locate URL".
        var name: String { self == .openWeather ? "the base URL" : "the locate URL" }
        /// An address of the kind, for messages.
        var example: String { self == .openWeather ? "https://api.openweathermap.org" : "https://ipinfo.io/json" }
        /// What `http://` would expose.
        var secret: String { self == .openWeather ? "the API key" : "where you are" }
    }

    private static func resolve(_ typed: String, as role: Role) throws(Refusal) -> URL {
        let (name, example) = (role.name, role.example)
        // Only in messages: the URL used keeps them.
        let shown = typed.hidingURLUserInfo
        // A URL has no space, tab or control character: one pasted with a tab was sent, and failed as a network
        // error (exit 75) rather than as the setting it is.
        if let stray = typed.unicodeScalars.first(where: {
            $0.properties.generalCategory == .control || $0.properties.isWhitespace
        }) {
            let what =
                stray == "\t"
                ? "a tab"
                : stray == " " ? "a space" : "the character U+\(String(stray.value, radix: 16, uppercase: true))"
            throw Refusal(
                message:
                    "\(name) '\(shown.escapingControlCharacters)' holds \(what), which no URL has: write one like \(example)."
            )
        }
        guard let components = URLComponents(string: typed), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty, components.query == nil || role == .locationService,
            let parsed = components.url
        else {
            throw Refusal(message: "\(name) '\(shown)' is not a URL like \(example).")
        }
        // A host percent-encoded into a control character or space ("127.0.0.1%00.example.com") is no host a
        // resolver looks up, and inet_aton(3) would read it only to the NUL: a loopback address to the check below.
        if let stray = host.unicodeScalars.first(where: {
            $0.properties.generalCategory == .control || $0.properties.isWhitespace
        }) {
            throw Refusal(
                message: "\(name) '\(shown)' has a host that holds the character "
                    + "U+\(String(stray.value, radix: 16, uppercase: true)), which no host has: write one like \(example)."
            )
        }
        guard (1...65_535).contains(components.port ?? 443) else {
            throw Refusal(message: "\(name) '\(shown)' has no valid port (1 to 65535).")
        }
        var normalized = components
        normalized.scheme = scheme
        guard scheme == "https" || scheme == "http" else {
            throw Refusal(message: "\(name) '\(shown)' must start with https://.")
        }
        guard scheme == "https" || isLoopback(host) else {
            throw Refusal(
                message: "refusing http://\(host): \(role.secret) would cross the network unencrypted; use https:// "
                    + "(http:// is allowed only for this machine: localhost, 127.0.0.0/8, ::1).")
        }
        if !PlatformTransport.fetchesIPv6Addresses, host.contains(":") {
            throw Refusal(message: ipv6Refusal(shown, normalized, host: host))
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

    /// Whether `host` names this machine: localhost, or an address in 127.0.0.0/8 or ::1 however it is spelled
    /// ("127.1", "[0:0:0:0:0:0:0:1]", the IPv4-mapped "[::ffff:127.0.0.1]"). Read by the C library's own
    /// parsers, inet_aton(3) and inet_pton(3), which are how the resolver reads an address before connecting.
    static func isLoopback(_ host: String) -> Bool {
        // The C parsers read a Swift string only to its first NUL.
        guard !host.contains("\0") else { return false }
        var host = host.lowercased().trimming(while: { $0 == "[" || $0 == "]" })
        // A fully qualified name ends in a dot: "localhost." is localhost.
        if host.hasSuffix("."), !host.contains(":") { host.removeLast() }
        if host == "localhost" { return true }
        if host.contains(":") {
            var address = in6_addr()
            guard inet_pton(AF_INET6, host, &address) == 1 else { return false }
            let bytes = withUnsafeBytes(of: &address) { Array($0) }
            // ::1, or ::ffff:a.b.c.d (an IPv4 address in IPv6 form) with a.b.c.d in 127.0.0.0/8.
            let isOne = bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] == 1
            let isMappedLoopback =
                bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
                && bytes[12] == 127
            return isOne || isMappedLoopback
        }
        var address = in_addr()
        guard inet_aton(host, &address) != 0 else { return false }
        // s_addr is in network byte order: its first byte in memory is the first octet.
        return withUnsafeBytes(of: &address) { $0[0] } == 127
    }
}
