import Testing
import WeatherCore

/// The pressure over the next 3 hours. Goyang's first slots (Fri 2025-07-11, 3 hours apart from 1752192000)
/// have 1013, 1012, 1010 and 1010 hPa.
struct PressureTrendTests {
    static let first = 1_752_192_000

    static func trend(at now: Int) throws -> PressureTrend? {
        let forecast = try PrecipitationSpellTests.forecast(Fixture.goyang, at: now)
        return PressureTrend(at: now, slots: forecast.slots)
    }

    @Test func fallingFromSlotToSlot() throws {
        let trend = try #require(try Self.trend(at: Self.first))
        #expect(trend.change == -1)
        #expect(trend.direction == .falling)
        #expect(trend.text == "↓ -1 hPa")
    }

    @Test func betweenSlotsBothEndsAreInterpolated() throws {
        // 10:30: 1012.5 hPa; 13:30: halfway from 1012 to 1010, 1011: −1.5, shown −2 (half away from zero).
        let trend = try #require(try Self.trend(at: Self.first + 5400))
        #expect(trend.change == -1.5)
        #expect(trend.text == "↓ -2 hPa")
    }

    @Test func steadyWhenTheChangeRoundsToZero() throws {
        let trend = try #require(try Self.trend(at: Self.first + 6 * 3600))  // 1010 → 1010
        #expect(trend.direction == .steady)
        #expect(trend.text == "→ 0 hPa")
        let slight = [1000.0, 1000.4].enumerated().map { index, pressure in
            List(dt: index * 10_800, main: Temperature(temp: 280, pressure: pressure))
        }
        #expect(PressureTrend(at: 0, slots: slight)?.direction == .steady)
    }

    @Test func risingAndNoneBeyondTheSlots() {
        let slots = [1000.0, 1003].enumerated().map { index, pressure in
            List(dt: index * 10_800, main: Temperature(temp: 280, pressure: pressure))
        }
        #expect(PressureTrend(at: 0, slots: slots)?.text == "↑ +3 hPa")
        #expect(PressureTrend(at: 1, slots: slots) == nil)  // 3 hours on is past the last slot's start
    }
}

extension PressureTrendTests {
    @Test func theLatestInstantThereIsHasNoTrendAndDoesNotTrap() {
        let slots = [List(dt: 0, main: Temperature(temp: 280, pressure: 1000))]
        #expect(PressureTrend(at: Int.max, slots: slots) == nil)
    }
}
