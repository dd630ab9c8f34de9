/// The API a cached answer came from, as a tag for file names: entries of a test server, a mirror and the real
/// API are kept apart, so one never shows up as another's (and today's earlier slots are merged only within one).
///
/// The tag is a hash of the base URL without its user name and password, so that neither reaches a file name;
/// the API key is never part of a base URL (it goes in `appid`).
package struct CacheSource: Hashable, Sendable {
    /// 16 lower-case hex digits: the 64-bit FNV-1a hash of ``normalized(_:)``.
    package let tag: String

    package init(baseURL: URL) {
        tag = Self.hexadecimal(Self.fnv1a(Self.normalized(baseURL)))
    }

    /// The real API's source.
    package static let openWeather = CacheSource(baseURL: ForecastRequest.defaultBaseURL)

    /// The base URL as it identifies a server: scheme and host lower-cased, no user name or password, no
    /// trailing "/" ("https://api.openweathermap.org").
    package static func normalized(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url.absoluteString
        }
        components.user = nil
        components.password = nil
        components.scheme = components.scheme?.lowercased()
        components.host = components.host?.lowercased()
        while components.path.hasSuffix("/") { components.path.removeLast() }
        return components.string ?? url.absoluteString
    }

    /// The 64-bit FNV-1a hash of the UTF-8 bytes of `text` (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    private static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
