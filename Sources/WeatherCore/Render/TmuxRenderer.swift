/// One line for tmux's `status-right` (`#(weather --format tmux)`), styled with tmux's `#[fg=#rrggbb]…#[default]`.
public typealias TmuxRenderer = ColoredLineRenderer<TmuxMarkup>

/// tmux's embedded styles (tmux(1), "STYLES").
public enum TmuxMarkup: LineMarkup {
    /// "#" doubled, so that data cannot start a style or a format. A value that starts with "[", "{" or "("
    /// gets a zero-width space (U+200B) in front: a template's own "#" just before it would make a style, a
    /// format or a command of it.
    public static func escape(_ text: String) -> String {
        let escaped = text.replacingScalars { $0 == "#" ? "##" : nil }
        return escaped.first.map("[{(".contains) == true ? "\u{200B}" + escaped : escaped
    }

    /// `#[fg=#rrggbb]text#[default]`.
    public static func colored(_ text: String, _ color: String) -> String {
        "#[fg=\(color)]\(text)#[default]"
    }
}
