/// Renders a forecast as an xbar plugin's output (also read by SwiftBar and GNOME Argos): the title line
/// (the template, and "⟳ 38m" when stale), `---`, the weekly table in a monospace font, the place and the
/// data's age, then a Refresh item. In that format `|` starts a line's parameters, so data shows it as "¦".
/// Pure: values in, `String` out.
public struct XbarRenderer: StatusBarRenderer {
    /// Units, icons, the data's age and the place name to show.
    public var context: BarContext
    /// What the title shows.
    public var template: Template

    /// The parameters of the table's rows: a monospace font, and the spaces that line the columns up kept.
    static let tableParameters = " | font=Menlo trim=false"
    /// The menu item that runs the plugin again.
    static let refreshItem = "Refresh | refresh=true"

    public init(context: BarContext = BarContext(), template: Template = .line) {
        self.context = context
        self.template = template
    }

    /// The title and the menu, one item a line, ending with a newline.
    public func render(_ forecast: Forecast) -> String {
        let table = TableRenderer(units: context.units, icons: context.icons).weeklyTable(forecast.days)
        var lines = [context.text(template, forecast, escape: Self.escape), "---"]
        lines += table.map { Self.escape($0.singleLine) + Self.tableParameters }
        lines += [context.place(forecast) ?? "Unknown place", context.ageLine].compactMap { $0 }
            .map { Self.escape($0.singleLine) }
        lines += ["---", Self.refreshItem]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A "⚠ weather" title, and the reason and a Refresh item in the menu.
    public func error(message: String) -> String {
        ["⚠ weather", "---", Self.escape(message.singleLine.trimmingSpaces), "---", Self.refreshItem]
            .joined(separator: "\n") + "\n"
    }

    /// Text made safe for a line of xbar output: "|" (which starts the parameters) shown as "¦".
    static func escape(_ text: String) -> String {
        text.replacingScalars { $0 == "|" ? "¦" : nil }
    }
}
