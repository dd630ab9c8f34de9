/// Where a line of text may break besides its spaces, after the basics of Unicode Standard Annex #14 and the
/// Japanese rules it follows (kinsoku, JIS X 4051): Chinese and Japanese are written without spaces, so a line
/// may break between any two of their characters, except before closing punctuation, a small kana or a
/// prolonged sound mark, after opening punctuation, and inside a number with its unit ("37°C", "7.1 m/s", "11日")
/// or a date ("2022年11月22日").
/// Hangul is left to its spaces: Korean puts them between words, and keeping a word whole is how it reads best.
package enum LineBreak {
    /// `word` (text without a breaking space) cut where a line may break inside it: "最大7.1 m/s。" →
    /// ["最", "大", "7.1 m/s。"]; one piece when it has no such place.
    package static func pieces(of word: String) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var previous: Character?
        var earlier: Character?
        for character in word {
            if let previous, breaks(between: previous, and: character, after: earlier) {
                pieces.append(piece)
                piece = ""
            }
            piece.append(character)
            (earlier, previous) = (previous, character)
        }
        if !piece.isEmpty || pieces.isEmpty { pieces.append(piece) }
        return pieces
    }

    /// Whether a line may break between `before` and `after`, two characters with no space between them, the
    /// character `earlier` (if any) before them.
    package static func breaks(between before: Character, and after: Character, after earlier: Character? = nil)
        -> Bool
    {
        if opening.contains(before) || closing.contains(after) { return false }
        // A digit keeps what follows: its decimals, its unit ("°C", "%"), a date's "年", "月", "日"; and a date's
        // counter keeps the number after it, so that "2022年11月22日" stays whole. Punctuation between two numbers
        // is no counter: a line may end after the "、" of "09:00、09:00".
        if isDigit(before) || (isDigit(after) && earlier.map(isDigit) == true && !closing.contains(before)) {
            return false
        }
        return isIdeographic(before) || isIdeographic(after)
    }

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    /// Whether the space between `number` and `word` is part of a quantity, so that no line breaks there:
    /// `number` ends in a digit and `word` is a unit's symbol ("7.1" "m/s", "32" "mm）、"), closing
    /// punctuation after it allowed.
    package static func joins(_ number: Substring, _ word: Substring) -> Bool {
        guard let last = number.last, last.isASCII, last.isNumber else { return false }
        var symbol = word
        while let end = symbol.last, closing.contains(end) { symbol.removeLast() }
        return unitSymbols.contains(String(symbol))
    }

    /// The symbols written after a number and a space: temperatures in kelvins, every speed, precipitation and
    /// pressure unit, and the air's particles.
    private static let unitSymbols: Set<String> = Set(
        ["K", "µg/m³"] + SpeedUnit.allCases.map(\.symbol) + PrecipitationUnit.allCases.map(\.rawValue)
            + PressureUnit.allCases.map(\.rawValue))

    /// Characters no line starts with: closing brackets and quotes, commas, stops, colons, ! and ?, the middle
    /// dot, iteration and prolonged sound marks, small kana, and their ASCII and fullwidth forms.
    private static let closing: Set<Character> = Set(
        "、。，．：；！？）］｝〕〉》」』】〙〗〟’”｠»・ー々〻ゝゞヽヾ…‥｡､"
            + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ" + ")]},.:;!?%")

    /// Characters no line ends with: opening brackets and quotes.
    private static let opening: Set<Character> = Set("（［｛〔〈《「『【〘〖〝‘“｟«([{")

    /// Whether a line may break before and after `character` (the class ID of UAX #14, less Hangul): Han,
    /// kana, CJK symbols and punctuation, and fullwidth forms.
    private static func isIdeographic(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return ideographicRanges.contains { $0.contains(value) }
    }

    private static let ideographicRanges: [ClosedRange<UInt32>] = [
        0x2E80...0x2FDF,  // CJK radicals, Kangxi radicals
        0x3000...0x30FF,  // CJK symbols and punctuation, Hiragana, Katakana
        0x31F0...0x31FF,  // Katakana phonetic extensions
        0x3400...0x4DBF,  // CJK Unified Ideographs extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // Fullwidth forms
        0x20000...0x3FFFD,  // CJK extensions B and beyond
    ]
}
