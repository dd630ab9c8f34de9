import WeatherCore

/// xbar's reading of a plugin's output, after matryer/xbar's `pkg/plugins/parse.go` and `item_params.go`,
/// with SwiftBar's `symbolize` (its README): the title lines before the first "---", then the menu, where a
/// line "---" is a separator and each leading "--" of a line's text one level of submenu. A parameter the app
/// does not know is an error, as in xbar.
enum XbarGrammar {
    struct Item: Equatable {
        var text: String
        var depth = 0
        var isSeparator = false
        var emojize = true
        var ansi = true
        var symbolize = true
        var trim = true
    }

    /// A line xbar refuses: its parameters are malformed or name one the app does not know.
    struct RefusedLine: Error, CustomStringConvertible {
        var description: String
    }

    /// The title items and the menu items of `output`.
    static func parse(_ output: String, app: BarContext.MenuBarApp) throws -> (title: [Item], menu: [Item]) {
        var title: [Item] = []
        var menu: [Item] = []
        var inMenu = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            // parse.go compares the whole line, parameters included, trimmed of white space.
            if String(line).trimmingWhiteSpace == "---" {
                if inMenu { menu.append(Item(text: "", isSeparator: true)) }
                inMenu = true
                continue
            }
            var item = Item(text: String(line))
            if let bar = line.firstIndex(of: "|") {
                item.text = String(line[..<bar])
                try parameters(String(line[line.index(after: bar)...]), into: &item, app: app)
            }
            while item.text.hasPrefix("--") {
                item.depth += 1
                item.text.removeFirst(2)
            }
            if item.trim { item.text = item.text.trimmingWhiteSpace }
            if inMenu { menu.append(item) } else { title.append(item) }
        }
        return (title, menu)
    }

    /// `key=value` pairs separated by spaces, as item_params.go's parseParamStr reads them (without quotes,
    /// which the renderer does not write).
    private static func parameters(_ text: String, into item: inout Item, app: BarContext.MenuBarApp) throws {
        for pair in text.split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw RefusedLine(description: "malformed parameters: missing equals") }
            let value = parts[1] == "true"
            switch parts[0] {
            case "emojize": item.emojize = value
            case "ansi": item.ansi = value
            case "trim": item.trim = value
            case "symbolize" where app == .swiftBar: item.symbolize = value
            case "font", "refresh", "color", "size", "href": break
            default: throw RefusedLine(description: "unknown parameter: \(parts[0])")
            }
        }
    }
}

extension String {
    /// Without white space at either end, as Go's `strings.TrimSpace` (U+200B is not white space).
    fileprivate var trimmingWhiteSpace: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
