import Testing
import WeatherCore

/// Colour in the table: ANSI SGR around temperatures (xterm 256 colours from the bars' scale) and dim partial
/// days, never changing the visible text or its alignment. Colour numbers worked out by hand: each channel of
/// the bar colour goes to the nearest of 0, 95, 135, 175, 215, 255 (index 0…5), colour = 16 + 36r + 6g + b.
extension TableRendererTests {
    /// Red, "#ff5f5f" (30 °C and above): r 255 → 5, g 95 → 1, b 95 → 1: 16 + 180 + 6 + 1 = 203.
    static let red = "\u{1B}[38;5;203m"
    /// Light blue, "#87d7ff" (0…9 °C): r 135 → 2, g 215 → 4, b 255 → 5: 16 + 72 + 24 + 5 = 117.
    static let lightBlue = "\u{1B}[38;5;117m"
    /// Green, "#87d787" (10…19 °C): r 135 → 2, g 215 → 4, b 135 → 2: 16 + 72 + 24 + 2 = 114.
    static let green = "\u{1B}[38;5;114m"
    static let reset = "\u{1B}[0m"

    @Test(arguments: localized)
    func colourChangesNoVisibleText(_ test: Case) throws {
        let plain = try RenderedFixture(test.fixture, test.units, icons: test.icons)
        let coloured = try RenderedFixture(test.fixture, test.units, icons: test.icons, color: true)
        #expect(coloured.text != plain.text)
        #expect(Cells.stripped(coloured.text) == plain.text)
    }

    @Test(arguments: localized)
    func colourChangesNoVisibleTextAtSixtyCells(_ test: Case) throws {
        let plain = try RenderedFixture(test.fixture, test.units, icons: test.icons, width: 60)
        let coloured = try RenderedFixture(test.fixture, test.units, icons: test.icons, color: true, width: 60)
        #expect(Cells.stripped(coloured.text) == plain.text)
    }

    @Test func withoutColourThereIsNoEscape() throws {
        for name in [Fixture.chongqing, Fixture.goyang, Fixture.rostov] {
            let text = try RenderedFixture(name, name == Fixture.chongqing ? .imperial : .metric).text
            #expect(!text.contains("\u{1B}"))
        }
    }

    @Test func thirtyFiveDegreesIsRed() throws {
        // Goyang 2025-07-11 09:00Z (18:00 local): main.temp 35.25 °C, shown "35°C".
        let rendered = try RenderedFixture(Fixture.goyang, .metric, color: true)
        let row = try #require(rendered.daily.first { $0.hasPrefix("18:00") })
        #expect(row.contains(Self.red + "35°C" + Self.reset))
    }

    @Test func fahrenheitIsColouredByItsCelsiusValue() throws {
        // Chongqing 2019-03-05 (UTC, no timezone in the response): 12:00 is 51.04 °F = 10.58 °C, green;
        // 18:00 is 46.98 °F = 8.32 °C, light blue; both shown whole in °F.
        let rendered = try RenderedFixture(Fixture.chongqing, .imperial, color: true)
        let noon = try #require(rendered.daily.first { $0.hasPrefix("12:00") })
        let evening = try #require(rendered.daily.first { $0.hasPrefix("18:00") })
        #expect(noon.contains(Self.green + "51°F" + Self.reset))
        #expect(evening.contains(Self.lightBlue + "47°F" + Self.reset))
    }

    @Test func partialDayIsDimAndItsHighStaysRed() throws {
        // Goyang's first local day, 2025-07-11, starts at 09:00 (5 slots): partial. Its high is 35.25 °C.
        let rendered = try RenderedFixture(Fixture.goyang, .metric, color: true)
        let row = try #require(rendered.weekly.first { Cells.stripped($0).hasPrefix("Fri 2025-07-11 (partial)") })
        #expect(row.hasPrefix("\u{1B}[2mFri 2025-07-11 (partial)" + Self.reset))
        #expect(row.contains("\u{1B}[2;38;5;203m35°C" + Self.reset))
    }

    @Test func headerLinesAreNeverColoured() throws {
        let rendered = try RenderedFixture(Fixture.goyang, .metric, color: true)
        #expect(!rendered.daily[0].contains("\u{1B}"))
        #expect(!rendered.weekly[0].contains("\u{1B}"))
    }
}
