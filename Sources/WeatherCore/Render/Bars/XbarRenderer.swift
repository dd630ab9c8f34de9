/// Renders a forecast as an xbar plugin's output (also read by SwiftBar): the title line (the template, and
/// "⟳ 38m" when stale; purple when the air now is poor), `---`, the weekly table in a monospace font, the place and the data's age, then a
/// Refresh item. Every line that holds data carries parameters that keep it literal (`parameters`), and none
/// can start with "--" (a submenu item); `|`, which starts a line's parameters and has no escape, shows as "¦".
/// Pure: values in, `String` out.
package struct XbarRenderer: StatusBarRenderer {
    /// Units, icons, the data's age and the place name to show.
    package var context: BarContext
    /// What the title shows.
    package var template: Template

    /// The menu item that runs the plugin again.
    var refreshItem: String { context.language.phrases.refresh + " | refresh=true" }

    package init(context: BarContext = BarContext(), template: Template = .line) {
        self.context = context
        self.template = template
    }

    /// The parameters of a line of data: no `:cloud:` turned into an emoji (`emojize=false`; SwiftBar also
    /// turns it into an SF Symbol unless `symbolize=false`, a parameter xbar rejects as unknown), and no
    /// backslash escapes read in it (xbar's `ansi` is on by default and unquotes the text as a Go string).
    var parameters: String {
        "emojize=false ansi=false" + (context.menuBar == .swiftBar ? " symbolize=false" : "")
    }

    /// The title and the menu, one item a line, ending with a newline.
    package func render(_ forecast: Forecast) -> String {
        let table = context.weeklyTable(forecast)
        // The menu bar's own colour, but a warning's (poor air, rain soon) as the other bars have it.
        let title = context.text(template, forecast, escape: Self.escape)
        var lines = [item(title, context.warningColor(forecast).map { "color=\($0)" } ?? ""), "---"]
        lines += table.map { item(Self.escape($0.singleLine), "font=Menlo trim=false") }
        lines += [context.place(forecast) ?? context.language.phrases.unknownPlace, context.ageLine].compactMap { $0 }
            .map { item(Self.escape($0.singleLine)) }
        lines += ["---", refreshItem]
        return lines.joined(separator: "\n") + "\n"
    }

    /// "⚠ " and the error's few words as the title, and its whole sentence and a Refresh item in the menu.
    package func error(_ error: BarError) -> String {
        [
            item(Self.escape(error.line)), "---",
            item(Self.escape(error.message.singleLine.trimmingSpaces)), "---", refreshItem,
        ].joined(separator: "\n") + "\n"
    }

    /// A line of data with its parameters. xbar takes a line whose text starts with "--" as a submenu item (and
    /// one that is "---" as a separator, which the parameters after it already prevent): such text gets a
    /// zero-width space (U+200B) in front, which neither xbar's nor SwiftBar's trimming removes.
    func item(_ text: String, _ extra: String = "") -> String {
        let literal = text.hasPrefix("--") ? "\u{200B}" + text : text
        return literal + " | " + (extra.isEmpty ? "" : extra + " ") + parameters
    }

    /// Text made safe for a line of xbar output: "|" (which starts the parameters) shown as "¦".
    static func escape(_ text: String) -> String {
        text.replacingScalars { $0 == "|" ? "¦" : nil }
    }
}
