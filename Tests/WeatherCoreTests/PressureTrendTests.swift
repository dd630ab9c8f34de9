import Foundation
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

/// The arrow and the figure come from one rounded change, in the unit shown.
extension PressureTrendTests {
    static func slots(_ pressures: [Double]) -> [List] {
        pressures.enumerated().map { index, pressure in
            List(dt: index * 10_800, main: Temperature(temp: 280, pressure: pressure))
        }
    }

    /// −0.34 hPa is −34 / 3386.389 = −0.01004 inHg, −0.01 to two decimals: falling in inHg, though 0 in hPa.
    @Test func aChangeThatShowsAsAHundredthOfAnInchFalls() throws {
        let trend = try #require(PressureTrend(at: 0, slots: Self.slots([1000, 999.66])))
        #expect(trend.direction(in: .inchesOfMercury) == .falling)
        #expect(trend.text(in: .inchesOfMercury) == "↓ -0.01 inHg")
        #expect(trend.direction == .steady)
        #expect(trend.text == "→ 0 hPa")
        let rising = try #require(PressureTrend(at: 0, slots: Self.slots([999.66, 1000])))
        #expect(rising.text(in: .inchesOfMercury) == "↑ +0.01 inHg")
    }

    /// −0.62 hPa is −62 / 133.322387415 = −0.465 mmHg, 0 when whole: steady in mmHg, though −1 in hPa.
    @Test func aChangeThatShowsAsNoMillimetreIsSteady() throws {
        let trend = try #require(PressureTrend(at: 0, slots: Self.slots([1000, 999.38])))
        #expect(trend.direction(in: .millimetresOfMercury) == .steady)
        #expect(trend.text(in: .millimetresOfMercury) == "→ 0 mmHg")
        #expect(trend.text == "↓ -1 hPa")
    }

    @Test func noChangeHasTheUnitsDecimals() throws {
        let trend = try #require(PressureTrend(at: 0, slots: Self.slots([1010, 1010])))
        #expect(trend.text(in: .inchesOfMercury) == "→ 0.00 inHg")
        #expect(trend.text(in: .millimetresOfMercury) == "→ 0 mmHg")
        #expect(trend.text(in: .hectopascals) == "→ 0 hPa")
    }

    /// JSON's direction is the one of the figure shown in `pressure_unit`; its change stays unrounded.
    @Test func jsonDirectionFollowsThePressureUnit() throws {
        let forecast = Forecast(
            data: NetworkData(list: Self.slots([1000, 999.66]), city: City(name: "Testville", timezone: 0)), now: 0)
        func direction(_ unit: PressureUnit) throws -> String? {
            var renderer = JSONRenderer()
            renderer.quantities = QuantityUnits(pressure: unit)
            let json = try renderer.render(forecast)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let now = try #require(document["now"] as? [String: Any])
            return (now["pressure_trend"] as? [String: Any])?["direction"] as? String
        }
        #expect(try direction(.inchesOfMercury) == "falling")
        #expect(try direction(.hectopascals) == "steady")
        // −0.34 hPa is −0.255 mmHg: 0 when whole.
        #expect(try direction(.millimetresOfMercury) == "steady")
    }
}
