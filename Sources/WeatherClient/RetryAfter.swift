import Foundation
import WeatherCore

/// Reads an HTTP `Retry-After` header (RFC 9110 §10.2.3): delay-seconds, or an HTTP-date.
enum RetryAfter {
    /// The longest wait honoured, seconds (``CacheEntry/longestWait``, one hour).
    static let maximum = CacheEntry.longestWait

    /// The wait in seconds, at least 0; nil when the header is neither form. An HTTP-date is measured from the
    /// response's own `Date` header (so a wrong local clock does not matter) and is ignored without one.
    static func seconds(_ header: String, serverDate: String?) -> Int? {
        let text = header.trimmingCharacters(in: .whitespaces)
        if let delay = Int(text) { return max(0, min(delay, maximum)) }
        // Digits too many for an Int are still delay-seconds: the longest wait, not none.
        if !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return maximum
        }
        guard let serverDate, let until = httpDate(text), let now = httpDate(serverDate) else { return nil }
        return max(0, min(Int(until.timeIntervalSince(now)), maximum))
    }

    /// An IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT" (RFC 9110 §5.6.7).
    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }
}
