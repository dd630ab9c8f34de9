import Testing
import WeatherCore

/// The 16-point compass: each point covers 22.5°, centred on its bearing (N is 348.75° up to 11.25°).
@Suite struct WindCompassTests {
    @Test(
        arguments: [(Double, String)]([
            (0.0 as Double, "N"), (11.24, "N"), (11.25, "NNE"), (45, "NE"), (73, "ENE"), (90, "E"), (180, "S"),
            (202.5, "SSW"),
            (270, "W"), (348.74, "NNW"), (348.75, "N"), (360, "N"), (-90, "W"), (720 + 45, "NE"),
        ]))
    func degreesToPoint(deg: Double, point: String) {
        #expect(Wind(deg: deg).compassPoint == point)
    }

    @Test func noDirectionWithoutAFiniteDegree() {
        #expect(Wind().compassPoint == nil)
        #expect(Wind(deg: .nan).compassPoint == nil)
        #expect(Wind(deg: .infinity).compassPoint == nil)
    }
}
