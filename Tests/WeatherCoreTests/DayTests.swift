import Testing
import WeatherCore

/// Day grouping on hand-made slots whose answers follow from the rule: a day is the date of
/// `dt + city.timezone`; its high is the max `temp_max`, its low the min `temp_min`.
@Suite struct DayTests {
    static let seoul = 32400  // UTC+9
    static let newYorkSummer = -14400  // UTC−4

    @Test func groupsSlotsByCityLocalDateAcrossMidnight() {
        // The spec's case: at UTC+9, 12:00Z and 15:00Z on Jan 1 are 21:00 Jan 1 and 00:00 Jan 2 local;
        // 03:00Z and 15:00Z on Jan 2 are 12:00 Jan 2 and 00:00 Jan 3 local.
        let days = Day.group(
            [
                slot(utc(2024, 1, 1, 12), 7), slot(utc(2024, 1, 1, 15), 2),
                slot(utc(2024, 1, 2, 3), 12), slot(utc(2024, 1, 2, 15), -3),
            ], utcOffset: Self.seoul)
        #expect(days.map(\.date.description) == ["2024-01-01", "2024-01-02", "2024-01-03"])
        #expect(days.map(\.high) == [kelvin(7), kelvin(12), kelvin(-3)])
        #expect(days.map(\.low) == [kelvin(7), kelvin(2), kelvin(-3)])
        #expect(days.map(\.slotCount) == [1, 2, 1])
    }

    @Test func highIsTheMaxOfTempMaxNotOfTemp() {
        // temp 10, 14, 12 but temp_max 11, 16, 13 and temp_min 8, 13, 9: the day spans 8…16, not 10…14.
        let day = Day(
            date: LocalDate(year: 2024, month: 1, day: 1, weekday: 2),
            slots: [
                slot(utc(2024, 1, 1, 0), 10, max: 11, min: 8),
                slot(utc(2024, 1, 1, 3), 14, max: 16, min: 13),
                slot(utc(2024, 1, 1, 6), 12, max: 13, min: 9),
            ])
        #expect(day.high == kelvin(16))
        #expect(day.low == kelvin(8))
    }

    @Test func fortySlotsFromNinePMMakeSixDaysWithPartialEnds() {
        // 21:00 local = 12:00Z at UTC+9. Slot 1 is alone on Jan 1; then 4 whole days of 8 (32 slots);
        // the remaining 40 − 1 − 32 = 7 fall on Jan 6 (00:00…18:00).
        let start = utc(2024, 1, 1, 12)
        let slots = (0..<40).map { slot(start + $0 * 10_800, 5) }
        let days = Day.group(slots, utcOffset: Self.seoul)
        #expect(days.count == 6)
        #expect(days.map(\.slotCount) == [1, 8, 8, 8, 8, 7])
        #expect(days.map(\.isPartial) == [true, false, false, false, false, true])
        #expect(days.map(\.date.day) == [1, 2, 3, 4, 5, 6])
    }

    @Test func rainAbsentEmptyAndAVolumeSumToThatVolume() {
        let day = Day(
            date: LocalDate(year: 2024, month: 1, day: 1, weekday: 2),
            slots: [
                slot(utc(2024, 1, 1, 0), 5, rain: nil),
                slot(utc(2024, 1, 1, 3), 5, rain: Precipitation(threeHours: nil)),
                slot(utc(2024, 1, 1, 6), 5, rain: Precipitation(threeHours: 1.5)),
            ])
        #expect(day.rain == 1.5)
        #expect(day.snow == 0)
    }

    @Test func snowVolumesAdd() {
        let day = Day(
            date: LocalDate(year: 2024, month: 1, day: 1, weekday: 2),
            slots: [
                slot(utc(2024, 1, 1, 0), -2, snow: Precipitation(threeHours: 0.5)),
                slot(utc(2024, 1, 1, 3), -2, snow: Precipitation(threeHours: 0.25)),
            ])
        #expect(day.snow == 0.75)
        #expect(day.rain == 0)
    }

    static func rainyDay(_ amounts: [Double], snow: [Double] = []) -> Day {
        let volumes = amounts.map { ($0, true) } + snow.map { ($0, false) }
        return Day(
            date: LocalDate(year: 2024, month: 1, day: 1, weekday: 2),
            slots: volumes.enumerated().map { index, volume in
                let amount = Precipitation(threeHours: volume.0)
                return slot(utc(2024, 1, 1, 3 * index), 5, rain: volume.1 ? amount : nil, snow: volume.1 ? nil : amount)
            })
    }

    /// Amounts are summed as the decimals the response writes, and rounded from that sum: 0.12 + 1.14 + 0.49 is
    /// 1.75 (binary addition makes 1.7499999999999998, python3), shown 1.8; 1 + 0.7499999999999998 is
    /// 1.7499999999999998, below the half, shown 1.7.
    @Test func amountsAreRoundedFromTheirExactDecimalSum() throws {
        let half = Self.rainyDay([0.12, 1.14, 0.49])
        #expect(half.rain == 1.75)
        #expect(PrecipitationUnit.millimetres.text(fromMillimetres: half.rain) == "1.8 mm")
        let below = Self.rainyDay([1, 0.749_999_999_999_999_8])
        #expect(below.rain == 1.749_999_999_999_999_8)
        #expect(PrecipitationUnit.millimetres.text(fromMillimetres: below.rain) == "1.7 mm")
        // Rain and snow together are summed the same way: 1.14 + 0.49 of rain and 0.12 of snow are 1.75.
        let mixed = Self.rainyDay([1.14, 0.49], snow: [0.12])
        #expect(PrecipitationUnit.millimetres.text(fromMillimetres: mixed.precipitation) == "1.8 mm")
        let forecast = Forecast(
            data: NetworkData(list: below.slots, city: City(name: "Testville", timezone: 0)), now: utc(2024, 1, 1))
        #expect(TemplateRenderer().render(try Template("{rain}"), forecast) == "1.7 mm")
    }

    /// In inches the millimetres are divided by 25.4 exactly: 0.127 mm is 0.005 in, up to 0.01; the double just
    /// below it, 0.12699999999999997 mm, is 0.0049999999999999988 in, down to 0.00.
    @Test func inchesAreRoundedFromTheExactQuotient() {
        #expect(PrecipitationUnit.inches.text(fromMillimetres: Self.rainyDay([0.1, 0.027]).rain) == "0.01 in")
        #expect(PrecipitationUnit.inches.text(fromMillimetres: 0.126_999_999_999_999_97) == "0.00 in")
        #expect(PrecipitationUnit.inches.text(fromMillimetres: 25.4) == "1.00 in")
    }

    @Test func popIsTheMaximumAndNilWhenNoSlotHasOne() {
        let date = LocalDate(year: 2024, month: 1, day: 1, weekday: 2)
        let wet = Day(
            date: date,
            slots: [
                slot(utc(2024, 1, 1, 0), 5, pop: 0.2), slot(utc(2024, 1, 1, 3), 5),
                slot(utc(2024, 1, 1, 6), 5, pop: 0.65), slot(utc(2024, 1, 1, 9), 5, pop: 0.4),
            ])
        #expect(wet.pop == 0.65)
        let old = Day(date: date, slots: [slot(utc(2024, 1, 1, 0), 5), slot(utc(2024, 1, 1, 3), 5)])
        #expect(old.pop == nil)
    }

    @Test func negativeOffsetMovesEveningSlotsToThePreviousDay() {
        // At UTC−4, 00:00Z and 03:00Z on Mar 10 are 20:00 and 23:00 on Mar 9; 06:00Z and 09:00Z are
        // 02:00 and 05:00 on Mar 10. By UTC date all four would be Mar 10.
        let days = Day.group(
            [
                slot(utc(2024, 3, 10, 0), 8), slot(utc(2024, 3, 10, 3), 6),
                slot(utc(2024, 3, 10, 6), 4), slot(utc(2024, 3, 10, 9), 3),
            ], utcOffset: Self.newYorkSummer)
        #expect(days.map(\.date.description) == ["2024-03-09", "2024-03-10"])
        #expect(days.map(\.slotCount) == [2, 2])
        #expect(days.map(\.high) == [kelvin(8), kelvin(4)])
        #expect(days.map(\.low) == [kelvin(6), kelvin(3)])
    }

    @Test func extremeOffsetsShiftWholeSlotsIntoTheNextAndPreviousDay() {
        let noonUTC = slot(utc(2024, 6, 15, 12), 20)
        #expect(Day.group([noonUTC], utcOffset: 50400).map(\.date.description) == ["2024-06-16"])  // UTC+14 → 02:00
        #expect(Day.group([noonUTC], utcOffset: -43200).map(\.date.description) == ["2024-06-15"])  // UTC−12 → 00:00
        // One second earlier than UTC−12: 23:59:59 the day before.
        #expect(Day.group([noonUTC], utcOffset: -43201).map(\.date.description) == ["2024-06-14"])
    }

    @Test func zeroOffsetGroupsByUTCDate() {
        let days = Day.group(
            [slot(utc(2024, 1, 1, 21), 1), slot(utc(2024, 1, 2, 0), 1)], utcOffset: 0)
        #expect(days.map(\.date.description) == ["2024-01-01", "2024-01-02"])
    }

    @Test func slotsInAnyOrderComeOutInTimeOrder() {
        let a = slot(utc(2024, 1, 1, 3), 1)
        let b = slot(utc(2024, 1, 1, 6), 2)
        let c = slot(utc(2024, 1, 2, 3), 3)
        let days = Day.group([c, a, b], utcOffset: 0)
        #expect(days.map(\.date.day) == [1, 2])
        #expect(days[0].slots == [a, b])
        #expect(days[1].slots == [c])
    }

    @Test func gapsNeverMergeOrSplitDays() {
        // Trimmed recordings skip slots; days are by date, never "every 8 slots".
        let days = Day.group(
            [slot(utc(2024, 1, 1, 0), 1), slot(utc(2024, 1, 3, 0), 1), slot(utc(2024, 1, 3, 21), 1)], utcOffset: 0)
        #expect(days.map(\.date.day) == [1, 3])
        #expect(days.map(\.slotCount) == [1, 2])
    }

    @Test func noSlotsMakeNoDays() {
        #expect(Day.group([], utcOffset: Self.seoul).isEmpty)
    }

    @Test func aDayOfEightSlotsIsWhole() {
        let slots = (0..<8).map { slot(utc(2024, 1, 1, 0) + $0 * 10_800, 1) }
        let day = Day(date: LocalDate(year: 2024, month: 1, day: 1, weekday: 2), slots: slots)
        #expect(!day.isPartial)
        #expect(Day(date: day.date, slots: Array(slots.prefix(7))).isPartial)
    }
}
