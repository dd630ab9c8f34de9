import Foundation
import TestSupport
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

    /// The quick test that rules a text out agrees with a brute-force search on texts made to hold pieces of the
    /// key and of its encoded forms, near misses and other scripts: for each text, every run of 8 or more
    /// scalars that is a run of one of the forms (found by trying every substring) is hidden, and nothing else.
    @Test func theQuickTestAgreesWithABruteForceSearch() throws {
        let secrets = [key, "SENTINEL KEY 0001", "a/b c+d=é 123456789"]
        var generator = SplitMix64(seed: 20_261_202)
        let alphabet = Array("0123456789abcdefABCDEF %+=/-ékKEY가😀".unicodeScalars)
        for secret in secrets {
            let pattern = try #require(SecretPattern(secret))
            let forms = Self.forms(of: secret)
            for _ in 0..<200 {
                var text = String.UnicodeScalarView()
                for _ in 0..<Int(generator.next() % 5) {
                    // A piece of a form, or random scalars.
                    let form = forms[Int(generator.next() % UInt64(forms.count))]
                    if generator.next() % 2 == 0, form.count > 6 {
                        let length = 6 + Int(generator.next() % UInt64(form.count - 5))
                        let start = Int(generator.next() % UInt64(form.count - length + 1))
                        text.append(contentsOf: form[start..<start + length])
                    } else {
                        for _ in 0..<Int(generator.next() % 12) {
                            text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
                        }
                    }
                }
                let plain = String(text)
                #expect(pattern.hide(in: plain) == Self.bruteForce(plain, forms: forms), "\(secret): \(plain)")
            }
        }
    }

    /// The key's forms as a request sends it: as is, percent-encoded (every UTF-8 byte but RFC 3986's
    /// unreserved characters, as `%XX`), and with "+" for a space in both; ASCII letters lower-cased.
    static func forms(of secret: String) -> [[Unicode.Scalar]] {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        let encoded = secret.utf8.map { byte in
            unreserved.contains(byte) ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
        }.joined()
        return [
            secret, encoded, encoded.replacingOccurrences(of: "%20", with: "+"),
            secret.replacingOccurrences(of: " ", with: "+"),
        ].map(foldingASCII)
    }

    static func foldingASCII(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.map { $0.isASCII ? Unicode.Scalar(String($0).lowercased()) ?? $0 : $0 }
    }

    /// Every maximal run of 8 or more scalars (all of a shorter form) that is a substring of a form, by trying
    /// every start and end, joined into one `***` where runs touch.
    static func bruteForce(_ text: String, forms: [[Unicode.Scalar]]) -> String {
        let source = Array(text.unicodeScalars)
        let folded = foldingASCII(text)
        var hidden = [Bool](repeating: false, count: source.count)
        for start in source.indices {
            for end in start..<source.count where end - start + 1 >= 8 {
                let piece = Array(folded[start...end])
                let found = forms.contains { form in
                    form.count >= piece.count
                        && (0...(form.count - piece.count)).contains { Array(form[$0..<$0 + piece.count]) == piece }
                }
                // A longer run from the same start holds this one, so it is no piece either.
                guard found else { break }
                for index in start...end { hidden[index] = true }
            }
        }
        var result = String.UnicodeScalarView()
        for index in source.indices where !hidden[index] || index == 0 || !hidden[index - 1] {
            if hidden[index] {
                result.append(contentsOf: "***".unicodeScalars)
            } else {
                result.append(source[index])
            }
        }
        return String(result)
    }
}
