/// A wall-clock time in a city's own time zone: `dt + city.timezone` read on a UTC Gregorian calendar.
public struct LocalDateTime: Hashable, Sendable {
    /// The city-local date.
    public let date: LocalDate
    /// The hour, 0…23.
    public let hour: Int
    /// The minute, 0…59.
    public let minute: Int
    /// The second, 0…59.
    public let second: Int
    /// The shift from UTC in seconds it was made with.
    public let utcOffset: Int

    /// The city-local time of an instant.
    /// - Parameters:
    ///   - unixTime: seconds since 1970-01-01T00:00:00Z.
    ///   - utcOffset: the city's shift from UTC in seconds (`city.timezone`).
    public init(unixTime: Int, utcOffset: Int) {
        let parts = Self.components(unixTime: unixTime, utcOffset: utcOffset)
        date = LocalDate(
            year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, weekday: parts.weekday ?? 0)
        hour = parts.hour ?? 0
        minute = parts.minute ?? 0
        second = parts.second ?? 0
        self.utcOffset = utcOffset
    }

    /// The local time of an instant in a zone, at the zone's offset at that instant.
    package init(unixTime: Int, zone: ZoneOffsets) {
        self.init(unixTime: unixTime, utcOffset: zone.offset(at: unixTime))
    }

    /// "HH:mm", 24-hour.
    public var clock: String { "\(pad(hour, 2)):\(pad(minute, 2))" }

    /// The shift from UTC as ISO 8601 writes it: "+09:00", "-03:30", "+00:00".
    public var offsetText: String {
        let minutes = abs(utcOffset) / 60
        return (utcOffset < 0 ? "-" : "+") + "\(pad(minutes / 60, 2)):\(pad(minutes % 60, 2))"
    }

    /// ISO 8601 date and time with the city's offset, e.g. "2025-07-11T09:00:00+09:00".
    public var iso8601: String { "\(date)T\(clock):\(pad(second, 2))\(offsetText)" }

    /// The calendar fields of `unixTime + utcOffset` read in UTC, which are the city's local fields.
    ///
    /// Counted with integer arithmetic from 1970-01-01, a Thursday: the first use of a `Calendar` in a process
    /// (which also looks up the current time zone) costs more than the rest of a cache-hit run's date work.
    /// Before 1582-10-15, where Foundation's Gregorian calendar turns Julian, Foundation is asked instead.
    static func components(unixTime: Int, utcOffset: Int) -> DateComponents {
        // Clamped to ±10¹⁴ s (about ±3 million years) so that no instant, however absurd, overflows the
        // arithmetic below: the fuzzer found Int.max as `now`.
        let limit = 100_000_000_000_000
        let shifted = min(max(unixTime, -limit), limit) + min(max(utcOffset, -limit), limit)
        guard shifted >= gregorianStart else {
            return julianEraCalendar.dateComponents(
                [.year, .month, .day, .weekday, .hour, .minute, .second],
                from: Date(timeIntervalSince1970: TimeInterval(shifted)))
        }
        let days = shifted >= 0 ? shifted / 86_400 : (shifted - 86_399) / 86_400
        let seconds = shifted - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        return DateComponents(
            year: year, month: month, day: day, hour: seconds / 3600, minute: seconds % 3600 / 60,
            second: seconds % 60, weekday: (days % 7 + 11) % 7 + 1)
    }

    /// 1582-10-15T00:00:00Z, the first day of the Gregorian calendar in Foundation (and ICU).
    static let gregorianStart = -12_219_292_800

    /// Year, month and day of a day counted from 1970-01-01 on the Gregorian calendar: Howard Hinnant's
    /// `civil_from_days` ("chrono-Compatible Low-Level Date Algorithms"), which counts in 400-year eras.
    static func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = daysSince1970 + 719_468  // days from 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // from March 1
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Foundation's Gregorian calendar in UTC, for dates before ``gregorianStart`` only.
    private static let julianEraCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()
}
