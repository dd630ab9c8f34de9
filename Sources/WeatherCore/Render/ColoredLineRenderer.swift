/// How a status bar writes colour into a line of text, and what in data must be escaped so that it cannot be
/// read as markup.
public protocol LineMarkup: Sendable {
    /// Text made literal for the bar.
    static func escape(_ text: String) -> String
    /// `text` in `color` ("#rrggbb"), in the bar's own markup.
    static func colored(_ text: String, _ color: String) -> String
}

/// Renders a forecast as one line for a bar with its own colour markup (``PolybarRenderer``,
/// ``TmuxRenderer``): the template in the temperature's colour (``BarPalette``), then a grey "⟳ 38m" when the
/// data is stale; never ANSI escapes, which such bars print as garbage. Pure: values in, `String` out.
public struct ColoredLineRenderer<Markup: LineMarkup>: StatusBarRenderer {
    /// Units, icons, the data's age and the place name to show.
    public var context: BarContext
    /// What the line shows; its values are escaped, its own text is not, so it may hold the bar's markup.
    public var template: Template

    public init(context: BarContext = BarContext(), template: Template = .line) {
        self.context = context
        self.template = template
    }

    /// The line, ending with exactly one newline.
    public func render(_ forecast: Forecast) -> String {
        var line = Markup.colored(context.line(template, forecast, escape: Markup.escape), context.color(forecast))
        if let marker = context.staleMarker { line += " " + Markup.colored(marker, BarPalette.stale) }
        return line + "\n"
    }

    /// "⚠ " and the error's few words ("⚠ offline") in ``BarPalette/error``, on one line: a bar line has no
    /// room for the sentence, which the command line writes to stderr after it.
    public func error(_ error: BarError) -> String {
        Markup.colored("⚠ " + Markup.escape(error.short.singleLine.trimmingSpaces), BarPalette.error) + "\n"
    }
}
