/// How many terminal cells text takes: East Asian Wide and Fullwidth characters (Hangul, CJK, kana) and emoji
/// presentation characters take two (Unicode Standard Annex #11 and UTS #51), combining marks and zero-width
/// characters none, East Asian Ambiguous characters (`°`, `·`, `…`, Cyrillic, `ambiguousRanges`) `ambiguous`
/// cells (1, or 2 in a terminal set to draw them wide, as many CJK set-ups are), everything else one.
package enum TerminalWidth {
    /// The cells `text` takes in a terminal that draws ambiguous characters `ambiguous` cells wide.
    package static func of(_ text: String, ambiguous: Int = 1) -> Int {
        text.unicodeScalars.reduce(0) { $0 + of($1, ambiguous: ambiguous) }
    }

    /// `text` cut to at most `cells` terminal cells, ending with "…" when anything was cut; never splits a
    /// character (grapheme cluster), so a Hangul syllable or an emoji is kept whole or left out. The "…" is
    /// itself ambiguous: it takes `ambiguous` cells of the `cells`.
    package static func truncate(_ text: String, to cells: Int, ambiguous: Int = 1) -> String {
        guard of(text, ambiguous: ambiguous) > cells else { return text }
        let ellipsis = of("…", ambiguous: ambiguous)
        guard cells >= ellipsis else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let width = of(String(character), ambiguous: ambiguous)
            if used + width > cells - ellipsis { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    /// The cells one scalar takes: 0, 1 or 2 (`ambiguous` for an East Asian Ambiguous one).
    package static func of(_ scalar: Unicode.Scalar, ambiguous: Int = 1) -> Int {
        let value = scalar.value
        // Printable ASCII, most of any table, without the Unicode property look-ups below (same answer: 1).
        if value >= 0x20 && value < 0x7F { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if value == 0xFE0F || value == 0x200B { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        if wideRanges.contains(where: { $0.contains(value) }) { return 2 }
        return ambiguous != 1 && isAmbiguous(value) ? ambiguous : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, from Unicode's EastAsianWidth.txt.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK Unified Ideographs extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // Fullwidth forms
        0xFFE0...0xFFE6,  // Fullwidth signs
        0x20000...0x3FFFD,  // CJK extensions B and beyond
    ]
}
