/// The one rule for text that comes from outside the program: a response's place name, country, conditions and
/// `message`, a Geocoding API answer, an error body, a config value shown back. Applied once, where the text
/// enters (the decoders), so that every output — the table, JSON, each bar, stderr, tooltips and the cache —
/// gets the same text, and none of it can drive a terminal, reorder what is shown or grow without bound.
extension String {
    /// The most characters a name or condition from outside keeps, "…" included: far above any real one
    /// (OpenWeather's longest are about 40), and small enough that 400 slots of them stay a few hundred KB.
    package static let outsideTextLimit = 100

    /// The most characters a server's explanation keeps (OpenWeather's `message`): its real 429 message is 170.
    package static let outsideMessageLimit = 200

    /// The text as the program keeps a name or condition from outside: ``fromOutside(limit:)`` at
    /// ``outsideTextLimit``.
    package var fromOutside: String { fromOutside(limit: Self.outsideTextLimit) }

    /// The text as the program keeps text from outside: ``sanitized``, then cut to `limit` characters (and four
    /// Unicode scalars a character, so that one character of a thousand combining marks cannot carry megabytes
    /// past the limit) at a character boundary, with "…" for what was cut.
    package func fromOutside(limit: Int) -> String {
        // Most text is short printable ASCII and has nothing to change: skip the Unicode work.
        if utf8.count <= limit, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        let scalarLimit = 4 * limit
        // Only a bounded head is read, so a 5 MB description costs no more than a short one.
        let scalars = unicodeScalars
        let head = scalars.prefix(scalarLimit * 2)
        let wasLonger = head.endIndex != scalars.endIndex
        let clean = String(String.UnicodeScalarView(head)).sanitized
        if !wasLonger, clean.unicodeScalars.count <= scalarLimit, clean.count <= limit {
            return clean
        }
        // Whole characters, so that "…" never follows half of one (a letter without its accent, half a flag).
        var kept = ""
        var characters = 0
        var keptScalars = 0
        for character in clean {
            let size = character.unicodeScalars.count
            guard characters < limit - 1, keptScalars + size < scalarLimit else { break }
            kept.append(character)
            characters += 1
            keptScalars += size
        }
        return kept + "…"
    }

    /// The text without what could drive a terminal or reorder what is shown: control characters (C0, DEL,
    /// C1) and Unicode's line and paragraph separators become spaces (so "a\nb" stays two words), and
    /// bidirectional overrides and isolates (U+202A…U+202E, U+2066…U+2069) are removed. An escape sequence
    /// then is inert text ("\u{1B}[2J" shows as " [2J"); an OSC 52 clipboard write loses its introducer.
    package var sanitized: String {
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if Self.isBidiControl(scalar) { continue }
            result.append(Self.isLineBreaking(scalar) ? " " : scalar)
        }
        return String(result)
    }

    /// Whether `scalar` is a bidirectional embedding, override or isolate (U+202A…U+202E, U+2066…U+2069): each
    /// reorders the text after it, so that "txt.exe" can show as "exe.txt".
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Whether `scalar` is a control character (C0, DEL, C1) or the line or paragraph separator.
    static func isLineBreaking(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
