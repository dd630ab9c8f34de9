import Testing
import WeatherCore

/// Columns absent on every row go before anything is cut: Chongqing's 2019 response (imperial, no `pop`) has
/// "-" for the probability on every slot and day. Its recorded Chinese text ("小雨", 4 cells) sets the widths.
extension TableRendererTests {
    /// The daily table with the probability is 50 cells wide (5 + 2 + 2 + 2 + 4 + 2 + 6 + 2 + 7 + 2 + 4 + 2 +
    /// 10, the title "Conditions" wider than "小雨"): at 50 it stays whole; at 49 the empty column goes, not the
    /// wind, and the rest (42 cells) is whole.
    @Test func dailyTableDropsTheProbabilityAbsentOnEveryRowFirst() throws {
        let wide = try RenderedFixture(Fixture.chongqing, .imperial, width: 50, after: 5400, descriptions: .server)
            .daily
        #expect(wide[0] == "Time       Temp  Precip     Wind  From  Conditions")
        #expect(wide[1] == "12:00  ☔  51°F       -  2.2 mph  S     小雨")
        let narrower = try RenderedFixture(Fixture.chongqing, .imperial, width: 49, after: 5400, descriptions: .server)
            .daily
        #expect(narrower[0] == "Time       Temp     Wind  From  Conditions")
        #expect(narrower[1] == "12:00  ☔  51°F  2.2 mph  S     小雨")
    }

    /// At 80 cells the weekly table kept the empty probability and wrote short dates ("Tue 03-05*"); the
    /// column that carries nothing goes instead and the dates stay whole. With no limit it is kept.
    @Test func weeklyTableDropsTheProbabilityAbsentOnEveryDayBeforeShorteningDates() throws {
        let weekly = try RenderedFixture(Fixture.chongqing, .imperial, width: 80, after: 5400, descriptions: .server)
            .weekly
        #expect(weekly[0] == "Day                           High   Low  Range         Rain mm  Conditions")
        #expect(weekly[1] == "Tue 2019-03-05 (partial)  ☔  51°F  46°F  ⠤⠤⠤⠶⠶⠶⡷⠶⠤⠤⠤⠤      0.9  小雨")
        let unlimited = try RenderedFixture(Fixture.chongqing, .imperial, after: 5400, descriptions: .server).weekly
        #expect(unlimited[0].contains("  Precip  Rain mm  Snow mm  "))
    }
}
