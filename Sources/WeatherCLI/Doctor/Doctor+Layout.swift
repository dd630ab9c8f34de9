import WeatherCore

extension Doctor.Finding {
    /// The fewest cells a line's text keeps when the terminal is narrower than the label and these: the lines
    /// then run past its edge rather than one character a line.
    static let narrowestText = 20

    /// The finding as lines of at most `width` terminal cells: the text wraps under itself, from the column after
    /// the label, and a word wider than a line (a path, a URL) is broken after a "/" or, with none, where the
    /// line ends. A report line used to run to 260 characters, which a terminal breaks under the label.
    func lines(width: Int) -> [String] {
        let indent = TerminalWidth.of(label)
        let cells = max(width - indent, Self.narrowestText)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ").map(String.init) {
            let wide = TerminalWidth.of(word)
            if line.isEmpty {
                line = word
            } else if TerminalWidth.of(line) + 1 + wide <= cells {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
            // A word that does not fit a line of its own is cut into lines that do.
            if wide > cells {
                var pieces = Self.pieces(of: line, cells: cells)
                line = pieces.removeLast()
                lines += pieces
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        let margin = String(repeating: " ", count: indent)
        return lines.enumerated().map { ($0.offset == 0 ? label : margin) + $0.element }
    }

    /// `text` cut into pieces of at most `cells` cells, each after its last "/" when it has one.
    static func pieces(of text: String, cells: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        for character in text {
            if TerminalWidth.of(piece + String(character)) > cells {
                if let slash = piece.lastIndex(of: "/"), piece.index(after: slash) != piece.endIndex {
                    let cut = piece.index(after: slash)
                    pieces.append(String(piece[..<cut]))
                    piece = String(piece[cut...])
                } else {
                    pieces.append(piece)
                    piece = ""
                }
            }
            piece.append(character)
        }
        pieces.append(piece)
        return pieces
    }
}
