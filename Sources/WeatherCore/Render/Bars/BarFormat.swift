/// The status-bar outputs of `--format`, by the name the option takes.
public enum BarFormat: String, Sendable, CaseIterable {
    /// One plain line (`LineRenderer`).
    case line
    /// One JSON object for waybar's `return-type: json` (`WaybarRenderer`).
    case waybar
    /// The i3blocks protocol: full text, short text, colour (`I3blocksRenderer`).
    case i3blocks
    /// One line with polybar's `%{F…}` colours (`PolybarRenderer`).
    case polybar
    /// One line with tmux's `#[fg=…]` styles (`TmuxRenderer`).
    case tmux
    /// An xbar, SwiftBar or GNOME Argos menu (`XbarRenderer`).
    case xbar

    /// The renderer for this bar.
    /// - Parameters:
    ///   - context: units, icons and the data's age.
    ///   - template: the user's `--template`, or nil for the default ``Template/line``.
    public func renderer(context: BarContext, template: Template? = nil) -> any StatusBarRenderer {
        let template = template ?? .line
        return switch self {
        case .line: LineRenderer(context: context, template: template)
        case .waybar: WaybarRenderer(context: context, template: template)
        case .i3blocks: I3blocksRenderer(context: context, template: template)
        case .polybar: PolybarRenderer(context: context, template: template)
        case .tmux: TmuxRenderer(context: context, template: template)
        case .xbar: XbarRenderer(context: context, template: template)
        }
    }
}
