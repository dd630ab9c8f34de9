import WeatherCore

/// The `weather` command: reads the world once (arguments, environment, config file, clock), resolves the
/// options and hands them to ``Runner``; exits with a status from ``ExitStatus``.
public enum WeatherCommand {
    /// `weather`: runs the process's command line and exits. A run answered without the network (the demo, a
    /// saved file, the cache) stays synchronous and never starts Swift's concurrency runtime, whose threads
    /// cost more than the rest of such a run's work (docs/performance.md); only a run that asks OpenWeather
    /// starts it.
    public static func main() -> Never {
        _ = Console.closedAtStart
        Platform.disableCoreDumps()
        WriteInProgress.quitStopsTheRun()
        let arguments = Platform.takeArguments()
        // A follower's SIGUSR1 and SIGHUP are taken from the first instant, before the config file is read (up to
        // its 5 s for a pipe): by default either ends the process, and a bar's click or reload as it starts
        // killed it. A command line that holds the word and starts no follower (a usage error, or "--follow" as
        // another option's value) only leaves them unread until it exits.
        let signals = arguments.prefix(while: { $0 != "--" }).contains("--follow") ? FollowSignals.install() : nil
        let environment = ProcessInfo.processInfo.environment
        // The run's one clock reading: its deadline counts from here, and "now" is this instant.
        let start = Date().timeIntervalSince1970
        var runner: Runner
        let parsed: Arguments
        switch prepare(arguments, environment: environment, start: start) {
        case .finished(let status):
            // Help, the version, completions, or options that did not resolve: for a failure `--verbose` is read
            // as leniently as a bar's format is.
            end(status, start: start, verbose: status != .ok && arguments.contains("--verbose"))
        case .ready(let ready, let readyArguments): (runner, parsed) = (ready, readyArguments)
        case .doctor(let doctor):
            // Its one request goes through the platform's transport, as a run's do.
            ProxyEnvironment.keepLoopbackDirect()
            Task { exit(await doctor.run(probe: Doctor.probe).rawValue) }
            dispatchMain()
        }
        if runner.options.follow, let format = runner.options.format.bar {
            // On the main thread, without Swift's concurrency runtime (``FollowedRun``): it sleeps in poll(2).
            var follower = Follower(
                source: FollowedRun(runner: runner, arguments: parsed, format: format, words: arguments),
                events: SystemFollowEvents(cacheFolder: runner.cacheFolder, signals: signals), write: FollowedRun.write)
            follower.run()
            // The bar stopped reading: it starts another copy when it wants one.
            exit(ExitStatus.ok.rawValue)
        }
        switch runner.run() {
        case .finished(let status):
            end(status, start: start, verbose: runner.options.verbose)
        case .fetch:
            // Before any thread exists: setenv(3) is not thread-safe.
            ProxyEnvironment.keepLoopbackDirect()
            Task { [runner] in end(await runner.fetch(), start: start, verbose: runner.options.verbose) }
            // The main thread waits here for good; the task above ends the process.
            dispatchMain()
        }
    }

    /// Ends the process with `status`. With `--verbose` it first says how long the run took by its own clock,
    /// from the reading its deadline counts from: the figure a deadline promise ("within `--timeout` plus one
    /// second") is held to, which a busy machine's slow process start and exit cannot blur.
    static func end(_ status: ExitStatus, start: Double, verbose: Bool) -> Never {
        if verbose {
            let milliseconds = Int(((Date().timeIntervalSince1970 - start) * 1000).rounded())
            Console.line("weather: ended after \(milliseconds) ms, exit status \(status.rawValue)")
        }
        exit(status.rawValue)
    }

    /// A command line read and resolved: either done already (help, version, a usage or configuration error,
    /// reported) or a ``Runner`` for it.
    enum Start {
        case finished(ExitStatus)
        /// A run, with its command line: `--follow` resolves it again on SIGHUP.
        case ready(Runner, Arguments)
        case doctor(Doctor)
    }

    /// Reads the command line, the config file and the options; prints help, the version, completions or an
    /// error itself.
    static func prepare(_ words: [String], environment: [String: String], start: Double) -> Start {
        let arguments: Arguments
        do {
            switch try ArgumentParser.parse(words) {
            case .help:
                // COLUMNS, else the terminal's width, as the tables are fitted; 80 for a pipe or a file.
                let width = Output.terminalWidth(environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1)
                Console.write(Help.text(width: width ?? Help.defaultWidth))
                return .finished(.ok)
            case .version:
                Console.write("weather \(Version.current)\n")
                return .finished(.ok)
            case .completions(let shell):
                Console.write(Completions.script(for: shell))
                return .finished(.ok)
            case .run(let parsed):
                arguments = parsed
            case .doctor(let parsed):
                return prepareDoctor(parsed, environment: environment, start: start)
            }
        } catch {
            let configPath = configFile(named: value(of: "--config", in: words), environment: environment).path
            return .finished(Output.report(Failure(error), bar: bar(in: words, config: configPath)))
        }
        switch resolveRun(arguments, environment: environment, start: start) {
        case .success(let runner):
            return .ready(runner, arguments)
        case .failure(let refusal):
            // In a bar format after the failure, whose bar line must come first (polybar shows the first line).
            let bar = bar(in: words, config: refusal.path, read: refusal.readFormat)
            let diagnostics = Diagnostics(isBar: bar != nil, pending: refusal.warnings)
            diagnostics.beforeOutput()
            let status = Output.report(refusal.failure, bar: bar)
            diagnostics.afterOutput()
            return .finished(status)
        }
    }

    /// Why a command line's options could not be resolved with the config file, and what was read on the way.
    struct Refusal: Error {
        var failure: Failure
        /// The config file's warnings, said with the failure.
        var warnings: [String]
        /// The config file's path.
        var path: String?
        /// The file's "format" once it is read, for an error in resolving the options (a pipe cannot be read
        /// again).
        var readFormat: BarFormat?
    }

    /// The ``Runner`` for parsed `arguments` with the config file read now, writing nothing: for a run, and for
    /// `--follow`'s SIGHUP, which keeps the configuration it has when the file cannot be used.
    static func resolveRun(
        _ arguments: Arguments, environment: [String: String], start: Double
    ) -> Result<Runner, Refusal> {
        let options: Options
        let template: Template?
        // Warnings about the config file wait for the run, which says them where its format wants them.
        let (path, distrust) = configFile(named: arguments.config, environment: environment)
        var warnings = distrust.map { [$0] } ?? []
        var readFormat: BarFormat?
        var bytes: Data?
        do throws(Failure) {
            // Read before the options exist: the command line's deadline, else the default for its format.
            let deadline = Deadline(start: start, seconds: arguments.options.timeoutSeconds)
            let config: ConfigFile
            do {
                config = try ConfigFile.load(path: path, required: arguments.config != nil, deadline: deadline) {
                    warnings.append($0)
                }
            } catch {
                throw Failure(error)
            }
            readFormat = config[.format].flatMap { BarFormat(rawValue: $0.text.lowercased()) }
            bytes = config.bytes
            (options, template) = try resolve(
                arguments, config: config, path: path ?? ConfigFile.unplacedPath, environment: environment)
            warnings += Options.nearMisses(arguments.names, config: config, path: path ?? ConfigFile.unplacedPath)
            warnings += Option.unusedWarning(given: arguments.given).map { [$0] } ?? []
        } catch {
            return .failure(Refusal(failure: error, warnings: warnings, path: path, readFormat: readFormat))
        }
        return .success(
            Runner(
                options: options, template: template, environment: environment, start: start,
                isTerminal: isatty(STDOUT_FILENO) == 1, diagnostics: Diagnostics(options, pending: warnings),
                configBytes: bytes))
    }

    /// `weather doctor` with the options a run would have: the config file read and resolved as for a run, a
    /// failure in either kept for the report rather than ending it.
    private static func prepareDoctor(_ arguments: Arguments, environment: [String: String], start: Double) -> Start {
        let (path, distrust) = configFile(named: arguments.config, environment: environment)
        var warnings = distrust.map { [$0] } ?? []
        var options = Options(source: .demo)
        var failure: Failure?
        // The doctor has no place; the demo stands in for one, so that resolving asks for none.
        var standIn = arguments
        standIn.options.source = .demo
        do throws(Failure) {
            let deadline = Deadline(
                start: start, seconds: arguments.options.timeout ?? Options.defaultTimeout(isBar: false))
            let config: ConfigFile
            do {
                config = try ConfigFile.load(path: path, required: arguments.config != nil, deadline: deadline) {
                    warnings.append($0)
                }
            } catch {
                throw Failure(error)
            }
            (options, _) = try resolve(
                standIn, config: config, path: path ?? ConfigFile.unplacedPath, environment: environment)
        } catch {
            failure = error
        }
        return .doctor(
            Doctor(
                options: options, configPath: path,
                configExists: path.map { FileManager.default.fileExists(atPath: $0) } ?? false,
                configWarnings: warnings, configFailure: failure, environment: environment, start: start,
                isTerminal: isatty(STDOUT_FILENO) == 1, currentDirectory: FileManager.default.currentDirectoryPath))
    }

    /// The options and the parsed template for `arguments` and the config file at `path`.
    private static func resolve(
        _ arguments: Arguments, config: ConfigFile, path: String, environment: [String: String]
    ) throws(Failure) -> (Options, Template?) {
        let options: Options
        do {
            options = try Options.resolve(arguments, config: config, path: path, environment: environment)
        } catch let error as UsageError {
            throw Failure(error)
        } catch let error as ConfigFile.Unusable {
            throw Failure(error)
        } catch {
            throw Failure("cannot read the options: \(Console.describe(error))", kind: .config)
        }
        // Parsed by its declaration, from the command line or the config file alike (ValueParser.template).
        return (options, options.template)
    }

    /// The config file to read: the one named with `--config`, else the default one unless another user could
    /// have put it there (``FileTrust``: not the user's or root's, or in a folder anyone can write), which is
    /// skipped with the warning given.
    private static func configFile(named: String?, environment: [String: String]) -> (path: String?, warning: String?) {
        if let named { return (named, nil) }
        guard let path = ConfigFile.defaultPath(environment: environment) else { return (nil, nil) }
        guard let reason = FileTrust.foreignFile(path) else { return (path, nil) }
        return (nil, "ignoring the config file \(path): \(reason).")
    }

    /// How a bar shows an error in a command line that did not resolve, with its default units and icons: the
    /// bar format of the command line, else of the config file at `config` (`read` when it was read already).
    private static func bar(in words: [String], config: String?, read: BarFormat? = nil) -> Output.Bar? {
        // A format on the command line that is not a bar's (`--format table`) wins over the file's.
        let format =
            value(of: "--format", in: words) == nil
            ? read ?? ConfigFile.barFormat(path: config) : barFormat(in: words)
        // `--urgent` read as leniently as the format: a block that cannot even start is urgent too.
        return format.map { Output.Bar(format: $0, urgent: $0 == .i3blocks && words.contains("--urgent")) }
    }

    /// The bar format the command line asks for, read leniently from its words (`--format waybar` or
    /// `--format=waybar`), for reporting an error in a command line that did not parse.
    static func barFormat(in words: [String]) -> BarFormat? {
        value(of: "--format", in: words).flatMap { BarFormat(rawValue: $0.lowercased()) }
    }

    /// The value of the option `name` (`--format`) in `words`, read leniently (`--format waybar` or
    /// `--format=waybar`, the first), for a command line that did not parse.
    static func value(of name: String, in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            if word.hasPrefix(name + "=") { return String(word.dropFirst(name.count + 1)) }
            if word == name, index + 1 < words.count { return words[index + 1] }
        }
        return nil
    }
}
