import WeatherCore

/// What `--follow` shows in a real run: the options' place through the same cache, lock and single flight as
/// a polling run at the same instant (a cache hit when the entry is fresh, else the loaders), written in the
/// bar's streaming form.
struct FollowedRun: FollowSource {
    /// The run as the config file read last configured it.
    var runner: Runner
    /// The command line, resolved again with the config file on SIGHUP.
    let arguments: Arguments
    /// The bar the lines are for, as the command line started it: a config file read again may not change it.
    let format: BarFormat

    mutating func frame(at now: Double, refresh: Bool) async -> FollowFrame {
        let run = runner.at(now, refresh: refresh)
        let outcomes: [Runner.Outcome]
        var seenAt: Int?
        switch run.options.source {
        case .demo:
            (outcomes, seenAt) = run.demoOutcomes()
        case .input(let path):
            (outcomes, seenAt) = run.savedOutcomes(path)
        case .places(let places):
            var looks = CacheLooks()
            if !refresh, let cached = run.cachedOutcomes(looks: &looks) {
                outcomes = cached
            } else {
                outcomes = await run.fetchedOutcomes(places, looks: looks)
            }
        }
        let output = run.output
        let format = format
        let fixed = seenAt
        return FollowFrame(
            text: { instant in Self.streamed(output.barText(outcomes, format: format, now: fixed ?? instant), format) },
            nextChange: FollowSchedule.nextChange(
                after: run.now, of: outcomes.first, maxAge: run.options.maxAge, fixed: fixed != nil))
    }

    mutating func reload() {
        switch WeatherCommand.resolveRun(arguments, environment: runner.environment, start: runner.start) {
        case .success(let reloaded) where reloaded.options.format.bar == format:
            runner = reloaded
            reloaded.warnings.forEach(Console.warning)
        case .success(let reloaded):
            Console.warning(
                "the config file now asks for --format \(reloaded.options.format.rawValue); still following as "
                    + "\(format.rawValue), which the bar reads: restart it to change.")
        case .failure(let refusal):
            refusal.warnings.forEach(Console.warning)
            Console.warning("keeping the configuration read before: \(refusal.failure.message)")
        }
    }

    /// A bar's output in the form the bar reads from a command that stays: one line per update, the whole
    /// update for waybar, polybar, tmux and `line`; i3blocks takes each line as the full text, so only its first
    /// line (the short text and colour are its polling protocol's); SwiftBar's streamable plugins start each
    /// update with a `~~~` line.
    static func streamed(_ output: Output.BarText, _ format: BarFormat) -> Output.BarText {
        var output = output
        switch format {
        case .i3blocks:
            output.text =
                output.text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
                .first.map { $0 + "\n" } ?? ""
        case .xbar:
            output.text = "~~~\n" + output.text
        default:
            break
        }
        return output
    }

    /// Writes a changed line, and what goes to stderr with it; false when standard output's reader is gone.
    static func write(_ output: Output.BarText) -> Bool {
        guard Console.send(output.text) else { return false }
        output.lines.forEach(Console.line)
        return true
    }
}
