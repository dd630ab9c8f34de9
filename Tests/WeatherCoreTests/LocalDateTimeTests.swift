import Testing
import WeatherCore

/// City-local wall-clock times and their ISO 8601 text. Expected values from python3's
/// `datetime.fromtimestamp(t + offset, timezone.utc)`; offsets written out by hand.
@Suite struct LocalDateTimeTests {
    static let goyangFirstSlot = 1_752_192_000  // 2025-07-11 00:00:00Z

    func time(_ unixTime: Int, _ offset: Int) -> LocalDateTime { LocalDateTime(unixTime: unixTime, utcOffset: offset) }

    @Test(arguments: [
        (32400, "2025-07-11T09:00:00+09:00"),  // Korea
        (-14400, "2025-07-10T20:00:00-04:00"),  // New York in summer
        (20700, "2025-07-11T05:45:00+05:45"),  // Nepal
        (-12600, "2025-07-10T20:30:00-03:30"),  // Newfoundland
        (0, "2025-07-11T00:00:00+00:00"),
        (50400, "2025-07-11T14:00:00+14:00"),  // Kiribati
        (-1800, "2025-07-10T23:30:00-00:30"),  // a negative offset under an hour keeps its sign
    ])
    func iso8601CarriesTheCityOffset(offset: Int, expected: String) {
        #expect(time(Self.goyangFirstSlot, offset).iso8601 == expected)
    }

    @Test func secondsAreKept() {
        // Goyang sunrise 1752178802 at UTC+9 is 05:20:02.
        let sunrise = time(1_752_178_802, 32400)
        #expect(sunrise.iso8601 == "2025-07-11T05:20:02+09:00")
        #expect(sunrise.clock == "05:20")
        #expect((sunrise.hour, sunrise.minute, sunrise.second) == (5, 20, 2))
    }

    @Test func clockIsTwentyFourHour() {
        // Goyang sunset 1752231344 at UTC+9 is 19:55:44.
        #expect(time(1_752_231_344, 32400).clock == "19:55")
        #expect(time(0, 0).clock == "00:00")
    }

    @Test func midnightBelongsToTheNewDay() {
        let midnight = time(utc(2024, 1, 1, 15), 32400)
        #expect(midnight.date == LocalDate(year: 2024, month: 1, day: 2, weekday: 3))
        #expect(midnight.clock == "00:00")
        let lastSecond = time(utc(2024, 1, 1, 14, 59, 59), 32400)
        #expect(lastSecond.date.description == "2024-01-01")
        #expect(lastSecond.iso8601 == "2024-01-01T23:59:59+09:00")
    }

    @Test func greatNeckSlotIsTwoInTheMorning() {
        // The fixture's dt 1616220000 (dt_txt "2021-03-20 06:00:00") at UTC−4.
        let slot = time(1_616_220_000, -14400)
        #expect(slot.iso8601 == "2021-03-20T02:00:00-04:00")
        #expect(slot.date.weekdayName == "Sat")
    }

    @Test func offsetTextWithoutAnInstant() {
        #expect(time(0, 19800).offsetText == "+05:30")
        #expect(time(0, -34200).offsetText == "-09:30")
        #expect(time(0, 0).offsetText == "+00:00")
        #expect(time(0, 32400).utcOffset == 32400)
    }
}
