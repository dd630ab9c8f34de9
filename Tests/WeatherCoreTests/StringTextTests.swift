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

/// The key hidden in any piece of 8 characters or more, in any case: a server that echoes part of it (20 of its
/// 32 characters in a 401 message) gives the rest away otherwise.
struct StringHidingTests {
    let key = "0123456789abcdef0123456789abcdef"

    @Test func theWholeKeyIsHidden() {
        #expect("appid=\(key)&x".hiding(key) == "appid=***&x")
        #expect("appid=\(key.uppercased())".hiding(key) == "appid=***")
    }

    @Test func aPieceOfEightOrMoreIsHidden() {
        // 20 characters from the middle, 8 at the end, 8 from the start in capitals.
        #expect("key 6789abcdef0123456789 bad".hiding(key) == "key *** bad")
        #expect("tail 89abcdef.".hiding(key) == "tail ***.")
        #expect("01234567".hiding(key) == "***")
        #expect("x 0123456789ABCDEF y".hiding(key) == "x *** y")
    }

    @Test func aPieceOfSevenIsLeft() {
        #expect("code 0123456 ok".hiding(key) == "code 0123456 ok")
        // Seven, then a character that does not follow them in the key.
        #expect("0123456x89abcde".hiding(key) == "0123456x89abcde")
    }

    @Test func piecesSideBySideAreOneMask() {
        // Two pieces that are not one run of the key, each 8 long: both hidden, each as one "***".
        #expect("89abcdef-fedcba98 and 456789ab".hiding(key) == "***-fedcba98 and ***")
    }

    @Test func theEncodedFormsArePiecesToo() {
        let spaced = "SENTINEL KEY 0001"
        // "%20KEY%20" and "L+KEY+00" are pieces of the encoded and form-encoded key.
        #expect("q=TINEL%20KEY%2000".hiding(spaced) == "q=***")
        #expect("q=L+KEY+00".hiding(spaced) == "q=***")
    }

    @Test func aShortSecretIsHiddenWholeOrNotAtAll() {
        #expect("my secret! and secre".hiding("secret") == "my ***! and secre")
        #expect("abc abc".hiding("abc") == "abc abc")
    }
}
