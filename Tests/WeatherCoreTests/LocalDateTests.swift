import Testing
import WeatherCore

/// City-local calendar dates. Expected dates and weekdays from python3's `datetime.fromtimestamp(t + offset,
/// timezone.utc)` and `strftime('%a')`, run while writing these tests.
@Suite struct LocalDateTests {
    func date(_ unixTime: Int, _ offset: Int) -> LocalDate { LocalDate(unixTime: unixTime, utcOffset: offset) }

    @Test func utcHelperAgreesWithPython() {
        // The hand-made cases elsewhere lean on utc(…); these are python3 datetime(…, tzinfo=utc).timestamp().
        #expect(utc(1970, 1, 1) == 0)
        #expect(utc(1969, 12, 31, 23) == -3600)
        #expect(utc(2000, 2, 29, 23) == 951_865_200)
        #expect(utc(2024, 1, 1, 12) == 1_704_110_400)
        #expect(utc(2024, 1, 1, 9, 59, 59) == 1_704_103_199)
        #expect(utc(2100, 3, 1) == 4_107_542_400)
    }

    @Test func lastSecondOfTheYearAndFirstOfTheNext() {
        #expect(date(1_704_067_199, 0) == LocalDate(year: 2023, month: 12, day: 31, weekday: 1))  // Sunday
        #expect(date(1_704_067_200, 0) == LocalDate(year: 2024, month: 1, day: 1, weekday: 2))  // Monday
    }

    @Test func oneSecondOfOffsetCrossesTheYear() {
        #expect(date(1_704_067_199, 1).description == "2024-01-01")
        #expect(date(1_704_067_200, -1).description == "2023-12-31")
    }

    @Test func kiribatiIsAlreadyInTheNewYear() {
        // 2023-12-31 10:00Z at UTC+14 is midnight starting 2024-01-01 (a Monday).
        let newYear = date(1_704_016_800, 50400)
        #expect(newYear == LocalDate(year: 2024, month: 1, day: 1, weekday: 2))
        #expect(newYear.weekdayName == "Mon")
    }

    @Test func hawaiiIsStillInTheOldYear() {
        // 2024-01-01 09:59:59Z at UTC−10 is 23:59:59 on Sunday 2023-12-31.
        #expect(date(1_704_103_199, -36000) == LocalDate(year: 2023, month: 12, day: 31, weekday: 1))
        #expect(date(1_704_103_200, -36000).description == "2024-01-01")
    }

    @Test func leapDayAndTheDayAfter() {
        // 2024-02-29 20:00Z: Thursday Feb 29 in UTC, Friday Mar 1 at UTC+9.
        #expect(date(1_709_236_800, 0) == LocalDate(year: 2024, month: 2, day: 29, weekday: 5))
        #expect(date(1_709_236_800, 32400) == LocalDate(year: 2024, month: 3, day: 1, weekday: 6))
    }

    @Test func year2100IsNotALeapYear() {
        // 2100-02-28 23:00Z plus one hour is Monday 2100-03-01, not Feb 29.
        #expect(date(4_107_538_800, 3600) == LocalDate(year: 2100, month: 3, day: 1, weekday: 2))
    }

    @Test func instantsBefore1970() {
        #expect(date(-1, 0) == LocalDate(year: 1969, month: 12, day: 31, weekday: 4))  // Wednesday
    }

    @Test func weekdayNamesAreEnglishSundayFirst() {
        // 2024-01-07 is a Sunday; the week runs to Saturday 2024-01-13.
        let names = (0..<7).map { date(utc(2024, 1, 7, 12) + $0 * 86_400, 0).weekdayName }
        #expect(names == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        #expect(LocalDate(year: 2024, month: 1, day: 1, weekday: 0).weekdayName == "?")
    }

    @Test func descriptionIsZeroPaddedISO8601() {
        #expect(LocalDate(year: 2024, month: 3, day: 5, weekday: 3).description == "2024-03-05")
        #expect(LocalDate(year: 987, month: 1, day: 1, weekday: 1).description == "0987-01-01")
    }

    @Test func datesOrderByCalendarNotByWeekday() {
        let newYearsEve = LocalDate(year: 2023, month: 12, day: 31, weekday: 1)
        let newYear = LocalDate(year: 2024, month: 1, day: 1, weekday: 2)
        let feb = LocalDate(year: 2024, month: 2, day: 1, weekday: 5)
        #expect(newYearsEve < newYear)
        #expect(newYear < feb)
        #expect(!(feb < newYear))
        #expect([feb, newYearsEve, newYear].sorted() == [newYearsEve, newYear, feb])
    }
}
