import Foundation

/// Query items encoded once, for `URLComponents.percentEncodedQueryItems`. `URLComponents.queryItems` leaves
/// `&`, `=`, `+` and `;` as they are (they are legal in a query), which would split "Rock & Roll" in two;
/// here every character but RFC 3986's unreserved ones is percent-encoded, as UTF-8.
public enum QueryItems {
    /// RFC 3986 §2.3 unreserved characters: ALPHA / DIGIT / "-" / "." / "_" / "~".
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The item with its value percent-encoded: "Seoul, KR" → "Seoul%2C%20KR".
    static func item(_ name: String, _ value: String) -> URLQueryItem {
        URLQueryItem(name: name, value: encoded(value))
    }

    /// `value` as it goes on the wire: every character but the unreserved ones percent-encoded, as UTF-8.
    public static func encoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// `baseURL` with `path` appended to its own path and the items as its query.
    static func url(_ baseURL: URL, path: String, items: [URLQueryItem]) -> URL? {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else { return nil }
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + path
        components.percentEncodedQueryItems = items
        return components.url
    }
}
