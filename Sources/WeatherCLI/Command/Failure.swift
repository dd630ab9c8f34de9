import WeatherCore

/// Why a run, or one place of it, shows no forecast: one line for the user and what kind of failure it is.
/// Every error becomes one where it is caught; its exit status comes from its kind (``ExitStatus/init(_:)``),
/// and ``Output/report(_:bar:)`` is the one place that writes it.
struct Failure: Error, Equatable, Sendable {
    /// What failed, as far as the exit status and a bar's few words go.
    enum Kind: Equatable, Sendable {
        /// The command line is wrong.
        case usage
        /// No usable API key, base URL, config file or template from it.
        case config
        /// The `--input` file cannot be read.
        case unreadableInput
        /// The `--input` file is not a forecast.
        case invalidInput
        /// A request to OpenWeather failed, or its answer is not the JSON asked for.
        case request(NetworkError)
        /// OpenWeather's answer has nothing to show: no place of that name, no slot for today or later.
        case noForecast
        /// `--here` cannot tell where the machine is, and no place is configured to show instead.
        case noLocation
        /// The output cannot be written.
        case output
        /// `weather` itself failed: a bug, not the user's input or the network.
        case `internal`
    }

    /// One sentence, without "Error: ".
    var message: String
    var kind: Kind
    /// The few words a bar shows for it ("key rejected"); nil for the ones its status gives.
    var short: String?
    /// For a usage error, the lines that say how to put it right, in place of the usage line (``UsageError/guide``).
    var guide: [String] = []

    init(_ message: String, kind: Kind, short: String? = nil) {
        self.message = message
        self.kind = kind
        self.short = short
    }

    /// A command line `weather` cannot run.
    init(_ error: UsageError) {
        self.init(error.message, kind: .usage, short: error.short)
        guide = error.guide
    }

    /// A config file that cannot be used.
    init(_ error: ConfigFile.Unusable) {
        self.init(error.message, kind: .config)
    }

    /// A base URL that is refused, with `secret` (the API key) hidden in the URL it quotes.
    init(_ error: BaseURL.Refusal, hiding secret: String? = nil) {
        self.init(Console.redact(error.message, secret), kind: .config)
    }

    /// No usable API key.
    init(_ error: APIKeyLocator.NoKey) {
        self.init(error.message, kind: .config, short: "no API key")
    }

    /// `--here` without a place: the location service failed and the config file names none to show instead.
    /// The error comes with the key hidden (``ClientService``, ``CacheSession``); `secret` is hidden again.
    /// - Parameter lastAnswerAge: how old, in seconds, the last answer the cache holds is, when there is one: too
    ///   old to stand for the machine's place (``LocateEntry/longestStandIn``), which the message says.
    init(_ error: LocateError, lastAnswerAge: Int? = nil, hiding secret: String? = nil) {
        let tooOld = lastAnswerAge.map {
            " Where it placed this machine \(Doctor.age($0)) ago is too old to show (\(LocateEntry.longestStandIn / 3600) h at most)."
        }
        let message =
            error.message + (tooOld ?? "")
            + " Name a place (weather Seoul), or give the config file a \"place\" to show when this happens."
        self.init(Console.redact(message, secret), kind: .noLocation, short: LocateError.short)
    }

    /// A fetch or decode that failed. Its words come with the API key hidden, from the client or the cache
    /// (``ClientService``, ``CacheSession``); `secret` is hidden again, for an error from elsewhere.
    init(_ error: NetworkError, hiding secret: String? = nil) {
        self.init(
            Console.redact(error.errorDescription ?? "\(error)", secret), kind: .request(error),
            short: BarError.short(error))
    }

    /// The status the run ends with.
    var status: ExitStatus { ExitStatus(kind) }

    /// The failure as a bar shows it: a few words in the bar, the message where it has room. There the message
    /// stands alone, without stderr's "Error: " before it, so it starts as a sentence does.
    var barError: BarError {
        BarError(short: short ?? status.barText, message: message.sentenceCase)
    }

    /// The lines for stderr: the message, and for a usage error its guide or the usage line, and where to read
    /// more.
    var lines: [String] {
        let error = "Error: " + message
        guard kind == .usage else { return [error] }
        // The guide indented under the error, so that every line of stderr still starts as a message's does.
        let middle = guide.isEmpty ? ["Usage: \(Help.usage)"] : guide.map { "  " + $0 }
        return [error] + middle + ["See 'weather --help'."]
    }

    /// The lines for stderr under a bar, which has no room for a guide: ``lines``, or for an error with a guide
    /// one line pointing to it.
    var barLines: [String] {
        guard !guide.isEmpty else { return lines }
        return ["Error: \(message): name one (weather Seoul) or try weather --demo; see 'weather --help'."]
    }

    /// The failure for one of several places, named by `label`.
    func about(_ label: String) -> Failure {
        Failure("\(label): \(message)", kind: kind, short: short)
    }
}
