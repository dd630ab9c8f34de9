/// One line for tmux's `status-right` (`#(weather --format tmux)`), in the status line's own colours unless
/// colours are asked for (``BarContext/colors``), then styled with tmux's `#[fg=#rrggbb]…#[default]`.
package typealias TmuxRenderer = ColoredLineRenderer<TmuxMarkup>

/// tmux's embedded styles (tmux(1), "STYLES").
package enum TmuxMarkup: LineMarkup {
    /// Data made literal for tmux, which reads a `#()` job's output twice: it expands the line as a format
    /// (`##` → `#`, `#W` → the window name, `#{…}`, `#(…)`), leaving a run of "#" before "[" as it is, and then
    /// draws it (`#[…]` is a style, a run of n "#" shows ⌈n/2⌉). So a run of k "#" is written 4k times, or 2k
    /// times before "[" (an even run there draws as k "#" and a literal "["), as measured in tmux 3.3a. A value
    /// that starts with "[", "{" or "(" gets a zero-width space (U+200B) in front, and one that ends with "#"
    /// one after it, so that a template's own "#" or "[" next to it cannot join the run or make a style.
    package static func escape(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar == "#" {
                run += 1
                continue
            }
            escaped.append(contentsOf: repeatElement("#", count: run * (scalar == "[" ? 2 : 4)))
            run = 0
            escaped.append(scalar)
        }
        if run > 0 { escaped.append(contentsOf: repeatElement("#", count: run * 4) + ["\u{200B}"]) }
        let line = String(escaped)
        return line.first.map("[{(".contains) == true ? "\u{200B}" + line : line
    }

    /// false: a status line has its own colours (tmux's default is black on green), on which the temperature
    /// scale's light colours cannot be read; `--color always` (or `"color": "always"`) asks for them.
    package static let coloredByDefault = false

    /// `#[fg=#rrggbb]text#[default]`.
    package static func colored(_ text: String, _ color: String) -> String {
        "#[fg=\(color)]\(text)#[default]"
    }
}
