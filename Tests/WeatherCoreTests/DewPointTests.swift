import Foundation
import Testing
import WeatherCore

/// The dew point against the Magnus formula worked here with Foundation's `log` (b = 17.62, c = 243.12 °C),
/// and against values worked by hand: 20 °C at 50 % gives γ = ln 0.5 + 17.62 × 20 / 263.12 = 0.646166 and
/// 243.12 × 0.646166 / (17.62 − 0.646166) = 9.2552 °C.
struct DewPointTests {
    static func magnus(celsius: Double, humidity: Double) -> Double {
        let gamma = log(humidity / 100) + 17.62 * celsius / (243.12 + celsius)
        return 243.12 * gamma / (17.62 - gamma)
    }

    @Test(arguments: [(-20.0, 80.0), (0, 100), (20, 50), (29.2, 36), (35, 10), (10, 1)])
    func followsTheMagnusFormula(celsius: Double, humidity: Double) throws {
        let slot = List(dt: 0, main: Temperature(temp: celsius + 273.15, humidity: humidity))
        let dewPoint = try #require(slot.dewPoint) - 273.15
        #expect(abs(dewPoint - Self.magnus(celsius: celsius, humidity: humidity)) < 1e-9)
    }

    @Test func workedByHandAndAtSaturation() throws {
        let twenty = List(dt: 0, main: Temperature(temp: 293.15, humidity: 50))
        #expect(abs(try #require(twenty.dewPoint) - 273.15 - 9.2552) < 1e-4)
        // At 100 % the air is saturated: the dew point is the temperature.
        let saturated = List(dt: 0, main: Temperature(temp: 283.15, humidity: 100))
        #expect(abs(try #require(saturated.dewPoint) - 283.15) < 1e-9)
    }

    @Test func noHumidityOrNoneAtAllHasNoDewPoint() {
        #expect(List(dt: 0, main: Temperature(temp: 283.15)).dewPoint == nil)
        #expect(List(dt: 0, main: Temperature(temp: 283.15, humidity: 0)).dewPoint == nil)
    }
}
