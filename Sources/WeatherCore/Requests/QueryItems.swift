/// Query items encoded once, for `URLComponents.percentEncodedQueryItems`. `URLComponents.queryItems` leaves
/// `&`, `=`, `+` and `;` as they are (they are legal in a query), which would split "Rock & Roll" in two;
/// here every character but RFC 3986's unreserved ones is percent-encoded, as UTF-8.
package enum QueryItems {
    /// The item with its value percent-encoded: "Seoul, KR" → "Seoul%2C%20KR".
    static func item(_ name: String, _ value: String) -> URLQueryItem {
        URLQueryItem(name: name, value: encoded(value))
    }

    /// `value` as it goes on the wire: every character but the unreserved ones percent-encoded, as UTF-8.
    package static func encoded(_ value: String) -> String {
        var text = ""
        for byte in value.utf8 {
            if isUnreserved(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += (byte < 0x10 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
            }
        }
        return text
    }

    /// RFC 3986 §2.3 unreserved characters: ALPHA / DIGIT / "-" / "." / "_" / "~".
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
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
