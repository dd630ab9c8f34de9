/// Renders a forecast as one line for a polybar `custom/script` module, coloured with polybar's own format
/// tags, `%{F#rrggbb}…%{F-}` (never ANSI escapes, which polybar prints as garbage): the template in the
/// temperature's colour (``BarPalette``), then a grey "⟳ 38m" when the data is stale.
/// Pure: values in, `String` out.
public struct PolybarRenderer: StatusBarRenderer {
    /// Units, icons, the data's age and the place name to show.
    public var context: BarContext
    /// What the line shows; its values are escaped, its own text is not, so it may hold polybar tags, written
    /// with the template's literal `%%`, `{{` and `}}`: `%%{{u#fff}}` gives `%{u#fff}`.
    public var template: Template

    public init(context: BarContext = BarContext(), template: Template = .line) {
        self.context = context
        self.template = template
    }

    /// The line, ending with exactly one newline.
    public func render(_ forecast: Forecast) -> String {
        context.coloredLine(template, forecast, escape: Self.escape, wrap: colored)
    }

    /// "⚠ " and the reason in ``BarPalette/error``, on one line.
    public func error(message: String) -> String {
        context.coloredError(message, escape: Self.escape, wrap: colored)
    }

    /// Text made literal for polybar: "%" doubled, so that data such as "20%{" cannot start a format tag.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%%")
    }

    private func colored(_ text: String, _ color: String) -> String {
        "%{F\(color)}\(text)%{F-}"
    }
}
