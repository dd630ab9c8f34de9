import Foundation
import WeatherCore

/// Reads an HTTP `Retry-After` header (RFC 9110 §10.2.3): delay-seconds, or an HTTP-date.
enum RetryAfter {
    /// The longest wait honoured, seconds (``CacheEntry/longestWait``, one hour).
    static let maximum = CacheEntry.longestWait

    /// The wait in seconds, at least 1; nil when the header is neither form, or says to wait no time at all (0, a
    /// negative number, a date past): then the failing server is given the usual minute, as without the header
    /// (before, "-5" or a date in 1900 let the next run ask at once). An HTTP-date is measured from the
    /// response's own `Date` header (so a wrong local clock does not matter) and is ignored without one.
    static func seconds(_ header: String, serverDate: String?) -> Int? {
        let text = header.trimmingCharacters(in: .whitespaces)
        if let delay = Int(text) { return delay > 0 ? min(delay, maximum) : nil }
        // Digits too many for an Int are still delay-seconds: the longest wait, not none.
        if !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return maximum
        }
        guard let serverDate, let until = httpDate(text), let now = httpDate(serverDate) else { return nil }
        let wait = Int(until.timeIntervalSince(now))
        return wait > 0 ? min(wait, maximum) : nil
    }

    /// An IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT" (RFC 9110 §5.6.7).
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }
}
