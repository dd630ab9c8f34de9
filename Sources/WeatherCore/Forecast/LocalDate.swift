/// A calendar date in a city's own time zone: the date of `dt + city.timezone`, on the Gregorian calendar,
/// whatever the machine's time zone, locale or calendar.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2025.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int
    /// The day of the week, 1 = Sunday … 7 = Saturday (Foundation's numbering).
    public let weekday: Int

    /// The city-local date of an instant.
    /// - Parameters:
    ///   - unixTime: seconds since 1970-01-01T00:00:00Z, such as a slot's `dt`.
    ///   - utcOffset: the city's shift from UTC in seconds (`city.timezone`).
    public init(unixTime: Int, utcOffset: Int) {
        let parts = LocalDateTime.components(unixTime: unixTime, utcOffset: utcOffset)
        self.init(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, weekday: parts.weekday ?? 0)
    }

    /// The local date of an instant in a zone, at the zone's offset at that instant.
    package init(unixTime: Int, zone: ZoneOffsets) {
        self.init(unixTime: unixTime, utcOffset: zone.offset(at: unixTime))
    }

    /// A date from its parts; `weekday` as Foundation numbers it (1 = Sunday).
    public init(year: Int, month: Int, day: Int, weekday: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.weekday = weekday
    }

    /// ISO 8601 calendar date, "YYYY-MM-DD".
    public var description: String {
        "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// The English abbreviated weekday, "Mon" … "Sun"; English whatever the locale, so scripts see stable text.
    public var weekdayName: String {
        let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        return names.indices.contains(weekday - 1) ? names[weekday - 1] : "?"
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

/// Zero-pads a non-negative number to `width` digits.
func pad(_ number: Int, _ width: Int) -> String {
    let digits = String(number.magnitude)
    let sign = number < 0 ? "-" : ""
    return sign + String(repeating: "0", count: max(0, width - digits.count)) + digits
}
