/// How a status bar writes colour into a line of text, and what in data must be escaped so that it cannot be
/// read as markup.
package protocol LineMarkup: Sendable {
    /// Text made literal for the bar.
    static func escape(_ text: String) -> String
    /// `text` in `color` ("#rrggbb"), in the bar's own markup.
    static func colored(_ text: String, _ color: String) -> String
    /// Whether the bar's lines are coloured when the user has not said (``BarContext/colors`` is nil).
    static var coloredByDefault: Bool { get }
}

/// Renders a forecast as one line for a bar with its own colour markup (``PolybarRenderer``,
/// ``TmuxRenderer``): the template in the temperature's colour (purple when the air now is poor,
/// ``BarPalette``), then a grey "⟳ 38m" when the data is stale, or all in the bar's own colours where the bar or
/// the user wants that; never ANSI escapes, which such bars print as garbage. Pure: values in, `String` out.
package struct ColoredLineRenderer<Markup: LineMarkup>: StatusBarRenderer {
    /// Units, icons, the data's age and the place name to show.
    package var context: BarContext
    /// What the line shows; its values are escaped, its own text is not, so it may hold the bar's markup.
    package var template: Template

    package init(context: BarContext = BarContext(), template: Template = .line) {
        self.context = context
        self.template = template
    }

    /// Whether this line carries colours: ``BarContext/colors`` when asked, else the bar's own default.
    private var colored: Bool { context.colors ?? Markup.coloredByDefault }

    /// The line, ending with exactly one newline.
    package func render(_ forecast: Forecast) -> String {
        var line = paint(context.line(template, forecast, escape: Markup.escape), context.color(forecast))
        if let marker = context.staleMarker { line += " " + paint(marker, BarPalette.stale) }
        return line + "\n"
    }

    /// The error's few words ("⚠ offline", ``BarError/line``) in ``BarPalette/error``, on one line: a bar
    /// line has no room for the sentence, which the command line writes to stderr after it.
    package func error(_ error: BarError) -> String {
        paint(Markup.escape(error.line), BarPalette.error) + "\n"
    }

    private func paint(_ text: String, _ color: String) -> String {
        colored ? Markup.colored(text, color) : text
    }
}
