/// A plain-text table whose columns line up by terminal cells, not characters (see ``TerminalWidth``).
struct TextTable {
    /// The column titles.
    var header: [String]
    /// The rows, each as many cells as `header`.
    var rows: [[String]]
    /// The columns whose cells are right-aligned (numbers).
    var rightAligned: Set<Int> = []

    /// The lines of the table: header first, two spaces between columns, no trailing spaces.
    func lines() -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in
            all.map { TerminalWidth.of($0[column]) }.max() ?? 0
        }
        return all.map { cells in
            let padded = cells.indices.map { column -> String in
                let gap = String(repeating: " ", count: widths[column] - TerminalWidth.of(cells[column]))
                return rightAligned.contains(column) ? gap + cells[column] : cells[column] + gap
            }
            var line = padded.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
