import WeatherCore

/// The rule of a TZif file's footer: a POSIX TZ string such as "MST7MDT,M3.2.0,M11.1.0" (RFC 8536 section 3.3),
/// which gives the offsets after the file's last listed change. Only the `Mm.w.d` form of a change date is
/// read, the one tzdata writes; a string with another form has no yearly changes, and is refused if it has
/// daylight saving time.
struct TZRule: Equatable {
    /// Standard time's offset from UTC, seconds (east positive, the opposite of POSIX's sign).
    var standard: Int
    /// Daylight saving time's offset and the local times it starts and ends; nil where there is none.
    var daylight: Daylight?

    struct Daylight: Equatable {
        var offset: Int
        var start: Moment
        var end: Moment
    }

    /// `Mm.w.d/time`: the `day`th weekday (0 = Sunday) of week `week` (5 = the last) of `month`, at `time`
    /// seconds after local midnight of the time in force before the change.
    struct Moment: Equatable {
        var month, week, weekday, time: Int
    }

    /// Parses a TZ string; nil for one it cannot read.
    init?(_ text: String) {
        var scanner = Scanner(characters: Array(text.unicodeScalars))
        guard scanner.name(), let standard = scanner.offset() else { return nil }
        self.standard = -standard
        guard !scanner.atEnd else {
            daylight = nil
            return
        }
        guard scanner.name() else { return nil }
        let offset = scanner.peek == "," ? self.standard + 3600 : scanner.offset().map { -$0 }
        guard let offset, scanner.skip(","), let start = scanner.moment(), scanner.skip(","),
            let end = scanner.moment(), scanner.atEnd
        else { return nil }
        daylight = Daylight(offset: offset, start: start, end: end)
    }

    /// The two changes of `year` (none without daylight saving time).
    func changes(in year: Int) -> [ZoneOffsets.Change] {
        guard let daylight else { return [] }
        return [
            ZoneOffsets.Change(unixTime: Self.instant(daylight.start, year) - standard, offset: daylight.offset),
            ZoneOffsets.Change(unixTime: Self.instant(daylight.end, year) - daylight.offset, offset: standard),
        ].sorted { $0.unixTime < $1.unixTime }
    }

    /// The local instant of a moment in `year`, as Unix seconds of a UTC clock reading the same.
    static func instant(_ moment: Moment, _ year: Int) -> Int {
        let first = daysSince1970(year, moment.month, 1)
        let firstWeekday = ((first + 4) % 7 + 7) % 7  // 1970-01-01 was a Thursday (4)
        var day = 1 + (moment.weekday - firstWeekday + 7) % 7 + (moment.week - 1) * 7
        let length = daysSince1970(moment.month == 12 ? year + 1 : year, moment.month % 12 + 1, 1) - first
        while day > length { day -= 7 }
        return (first + day - 1) * 86_400 + moment.time
    }

    /// Howard Hinnant's `days_from_civil`: the days from 1970-01-01 to a Gregorian date.
    static func daysSince1970(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Reads a TZ string from the front.
    private struct Scanner {
        let characters: [Unicode.Scalar]
        var index = 0

        var atEnd: Bool { index == characters.count }
        var peek: Unicode.Scalar? { atEnd ? nil : characters[index] }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard peek == character else { return false }
            index += 1
            return true
        }

        /// A zone abbreviation: three or more letters, or anything but `>` between `<` and `>`.
        mutating func name() -> Bool {
            if skip("<") {
                while let next = peek, next != ">" { index += 1 }
                return skip(">")
            }
            let start = index
            while let next = peek, next.properties.isAlphabetic { index += 1 }
            return index - start >= 3
        }

        mutating func number() -> Int? {
            let start = index
            var value = 0
            while let next = peek, let digit = Int(String(next)), value < 1000 {
                value = value * 10 + digit
                index += 1
            }
            return index > start ? value : nil
        }

        /// `[+-]hh[:mm[:ss]]`, in seconds, with the string's sign: at most 24 hours for an offset, 167 for the
        /// time of a change (RFC 8536's extension).
        mutating func offset(maximumHours: Int = 24) -> Int? {
            let sign = skip("-") ? -1 : (skip("+") ? 1 : 1)
            guard let hours = number(), hours <= maximumHours else { return nil }
            var seconds = hours * 3600
            if skip(":") {
                guard let minutes = number(), minutes < 60 else { return nil }
                seconds += minutes * 60
                if skip(":") {
                    guard let rest = number(), rest < 60 else { return nil }
                    seconds += rest
                }
            }
            return sign * seconds
        }

        /// `Mm.w.d[/time]`.
        mutating func moment() -> Moment? {
            guard skip("M"), let month = number(), (1...12).contains(month), skip("."), let week = number(),
                (1...5).contains(week), skip("."), let weekday = number(), (0...6).contains(weekday)
            else { return nil }
            var time = 7200
            if skip("/") {
                guard let given = offset(maximumHours: 167) else { return nil }
                time = given
            }
            return Moment(month: month, week: week, weekday: weekday, time: time)
        }
    }
}
