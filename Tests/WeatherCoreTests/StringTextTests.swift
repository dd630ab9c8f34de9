import Foundation
import Testing
import WeatherCore

/// The text helpers that stand in for Foundation's NSString methods in the core, checked by hand and against
/// Foundation's own methods (which the tests may use; `weather` does not link them).
struct StringTextTests {
    @Test(arguments: ["", "   ", "\n\t", " Seoul ", "\u{3000}서울\u{3000}", "a b", "\r\nkey\r\n", "x\u{85}"])
    func trimmingWhitespaceIsFoundationsWhitespacesAndNewlines(text: String) {
        #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func trimmingStopsAtTheFirstCharacterToKeep() {
        #expect("..a.b..".trimming(while: { $0 == "." }) == "a.b")
        #expect("....".trimming(while: { $0 == "." }) == "")
        #expect("[::1]".trimming(while: { $0 == "[" || $0 == "]" }) == "::1")
    }

    @Test func replacingScalarsLooksAtEveryScalar() {
        #expect("50% off".replacingScalars { $0 == "%" ? "%%" : nil } == "50%% off")
        // "#" then U+20E3 (combining enclosing keycap) is one Character, "#⃣".
        #expect("#\u{20E3}1".replacingScalars { $0 == "#" ? "##" : nil } == "##\u{20E3}1")
        #expect("".replacingScalars { _ in "x" } == "")
    }

    @Test func controlCharactersAreWrittenAsInASwiftLiteral() {
        #expect("nonex\nist".escapingControlCharacters == #"nonex\nist"#)
        #expect("a\tb\r".escapingControlCharacters == #"a\tb\r"#)
        #expect("\u{1B}[31mred".escapingControlCharacters == #"\u{1B}[31mred"#)
        #expect("a\u{2028}b\u{2029}c\u{7F}".escapingControlCharacters == #"a\u{2028}b\u{2029}c\u{7F}"#)
        #expect("Zürich 서울 ⛅".escapingControlCharacters == "Zürich 서울 ⛅")
    }

    @Test func replacingIgnoringASCIICaseMatchesHexDigitsOfEitherCase() {
        #expect("a%2Cb%2cc".replacingIgnoringASCIICase("%2c", with: "***") == "a***b***c")
        #expect("SECRET secret SeCrEt".replacingIgnoringASCIICase("secret", with: "*") == "* * *")
        #expect("ÄÖ äö".replacingIgnoringASCIICase("äö", with: "*") == "ÄÖ *")
        #expect("aaa".replacingIgnoringASCIICase("aa", with: "b") == "ba")
        #expect("abc".replacingIgnoringASCIICase("", with: "x") == "abc")
    }
}
