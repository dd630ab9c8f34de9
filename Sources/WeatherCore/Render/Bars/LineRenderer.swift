/// Renders a forecast as one plain line, for any bar that shows a command's output as it is (and for
/// `--template`): by default ``Template/line``, `{icon} {temp} {high}/{low}`, e.g. "⛅ 10°C 15°C/9°C", then
/// "⟳ 38m" when the data is stale. Pure: values in, `String` out.
package struct LineRenderer: StatusBarRenderer {
    /// Units, icons, the data's age and the place name to show.
    package var context: BarContext
    /// What the line shows.
    package var template: Template

    package init(context: BarContext = BarContext(), template: Template = .line) {
        self.context = context
        self.template = template
    }

    /// The line, without spaces at either end, ending with exactly one newline.
    package func render(_ forecast: Forecast) -> String {
        context.text(template, forecast) + "\n"
    }

    /// "⚠ " and the error's few words ("⚠ key rejected") on one line, ending with a newline.
    package func error(_ error: BarError) -> String {
        error.line + "\n"
    }
}
