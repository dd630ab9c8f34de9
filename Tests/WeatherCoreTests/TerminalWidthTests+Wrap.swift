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
