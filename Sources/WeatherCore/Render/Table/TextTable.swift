/// A plain-text table whose columns line up by terminal cells, not characters (see ``TerminalWidth``).
struct TextTable {
    /// The column titles.
    var header: [String]
    /// The rows, each as many cells as `header`.
    var rows: [[String]]
    /// The columns whose cells are right-aligned (numbers).
    var rightAligned: Set<Int> = []
    /// An ANSI SGR style per row and column ("38;5;215", "2"), applied to a cell's text but not its padding,
    /// so colour never shifts the columns; empty for none.
    var styles: [[String?]] = []
    /// Text printed per row and column instead of the cell, already styled (a range bar coloured cell by cell):
    /// the cell's own text, of the same width, is what is measured; nil or empty for none.
    var display: [[String?]] = []
    /// The widest a line may be, in cells: the last column (free text) is cut with "…" to fit; nil for no limit.
    var maximumWidth: Int?
    /// The cells an East Asian Ambiguous character takes in the terminal (1 or 2, ``AmbiguousWidth``).
    var ambiguous = 1

    /// The fewest cells the free-text last column is cut to.
    static let minimumLastColumn = 8

    /// Whether every line fits in `width` cells without cutting the last column.
    func fitsWhole(_ width: Int) -> Bool {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { cells($0[column]) }.max() ?? 0 }
        return widths.reduce(0, +) + 2 * (widths.count - 1) <= width
    }

    /// Whether every line fits in `width` cells, the last column cut to at most ``minimumLastColumn``.
    func fits(_ width: Int) -> Bool {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { cells($0[column]) }.max() ?? 0 }
        let fixed = widths.dropLast().reduce(0, +) + 2 * (widths.count - 1)
        return fixed + min(widths.last ?? 0, Self.minimumLastColumn) <= width
    }

    /// The lines of the table: header first, two spaces between columns, no trailing spaces.
    func lines() -> [String] {
        var all = [header] + rows
        let last = header.count - 1
        var widths = header.indices.map { column in all.map { cells($0[column]) }.max() ?? 0 }
        if let maximumWidth, last > 0 {
            let fixed = widths.dropLast().reduce(0, +) + 2 * last
            // A layout that ``fits(_:)`` leaves at least ``minimumLastColumn``; when none fits (40 cells of a
            // Kelvin week), the last column gets what is left, down to the "…" alone, so lines end in the width.
            let room = max(maximumWidth - fixed, 1)
            if widths[last] > room {
                all = all.map { row in
                    row.enumerated().map {
                        $0 == last ? TerminalWidth.truncate($1, to: room, ambiguous: ambiguous) : $1
                    }
                }
                widths[last] = room
            }
        }
        return all.enumerated().map { index, row in
            let padded = row.indices.map { column -> String in
                let gap = String(repeating: " ", count: max(0, widths[column] - cells(row[column])))
                let text = styled(row[column], row: index - 1, column: column)
                return rightAligned.contains(column) ? gap + text : text + gap
            }
            var line = padded.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private func cells(_ text: String) -> Int {
        TerminalWidth.of(text, ambiguous: ambiguous)
    }

    private func styled(_ text: String, row: Int, column: Int) -> String {
        if display.indices.contains(row), display[row].indices.contains(column), let shown = display[row][column] {
            return shown
        }
        guard !text.isEmpty, styles.indices.contains(row), styles[row].indices.contains(column),
            let style = styles[row][column]
        else { return text }
        return "\u{1B}[\(style)m\(text)\u{1B}[0m"
    }
}
