import Testing
import WeatherCore

/// `TerminalWidth.truncate`: text cut to a number of cells with "…" (one cell) counted in, never in the middle
/// of a character. Expected strings and widths counted by hand: Hangul syllables and the emoji icons take 2
/// cells, "…" and ASCII 1, a combining mark 0.
extension TerminalWidthTests {
    @Test func textThatFitsIsUnchanged() {
        #expect(TerminalWidth.truncate("clear sky", to: 9) == "clear sky")
        #expect(TerminalWidth.truncate("맑음", to: 4) == "맑음")
        #expect(TerminalWidth.truncate("", to: 0) == "")
    }

    @Test func asciiIsCutWithTheEllipsisCounted() {
        let cut = TerminalWidth.truncate("light rain", to: 6)
        #expect(cut == "light…")  // 5 letters + "…" = 6 cells
        #expect(TerminalWidth.of(cut) == 6)
    }

    @Test func hangulSyllableIsNeverSplit() {
        // "약간의 구름이 낀 하늘" is 21 cells; 8 cells leave 7 before "…": 약간의 (6) fits, the space makes 7.
        #expect(TerminalWidth.truncate("약간의 구름이 낀 하늘", to: 8) == "약간의 …")
        // 3 cells leave 2: one syllable.
        #expect(TerminalWidth.truncate("맑음", to: 3) == "맑…")
        // 4 cells leave 3: 맑 (2) fits, 음 (2 more) would make 4, so the line ends a cell short.
        #expect(TerminalWidth.truncate("맑음맑음", to: 4) == "맑…")
        #expect(TerminalWidth.of(TerminalWidth.truncate("맑음맑음", to: 4)) == 3)
    }

    @Test func narrowCharacterBeforeHangulLeavesACellEmpty() {
        // 3 cells leave 2: "a" (1) fits, 맑 (2) would make 3.
        let cut = TerminalWidth.truncate("a맑음", to: 3)
        #expect(cut == "a…")
        #expect(TerminalWidth.of(cut) == 2)
    }

    @Test func emojiIsKeptWholeOrLeftOut() {
        #expect(TerminalWidth.truncate("☔☔☔", to: 5) == "☔☔…")
        #expect(TerminalWidth.truncate("☔☔☔", to: 4) == "☔…")
        #expect(TerminalWidth.truncate("a⛅b", to: 2) == "a…")
    }

    @Test func combiningMarkStaysWithItsLetter() {
        // "e" + U+0301 is one character of one cell; cutting never leaves the mark behind or alone.
        let cut = TerminalWidth.truncate("e\u{0301}e\u{0301}e\u{0301}", to: 2)
        #expect(cut == "e\u{0301}…")
        #expect(cut.unicodeScalars.map(\.value) == [0x65, 0x301, 0x2026])
    }

    @Test func cjkAndCyrillicAreCutByWidth() {
        #expect(TerminalWidth.truncate("中雨，多云", to: 7) == "中雨，…")  // 6 + 1
        #expect(TerminalWidth.truncate("небольшой дождь", to: 10) == "небольшой…")  // 9 + 1
    }

    @Test func oneCellLeavesOnlyTheEllipsis() {
        #expect(TerminalWidth.truncate("맑음", to: 1) == "…")
        #expect(TerminalWidth.truncate("abc", to: 1) == "…")
    }

    @Test func noRoomLeavesNothing() {
        #expect(TerminalWidth.truncate("abc", to: 0) == "")
        #expect(TerminalWidth.truncate("맑음", to: -3) == "")
    }

    @Test(arguments: 0...22)
    func resultNeverExceedsTheCellsAndEndsWithEllipsisWhenCut(cells: Int) {
        let text = "약간의 구름이 낀 하늘"  // 21 cells
        let cut = TerminalWidth.truncate(text, to: cells)
        #expect(TerminalWidth.of(cut) <= max(cells, 0))
        if cells >= 21 {
            #expect(cut == text)
        } else if cells > 0 {
            #expect(cut.hasSuffix("…"))
            #expect(text.hasPrefix(String(cut.dropLast())))
            // Only a wide syllable that would not fit may leave one cell unused.
            #expect(TerminalWidth.of(cut) >= cells - 1)
        }
    }
}
