import WeatherCore

/// Why a run, or one place of it, shows no forecast: one line for the user and the exit status it ends with.
/// Every error becomes one where it is caught; ``Output/report(_:bar:)`` is the one place that writes it.
struct Failure: Error, Equatable, Sendable {
    /// One sentence, without "Error: ".
    var message: String
    var status: ExitStatus
    /// The few words a bar shows for it ("key rejected"); nil for the ones its status gives.
    var short: String?
    /// For a usage error, the lines that say how to put it right, in place of the usage line (``UsageError/guide``).
    var guide: [String] = []

    init(_ message: String, status: ExitStatus, short: String? = nil) {
        self.message = message
        self.status = status
        self.short = short
    }

    /// A command line `weather` cannot run (64).
    init(_ error: UsageError) {
        self.init(error.message, status: .usage, short: error.short)
        guide = error.guide
    }

    /// A config file that cannot be used (78).
    init(_ error: ConfigFile.Failure) {
        self.init(error.message, status: .configuration)
    }

    /// A fetch or decode that failed, with the API key hidden from the message.
    init(_ error: NetworkError, hiding secret: String?) {
        self.init(
            Console.redact(error.errorDescription ?? "\(error)", secret), status: ExitStatus(error),
            short: BarError.short(error))
    }

    /// The failure as a bar shows it: a few words in the bar, the message where it has room.
    var barError: BarError {
        BarError(short: short ?? status.barText, message: message)
    }

    /// The lines for stderr: the message, and for a usage error its guide or the usage line, and where to read
    /// more.
    var lines: [String] {
        let error = "Error: " + message
        guard status == .usage else { return [error] }
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
        Failure("\(label): \(message)", status: status, short: short)
    }
}
