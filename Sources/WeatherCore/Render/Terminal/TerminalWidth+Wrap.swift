extension TerminalWidth {
    /// `parts` joined by `separator` as lines of at most `cells` terminal cells, so that a terminal does not
    /// break the header and "now" lines in the middle of a word: a line breaks between parts, keeping the
    /// separator's punctuation ("," of ", "; nothing of " · ") at its end, and a part wider than a line breaks
    /// between its words and, in Chinese and Japanese, between characters where ``LineBreak`` allows it. A word
    /// wider than a line stays whole otherwise, and so does a number with its unit ("7.1 m/s"). One line when
    /// `cells` is nil or it fits. Cells are counted with ambiguous characters `ambiguous` wide, as
    /// ``of(_:ambiguous:)-(String,_)`` counts them.
    package static func wrap(_ parts: [String], separator: String, to cells: Int?, ambiguous: Int = 1) -> [String] {
        let of = { (text: String) in Self.of(text, ambiguous: ambiguous) }
        let joined = parts.joined(separator: separator)
        guard let cells, of(joined) > cells else { return [joined] }
        let lineEnd = String(separator.prefix { $0 != " " })
        let between = String(separator.dropFirst(lineEnd.count))
        // Each piece with what goes before it when the previous piece is on the same line.
        var pieces: [(before: String, text: String)] = []
        for (index, part) in parts.enumerated() {
            let text = index < parts.count - 1 ? part + lineEnd : part
            let before = index == 0 ? "" : between
            if of(text) <= cells {
                pieces.append((before, text))
            } else {
                for (number, word) in Self.words(text).enumerated() {
                    for (index, piece) in LineBreak.pieces(of: word).enumerated() {
                        pieces.append((index > 0 ? "" : number == 0 ? before : " ", piece))
                    }
                }
            }
        }
        var lines: [String] = []
        var line: String?
        for piece in pieces {
            if let current = line, of(current + piece.before + piece.text) <= cells {
                line = current + piece.before + piece.text
            } else {
                if let current = line { lines.append(current) }
                line = piece.text
            }
        }
        if let line { lines.append(line) }
        return lines
    }

    /// The words of `text`, an icon or mark (a word with no letter or digit: "🌞", "·") kept with the word after
    /// it, so that a line never ends on the icon of a value on the next ("🌞" / "11°C" before), and a unit with
    /// its number ("7.1" / "m/s" before).
    private static func words(_ text: String) -> [String] {
        text.split(separator: " ").reduce(into: []) { words, word in
            if let last = words.last,
                !last.contains(where: { $0.isLetter || $0.isNumber }) || LineBreak.joins(Substring(last), word)
            {
                words[words.count - 1] = last + " " + word
            } else {
                words.append(String(word))
            }
        }
    }
}
