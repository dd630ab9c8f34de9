import Foundation

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
    static func components(unixTime: Int, utcOffset: Int) -> DateComponents {
        let shifted = Date(timeIntervalSince1970: TimeInterval(unixTime) + TimeInterval(utcOffset))
        return utcCalendar.dateComponents(fields, from: shifted)
    }

    private static let fields: Set<Calendar.Component> = [.year, .month, .day, .weekday, .hour, .minute, .second]

    /// The Gregorian calendar in UTC. It and ``fields`` are made once, not per date: making a `Calendar` looks up
    /// the current time zone and building the set hashes its members, which together cost more than the reading.
    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()
}
