import Foundation
import Testing
import WeatherCore

/// Wind, precipitation, pressure and the clock in the units people choose. Expected values by hand from the
/// definitions: 1 km/h = 1/3.6 m/s, 1 mph = 0.44704 m/s, 1 kn = 1852/3600 m/s, 1 in = 25.4 mm (all exact);
/// 1 inHg = 3386.389 Pa and 1 mmHg = 133.322 387 415 Pa (conventional, NIST SP 811); the Beaufort scale
/// against its empirical formula v = 0.836 B^(3/2) m/s.
@Suite struct QuantityUnitsTests {
    func close(_ value: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
        abs(value - expected) < tolerance
    }

    @Test func tenMetresPerSecondInEverySpeedUnit() {
        #expect(close(SpeedUnit.metresPerSecond.speed(fromMetresPerSecond: 10), 10))
        #expect(close(SpeedUnit.kilometresPerHour.speed(fromMetresPerSecond: 10), 36))
        #expect(close(SpeedUnit.milesPerHour.speed(fromMetresPerSecond: 10), 22.369_362_920_544))  // 10 / 0.44704
        #expect(close(SpeedUnit.knots.speed(fromMetresPerSecond: 10), 19.438_444_924_406))  // 36000 / 1852
        #expect(SpeedUnit.beaufort.speed(fromMetresPerSecond: 10) == 5)
        // One knot is 1.852 km/h; one mile per hour 1.609344 km/h.
        #expect(close(SpeedUnit.kilometresPerHour.speed(fromMetresPerSecond: 1852.0 / 3600), 1.852))
        #expect(close(SpeedUnit.kilometresPerHour.speed(fromMetresPerSecond: 0.44704), 1.609_344))
    }

    @Test func speedsAreShownToOneDecimalAndBeaufortWhole() {
        // 3.2 m/s: 11.52 km/h, 7.158 mph, 6.220 kn, force 2 (1.6 to 3.3 m/s).
        #expect(SpeedUnit.metresPerSecond.text(fromMetresPerSecond: 3.2) == "3.2 m/s")
        #expect(SpeedUnit.kilometresPerHour.text(fromMetresPerSecond: 3.2) == "11.5 km/h")
        #expect(SpeedUnit.milesPerHour.text(fromMetresPerSecond: 3.2) == "7.2 mph")
        #expect(SpeedUnit.knots.text(fromMetresPerSecond: 3.2) == "6.2 kn")
        #expect(SpeedUnit.beaufort.text(fromMetresPerSecond: 3.2) == "2 Bft")
        #expect(SpeedUnit.beaufort.number(fromMetresPerSecond: .nan) == "?")
    }

    /// Each force's lowest speed in the WMO table, and the tenth of m/s below it.
    @Test func beaufortForcesChangeAtTheWMOTablesSpeeds() {
        let edges: [(Double, Int)] = [
            (0, 0), (0.2, 0), (0.3, 1), (1.5, 1), (1.6, 2), (3.3, 2), (3.4, 3), (5.4, 3), (5.5, 4), (7.9, 4),
            (8.0, 5), (10.7, 5), (10.8, 6), (13.8, 6), (13.9, 7), (17.1, 7), (17.2, 8), (20.7, 8), (20.8, 9),
            (24.4, 9), (24.5, 10), (28.4, 10), (28.5, 11), (32.6, 11), (32.7, 12), (60, 12), (-1, 0),
        ]
        for (speed, force) in edges {
            #expect(SpeedUnit.beaufortForce(metresPerSecond: speed) == force, "\(speed) m/s")
        }
        #expect(SpeedUnit.beaufortForce(metresPerSecond: .infinity) == 12)
        #expect(SpeedUnit.beaufortForce(metresPerSecond: .nan) == 0)
    }

    /// An independent method: B = (v / 0.836)^(2/3), rounded, agrees with the table at every tenth of m/s.
    @Test func beaufortAgreesWithTheEmpiricalFormula() {
        for tenths in 0...450 {
            let speed = Double(tenths) / 10
            let formula = min(12, Int(pow(speed / 0.836, 2.0 / 3).rounded()))
            #expect(SpeedUnit.beaufortForce(metresPerSecond: speed) == formula, "\(speed) m/s")
        }
    }

    @Test func millimetresAndInches() {
        #expect(close(PrecipitationUnit.inches.amount(fromMillimetres: 25.4), 1))
        #expect(PrecipitationUnit.millimetres.amount(fromMillimetres: 6.2) == 6.2)
        #expect(PrecipitationUnit.inches.text(fromMillimetres: 6.2) == "0.24 in")  // 0.2441
        #expect(PrecipitationUnit.inches.text(fromMillimetres: 12.7) == "0.50 in")
        #expect(PrecipitationUnit.inches.text(fromMillimetres: 0) == "0.00 in")
        #expect(PrecipitationUnit.millimetres.text(fromMillimetres: 6.25) == "6.3 mm")
    }

    /// The standard atmosphere, 1013.25 hPa = 101 325 Pa: 29.92 inHg, 760 mmHg.
    @Test func theStandardAtmosphereInEveryPressureUnit() {
        #expect(PressureUnit.hectopascals.pressure(fromHectopascals: 1013.25) == 1013.25)
        #expect(close(PressureUnit.inchesOfMercury.pressure(fromHectopascals: 1013.25), 29.921_252_401_9))
        #expect(close(PressureUnit.millimetresOfMercury.pressure(fromHectopascals: 1013.25), 759.999_891_725_6))
        #expect(PressureUnit.hectopascals.text(fromHectopascals: 1013.25) == "1013 hPa")
        #expect(PressureUnit.inchesOfMercury.text(fromHectopascals: 1013.25) == "29.92 inHg")
        #expect(PressureUnit.millimetresOfMercury.text(fromHectopascals: 1013.25) == "760 mmHg")
        // An inch of mercury is 25.4 millimetres of it.
        let inches = PressureUnit.inchesOfMercury.pressure(fromHectopascals: 987.6)
        let millimetres = PressureUnit.millimetresOfMercury.pressure(fromHectopascals: 987.6)
        #expect(close(inches * 25.4, millimetres, within: 1e-4))
    }

    /// Midnight is 12 AM, noon 12 PM; minutes only when not 0.
    @Test func twelveHourClockAroundMidnightAndNoon() {
        func time(_ hour: Int, _ minute: Int, offset: Int = 0) -> LocalDateTime {
            LocalDateTime(unixTime: 1_752_192_000 - offset + hour * 3600 + minute * 60, utcOffset: offset)
        }
        let cases: [(Int, Int, String, String)] = [
            (0, 0, "12 AM", "00:00"), (0, 30, "12:30 AM", "00:30"), (1, 0, "1 AM", "01:00"),
            (11, 59, "11:59 AM", "11:59"), (12, 0, "12 PM", "12:00"), (12, 5, "12:05 PM", "12:05"),
            (13, 0, "1 PM", "13:00"), (15, 0, "3 PM", "15:00"), (23, 0, "11 PM", "23:00"),
        ]
        for (hour, minute, twelve, twentyFour) in cases {
            #expect(ClockFormat.twelveHour.text(time(hour, minute), Language.english.phrases) == twelve)
            #expect(ClockFormat.twentyFourHour.text(time(hour, minute), Language.english.phrases) == twentyFour)
        }
        // Local midnight in Seoul (UTC+9) is 15:00 UTC.
        #expect(ClockFormat.twelveHour.text(time(0, 0, offset: 32_400), Language.english.phrases) == "12 AM")
    }

    @Test func unitsSetTheDefaultsAndEachQuantityOverrides() {
        #expect(QuantityUnits(.metric) == QuantityUnits(.metric, speed: .metresPerSecond, clock: .twentyFourHour))
        #expect(QuantityUnits(.imperial).speed == .milesPerHour)
        #expect(QuantityUnits(.imperial).precipitation == .millimetres)
        #expect(QuantityUnits(.imperial, speed: .knots).speed == .knots)
        #expect(QuantityUnits(.standard).pressure == .hectopascals)
    }

    /// The pressure trend of Goyang's first slot, 1013 → 1012 hPa: −0.0295 inHg, −0.750 mmHg.
    @Test func pressureTrendInOtherUnits() throws {
        let forecast = try PrecipitationSpellTests.forecast(Fixture.goyang)
        let trend = try #require(PressureTrend(at: forecast.now, slots: forecast.slots))
        #expect(trend.text(in: .hectopascals) == "↓ -1 hPa")
        #expect(trend.text(in: .inchesOfMercury) == "↓ -0.03 inHg")
        #expect(trend.text(in: .millimetresOfMercury) == "↓ -1 mmHg")
    }
}
