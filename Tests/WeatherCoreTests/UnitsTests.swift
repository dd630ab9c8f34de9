import Testing
import WeatherCore

/// Conversions between kelvins/m/s and the units people read, and bringing saved responses to kelvins.
/// Expected values by hand: °C = K − 273.15, °F = K × 1.8 − 459.67, 1 mph = 0.44704 m/s (international mile).
@Suite struct UnitsTests {
    /// Floating-point results are compared to hand-worked decimals within a billionth.
    func close(_ value: Double?, _ expected: Double) -> Bool {
        guard let value else { return false }
        return abs(value - expected) < 1e-9
    }

    @Test func kelvinToCelsiusSubtracts273Point15() {
        #expect(close(Units.metric.temperature(fromKelvin: 300), 26.85))
        #expect(close(Units.metric.temperature(fromKelvin: 273.15), 0))
        #expect(close(Units.metric.temperature(fromKelvin: 0), -273.15))
    }

    @Test func kelvinToFahrenheitAtFixedPoints() {
        #expect(close(Units.imperial.temperature(fromKelvin: 273.15), 32))  // water freezes
        #expect(close(Units.imperial.temperature(fromKelvin: 373.15), 212))  // water boils
        #expect(close(Units.imperial.temperature(fromKelvin: 233.15), -40))  // −40 °C is −40 °F
        #expect(close(Units.imperial.temperature(fromKelvin: 300), 80.33))  // 540 − 459.67
    }

    @Test func standardLeavesKelvinsAlone() {
        #expect(Units.standard.temperature(fromKelvin: 288.43) == 288.43)
        #expect(Units.standard.kelvin(fromTemperature: 288.43) == 288.43)
    }

    @Test func celsiusAndFahrenheitBackToKelvin() {
        #expect(close(Units.metric.kelvin(fromTemperature: -40), 233.15))
        #expect(close(Units.imperial.kelvin(fromTemperature: -40), 233.15))
        #expect(close(Units.imperial.kelvin(fromTemperature: 212), 373.15))
        #expect(close(Units.imperial.kelvin(fromTemperature: 34.47), 274.522_222_222))  // 494.14 / 1.8
    }

    @Test(arguments: Units.allCases)
    func temperatureRoundTripsThroughEveryUnit(units: Units) {
        for kelvin in [0.0, 233.15, 255.372, 273.15, 288.43, 310.5] {
            #expect(close(units.kelvin(fromTemperature: units.temperature(fromKelvin: kelvin)), kelvin))
        }
    }

    @Test func milesPerHourAndMetresPerSecond() {
        #expect(close(Units.imperial.metresPerSecond(fromSpeed: 10), 4.4704))
        #expect(close(Units.imperial.speed(fromMetresPerSecond: 4.4704), 10))
        #expect(close(Units.imperial.speed(fromMetresPerSecond: 1), 2.236_936_292_054))  // 1 / 0.44704
        #expect(Units.metric.speed(fromMetresPerSecond: 4.26) == 4.26)
        #expect(Units.standard.metresPerSecond(fromSpeed: 4.26) == 4.26)
    }

    @Test func symbols() {
        #expect(Units.allCases.map(\.temperatureSymbol) == ["K", "°C", "°F"])
        #expect(Units.allCases.map(\.speedSymbol) == ["m/s", "m/s", "mph"])
    }

    @Test func temperatureFallsBackToTempWithoutMinAndMax() {
        let bare = Temperature(temp: 280)
        #expect(bare.high == 280 && bare.low == 280)
        let full = Temperature(temp: 280, tempMin: 279, tempMax: 283)
        #expect(full.high == 283 && full.low == 279)
        #expect(close(full.celsius, 6.85))
        #expect(close(full.fahrenheit, 44.33))  // 280 × 1.8 = 504; 504 − 459.67
    }

    @Test func metricFixtureNormalizesToKelvin() throws {
        // Le Havre slot 0 (python3 json.load): temp 11.39 °C, temp_min 9.31, feels_like 10.33, wind 8.07 m/s.
        let data = try NetworkData(json: Fixture.data(Fixture.leHavre)).normalized(from: .metric)
        let slot = data.list[0]
        #expect(close(slot.main.temp, 284.54))
        #expect(close(slot.main.tempMin, 282.46))
        #expect(close(slot.main.feelsLike, 283.48))
        #expect(slot.wind?.speed == 8.07)  // m/s already
        #expect(slot.main.pressure == 1015)  // not a temperature
    }

    @Test func imperialFixtureNormalizesToKelvinAndMetresPerSecond() throws {
        // Great Neck Plaza (python3 json.load): temp 34.47 °F, temp_min 33.94, feels_like 23.59, wind 9.22 mph.
        let raw = try NetworkData(json: Fixture.data(Fixture.greatNeck))
        let slot = raw.normalized(from: .imperial).list[0]
        #expect(close(slot.main.temp, 274.522_222_222))  // (34.47 + 459.67) / 1.8 = 494.14 / 1.8
        #expect(close(slot.main.tempMin, 274.227_777_778))  // 493.61 / 1.8
        #expect(close(slot.main.feelsLike, 268.477_777_778))  // 483.26 / 1.8
        #expect(close(slot.wind?.speed, 4.121_708_8))  // 9.22 × 0.44704
        #expect(slot.wind?.deg == 5)  // a direction, not a speed
        #expect(slot.main.humidity == 38)
        #expect(raw.normalized(from: .imperial).city == raw.city)
    }

    @Test func standardFixtureIsAlreadyNormal() throws {
        let data = try NetworkData(json: Fixture.data(Fixture.changwon))
        #expect(data.normalized(from: .standard) == data)
    }
}
