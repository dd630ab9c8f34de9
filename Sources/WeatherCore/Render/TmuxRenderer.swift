/// Renders a forecast as one line for tmux's `status-right` (`#(weather --format tmux)`), styled with tmux's
/// own `#[fg=#rrggbb]…#[default]`: the template in the temperature's colour (``BarPalette``), then a grey
/// "⟳ 38m" when the data is stale. Pure: values in, `String` out.
public struct TmuxRenderer: StatusBarRenderer {
    /// Units, icons, the data's age and the place name to show.
    public var context: BarContext
    /// What the line shows; the template's own text may hold tmux styles, its values are escaped.
    public var template: Template

    public init(context: BarContext = BarContext(), template: Template = .line) {
        self.context = context
        self.template = template
    }

    /// The line, ending with exactly one newline.
    public func render(_ forecast: Forecast) -> String {
        context.coloredLine(template, forecast, escape: Self.escape, wrap: styled)
    }

    /// "⚠ " and the reason in ``BarPalette/error``, on one line.
    public func error(message: String) -> String {
        context.coloredError(message, escape: Self.escape, wrap: styled)
    }

    /// Text made literal for tmux: "#" doubled, so that data cannot start a style or a format.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "#", with: "##")
    }

    private func styled(_ text: String, _ color: String) -> String {
        "#[fg=\(color)]\(text)#[default]"
    }
}
