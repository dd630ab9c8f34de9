import WeatherCore

/// Reads an HTTP `Retry-After` header (RFC 9110 §10.2.3): delay-seconds, or an HTTP-date.
enum RetryAfter {
    /// The longest wait honoured, seconds (``CacheEntry/longestWait``, one hour).
    static let maximum = CacheEntry.longestWait

    /// The wait in seconds, at least 1; nil when the header is neither form, or says to wait no time at all (0, a
    /// negative number, a date past): then the failing server is given the usual minute, as without the header.
    /// An HTTP-date is measured from the response's own `Date` header (so a wrong local clock does not matter) and is ignored without one.
    static func seconds(_ header: String, serverDate: String?) -> Int? {
        let text = header.trimmingHTTPWhitespace
        if let delay = Int(text) { return delay > 0 ? min(delay, maximum) : nil }
        // Digits too many for an Int are still delay-seconds: the longest wait, not none.
        if !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return maximum
        }
        guard let serverDate, let until = httpDate(text), let now = httpDate(serverDate) else { return nil }
        let wait = Int(until.timeIntervalSince(now))
        return wait > 0 ? min(wait, maximum) : nil
    }

    /// An IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT" (RFC 9110 §5.6.7), read by its fixed layout: the one form
    /// a server must send, and no formatter (which FoundationEssentials does not have) is needed for it.
    static func httpDate(_ text: String) -> Date? {
        let parts = text.trimmingHTTPWhitespace.split(separator: " ")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","), parts[5] == "GMT",
            let day = Int(parts[1]), parts[1].count == 2, let month = months.firstIndex(of: String(parts[2])),
            let year = Int(parts[3]), parts[3].count == 4
        else { return nil }
        let time = parts[4].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard time.count == 3, parts[4].count == 8, let hour = time[0], let minute = time[1], let second = time[2],
            (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let components = DateComponents(
            year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second)
        // A day the month does not have (31 Feb) is refused, not rolled over into the next month.
        guard let date = calendar.date(from: components),
            calendar.component(.day, from: date) == day
        else { return nil }
        return date
    }
}
