import Testing

@testable import WeatherCore

/// The chart's local midnights across a clock change, at the zone's offset at each midnight: worked out by
/// hand from the European Union's rule (the change at 01:00 UTC on the last Sunday of March).
struct ChartPlotTests {
    @Test func midnightsFollowTheClockChange() throws {
        // Berlin: +1 until 2026-03-29 01:00Z, +2 after.
        let zone = ZoneOffsets(
            identifier: "Europe/Berlin", initialOffset: 3600,
            changes: [ZoneOffsets.Change(unixTime: utc(2026, 3, 29, 1), offset: 7200)])
        let slots = (0..<24).map { slot(utc(2026, 3, 27, 12) + 10_800 * $0, 10) }
        let data = NetworkData(list: slots, city: City(name: "Berlin", timezone: 3600))
        let plot = try #require(
            ChartPlot(Forecast(data: data, now: utc(2026, 3, 27, 12), zone: zone), units: .metric, width: 80))
        // Local midnights of 28 March (+1), 29 March (+1) and 30 March (+2).
        #expect(plot.midnights == [utc(2026, 3, 27, 23), utc(2026, 3, 28, 23), utc(2026, 3, 29, 22)])
    }

    /// The axis's labels when the temperatures span less than their whole degrees tell apart: before, both ends
    /// read "0" for −0.3 °C and 0.4 °C, and "20" twice for a flat line. Now the whole degrees around them, worked
    /// out by hand: ⌊−0.3⌋ = −1 and ⌈0.4⌉ = 1; ⌊−0.4⌋ = −1 and ⌈−0.1⌉ = 0 (never "-0"); a flat 20 one degree
    /// either side.
    @Test(arguments: [
        ([-0.3, 0.4], ["1", "-1"]), ([-0.4, -0.1], ["0", "-1"]), ([20, 20, 20], ["21", "19"]),
        ([20.1, 20.4], ["21", "20"]),
    ])
    func axisLabelsDifferWhenTheRangeIsSmall(_ celsius: [Double], _ labels: [String]) throws {
        let slots = celsius.enumerated().map { slot(utc(2026, 1, 1) + 10_800 * $0.offset, $0.element) }
        let data = NetworkData(list: slots, city: City(name: "Flat", timezone: 0))
        let plot = try #require(ChartPlot(Forecast(data: data, now: utc(2026, 1, 1)), units: .metric, width: 80))
        #expect([plot.topLabel, plot.bottomLabel] == labels)
    }
}
