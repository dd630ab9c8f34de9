/// When to colour terminal output (`--color`), by the conventions of no-color.org and bixense.com/clicolors.
package enum ColorMode: String, Sendable, CaseIterable {
    /// Colour when standard output is a terminal, `NO_COLOR` is unset or empty and `TERM` is not "dumb";
    /// `CLICOLOR_FORCE` or `FORCE_COLOR` (set, not empty, not "0") force it on even into a pipe.
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never

    /// Whether a bar with colour markup colours its line (``BarContext/colors``): `always` and `never` are the
    /// user's choice; `auto` leaves it to the bar, since a bar's output is never a terminal.
    package var barColors: Bool? {
        switch self {
        case .always: true
        case .never: false
        case .auto: nil
        }
    }

    /// Whether to colour, for this mode, whether stdout is a terminal, and the environment. Pure.
    package func isEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let forced = ["CLICOLOR_FORCE", "FORCE_COLOR"].contains { name in
                guard let value = environment[name] else { return false }
                return !value.isEmpty && value != "0"
            }
            if forced { return true }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
