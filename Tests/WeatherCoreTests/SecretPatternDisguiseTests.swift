import Testing
import WeatherCore

/// The whole key is hidden however a server disguises it when it echoes it: invisible characters, controls or
/// spaces between its characters, fullwidth forms, another case, reversed. Each disguise is written out here
/// in full, and the whole disguised run, not only what is left after folding, becomes one `***`.
struct SecretPatternDisguiseTests {
    let key = "0123456789abcdef0123456789abcdef"

    @Test func aZeroWidthSpaceAfterEverySevenCharactersIsHidden() {
        let disguised =
            "0123456\u{200B}789abcd\u{200B}ef01234\u{200B}56789ab\u{200B}cdef"
        #expect("Changwon \(disguised) KR".hiding(key) == "Changwon *** KR")
    }

    @Test func aSoftHyphenAfterEverySevenCharactersIsHidden() {
        let disguised = "0123456\u{AD}789abcd\u{AD}ef01234\u{AD}56789ab\u{AD}cdef"
        #expect("Changwon \(disguised)".hiding(key) == "Changwon ***")
    }

    @Test func aControlCharacterAfterEverySevenCharactersIsHidden() {
        let disguised = "0123456\u{01}789abcd\u{1F}ef01234\u{7F}56789ab\u{85}cdef"
        #expect("\(disguised), KR".hiding(key) == "***, KR")
    }

    @Test func fullwidthDigitsAndLettersAreHidden() {
        let disguised = "０１２３４５６７８９ａｂｃｄｅｆ０１２３４５６７８９ＡＢＣＤＥＦ"
        #expect("clear \(disguised) sky".hiding(key) == "clear *** sky")
    }

    @Test func aLetterSpacedKeyIsHidden() {
        let disguised = "0 1 2 3 4 5 6 7 8 9 a b c d e f 0 1 2 3 4 5 6 7 8 9 A B C D E F"
        #expect("key: \(disguised).".hiding(key) == "key: ***.")
        // An ideographic space, a tab and a line break are spaces too.
        #expect("0123456789ab\u{3000}cdef0123\t456789ab\ncdef".hiding(key) == "***")
    }

    @Test func aReversedKeyIsHidden() {
        #expect("yek fedcba9876543210fedcba9876543210 !".hiding(key) == "yek *** !")
        #expect("F E D C B A 9 8 7 6 5 4 3 2 1 0 f e d c b a 9 8 7 6 5 4 3 2 1 0".hiding(key) == "***")
    }

    @Test func disguisesTogetherAreHidden() {
        // Fullwidth capitals, a zero-width space and a soft hyphen in one run, reversed.
        let disguised = "ＦＥＤＣ\u{200B}ＢＡ９８\u{AD}76543210 fedcba98\u{200B}76543210"
        #expect("(\(disguised))".hiding(key) == "(***)")
    }

    @Test func whatSurroundsTheDisguisedRunIsKept() {
        // The zero-width spaces before the first and after the last character are not part of the run.
        let disguised = "\u{200B}0123456\u{200B}789abcdef0123456789abcdef\u{200B}"
        #expect("a\(disguised)b".hiding(key) == "a\u{200B}***\u{200B}b")
    }

    @Test func lessThanTheWholeKeyInDisguiseIsLeft() {
        // 31 of the 32 characters, spaced: no piece of 8 is there as sent, and the whole key is not.
        let spaced = "0 1 2 3 4 5 6 7 8 9 a b c d e f 0 1 2 3 4 5 6 7 8 9 a b c d e"
        #expect(spaced.hiding(key) == spaced)
        // Pieces of the key split by spaces, as in a phone number: 10 characters of it once spaces are left out.
        #expect("call 01 23 45 67 89 or 89 AB CD EF".hiding(key) == "call 01 23 45 67 89 or 89 AB CD EF")
    }

    @Test func aShortKeyIsFoundOnlyAsSent() {
        // Under 8 characters the key is hidden whole as sent, in any case, and not in disguise.
        #expect("my SECRET! and s e c r e t and terces".hiding("secret") == "my ***! and s e c r e t and terces")
        #expect("a b c d e f g and gfedcba".hiding("abcdefg") == "a b c d e f g and gfedcba")
    }
}
