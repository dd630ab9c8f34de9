import WeatherClient
import WeatherCore

/// `weather doctor`: what this machine's `weather` sees, one line per item, each with what to do about it.
/// The key's source (never the key), the config file, the cache folder and its entries, libcurl, one request
/// to the base URL and the clock against the server's, the terminal's width and colour. Exit 0 when all is
/// well, else the status a run would end with (78 for the key or config, 69 or 75 for the server).
///
/// The checks are values: everything is read by the command line first (``WeatherCommand``) and the request
/// is made by a ``ServerProbe`` passed in, so the one check that needs the network is the only one that has to
/// know how a request is made.
struct Doctor {
    /// The word that asks for it: `weather doctor` (a place named Doctor is `--city doctor`).
    static let word = "doctor"

    /// The options as a run would resolve them (the config file, the environment, the command line).
    var options: Options
    /// The config file read, or looked for; nil when none is (another user's was skipped).
    var configPath: String?
    /// Whether the config file exists.
    var configExists: Bool
    /// What reading the config file or the options said, and the failure that stopped them, if any.
    var configWarnings: [String]
    var configFailure: Failure?
    var environment: [String: String]
    /// The run's one clock reading, Unix seconds.
    var start: Double
    var isTerminal: Bool
    /// The working directory, where `./APIKey.json` is looked for.
    var currentDirectory: String

    /// How sure an item is, and for a problem what kind of failure it is (its exit status).
    enum Level: Equatable {
        case ok
        /// Works, but deserves a look; the exit status stays 0.
        case warning
        case problem(Failure.Kind)

        var mark: String {
            switch self {
            case .ok: "ok"
            case .warning: "warn"
            case .problem: "fail"
            }
        }
    }

    /// One line of the report.
    struct Finding: Equatable {
        var level: Level
        /// "key", "config", "cache", "libcurl", "server", "clock", "terminal".
        var item: String
        /// What was found, and what to do about it.
        var text: String

        var line: String {
            label + text
        }

        /// The mark and the item, padded to the column the text starts at.
        var label: String { Self.padded(level.mark, 5) + Self.padded(item, 9) }

        private static func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(1, width - text.count))
        }
    }

    /// Every finding, in the order a run meets them; the server's and the clock's from `server`, the answer
    /// of one request, or nil when this program cannot make one.
    func findings(key: KeyLookup, server: ServerCheck?, baseURL: Result<URL, Failure>, libcurl: Bool?) -> [Finding] {
        keyFindings(key) + configFindings() + cacheFindings()
            + [libcurlFinding(libcurl)]
            + serverFindings(server, key: key, baseURL: baseURL) + terminalFindings()
    }

    /// The exit status for `findings`: the first problem's, configuration first, as a run stops there first.
    static func status(_ findings: [Finding]) -> ExitStatus {
        let kinds = findings.compactMap { finding -> Failure.Kind? in
            if case .problem(let kind) = finding.level { return kind }
            return nil
        }
        return (kinds.first { $0 == .config } ?? kinds.first).map(ExitStatus.init) ?? .ok
    }

    /// The run: the checks without the network, the request when `probe` is given, the lines on stdout.
    func run(probe: ServerProbe?) async -> ExitStatus {
        let key = lookUpKey()
        let baseURL = Result { () throws(Failure) in try Self.baseURL(options.baseURL) }
        var server: ServerCheck?
        if let probe, let found = key.found, case .success(let url) = baseURL {
            server = await probe(found.key, url, options.timeoutSeconds)
        }
        return report(key: key, server: server, baseURL: baseURL)
    }

    private func report(key: KeyLookup, server: ServerCheck?, baseURL: Result<URL, Failure>) -> ExitStatus {
        let libcurl = PlatformTransport.usesLibcurl ? Platform.libcurlLoads() : nil
        let all = findings(key: key, server: server, baseURL: baseURL, libcurl: libcurl)
        let hidden = key.found?.key
        // Hidden before it is wrapped, which may break the key's run over two lines.
        let width = Output.terminalWidth(environment: environment, isTerminal: isTerminal) ?? Help.defaultWidth
        let lines = all.flatMap { finding in
            var shown = finding
            shown.text = Console.redact(finding.text, hidden)
            return shown.lines(width: width)
        }
        Console.write(lines.map { $0 + "\n" }.joined())
        return Self.status(all)
    }

    private static func baseURL(_ text: String?) throws(Failure) -> URL {
        do {
            return try BaseURL.resolve(text)
        } catch {
            throw Failure(error)
        }
    }
}

/// The network half of `weather doctor`: one forecast request to `baseURL` with `key`, made the way a run
/// makes its requests, within `timeout` seconds.
typealias ServerProbe = @Sendable (_ key: String, _ baseURL: URL, _ timeout: Double) async -> ServerCheck

extension Doctor {
    /// The probe a run uses: ``ForecastClient`` over the platform's transport (retry, deadline, size limit,
    /// same-host redirects), for the place at 0°, 0°: any place costs the quota the same.
    static let probe: ServerProbe = { key, baseURL, timeout in
        let client = ForecastClient(
            apiKey: key, baseURL: baseURL, transport: .platform(userAgent: "weather/\(Version.current)"),
            timeout: .milliseconds(Int(timeout * 1000)))
        return await client.check(ForecastRequest(latitude: 0, longitude: 0))
    }
}
