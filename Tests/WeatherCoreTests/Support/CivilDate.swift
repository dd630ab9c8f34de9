/// A proleptic Gregorian date worked out by integer arithmetic alone, as an independent check of `LocalDate`
/// (which asks Foundation's `Calendar`): Howard Hinnant's `civil_from_days`
/// (howardhinnant.github.io/date_algorithms.html).
struct CivilDate: Hashable, CustomStringConvertible {
    var year: Int
    var month: Int
    var day: Int
    /// 1 = Sunday … 7 = Saturday, as Foundation numbers weekdays.
    var weekday: Int

    init(year: Int, month: Int, day: Int, weekday: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.weekday = weekday
    }

    /// The date of the local time `unixTime + utcOffset`: floor((dt + offset) / 86400) days after 1970-01-01.
    init(unixTime: Int, utcOffset: Int) {
        let seconds = unixTime + utcOffset
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        self.init(daysSinceEpoch: days)
    }

    init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 = March … 11 = February
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        // 1970-01-01 was a Thursday (5 in Foundation's numbering).
        weekday = ((days % 7 + 7) % 7 + 4) % 7 + 1
    }

    var description: String { "\(year)-\(month)-\(day)" }
}
