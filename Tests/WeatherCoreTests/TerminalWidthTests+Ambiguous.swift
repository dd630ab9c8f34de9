import Testing
import WeatherCore

/// East Asian Ambiguous characters (EastAsianWidth.txt class A) take one cell, or two where the terminal draws
/// them wide; every other class keeps its width. Expected widths counted by hand from the classes: ° U+00B0,
/// é U+00E9, è U+00E8, … U+2026, Cyrillic U+0410…U+044F and the private use area are A; braille, ASCII and
/// combining marks are not.
extension TerminalWidthTests {
    @Test func ambiguousCharactersTakeTheirCellsWhenWide() {
        #expect(TerminalWidth.of("-3°C", ambiguous: 2) == 5)
        #expect(TerminalWidth.of("-3°C", ambiguous: 1) == 4)
        #expect(TerminalWidth.of("Ростов", ambiguous: 2) == 12)
        #expect(TerminalWidth.of("légère pluie", ambiguous: 2) == 14)  // 12 characters, é and è two each
        #expect(TerminalWidth.of("a · b…", ambiguous: 2) == 8)
        #expect(TerminalWidth.of("\u{E30D}", ambiguous: 2) == 2)  // a Nerd Fonts weather icon, private use
    }

    @Test func otherWidthsDoNotChangeWithTheAmbiguousWidth() {
        for ambiguous in [1, 2] {
            #expect(TerminalWidth.of("⠤⠶⢸", ambiguous: ambiguous) == 3)  // braille is N
            #expect(TerminalWidth.of("맑음 小雨 晴天", ambiguous: ambiguous) == 14)
            #expect(TerminalWidth.of("⛅ clear", ambiguous: ambiguous) == 8)
            #expect(TerminalWidth.of("e\u{0301}", ambiguous: ambiguous) == 1)  // U+0301 is A, but a combining mark
        }
    }

    @Test func theEllipsisOfACutTakesTwoCellsWhenWide() {
        // 6 cells, "…" taking 2: l (1) + é (2) + g (1) = 4, then è (2) would pass 4.
        #expect(TerminalWidth.truncate("légère pluie", to: 6, ambiguous: 2) == "lég…")
        #expect(TerminalWidth.truncate("légère pluie", to: 6, ambiguous: 1) == "légèr…")
        #expect(TerminalWidth.truncate("맑음", to: 1, ambiguous: 2) == "")
    }
}
