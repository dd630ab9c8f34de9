import WeatherCore

/// What `--follow` shows in a real run: a cache hit read in the follower itself, and when the cache cannot
/// answer (or SIGUSR1 asks for fresh data) a polling run of the same command line, which asks OpenWeather
/// through the cache's lock and single flight as every other copy does and writes the entry the follower then
/// reads; written in the bar's streaming form.
///
/// The request is a copy's, not the follower's: Swift's concurrency runtime, which a request needs, starts
/// libdispatch's worker pool, whose monitor timer then wakes the process every second for good. A follower
/// that never starts it sleeps until something is due, and what a request leaves in memory (libcurl, buffers)
/// goes with the copy.
struct FollowedRun: FollowSource {
    /// The run as the config file read last configured it.
    var runner: Runner
    /// The command line, resolved again with the config file on SIGHUP.
    let arguments: Arguments
    /// The bar the lines are for, as the command line started it: a config file read again may not change it.
    let format: BarFormat
    /// The command line's words without `--follow`: the polling run that fetches.
    let pollingWords: [String]
    /// What the last polling copy showed when the cache could not show it (a failure, stale data, a refresh
    /// that failed), when, and the fetch time of the entry it left: it stands until it is due or the cache holds
    /// another answer. A refresh's entry is still younger than --max-age, but the bar should not flip back to
    /// calling it fresh; and a write to the folder is no reason to ask again: a cache folder that another user
    /// took over (refused, so every copy asks OpenWeather) or a failure no copy remembers would otherwise make
    /// every write there a request, on the user's key.
    private var lastPoll: (frame: FollowFrame, fetchedAt: Int?, at: Int)?

    init(runner: Runner, arguments: Arguments, format: BarFormat, words: [String]) {
        self.runner = runner
        self.arguments = arguments
        self.format = format
        // `--follow` among the options, not a place named so after `--`; `--config` is given to each copy as
        // the file the follower read last (``poll(refresh:)``).
        let end = words.firstIndex(of: "--") ?? words.endIndex
        var options: [String] = []
        var skipsValue = false
        for word in words[..<end] {
            if skipsValue {
                skipsValue = false
            } else if word == "--config" {
                skipsValue = true
            } else if word != "--follow", !word.hasPrefix("--config=") {
                options.append(word)
            }
        }
        pollingWords = options + words[end...]
    }

    mutating func frame(at now: Double, refresh: Bool) -> FollowFrame {
        var run = runner.at(now)
        switch run.options.source {
        case .demo:
            let (outcomes, seenAt) = run.demoOutcomes()
            return frame(outcomes, run, seenAt: seenAt)
        case .input(let path):
            let (outcomes, seenAt) = run.savedOutcomes(path)
            return frame(outcomes, run, seenAt: seenAt)
        case .places:
            let cached = refresh ? nil : run.cachedOutcomes()
            // Not after the wall clock went back past the poll: its due instant means nothing then.
            if !refresh, let last = lastPoll, let due = last.frame.nextChange, (last.at..<due).contains(run.now),
                cached == nil || cached?.first.flatMap(Self.fetchedAt) == last.fetchedAt
            {
                return last.frame
            }
            lastPoll = nil
            if let cached { return frame(cached, run, seenAt: nil) }
            let polled = poll(refresh: refresh)
            var after = runner.at(Date().timeIntervalSince1970)
            // The entry the copy wrote, unless a refresh asked for failed: the copy then showed the entry stale,
            // as a polling run with --refresh does, though it is younger than --max-age.
            let written = after.cachedOutcomes()
            // After a refresh the copy's line is the entry's as read now unless the refresh failed (a stale mark).
            if let written {
                let read = frame(written, after, seenAt: nil)
                if !refresh || read.text(after.now).text == polled.text { return read }
            }
            // Stale data or a failure, as the copy printed it: asked again after the minute every copy waits
            // after a failure; without a cache (--no-cache, no folder, or one not the user's) every copy asks, so
            // after --max-age, as polling does.
            let wait = after.cacheFolder != nil ? FollowSchedule.retry : max(after.options.maxAge, FollowSchedule.retry)
            let shown = FollowFrame(text: { _ in polled }, nextChange: after.now + wait)
            lastPoll = (shown, written?.first.flatMap(Self.fetchedAt), after.now)
            return shown
        }
    }

    /// When the outcome's data was fetched; nil for a failure or data from elsewhere.
    private static func fetchedAt(_ outcome: Runner.Outcome) -> Int? {
        guard case .shown(_, .fetched(let at), _, _) = outcome else { return nil }
        return at
    }

    /// The frame for outcomes in hand, seen at each instant asked (or at `seenAt`, a recording's own time).
    private func frame(_ outcomes: [Runner.Outcome], _ run: Runner, seenAt: Int?) -> FollowFrame {
        let output = run.output
        let format = format
        return FollowFrame(
            text: { instant in Self.streamed(output.barText(outcomes, format: format, now: seenAt ?? instant), format)
            },
            nextChange: FollowSchedule.nextChange(
                after: run.now, of: outcomes.first, maxAge: run.options.maxAge, fixed: seenAt != nil))
    }

    /// Runs the polling copy (with `--refresh` for SIGUSR1) and takes what it printed, in the streaming form.
    private func poll(refresh: Bool) -> Output.BarText {
        // The follower's own file, even after an upgrade replaced or removed it: the copy is the same version.
        let program = Platform.runningProgramPath ?? CommandLine.arguments.first ?? "weather"
        let config = runner.configBytes
        let words =
            [CommandLine.arguments.first ?? "weather"] + (config == nil ? [] : ["--config", "/dev/stdin"])
            + pollingWords + (refresh ? ["--refresh"] : [])
        // The copy ends by its own deadline (its watchdog's half second after it); this one is for a copy that
        // cannot: stopped (SIGSTOP), or its machine too loaded to run it. A follower waiting on it forever would
        // leave the bar without a line and take no signal.
        let limit = runner.options.timeoutSeconds + Self.copyGrace
        guard let result = Platform.runToEnd(program, words, input: config, limit: limit) else {
            let reason = String(cString: strerror(errno))
            let failure = Failure(
                "cannot start \(Platform.executablePath ?? program) to fetch the forecast: \(reason)", kind: .internal)
            return Self.streamed(Output.barReport(failure, bar: Output.Bar(format: format)), format)
        }
        guard result.ended, !result.stdout.isEmpty else {
            let what = result.ended ? "printed nothing" : "did not end within \(String(plain: limit)) s"
            let failure = Failure("the copy of weather that fetches the forecast \(what)", kind: .internal)
            return Self.streamed(Output.barReport(failure, bar: Output.Bar(format: format)), format)
        }
        let lines = String(decoding: result.stderr, as: UTF8.self).split(separator: "\n").map(String.init)
        let text = Output.BarText(text: String(decoding: result.stdout, as: UTF8.self), lines: lines)
        return Self.streamed(text, format)
    }

    /// Seconds a polling copy is given beyond its `--timeout` before it is killed.
    static let copyGrace = 10.0

    mutating func reload() {
        switch WeatherCommand.resolveRun(arguments, environment: runner.environment, start: runner.start) {
        case .success(let reloaded) where reloaded.options.format.bar == format:
            runner = reloaded
            reloaded.diagnostics.afterOutput()
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
