import Foundation
import Testing
import WeatherCore

extension LocalDateTimeTests {
    /// Local dates and times are counted with integer arithmetic rather than a `Calendar` (for speed); they must
    /// be the ones Foundation's Gregorian calendar in UTC gives, the independent method here, over every
    /// instant a forecast may hold (±10¹¹ s) and across Foundation's switch to the Julian calendar in 1582.
    @Suite struct AgainstFoundationsCalendar {
        static let julianToGregorian = -12_219_292_800  // 1582-10-15T00:00:00Z

        func foundation(_ instant: Int) -> DateComponents {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: 0)!
            return calendar.dateComponents(
                [.year, .month, .day, .weekday, .hour, .minute, .second],
                from: Date(timeIntervalSince1970: TimeInterval(instant)))
        }

        func expectSame(_ unixTime: Int, _ offset: Int) {
            let local = LocalDateTime(unixTime: unixTime, utcOffset: offset)
            let expected = foundation(unixTime + offset)
            let got =
                [local.date.year, local.date.month, local.date.day, local.date.weekday]
                + [local.hour, local.minute, local.second]
            let want =
                [expected.year, expected.month, expected.day, expected.weekday]
                + [expected.hour, expected.minute, expected.second]
            #expect(got == want.map { $0 ?? -1 }, "unixTime \(unixTime), offset \(offset)")
        }

        @Test func edgesOfDaysYearsAndTheCalendarSwitch() {
            let instants = [
                Self.julianToGregorian - 86_401, Self.julianToGregorian - 1, Self.julianToGregorian,
                Self.julianToGregorian + 86_399, -86_401, -86_400, -1, 0, 86_399, 86_400,
                951_782_400,  // 2000-02-29T00:00:00Z
                4_107_542_399,  // 2100-02-28T23:59:59Z
                -100_000_000_000, 100_000_000_000,
            ]
            for instant in instants {
                for offset in [-50_400, -1, 0, 1, 32_400, 50_400] { expectSame(instant, offset) }
            }
        }

        @Test func sweepFrom1582ToTheYear5000() {
            // About 10 000 instants, a prime number of seconds apart, so that every time of day and weekday occurs.
            var instant = Self.julianToGregorian
            while instant < 95_617_584_000 {  // 5000-01-01
                expectSame(instant, 0)
                instant += 10_007_957
            }
        }
    }
}
