import Testing
import WeatherCore

/// The representative condition, by the rule in `Day.representativeCondition(of:)`'s doc comment: among the
/// daytime slots (all slots when none is in daylight), the most severe precipitation kind present
/// (thunderstorm 2xx > snow 6xx > rain 5xx > drizzle 3xx), else the most frequent id, ties to the earliest;
/// always the day icon.
extension DayTests {
    func condition(_ slots: [List]) -> Weather? { Day.representativeCondition(of: slots) }

    func at(_ hour: Int) -> Int { utc(2024, 5, 1, hour) }

    @Test func wetAfternoonBeatsAMostlyCloudyDay() {
        let chosen = condition([
            slot(at(0), 20, condition: 803, icon: "04d", pod: "d"),
            slot(at(3), 20, condition: 803, icon: "04d", pod: "d"),
            slot(at(6), 20, condition: 500, icon: "10d", description: "light rain", pod: "d"),
            slot(at(9), 20, condition: 803, icon: "04d", pod: "d"),
        ])
        #expect(chosen == Weather(id: 500, description: "light rain", icon: "10d"))
    }

    @Test func nightSlotsDoNotCountWhenTheDayHasDaylight() {
        // A night thunderstorm does not make a clear day stormy.
        let chosen = condition([
            slot(at(0), 20, condition: 211, icon: "11n", pod: "n"),
            slot(at(3), 20, condition: 800, icon: "01d", pod: "d"),
            slot(at(6), 20, condition: 800, icon: "01d", pod: "d"),
        ])
        #expect(chosen?.id == 800)
    }

    @Test func nightOnlyDayUsesItsNightSlotsWithTheDayIcon() {
        let chosen = condition([
            slot(at(15), 20, condition: 800, icon: "01n", pod: "n"),
            slot(at(18), 20, condition: 800, icon: "01n", pod: "n"),
            slot(at(21), 20, condition: 802, icon: "03n", pod: "n"),
        ])
        #expect(chosen == Weather(id: 800, icon: "01d"))
    }

    @Test func nightOnlyRainShowsTheDayRainIcon() {
        let chosen = condition([
            slot(at(18), 20, condition: 804, icon: "04n", pod: "n"),
            slot(at(21), 20, condition: 501, icon: "10n", pod: "n"),
        ])
        #expect(chosen == Weather(id: 501, icon: "10d"))
    }

    @Test func severityOrderIsThunderstormSnowRainDrizzle() {
        func pick(_ ids: [Int]) -> Int? {
            condition(ids.enumerated().map { slot(at($0.offset * 3), 0, condition: $0.element, pod: "d") })?.id
        }
        #expect(pick([300, 500, 500, 600, 800, 800]) == 600)
        #expect(pick([600, 600, 211, 500]) == 211)
        #expect(pick([800, 800, 800, 301, 500]) == 500)
        #expect(pick([800, 800, 800, 301]) == 301)
    }

    @Test func mostFrequentWithinTheKindWins() {
        let chosen = condition([
            slot(at(0), 20, condition: 501, icon: "10d", pod: "d"),
            slot(at(3), 20, condition: 500, icon: "10d", pod: "d"),
            slot(at(6), 20, condition: 500, icon: "10d", pod: "d"),
        ])
        #expect(chosen?.id == 500)
    }

    @Test func tieGoesToTheEarliest() {
        let chosen = condition([
            slot(at(0), 20, condition: 803, icon: "04d", pod: "d"),
            slot(at(3), 20, condition: 800, icon: "01d", pod: "d"),
            slot(at(6), 20, condition: 800, icon: "01d", pod: "d"),
            slot(at(9), 20, condition: 803, icon: "04d", pod: "d"),
        ])
        #expect(chosen?.id == 803)
    }

    @Test func iconSuffixDecidesDaylightWithoutPartOfDay() {
        // Responses without sys.pod: "01d" is daytime, so the night rain is not considered.
        let chosen = condition([
            slot(at(0), 20, condition: 500, icon: "10n"),
            slot(at(3), 20, condition: 800, icon: "01d"),
        ])
        #expect(chosen?.id == 800)
    }

    @Test func slotsWithoutConditionsGiveNone() {
        #expect(condition([slot(at(0), 20), slot(at(3), 20)]) == nil)
        #expect(condition([]) == nil)
    }

    @Test func dayIconVariant() {
        #expect(Weather(id: 500, icon: "10n").dayIcon == "10d")
        #expect(Weather(id: 500, icon: "10d").dayIcon == "10d")
        #expect(Weather(id: 500, icon: nil).dayIcon == nil)
    }

    @Test func realDaysFollowTheRule() throws {
        // Answers from /tmp/cond.py, a separate python3 implementation of the rule above run on the fixtures:
        // Le Havre Apr 29 has rain only at night, so its day is "nuageux"; Goyang Jul 15 ties 500/501 in
        // daylight and the earlier 500 wins; Rostov's one wet daytime slot makes its day rainy.
        let havre = try NetworkData(json: Fixture.data(Fixture.leHavre))
        let havreDays = Day.group(havre.list, utcOffset: havre.city.utcOffset)
        #expect(havreDays.map { $0.condition?.id } == [800, 800, 500, 803, 804, 804])
        #expect(havreDays[3].condition?.description == "nuageux")
        let goyang = try NetworkData(json: Fixture.data(Fixture.goyang))
        let goyangDays = Day.group(goyang.list, utcOffset: goyang.city.utcOffset)
        #expect(goyangDays.map { $0.condition?.id } == [800, 800, 804, 800, 500, 500])
        #expect(goyangDays.map { $0.condition?.icon } == ["01d", "01d", "04d", "01d", "10d", "10d"])
        let rostov = try NetworkData(json: Fixture.data(Fixture.rostov))
        let rostovDay = try #require(Day.group(rostov.list, utcOffset: rostov.city.utcOffset).first)
        #expect(rostovDay.condition == Weather(id: 500, main: "Rain", description: "небольшой дождь", icon: "10d"))
    }
}
