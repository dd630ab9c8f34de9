import FoundationEssentials
import Glibc
import WeatherCore

/// The `weather` command: reads the world once (arguments, environment, config file, clock), resolves the
/// options and hands them to ``Runner``; exits with a status from ``ExitStatus``.
public enum WeatherCommand {
    /// Runs the process's command line and exits.
    /// - Parameter service: how this program asks OpenWeather; nil in `weather`, which hands a command line
    ///   that needs a request to `weather-fetch` (``HandOver``).
    public static func main(service: (any ForecastService.Type)?) async -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let status = await run(arguments, environment: ProcessInfo.processInfo.environment, service: service)
        exit(status.rawValue)
    }

    /// Runs one command line; prints data to stdout and errors to stderr.
    static func run(
        _ words: [String], environment: [String: String], service: (any ForecastService.Type)?
    ) async -> ExitStatus {
        let arguments: Arguments
        do {
            switch try ArgumentParser.parse(words) {
            case .help:
                Console.write(Help.text)
                return .ok
            case .version:
                Console.write("weather \(Version.current)\n")
                return .ok
            case .completions(let shell):
                Console.write(Completions.script(for: shell))
                return .ok
            case .run(let parsed):
                arguments = parsed
            }
        } catch {
            return usage(error, bar: barFormat(in: words))
        }
        let options: Options
        let template: Template?
        // Warnings about the config file wait for the run: a run handed over to weather-fetch reads the file
        // again there, and must not say them twice.
        var warnings: [String] = []
        do {
            let path = arguments.config ?? ConfigFile.defaultPath(environment: environment)
            let config = try ConfigFile.load(path: path, required: arguments.config != nil) { warnings.append($0) }
            options = try Options.resolve(
                arguments, config: config, path: path ?? "config.json", environment: environment)
            template = try options.template.map { (text) throws(TemplateError) in try Template(text) }
        } catch {
            warnings.forEach(Console.warning)
            return failure(resolving: error, arguments: arguments, environment: environment, words: words)
        }
        let runner = Runner(
            options: options, template: template, environment: environment,
            now: Int(Date().timeIntervalSince1970), isTerminal: isatty(STDOUT_FILENO) == 1,
            network: service.map(Runner.Network.service) ?? .handOver(words), warnings: warnings)
        return await runner.run()
    }

    /// Reports an error from reading the config file or resolving the options; returns the exit status.
    private static func failure(
        resolving error: any Error, arguments: Arguments, environment: [String: String], words: [String]
    ) -> ExitStatus {
        switch error {
        case let error as UsageError:
            return usage(error, bar: barFormat(in: words))
        case let error as TemplateError where arguments.template == nil:
            // The template came from the config file: a configuration error naming the file, not a usage one.
            let path = arguments.config ?? ConfigFile.defaultPath(environment: environment) ?? "config.json"
            return fail(
                "\(path): \"template\": \(Console.describe(error))", status: .configuration,
                bar: barFormat(in: words))
        case let error as TemplateError:
            return usage(UsageError(message: "--template: \(Console.describe(error))"), bar: barFormat(in: words))
        case let error as ConfigFile.Failure:
            return fail(error.message, status: .configuration, bar: barFormat(in: words))
        default:
            return fail(
                "cannot read the options: \(Console.describe(error))", status: .configuration,
                bar: barFormat(in: words))
        }
    }

    private static func usage(_ error: UsageError, bar: BarFormat?) -> ExitStatus {
        Console.error("\(error.message)\nUsage: \(Help.usage)\nSee 'weather --help'.")
        return barError(error.message, bar: bar) ?? .usage
    }

    private static func fail(_ message: String, status: ExitStatus, bar: BarFormat?) -> ExitStatus {
        Console.error(message)
        return barError(message, bar: bar) ?? status
    }

    /// For a status bar, the error as the bar shows it on stdout, and exit 0: a bar hides a module that fails
    /// or prints nothing, which would leave the user no clue. Nil when the format is not a bar's.
    private static func barError(_ message: String, bar: BarFormat?) -> ExitStatus? {
        guard let bar else { return nil }
        Console.write(bar.renderer(context: BarContext()).error(message: message))
        return .ok
    }

    /// The bar format the command line asks for, read leniently from its words (`--format waybar` or
    /// `--format=waybar`), for reporting an error in a command line that did not parse.
    static func barFormat(in words: [String]) -> BarFormat? {
        for (index, word) in words.enumerated() {
            let value: String?
            if word.hasPrefix("--format=") {
                value = String(word.dropFirst("--format=".count))
            } else if word == "--format", index + 1 < words.count {
                value = words[index + 1]
            } else {
                value = nil
            }
            if let value, let format = BarFormat(rawValue: value.lowercased()) { return format }
        }
        return nil
    }
}
