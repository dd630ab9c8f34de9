/// Where a run's warnings go (the config file's, a bar's caution about its forecast, a key file others can read,
/// a cache that cannot be written): the one place that knows the format's rule, so that a table or JSON has them
/// before its output and a bar after its line, since polybar shows the first line a command writes to stdout or
/// stderr. Cautions about a place's data travel with its outcome (``Fetched``), since a bar shows the first place's
/// only, and are written here too (``beforeData(_:)``, ``afterBar(_:)``). Failures are not warnings:
/// `Output.report` writes them.
struct Diagnostics: Sendable {
    /// Whether the run prints a bar's line.
    let isBar: Bool
    /// Whether `--verbose` asks for what a bar otherwise keeps to itself while the run asks OpenWeather.
    let verbose: Bool
    /// The warnings found before the output, said by ``beforeOutput()``, ``afterOutput()``
    /// or ``afterBar(_:)``.
    var pending: [String]

    /// The sink of a run with `options`, holding `pending` until the output.
    init(_ options: Options, pending: [String] = []) {
        self.init(isBar: options.format.bar != nil, verbose: options.verbose, pending: pending)
    }

    /// The sink of a run that prints a bar's line or not, holding `pending` until the output.
    init(isBar: Bool, verbose: Bool = false, pending: [String] = []) {
        self.isBar = isBar
        self.verbose = verbose
        self.pending = pending
    }

    /// Writes the pending warnings to stderr when a table or JSON (or nothing) follows: they come first.
    func beforeOutput() {
        if !isBar { pending.forEach(Console.warning) }
    }

    /// Writes the pending warnings to stderr when a bar's line came first.
    func afterOutput() {
        if isBar { pending.forEach(Console.warning) }
    }

    /// Writes `cautions` about the data a table or JSON is about to show (an unlikely record, the air that could
    /// not be had, why `--here` shows another place) to stderr before it; a bar has them after its line, as text
    /// (``afterBar(_:)``).
    func beforeData(_ cautions: [String]) {
        if !isBar { cautions.forEach(Console.warning) }
    }

    /// The lines a bar's run writes to stderr after its line: the pending warnings, then `cautions` about the
    /// data it shows. As text, since `--follow` writes them only with a line that changed.
    func afterBar(_ cautions: [String]) -> [String] {
        (pending + cautions).map { "Warning: " + $0 }
    }

    /// Where a warning found while the run asks goes: stderr at once, but in a bar format only with `--verbose`,
    /// so that nothing on stderr comes before the bar's line.
    var duringRun: @Sendable (String) -> Void {
        guard isBar, !verbose else { return { Console.warning($0) } }
        return { _ in }
    }
}
