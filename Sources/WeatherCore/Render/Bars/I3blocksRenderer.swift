/// Renders a forecast for i3blocks (and i3status-compatible blocks) in its plain-text protocol: line 1 is the
/// full text (the template), line 2 the short text shown when the bar runs out of room (``Template/short``),
/// line 3 the colour, "#rrggbb", by the temperature now, or purple when the air now is poor (``BarPalette``). Pure: values in, `String` out.
package struct I3blocksRenderer: StatusBarRenderer {
    /// Units, icons, the data's age and the place name to show.
    package var context: BarContext
    /// What the full text shows.
    package var template: Template
    /// What the short text shows.
    package var shortTemplate: Template

    package init(context: BarContext = BarContext(), template: Template = .line, shortTemplate: Template = .short) {
        self.context = context
        self.template = template
        self.shortTemplate = shortTemplate
    }

    /// The three lines, each ending with a newline; values are kept to one line so that they cannot shift the
    /// protocol's lines.
    package func render(_ forecast: Forecast) -> String {
        [context.text(template, forecast), context.text(shortTemplate, forecast), context.color(forecast)]
            .map { $0 + "\n" }.joined()
    }

    /// The few words ("⚠ offline", ``BarError/line``) as both the full and the short text, in
    /// ``BarPalette/error``: i3blocks has no tooltip, and the whole sentence would overrun the bar, so it goes to
    /// stderr, which i3blocks logs (the exit status for an urgent alert is the command line's choice).
    package func error(_ error: BarError) -> String {
        [error.line, error.line, BarPalette.error].map { $0 + "\n" }.joined()
    }
}
