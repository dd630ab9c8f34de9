import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `weather` command: reads the world once (arguments, environment, clock, files, network), hands it to
/// the pure core, prints the result and exits with a status from ``ExitStatus``.
@main
struct WeatherCommand {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        let status = await run(arguments, environment: environment)
        exit(status.rawValue)
    }

    /// Runs one command line; prints data to stdout and errors to stderr.
    static func run(_ arguments: [String], environment: [String: String]) async -> ExitStatus {
        let command: Command
        do {
            command = try ArgumentParser.parse(arguments)
        } catch {
            printError("\(error.message)\nUsage: \(Help.usage)\nSee 'weather --help'.")
            return .usage
        }
        switch command {
        case .help:
            write(Help.text)
            return .ok
        case .version:
            write("weather \(Version.current)\n")
            return .ok
        case .completions(let shell):
            write(Completions.script(for: shell))
            return .ok
        case .run(let options):
            return await run(options, environment: environment)
        }
    }

    private static func run(_ options: Options, environment: [String: String]) async -> ExitStatus {
        let loaded: (data: NetworkData, origin: DataOrigin, now: Int)
        var secret: String?
        var staleError: NetworkError?
        do {
            switch options.source {
            case .demo:
                let data = try NetworkData(json: Data(DemoResponse.json.utf8)).normalized(from: DemoResponse.units)
                loaded = (data, .demo, data.list.first?.dt ?? 0)
            case .input(let path):
                let data = try NetworkData(json: try InputReader.read(path)).normalized(from: options.inputUnits)
                let name = path == "-" ? "standard input" : path
                loaded = (data, .saved(name: name), data.list.first?.dt ?? 0)
            case .coordinates(let latitude, let longitude):
                let key = try APIKeyLocator(
                    environment: environment, explicitFile: options.apiKeyFile,
                    currentDirectory: FileManager.default.currentDirectoryPath, warn: printWarning
                ).key()
                secret = key
                let baseURL = try BaseURL.resolve(options.baseURL ?? environment["OPENWEATHER_BASE_URL"])
                let loader = ForecastLoader(
                    cache: options.useCache ? ForecastCache.directory(environment: environment).map(ForecastCache.init) : nil,
                    maxAge: options.maxAge, refresh: options.refresh, lockTimeout: options.timeout,
                    fetch: { request throws(NetworkError) in
                        try await fetch(
                            request, key: key, baseURL: baseURL, timeout: options.timeout, verbose: options.verbose)
                    },
                    now: { Int(Date().timeIntervalSince1970) },
                    warn: { printWarning($0) })
                let request = ForecastRequest(
                    latitude: latitude, longitude: longitude, lang: options.lang, count: options.count)
                let now = Int(Date().timeIntervalSince1970)
                switch try await loader.load(request) {
                case .fresh(let data, let fetchedAt):
                    loaded = (data, .fetched(at: fetchedAt), now)
                case .stale(let data, let fetchedAt, let error):
                    loaded = (data, .stale(at: fetchedAt, reason: error.errorDescription ?? "\(error)"), now)
                    staleError = error
                }
            }
        } catch let error as NetworkError {
            printError(error.errorDescription ?? "\(error)", hiding: secret)
            return ExitStatus(error)
        } catch let error as InputReader.Failure {
            printError(error.message)
            return .noInput
        } catch let error as APIKeyLocator.Failure {
            printError(error.message)
            return .configuration
        } catch let error as BaseURL.Failure {
            printError(error.message)
            return .configuration
        } catch {
            printError("unexpected failure: \(type(of: error))", hiding: secret)
            return .configuration
        }

        let forecast = Forecast(data: loaded.data, now: loaded.now)
        switch options.format {
        case .table:
            write(TableRenderer(units: options.units, icons: options.icons).render(forecast, origin: loaded.origin))
        case .json:
            do {
                write(try JSONRenderer(units: options.units).render(forecast))
            } catch {
                printError("could not write JSON: \(error.localizedDescription)")
                return .parseError
            }
        }
        if let staleError {
            printError((staleError.errorDescription ?? "\(staleError)") + " Showing the cached forecast.", hiding: secret)
            return ExitStatus(staleError)
        }
        return .ok
    }

    private static func fetch(
        _ request: ForecastRequest, key: String, baseURL: URL, timeout: Double, verbose: Bool
    ) async throws(NetworkError) -> NetworkData {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        let session = URLSession(configuration: configuration, delegate: SameHostRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var log: (@Sendable (RequestLog) -> Void)?
        if verbose { log = { entry in WeatherCommand.printLine("weather: \(entry)") } }
        let client = ForecastClient(
            apiKey: key, baseURL: baseURL, session: session, timeout: .milliseconds(Int(timeout * 1000)), log: log)
        return try await client.forecast(request)
    }

    private static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Prints `Warning: message` on stderr.
    private static func printWarning(_ message: String) {
        printLine("Warning: \(message)")
    }

    /// Prints one line on stderr.
    private static func printLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Prints `Error: message` on stderr, with any occurrence of the API key replaced by `***`.
    private static func printError(_ message: String, hiding secret: String? = nil) {
        var text = message
        if let secret, !secret.isEmpty { text = text.replacingOccurrences(of: secret, with: "***") }
        FileHandle.standardError.write(Data("Error: \(text)\n".utf8))
    }
}
