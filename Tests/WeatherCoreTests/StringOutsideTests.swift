import Foundation
import Testing
import WeatherCore

/// `String.fromOutside` and `String.sanitized`: the one rule for text from a server, checked on hand-made text
/// whose result is worked out by hand.
struct StringOutsideTests {
    @Test(arguments: ["Seoul", "Zürich", "서울특별시", "light rain", "Ростов-на-Дону", "👩‍👩‍👧‍👦 ⛅", ""])
    func realTextIsKeptAsItIs(text: String) {
        #expect(text.fromOutside == text)
        #expect(text.sanitized == text)
    }

    @Test func controlCharactersBecomeSpacesAndBidiControlsGo() {
        // C0 (ESC, line break, tab), DEL, C1 (CSI U+009B, OSC U+009D, ST U+009C), the line separator.
        #expect("a\u{1B}[2Jb\nc\td\u{7F}e".sanitized == "a [2Jb c d e")
        #expect("\u{9D}52;c;aGk=\u{9C}x\u{9B}2J".sanitized == " 52;c;aGk= x 2J")
        #expect("one\u{2028}two\u{2029}".sanitized == "one two ")
        // U+202E (right-to-left override) and the isolates U+2066…U+2069 are removed, not replaced.
        #expect("txt\u{202E}exe.doc\u{202C}".sanitized == "txtexe.doc")
        #expect("\u{2066}a\u{2067}b\u{2068}c\u{2069}".sanitized == "abc")
        // Marks that only set a direction, not an override, are kept (Arabic and Hebrew text uses them).
        #expect("a\u{200F}b".sanitized == "a\u{200F}b")
    }

    @Test func longTextIsCutToAHundredCharactersWithAnEllipsis() {
        let cut = String(repeating: "x", count: 4_600_000).fromOutside
        #expect(cut == String(repeating: "x", count: 99) + "…")
        #expect(cut.count == String.outsideTextLimit)
        #expect(String(repeating: "y", count: 100).fromOutside == String(repeating: "y", count: 100))
        #expect(String(repeating: "y", count: 101).fromOutside == String(repeating: "y", count: 99) + "…")
    }

    @Test func cutIsAtACharacterBoundary() {
        // "é" as e and U+0301: 150 characters of two scalars each; 99 whole ones are kept, never an e alone.
        let text = String(repeating: "e\u{301}", count: 150)
        let cut = text.fromOutside
        #expect(cut == String(repeating: "e\u{301}", count: 99) + "…")
        // Flags are two scalars each: 99 whole flags.
        #expect(String(repeating: "🇰🇷", count: 120).fromOutside == String(repeating: "🇰🇷", count: 99) + "…")
    }

    @Test func oneCharacterOfManyMarksCannotCarryMegabytes() {
        // "a" and a million combining marks is one Character; what is kept stays within 400 scalars.
        let text = "a" + String(repeating: "\u{301}", count: 1_000_000)
        let cut = text.fromOutside
        #expect(cut.unicodeScalars.count <= 400)
        #expect(cut.hasSuffix("…"))
    }

    @Test func textIsSanitizedBeforeItIsCut() {
        // 120 bidi overrides are removed first: the 50 letters after them fit.
        let text = String(repeating: "\u{202E}", count: 120) + String(repeating: "z", count: 50)
        #expect(text.fromOutside == String(repeating: "z", count: 50))
    }
}
