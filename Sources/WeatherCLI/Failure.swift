import WeatherCore

/// Why a run, or one place of it, shows no forecast: one line for the user and the exit status it ends with.
/// Every error becomes one where it is caught; ``Output/report(_:bar:)`` is the one place that writes it.
struct Failure: Error, Equatable, Sendable {
    /// One sentence, without "Error: ".
    var message: String
    var status: ExitStatus
    /// The few words a bar shows for it ("key rejected"); nil for the ones its status gives.
    var short: String?

    init(_ message: String, status: ExitStatus, short: String? = nil) {
        self.message = message
        self.status = status
        self.short = short
    }

    /// A command line `weather` cannot run (64).
    init(_ error: UsageError) {
        self.init(error.message, status: .usage)
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

    /// The lines for stderr: the message, and for a usage error the usage line and where to read more.
    var lines: [String] {
        let error = "Error: " + message
        guard status == .usage else { return [error] }
        return [error, "Usage: \(Help.usage)", "See 'weather --help'."]
    }

    /// The failure for one of several places, named by `label`.
    func about(_ label: String) -> Failure {
        Failure("\(label): \(message)", status: status, short: short)
    }
}
