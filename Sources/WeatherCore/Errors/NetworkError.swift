/// Why a forecast could not be had. Each case keeps what the user can act on; none is a generic "unknown".
public enum NetworkError: Error, Equatable, Sendable {
    /// The transport failed: offline, DNS, refused, timed out, TLS. `reason` is one line without the URL,
    /// `code` the `URLError` code when there was one.
    case networkError(reason: String, code: TransportCode?)
    /// The server answered but gave no usable data: an HTTP status outside 200…299 (with OpenWeather's
    /// `message` when the body had one), or an empty body or list (`status` nil). `retryAfter` is the
    /// server's `Retry-After` in seconds (RFC 9110 §10.2.3), sent with 429 and 503.
    case dataError(status: Int?, message: String?, retryAfter: Int? = nil)
    /// The body is not the forecast JSON: `path` is the JSON coding path ("list[3].main.temp_max", empty for
    /// the whole body) and `reason` what was wrong there.
    case parseError(path: String, reason: String)

    /// The error for a body that did not decode, naming the JSON path of the first problem.
    package init(decoding error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self = .parseError(path: Self.path(context.codingPath), reason: "expected \(Self.describe(type))")
        case .valueNotFound(let type, let context):
            self = .parseError(
                path: Self.path(context.codingPath), reason: "expected \(Self.describe(type)), found null")
        case .keyNotFound(let key, let context):
            self = .parseError(path: Self.path(context.codingPath + [key]), reason: "missing")
        case .dataCorrupted(let context):
            // With a path, the decoder's words say what was wrong with the value ("91.0 is not within ±90.0°").
            let detail = context.debugDescription.isEmpty ? "" : " (\(context.debugDescription))"
            let reason = context.codingPath.isEmpty ? "not valid JSON" : "invalid value" + detail
            self = .parseError(path: Self.path(context.codingPath), reason: reason)
        @unknown default:
            self = .parseError(path: "", reason: "not the forecast JSON")
        }
    }

    /// "list[3].main.temp_max" from a coding path.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type, is Float.Type: "a number"
        case is String.Type, is LenientText.Type: "a string"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    /// A deadline as people set it: whole seconds from 1 s on ("3" for what is left of a 3 s deadline after a
    /// few milliseconds of geocoding, 2.996), one decimal below.
    package static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return value >= 1 ? String(Int(value.rounded())) : Display.decimal(value, places: 1)
    }
}
