import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// `weather --demo` renders a copy of a recorded fixture compiled into the program; the copy must stay the
/// fixture, byte for byte, so that every test of the fixture is a test of the demo.
@Suite struct DemoResponseTests {
    @Test func demoIsTheGoyangFixtureByteForByte() throws {
        let fixture = try Fixture.goyangMetric.data()
        let demo = Data(DemoResponse.json.utf8)
        #expect(demo.count == fixture.count)
        #expect(demo == fixture, "DemoResponse.json differs from \(Fixture.goyangMetric.name)")
    }

    /// The fixture's name records the units it was requested in.
    @Test func demoUnitsAreTheFixturesUnits() {
        #expect(Fixture.goyangMetric.name.contains("_metric_"))
        #expect(DemoResponse.units == .metric)
    }
}
