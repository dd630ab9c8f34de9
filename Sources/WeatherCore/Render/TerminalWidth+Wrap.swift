extension TerminalWidth {
    /// `parts` joined by `separator` as lines of at most `cells` terminal cells, so that a terminal does not
    /// break the header and "now" lines in the middle of a word: a line breaks between parts, keeping the
    /// separator's punctuation ("," of ", "; nothing of " · ") at its end, and a part wider than a line breaks
    /// between its words. A word wider than a line stays whole. One line when `cells` is nil or it fits. Cells
    /// are counted with ambiguous characters `ambiguous` wide, as ``of(_:ambiguous:)`` counts them.
    public static func wrap(_ parts: [String], separator: String, to cells: Int?, ambiguous: Int = 1) -> [String] {
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
                for (number, word) in text.split(separator: " ").enumerated() {
                    pieces.append((number == 0 ? before : " ", String(word)))
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
}
