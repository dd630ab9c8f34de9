import Testing
import WeatherCore

/// Day grouping on real recorded responses. Expected dates, slot counts, highs and lows were computed with an
/// independent python3 script (/tmp/summ.py while writing these tests): for each slot, the date of
/// `datetime.fromtimestamp(dt + city.timezone, timezone.utc)`; per date, high = max `temp_max`,
/// low = min `temp_min`, in the units the file was recorded in (grouping does not convert).
extension DayTests {
    struct Expected: Sendable, CustomStringConvertible {
        var date: String
        var slots: Int
        var high: Double
        var low: Double
        var description: String { "\(date) \(slots) \(high)/\(low)" }
    }

    func days(_ name: String) throws -> [Day] {
        let data = try NetworkData(json: Fixture.data(name))
        return Day.group(data.list, utcOffset: data.city.utcOffset)
    }

    func check(_ name: String, _ expected: [Expected]) throws {
        let days = try days(name)
        #expect(days.map(\.date.description) == expected.map(\.date))
        #expect(days.map(\.slotCount) == expected.map(\.slots))
        #expect(days.map(\.high) == expected.map(\.high))
        #expect(days.map(\.low) == expected.map(\.low))
    }

    @Test func changwonKelvinDaysAtUTCPlus9() throws {
        // First slot 2023-12-04 09:00Z is 18:00 local: 2 slots that day locally, where UTC dates would give 5.
        try check(
            Fixture.changwon,
            [
                Expected(date: "2023-12-04", slots: 2, high: 281.99, low: 279.22),
                Expected(date: "2023-12-05", slots: 8, high: 284.72, low: 277.44),
                Expected(date: "2023-12-06", slots: 8, high: 286.23, low: 276.9),
                Expected(date: "2023-12-07", slots: 8, high: 284.77, low: 278.34),
                Expected(date: "2023-12-08", slots: 8, high: 289.76, low: 279.76),
                Expected(date: "2023-12-09", slots: 6, high: 291.45, low: 285.2),
            ])
    }

    @Test func cairnsSlotsOnTwoUTCDatesShareOneLocalDate() throws {
        // 2020-05-06 15:00Z and 18:00Z are 01:00 and 04:00 on May 7 at UTC+10.
        try check(Fixture.cairns, [Expected(date: "2020-05-07", slots: 2, high: 294.91, low: 294.37)])
        let day = try #require(try days(Fixture.cairns).first)
        #expect(abs(day.rain - 1.72) < 1e-9)  // 0.78 + 0.94
        #expect(day.pop == nil)  // the 2020 transition schema has no pop
        #expect(day.date.weekdayName == "Thu")
    }

    @Test func greatNeckImperialSlotStaysOnItsLocalDate() throws {
        // 2021-03-20 06:00Z is 02:00 at UTC−4, same date; values in °F as recorded.
        try check(Fixture.greatNeck, [Expected(date: "2021-03-20", slots: 1, high: 34.47, low: 33.94)])
        #expect(try days(Fixture.greatNeck).first?.isPartial == true)
    }

    @Test func leHavreMetricDaysAtUTCPlus2() throws {
        try check(
            Fixture.leHavre,
            [
                Expected(date: "2021-04-26", slots: 2, high: 11.39, low: 7.55),
                Expected(date: "2021-04-27", slots: 8, high: 11.47, low: 5.39),
                Expected(date: "2021-04-28", slots: 8, high: 11.02, low: 5.55),
                Expected(date: "2021-04-29", slots: 8, high: 9.95, low: 6.74),
                Expected(date: "2021-04-30", slots: 8, high: 10.46, low: 4.76),
                Expected(date: "2021-05-01", slots: 6, high: 8.96, low: 7.18),
            ])
        let days = try days(Fixture.leHavre)
        #expect(days.map(\.pop) == [0, 0, 0.39, 0.33, 0, 0.07])
        #expect(days.map(\.isPartial) == [true, false, false, false, false, true])
        #expect(days.map(\.date.weekdayName) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    }

    @Test func chandigarhWithoutTimezoneUsesUTCDates() throws {
        // No city.timezone: offset 0. Trimmed file: 6 slots with gaps, 2 on Feb 27 (rain 7.37 + 4.38).
        try check(
            Fixture.chandigarh,
            [
                Expected(date: "2019-02-25", slots: 1, high: 287.35, low: 285.171),
                Expected(date: "2019-02-26", slots: 1, high: 282.483, low: 282.483),
                Expected(date: "2019-02-27", slots: 2, high: 282.264, low: 281.905),
                Expected(date: "2019-02-28", slots: 1, high: 280.508, low: 280.508),
                Expected(date: "2019-03-01", slots: 1, high: 280.258, low: 280.258),
            ])
        #expect(try abs(days(Fixture.chandigarh)[2].rain - 11.75) < 1e-9)
    }

    @Test func goyangDaysAndRain() throws {
        let days = try days(Fixture.goyang)
        #expect(
            days.map(\.date.description) == [
                "2025-07-11", "2025-07-12", "2025-07-13", "2025-07-14", "2025-07-15", "2025-07-16",
            ])
        #expect(days.map(\.slotCount) == [5, 8, 8, 8, 8, 1])
        #expect(abs(days[4].rain - 32.01) < 1e-9)  // 1.53 + 11.7 + 18.78
        #expect(days[4].pop == 1)
    }
}
