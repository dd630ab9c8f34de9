import Testing
import WeatherCore

/// Terminal cells by Unicode Standard Annex #11 (East Asian Width) and UTS #51 (emoji presentation):
/// W and F characters take 2, combining marks 0, the rest 1. Expected widths counted by hand from the
/// characters' published properties.
@Suite struct TerminalWidthTests {
    @Test func asciiIsOneCellPerCharacter() {
        #expect(TerminalWidth.of("") == 0)
        #expect(TerminalWidth.of("clear sky") == 9)
        #expect(TerminalWidth.of("-3°C") == 4)
    }

    @Test func hangulSyllablesAreWide() {
        #expect(TerminalWidth.of("맑음") == 4)
        #expect(TerminalWidth.of("실 비") == 5)  // 2 + space + 2
        #expect(TerminalWidth.of("약간의 구름이 낀 하늘") == 21)  // 9 syllables × 2 + 3 spaces
    }

    @Test func hangulCompatibilityJamoAreWide() {
        #expect(TerminalWidth.of("ㅋㅋ") == 4)  // U+314B, East Asian Width W
    }

    @Test func cjkIdeographsAndPunctuationAreWide() {
        #expect(TerminalWidth.of("小雨") == 4)
        #expect(TerminalWidth.of("中雨，多云") == 10)  // U+FF0C FULLWIDTH COMMA is F
        #expect(TerminalWidth.of("、") == 2)  // U+3001 IDEOGRAPHIC COMMA is W
    }

    @Test func kanaAreWide() {
        #expect(TerminalWidth.of("ひらがな") == 8)
        #expect(TerminalWidth.of("カタカナ") == 8)
    }

    @Test func fullwidthLatinIsWideButHalfwidthKatakanaIsNot() {
        #expect(TerminalWidth.of("ＡＢ") == 4)  // U+FF21, U+FF22: F
        #expect(TerminalWidth.of("ｶﾀ") == 2)  // U+FF76, U+FF80: H (halfwidth)
    }

    @Test(arguments: ["🌞", "🌙", "⛅", "💧", "☔", "⚡", "⛄", "🌁", "❔"])
    func everyIconOfTheEmojiSetIsTwoCells(icon: String) {
        // All Emoji_Presentation=Yes without a variation selector; IconSet's promise to the tables.
        #expect(TerminalWidth.of(icon) == 2)
    }

    @Test func emojiIconsOfTheRendererAreAllTwoCells() {
        for id in ["01d", "01n", "02d", "03n", "04d", "09d", "10n", "11d", "13d", "50n", "99x", ""] {
            #expect(TerminalWidth.of(IconSet.emoji.icon(for: id)) == 2, "icon for \(id)")
        }
    }

    @Test func combiningMarksTakeNoCell() {
        #expect(TerminalWidth.of("e\u{0301}") == 1)  // e + COMBINING ACUTE ACCENT
        #expect(TerminalWidth.of("Havre-de-Gra\u{0302}ce") == 14)  // decomposed â
        #expect(TerminalWidth.of("Havre-de-Grâce") == 14)  // precomposed U+00E2
        #expect(TerminalWidth.of("\u{20DD}") == 0)  // COMBINING ENCLOSING CIRCLE
    }

    @Test func zeroWidthCharactersTakeNoCell() {
        #expect(TerminalWidth.of("a\u{200B}b") == 2)  // ZERO WIDTH SPACE
        #expect(TerminalWidth.of("a\u{200D}b") == 2)  // ZERO WIDTH JOINER (format)
        #expect(TerminalWidth.of("\u{FE0F}") == 0)  // VARIATION SELECTOR-16
    }

    @Test func cyrillicAndGreekAreNarrow() {
        #expect(TerminalWidth.of("Ростов") == 6)
        #expect(TerminalWidth.of("небольшой дождь") == 15)
        #expect(TerminalWidth.of("αβγ") == 3)
    }
}
