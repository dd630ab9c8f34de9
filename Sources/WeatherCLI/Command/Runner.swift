import WeatherClient
import WeatherCore

/// Gets the forecast for resolved ``Options`` — bundled, from a file, or for each place through the cache
/// and OpenWeather — and prints it in the chosen format.
struct Runner {
    let options: Options
    /// `--template`, parsed; nil for each format's default.
    let template: Template?
    let environment: [String: String]
    /// When the run started, Unix seconds (fractional): the clock, read once.
    let start: Double
    /// Whether stdout is a terminal, for `--color auto`.
    let isTerminal: Bool
    /// The warnings from reading the options (unknown config keys), said where the format wants them.
    var diagnostics: Diagnostics
    /// The config file as read; nil without one. `--follow` hands it to the polling copies it starts.
    var configBytes: Data?
    /// The run's cache, made once for the run's instant: the check for a hit fills it with what it read, and the
    /// loaders of a run that must ask start from that (``CacheSession``).
    private(set) var cacheSession: CacheSession
    /// The API key as a run for places reads it, once (a key file may be a pipe): the key or why there is none,
    /// and the warnings about its file, said when the run asks OpenWeather; nil for the demo and a saved file.
    private let apiKey: (key: Result<String, APIKeyLocator.NoKey>, warnings: [String])?

    init(
        options: Options, template: Template?, environment: [String: String], start: Double, isTerminal: Bool,
        diagnostics: Diagnostics, configBytes: Data? = nil
    ) {
        (self.options, self.template, self.environment, self.start) = (options, template, environment, start)
        (self.isTerminal, self.diagnostics, self.configBytes) = (isTerminal, diagnostics, configBytes)
        apiKey = Self.apiKey(options, environment: environment, start: start)
        let secret = (try? apiKey?.key.get()).flatMap(SecretPattern.init)
        cacheSession = Self.cacheSession(
            options, environment: environment, now: Int(start.rounded(.down)), secret: secret)
    }

    /// The run's instant, whole Unix seconds.
    var now: Int { Int(start.rounded(.down)) }

    /// `--timeout` from the run's start.
    var deadline: Deadline { Deadline(start: start, seconds: options.timeoutSeconds) }

    /// What one place came to, as fetched.
    typealias Outcome = WeatherCLI.Outcome<Fetched>

    /// What a run comes to without the network: done, with its exit status, or places to ask OpenWeather for
    /// (``fetch()``, with what the check for a hit read kept in ``cacheSession``).
    enum Step {
        case finished(ExitStatus)
        case fetch
    }

    /// Shows the demo, a saved file, or places the cache answers. Synchronous, so that such a run never starts
    /// Swift's concurrency runtime and its threads (docs/performance.md); a run that needs a request goes on in
    /// ``fetch()``.
    mutating func run() -> Step {
        switch options.source {
        case .demo:
            diagnostics.beforeOutput()
            return .finished(showDemo())
        case .input(let path):
            diagnostics.beforeOutput()
            return .finished(show(path))
        case .places(let places):
            // The cache answers without a request; a base URL that is refused is reported by ``fetch()``, with
            // the key's problems.
            guard let cached = cachedOutcomes() else { return .fetch }
            if options.verbose {
                for case (let place, .shown(let fetched, .fetched(let at), _, _)) in zip(places, cached) {
                    if let located = fetched.located {
                        Console.line("weather: location by IP address: from the cache, near \(located.label)")
                    }
                    Console.line("weather: forecast for \(place.label): from the cache, fetched \(now - at) s ago")
                }
            }
            diagnostics.beforeOutput()
            return .finished(finish(cached, nowFor: now))
        }
    }

    /// Asks OpenWeather for each place the cache cannot answer, at most a few at once, and shows them all; what
    /// ``run()`` found in the cache's files is not read again before their locks.
    /// - Returns: the exit status: the first failure's, else 0.
    func fetch() async -> ExitStatus {
        diagnostics.beforeOutput()
        guard case .places(let places) = options.source else {
            return finish([.failed(Failure("nothing to fetch", kind: .internal))], nowFor: now)
        }
        return finish(await fetchedOutcomes(places), nowFor: now)
    }

    /// Each place's outcome through the cache's loaders (lock, single flight, stale fallback) and OpenWeather.
    func fetchedOutcomes(_ places: [Options.Place]) async -> [Outcome] {
        let key: String
        let baseURL: URL
        var locate = LocateRequest()
        do throws(Failure) {
            (key, baseURL) = try settings()
        } catch {
            return [.failed(error)]
        }
        do throws(BaseURL.Refusal) {
            if places.contains(where: { if case .here = $0 { true } else { false } }) {
                locate.url = try BaseURL.resolveLocate(options.locateURL)
            }
        } catch {
            // The key is read by now: a locate URL that holds it (a token pasted from the wrong line) is quoted
            // without it.
            return [.failed(Failure(error, hiding: key))]
        }
        var log: (@Sendable (String) -> Void)?
        if options.verbose { log = { Console.line($0) } }
        // The folder was judged with the session, before the transport exists: URLSession's may make folders (see
        // keepFoundationOutOfHome).
        if let problem = cacheSession.problem { diagnostics.duringRun(problem) }
        BaseDirectory.keepFoundationOutOfHome(environment: environment)
        var fetcher = PlaceFetcher(
            options: options, diagnostics: diagnostics,
            service: ClientService(key: key, baseURL: baseURL, timeout: options.timeoutSeconds, log: log),
            session: cacheSession, deadline: deadline.date)
        fetcher.locate = locate
        // The deadline held whatever libcurl does: a transfer that never ends is given up, and what the cache
        // has shown instead, marked stale.
        let watchdog = RunWatchdog(deadline: deadline.date.timeIntervalSince1970) { [self] in
            let outcomes = PlaceFetcher.lastCached(
                places, options: options, session: cacheSession, error: Self.unendedTransfer(options.timeoutSeconds))
            WeatherCommand.end(finish(outcomes, nowFor: now), start: start, verbose: options.verbose)
        }
        // What a crash inside libcurl prints, made before any request (the handler cannot make it): the error,
        // and once the first place's entry is read under its lock, a bar's line with it marked stale.
        if PlatformTransport.usesLibcurl {
            let crash = Failure(NetworkError.libcurlCrashed)
            RunWatchdog.onCrash(output.prepared([], failure: crash, now: now))
            if options.format.bar != nil {
                fetcher.willAskFirst = { [output, now] entry in
                    guard let entry, let data = entry.response else { return }
                    let stale = Runner.Outcome.shown(
                        Fetched(data: data), .stale(at: entry.fetchedAt, reason: crash.message),
                        stale: NetworkError.libcurlCrashed, note: nil)
                    RunWatchdog.onCrash(output.prepared([stale], failure: crash, now: now))
                }
            }
        }
        let outcomes = await fetcher.fetchAll(places)
        watchdog.claim()
        return outcomes
    }

    /// The failure of a run whose transfer did not end at its deadline: libcurl (or the system's HTTP stack) did
    /// not return, so the run gave it up. A timeout, as libcurl's own would have been.
    static func unendedTransfer(_ seconds: Double) -> NetworkError {
        let within = NetworkError.seconds(.milliseconds(Int((seconds * 1000).rounded())))
        return .networkError(
            reason: "no answer within \(within) s: the transfer did not end at its deadline, and was given up",
            code: .timedOut)
    }

    /// The outcomes the cache answers at ``now`` without a request, as ``run()`` finds them; nil when a place
    /// needs OpenWeather, with ``cacheSession`` holding what the cache's files held.
    mutating func cachedOutcomes() -> [Outcome]? {
        guard case .places(let places) = options.source else { return nil }
        return PlaceFetcher.cachedOutcomes(places, options: options, session: &cacheSession)
    }

    /// The run at another instant: its clock read again, its deadline counting from there; with `refresh`, as
    /// with `--refresh`.
    func at(_ instant: Double, refresh: Bool = false) -> Runner {
        var options = options
        options.refresh = options.refresh || refresh
        return Runner(
            options: options, template: template, environment: environment, start: instant, isTerminal: isTerminal,
            diagnostics: diagnostics, configBytes: configBytes)
    }

    /// The cache folder's path; nil when the run has no cache.
    var cacheFolder: String? { cacheSession.cache?.folder }

    /// Shows the bundled demo response.
    private func showDemo() -> ExitStatus {
        let (outcomes, seenAt) = demoOutcomes()
        return finish(outcomes, nowFor: seenAt)
    }

    /// The bundled demo response, seen at its first slot.
    func demoOutcomes() -> ([Outcome], seenAt: Int?) {
        do throws(NetworkError) {
            let data = try NetworkData(json: Data(DemoResponse.json.utf8)).normalized(from: DemoResponse.units)
            return ([.shown(Fetched(data: data), .demo, stale: nil, note: nil)], data.list.map(\.dt).min())
        } catch {
            return ([.failed(Failure(error))], nil)
        }
    }

    /// Shows the saved response at `path` ("-" for standard input).
    private func show(_ path: String) -> ExitStatus {
        let (outcomes, seenAt) = savedOutcomes(path)
        return finish(outcomes, nowFor: seenAt)
    }

    /// The saved response at `path` ("-" for standard input), and the instant it is seen at.
    /// What the file holds is shown with the API key hidden (``CacheSession/secret``), as a server's answer is.
    func savedOutcomes(_ path: String) -> ([Outcome], seenAt: Int?) {
        let name = path == "-" ? "standard input" : path
        let secret = cacheSession.secret
        let hidden = { (text: String) in secret?.hide(in: text) ?? text }
        let json: Data
        do {
            json = try InputReader.read(path, deadline: deadline)
        } catch {
            return ([.failed(Failure(error.message, kind: .unreadableInput))], nil)
        }
        let data: NetworkData
        do throws(NetworkError) {
            data = try NetworkData(json: json).normalized(from: options.inputUnits)
            try data.checkSlotTimes(now: now)
        } catch {
            // A file that is not a forecast, is empty or has no slots is bad data (65), not an OpenWeather error
            // (69), even when it is OpenWeather's error answer saved: that is said as a fetch would say it.
            if case .parseError = error, let stated = ErrorBody(json: json)?.failure?.errorDescription {
                let failure = "\(name) holds OpenWeather's error answer, not a forecast: \(hidden(stated))"
                return ([.failed(Failure(failure, kind: .invalidInput))], nil)
            }
            return ([.failed(Failure("\(name): \(hidden(Self.detail(error))).", kind: .invalidInput))], nil)
        }
        let shown = secret.map { data.hiding($0) } ?? data
        let outcome = Outcome.shown(Fetched(data: shown), .saved(name: name), stale: nil, note: nil)
        return ([outcome], Self.seenAt(data, clock: now))
    }

    /// What is wrong with a saved file, as its problem rather than OpenWeather's: "not the forecast JSON at
    /// list[3]…".
    private static func detail(_ error: NetworkError) -> String {
        switch error {
        case .dataError(_, let message?, _): message
        case .parseError(let at, let reason): "not the forecast JSON" + (at.isEmpty ? "" : " at \(at)") + ": \(reason)"
        default: error.errorDescription ?? "\(error)"
        }
    }

    /// The cache session of a run with `options` at `now`: its folder, nil with `--no-cache`, without one (the
    /// problem said when the run asks), when it is not the user's (``FileTrust``) or for the demo or a saved file;
    /// its entries' source, nil when the base URL is refused; the wall clock; `--max-age` and `--refresh`.
    private static func cacheSession(
        _ options: Options, environment: [String: String], now: Int, secret: SecretPattern?
    ) -> CacheSession {
        var (cache, problem): (ForecastCache?, String?) = (nil, nil)
        // The demo and a saved file need no cache: their runs do not look for it.
        if case .places = options.source, options.useCache {
            if let folder = ForecastCache.folder(environment: environment) {
                if let reason = FileTrust.foreignFolder(folder) {
                    problem = "not using the cache folder \(folder): \(reason)."
                } else {
                    cache = ForecastCache(folder: folder)
                }
            } else {
                // A home that is not an existing absolute folder is not made (a system user's /nonexistent), nor
                // one under the working directory (a relative HOME): the run goes without a cache, and says so.
                let home = environment["HOME"].map { "'\($0.abbreviated(to: 200))'" } ?? "not set"
                problem =
                    "running without a cache: HOME is \(home), not an existing absolute folder, and XDG_CACHE_HOME "
                    + "is not an absolute path."
            }
        }
        return CacheSession(
            cache: cache, problem: problem, source: (try? BaseURL.resolve(options.baseURL)).map(CacheSource.init),
            now: now, clock: { Int(Date().timeIntervalSince1970) }, maxAge: options.maxAge, refresh: options.refresh,
            secret: secret)
    }

    /// The API key of a run for places, read without a word: its warnings are kept for a run that asks
    /// OpenWeather (``settings()``). A saved file's run reads it too, only to hide it in what the file holds (a
    /// response saved with the key echoed in it); nil for the demo, whose response is the program's own.
    private static func apiKey(
        _ options: Options, environment: [String: String], start: Double
    ) -> (key: Result<String, APIKeyLocator.NoKey>, warnings: [String])? {
        switch options.source {
        case .places, .input: break
        default: return nil
        }
        var warnings: [String] = []
        let locator = APIKeyLocator(
            environment: environment, explicitFile: options.apiKeyFile,
            currentDirectory: FileManager.default.currentDirectoryPath, warn: { warnings.append($0) },
            deadline: Deadline(start: start, seconds: options.timeoutSeconds))
        let key = Result { () throws(APIKeyLocator.NoKey) in try locator.key() }
        return (key, warnings)
    }

    /// The API key and base URL, the key's warnings said.
    /// - Throws: a ``Failure`` of kind ``Failure/Kind/config`` when there is no usable key or the base URL is refused.
    private func settings() throws(Failure) -> (key: String, baseURL: URL) {
        guard let apiKey else { throw Failure("no place to ask OpenWeather for", kind: .internal) }
        apiKey.warnings.forEach(diagnostics.duringRun)
        let key: String
        do {
            key = try apiKey.key.get()
        } catch {
            throw Failure(error)
        }
        do throws(BaseURL.Refusal) {
            return (key, try BaseURL.resolve(options.baseURL))
        } catch {
            // The user's own URL, quoted: a key pasted into it is not shown.
            throw Failure(error, hiding: key)
        }
    }

    /// The instant a saved response is seen at: now when its slots cover now (a response just fetched, such as
    /// `--input <(curl …)`: from 3 hours before its first slot, as a fresh response starts, to its last), else
    /// when it was recorded, its earliest slot, so that an old recording still shows its days.
    static func seenAt(_ data: NetworkData, clock: Int) -> Int? {
        guard let first = data.list.map(\.dt).min(), let last = data.list.map(\.dt).max() else { return nil }
        return (first - 3 * 3600...last).contains(clock) ? clock : first
    }

    /// Prints the outcomes in order and picks the exit status.
    /// - Parameter nowFor: the instant the forecasts are seen at (a saved response's own time); nil for now.
    private func finish(_ outcomes: [Outcome], nowFor instant: Int?) -> ExitStatus {
        output.print(outcomes, now: instant ?? now)
    }

    /// What prints the run's outcomes.
    var output: Output {
        Output(
            options: options, template: template, environment: environment, isTerminal: isTerminal,
            diagnostics: diagnostics)
    }
}
