/// One line for tmux's `status-right` (`#(weather --format tmux)`), styled with tmux's `#[fg=#rrggbb]…#[default]`.
public typealias TmuxRenderer = ColoredLineRenderer<TmuxMarkup>

/// tmux's embedded styles (tmux(1), "STYLES").
public enum TmuxMarkup: LineMarkup {
    /// "#" doubled, so that data cannot start a style or a format.
    public static func escape(_ text: String) -> String {
        text.replacingScalars { $0 == "#" ? "##" : nil }
    }

    /// `#[fg=#rrggbb]text#[default]`.
    public static func colored(_ text: String, _ color: String) -> String {
        "#[fg=\(color)]\(text)#[default]"
    }
}
