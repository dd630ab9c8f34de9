import Foundation
import WeatherCore

/// The `weather` command: reads the world once (arguments, environment, config file, clock), resolves the
/// options and hands them to ``Runner``; exits with a status from ``ExitStatus``.
@main
struct WeatherCommand {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let status = await run(arguments, environment: ProcessInfo.processInfo.environment)
        exit(status.rawValue)
    }

    /// Runs one command line; prints data to stdout and errors to stderr.
    static func run(_ words: [String], environment: [String: String]) async -> ExitStatus {
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
            return usage(error)
        }
        let options: Options
        let template: Template?
        do {
            let path = arguments.config ?? ConfigFile.defaultPath(environment: environment)
            let config = try ConfigFile.load(path: path, required: arguments.config != nil)
            options = try Options.resolve(
                arguments, config: config, path: path ?? "config.json", environment: environment)
            template = try options.template.map { (text) throws(TemplateError) in try Template(text) }
        } catch let error as UsageError {
            return usage(error)
        } catch let error as TemplateError {
            return usage(UsageError(message: "--template: \(error.localizedDescription)"))
        } catch let error as ConfigFile.Failure {
            Console.error(error.message)
            return .configuration
        } catch {
            Console.error("cannot read the options: \(error.localizedDescription)")
            return .configuration
        }
        let runner = Runner(
            options: options, template: template, environment: environment,
            now: Int(Date().timeIntervalSince1970), isTerminal: isatty(STDOUT_FILENO) == 1)
        return await runner.run()
    }

    private static func usage(_ error: UsageError) -> ExitStatus {
        Console.error("\(error.message)\nUsage: \(Help.usage)\nSee 'weather --help'.")
        return .usage
    }
}
