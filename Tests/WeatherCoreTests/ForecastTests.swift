import Testing
import WeatherCore

/// The forecast as seen at an instant: days before the city's current date are dropped, and "now" is estimated
/// from the slots around that instant (``NowEstimateTests`` has the interpolation; these slots are 12 hours
/// apart, too far to interpolate across, so "now" is the nearest slot).
@Suite struct ForecastTests {
    // The spec's UTC+9 slots: 21:00 Jan 1, 00:00 Jan 2, 12:00 Jan 2, 00:00 Jan 3 local.
    static let slots = [
        slot(utc(2024, 1, 1, 12), 7), slot(utc(2024, 1, 1, 15), 2),
        slot(utc(2024, 1, 2, 3), 12), slot(utc(2024, 1, 2, 15), -3),
    ]

    func forecast(now: Int, offset: Int? = 32400) -> Forecast {
        Forecast(data: NetworkData(list: Self.slots, city: City(name: "Testville", timezone: offset)), now: now)
    }

    @Test func keepsEveryDayWhenNowIsBeforeTheFirstSlot() {
        let view = forecast(now: utc(2024, 1, 1, 11))  // 20:00 Jan 1 local
        #expect(view.days.map(\.date.description) == ["2024-01-01", "2024-01-02", "2024-01-03"])
        #expect(view.current == Self.slots[0])  // nothing began yet: the first slot
    }

    @Test func dropsDaysBeforeTheCityLocalDateOfNow() {
        // 15:30Z on Jan 1 is already 00:30 on Jan 2 in the city, so Jan 1 is gone although UTC says Jan 1.
        let view = forecast(now: utc(2024, 1, 1, 15, 30))
        #expect(view.days.map(\.date.description) == ["2024-01-02", "2024-01-03"])
        #expect(view.current == Self.slots[1])
        #expect(view.slots == Array(Self.slots[1...]))
    }

    @Test func currentIsTheNearestSlotAcrossAGapTooWideToInterpolate() {
        #expect(forecast(now: utc(2024, 1, 2, 3)).current == Self.slots[2])  // exactly at its start
        #expect(forecast(now: utc(2024, 1, 2, 2, 59, 59)).current == Self.slots[2])  // a second before
        #expect(forecast(now: utc(2024, 1, 1, 16)).current == Self.slots[1])  // an hour after 15:00Z
        #expect(forecast(now: utc(2024, 1, 2, 9)).current == Self.slots[2])  // the midpoint: the earlier
        #expect(forecast(now: utc(2024, 1, 2, 14)).estimate?.estimatedFrom == [Self.slots[3].dt])
        #expect(forecast(now: utc(2024, 1, 2, 14)).estimate?.isNow == false)
    }

    @Test func nowAfterEverySlotLeavesNothing() {
        let view = forecast(now: utc(2024, 1, 4, 12))
        #expect(view.days.isEmpty)
        #expect(view.current == nil)
    }

    @Test func lastDayRemainsWhileItIsToday() {
        let view = forecast(now: utc(2024, 1, 2, 20))  // 05:00 Jan 3 local
        #expect(view.days.map(\.date.description) == ["2024-01-03"])
        #expect(view.current == Self.slots[3])
    }

    @Test func missingTimezoneMeansUTC() {
        // Without city.timezone the dates are UTC dates: Jan 1 holds 12:00Z and 15:00Z.
        let view = forecast(now: utc(2024, 1, 1, 0), offset: nil)
        #expect(view.utcOffset == 0)
        #expect(view.days.map(\.date.description) == ["2024-01-01", "2024-01-02"])
        #expect(view.days.map(\.slotCount) == [2, 2])
    }

    @Test func localTimeUsesTheCityOffset() {
        let view = forecast(now: 0)
        #expect(view.localTime(utc(2024, 1, 1, 15)).iso8601 == "2024-01-02T00:00:00+09:00")
    }

    @Test func placeNameJoinsWhatThereIs() {
        func name(_ city: City) -> String { Forecast(data: NetworkData(list: [], city: city), now: 0).placeName }
        #expect(name(City(name: "Goyang-si", country: "KR")) == "Goyang-si, KR")
        #expect(name(City(name: "Ростов")) == "Ростов")
        #expect(name(City(name: "", country: "FR")) == "FR")
        #expect(name(City()) == "Unknown place")
    }

    @Test func realResponseSeenMidwayDropsItsFirstDay() throws {
        // Changwon: first day 2023-12-04 (2 slots). 2023-12-05 00:00 local is 2023-12-04 15:00Z = 1701702000;
        // seen then, the days start on Dec 5 and "now" is the slot at that instant (python3 over the fixture).
        let data = try NetworkData(json: Fixture.data(Fixture.changwon))
        let view = Forecast(data: data, now: utc(2023, 12, 4, 15))
        #expect(utc(2023, 12, 4, 15) == 1_701_702_000)
        #expect(view.days.first?.date.description == "2023-12-05")
        #expect(view.days.count == 5)
        #expect(view.current?.dt == 1_701_702_000)
    }
}
