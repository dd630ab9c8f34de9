import Testing
import WeatherCore

/// `TerminalWidth.wrap`: parts joined into lines that fit, broken between parts, then between words. Widths
/// counted by hand: Hangul syllables and the emoji take 2 cells, everything else here 1.
extension TerminalWidthTests {
    @Test func partsThatFitStayOneLine() {
        #expect(
            TerminalWidth.wrap(["sunrise 05:20", "sunset 19:55"], separator: " · ", to: 28) == [
                "sunrise 05:20 · sunset 19:55"
            ])
        #expect(
            TerminalWidth.wrap(["sunrise 05:20", "sunset 19:55"], separator: " · ", to: nil) == [
                "sunrise 05:20 · sunset 19:55"
            ])
    }

    @Test func aLineBreaksBetweenPartsWithoutTheDot() {
        // 33 cells, " · " 3, then 57: 93 do not fit 80, each part alone does.
        let parts = ["Goyang-si, KR (37.6268, 126.8417)", "forecast from Fri 2025-07-11 09:00 local time (UTC+09:00)"]
        #expect(TerminalWidth.wrap(parts, separator: " · ", to: 80) == parts)
        #expect(
            TerminalWidth.wrap(["sunrise 05:20", "sunset 19:55"], separator: " · ", to: 27) == [
                "sunrise 05:20", "sunset 19:55",
            ])
    }

    @Test func aCommaStaysAtTheEndOfTheLine() {
        // 44 cells ("⛅" 2), ", feels like 28°C" 17, "," 1: 62; " 약간의 구름이 낀 하늘" 22 more would make 84.
        let parts = ["Now, 09:00, from the 09:00 forecast: ⛅ 29°C", "feels like 28°C", "약간의 구름이 낀 하늘"]
        #expect(
            TerminalWidth.wrap(parts, separator: ", ", to: 80) == [
                "Now, 09:00, from the 09:00 forecast: ⛅ 29°C, feels like 28°C,", "약간의 구름이 낀 하늘",
            ])
        // 84 fit 84: one line.
        #expect(TerminalWidth.wrap(parts, separator: ", ", to: 84).count == 1)
    }

    @Test func aPartWiderThanTheLineBreaksBetweenWords() {
        // "Demo: a real OpenWeather response" is 33 cells; " recorded" would make 42. The rest of the part is
        // 37; " · sunrise 05:20" would make 53.
        let parts = [
            "Demo: a real OpenWeather response recorded 2025-07-11, not live weather", "sunrise 05:20",
            "sunset 19:55",
        ]
        #expect(
            TerminalWidth.wrap(parts, separator: " · ", to: 40) == [
                "Demo: a real OpenWeather response", "recorded 2025-07-11, not live weather",
                "sunrise 05:20 · sunset 19:55",
            ])
        // Hangul by words: "약간의 구름이" is 13 cells, " 낀" would make 16.
        #expect(TerminalWidth.wrap(["약간의 구름이 낀 하늘"], separator: ", ", to: 14) == ["약간의 구름이", "낀 하늘"])
    }

    @Test func aWordWiderThanTheLineStaysWhole() {
        #expect(
            TerminalWidth.wrap(["Llanfairpwllgwyngyll", "GB"], separator: ", ", to: 10) == [
                "Llanfairpwllgwyngyll,", "GB",
            ])
    }

    /// Before: "…forecast: 🌞" ended one line and "11°C, feels like 10°C" began the next (a fresh user's trial, at
    /// 40 columns, Le Havre). The icon now goes down with its value.
    @Test func anIconStaysWithTheValueAfterIt() {
        let lines = TerminalWidth.wrap(
            ["Now, 20:00, from the 20:00 forecast: 🌞 11°C", "feels like 10°C"], separator: ", ", to: 40)
        // "Now, 20:00, from the 20:00 forecast:" is 36 cells; with " 🌞" it would fit (39), with " 🌞 11°C," not.
        #expect(lines == ["Now, 20:00, from the 20:00 forecast:", "🌞 11°C, feels like 10°C"])
    }
}

/// Chinese and Japanese, written without spaces, break between characters where a line would overflow, by the
/// kinsoku rules: no line starts with closing punctuation or ends with opening punctuation, and a number keeps
/// its unit. Before, such a line broke only at its spaces: "突風は月曜に最大7.1" / "m/s。". Every character here
/// but the ASCII ones, "°" (ambiguous, 1 cell) and the spaces takes 2 cells.
extension TerminalWidthTests {
    @Test func japaneseBreaksBetweenCharactersKeepingANumberWithItsUnit() {
        // "突風は月曜に" is 12 cells; "最大" 4 and "7.1 m/s。" 9 make 13, which does not fit 12.
        #expect(
            TerminalWidth.wrap(["突風は月曜に最大7.1 m/s。"], separator: " ", to: 12) == [
                "突風は月曜に", "最大", "7.1 m/s。",
            ])
    }

    @Test func noLineStartsWithClosingOrEndsWithOpeningPunctuation() {
        // "天気" 4; "（晴" 4 (no break after "（") and "れ）" 4 (none before "）") make 8, over 6.
        #expect(TerminalWidth.wrap(["天気（晴れ）"], separator: " ", to: 6) == ["天気", "（晴", "れ）"])
        // "最も暖かいのは月曜" is 18 cells; "（37°C）、" 10 goes down whole, then "最も寒い" 8: 18.
        #expect(
            TerminalWidth.wrap(["最も暖かいのは月曜（37°C）、最も寒い"], separator: " ", to: 20) == [
                "最も暖かいのは月曜", "（37°C）、最も寒い",
            ])
    }

    /// A "、" between two times ends a line as it does between words: it is punctuation, not a date's counter
    /// that keeps the number after it. Before, "09:00、09:00の" (14 cells) stayed whole and overflowed 12.
    @Test func aLineMayEndAfterTheCommaBetweenTwoNumbers() {
        // "現在" 4 + " " + "09:00、" 7 = 12; "09:00の" 7 + "予報" 4 = 11, "よ" would make 13; "より:" 5.
        #expect(
            TerminalWidth.wrap(["現在 09:00、09:00の予報より:"], separator: " ", to: 12) == [
                "現在 09:00、", "09:00の予報", "より:",
            ])
    }

    @Test func theWeekSummaryInJapaneseBreaksInsideItsParts() {
        // Each part with its "、" is wider than 24: 28, 26, 31 and 25 cells. Filled a character at a time:
        // 18 + 10 > 24; 10 + 14 ("最も寒いのは火") = 24; 12 + 12 ("雨が最も多い") = 24; 8 + 11 + 4 ("突風") = 23.
        let parts = ["最も暖かいのは月曜（37°C）", "最も寒いのは火曜（22°C）", "雨が最も多いのは火曜（32 mm）", "突風は月曜に最大7.1 m/s。"]
        #expect(
            TerminalWidth.wrap(parts, separator: "、", to: 24) == [
                "最も暖かいのは月曜", "（37°C）、最も寒いのは火", "曜（22°C）、雨が最も多い", "のは火曜（32 mm）、突風",
                "は月曜に最大7.1 m/s。",
            ])
    }

    @Test func chineseBreaksBetweenCharacters() {
        // "演示：OpenWeather" is 4 + 2 + 11 = 17 cells; "的" would make 19 of 18. "的真实响应" 10, "（记" 4 more
        // (no break after "（"), "录于" 18; then "2025年" 6, "7月" 3, "11日）" 6: 15 (a number keeps "年", "月",
        // "日", and "）" stays with what it closes).
        #expect(
            TerminalWidth.wrap(["演示：OpenWeather的真实响应（记录于2025年7月11日）"], separator: " ", to: 18) == [
                "演示：OpenWeather", "的真实响应（记录于", "2025年7月11日）",
            ])
    }

    @Test func aNumberKeepsItsUnitInEnglishToo() {
        // Before: "gusts to 14.2" (13 cells) / "m/s on Mon". "gusts to" is 8; " 14.2 m/s" would make 17 of 15.
        #expect(
            TerminalWidth.wrap(["gusts to 14.2 m/s on Mon"], separator: " ", to: 15) == ["gusts to", "14.2 m/s on Mon"])
    }
}
