import WeatherCore

extension Help {
    /// How the blocks of `--help` are laid out in a terminal `width` cells wide. Lines are broken by
    /// ``TerminalWidth/wrap(_:separator:to:ambiguous:)``, which counts cells as the tables do.
    struct Layout {
        var width: Int

        /// Where option descriptions start, as in swift-argument-parser's help.
        static let descriptionColumn = 28
        /// The fewest cells a description keeps beside its name: in a terminal narrower than the column and
        /// these, descriptions go under their names, from ``stackedColumn``.
        static let narrowestDescription = 24
        static let stackedColumn = 6

        /// `parts` joined by spaces as lines of at most `cells`, broken only between parts: a part wider than a
        /// line stays whole (its spaces are no-break ones while it is wrapped).
        static func lines(_ parts: [String], cells: Int) -> [String] {
            let whole = parts.map { String($0.map { $0 == " " ? Self.noBreakSpace : $0 }) }
            return TerminalWidth.wrap(whole, separator: " ", to: max(cells, 1)).map {
                String($0.map { $0 == Self.noBreakSpace ? " " : $0 })
            }
        }

        private static let noBreakSpace: Character = "\u{A0}"

        /// The words of `text`, the parts prose breaks between.
        static func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

        private static func spaces(_ count: Int) -> String { String(repeating: " ", count: max(0, count)) }

        /// `first` followed by `parts` wrapped to the width, the lines after the first indented `hanging` cells.
        func hanging(_ first: String, _ parts: [String], hanging: Int) -> String {
            let start = TerminalWidth.of(first)
            let lines = Self.lines(parts, cells: width - max(start, hanging))
            return ([first + (lines.first ?? "")] + lines.dropFirst().map { Self.spaces(hanging) + $0 })
                .joined(separator: "\n")
        }

        /// A paragraph of prose, indented `indent` cells.
        func paragraph(_ text: String, indent: Int = 2) -> String {
            hanging(Self.spaces(indent), Self.words(text), hanging: indent)
        }

        /// The USAGE lines: the first broken between the groups of ``Help/usageParts`` and hung under the
        /// first group after `weather`.
        func usage() -> String {
            let first = hanging("USAGE: ", Help.usageParts, hanging: "USAGE: weather ".count)
            let others = ["weather --input <file> [<options>]", "weather --demo [<options>]"].map {
                hanging(Self.spaces("USAGE: ".count), Self.words($0), hanging: "USAGE: weather ".count)
            }
            return ([first] + others).joined(separator: "\n")
        }

        /// A name and its description, indented 2: each of `paragraphs` wrapped from `column` on, the first
        /// beginning on the name's line when the name leaves room (two spaces) before the column.
        func item(_ name: String, _ paragraphs: [String], column: Int = Layout.descriptionColumn) -> String {
            let label = "  " + name
            let stacked = width - column < Self.narrowestDescription
            let column = stacked ? min(column, Self.stackedColumn) : column
            let text = paragraphs.flatMap { Self.lines(Self.words($0), cells: width - column) }
            let indented = text.map { Self.spaces(column) + $0 }
            guard !stacked, TerminalWidth.of(label) + 2 <= column, let first = text.first else {
                return ([label] + indented).joined(separator: "\n")
            }
            let opening = label + Self.spaces(column - TerminalWidth.of(label)) + first
            return ([opening] + indented.dropFirst()).joined(separator: "\n")
        }

        /// A command, indented 2; when it does not fit, broken between `parts` with a shell's ` \` at the end
        /// of each line but the last and the lines after the first indented 6, so that it can be pasted as is.
        func command(_ parts: [String]) -> String {
            let line = parts.joined(separator: " ")
            guard TerminalWidth.of(line) > width - 2 else { return "  " + line }
            let lines = Self.lines(parts, cells: width - 8)
            return lines.enumerated().map { number, line in
                (number == 0 ? "  " : "      ") + line + (number < lines.count - 1 ? " \\" : "")
            }.joined(separator: "\n")
        }
    }
}
