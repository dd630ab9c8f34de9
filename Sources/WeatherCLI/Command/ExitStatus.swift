import WeatherCore

/// The exit statuses of `weather`, named as in BSD's sysexits.h so scripts can tell failures apart. A failure's
/// status comes from its kind, in ``init(_:)``, the one place that chooses it.
enum ExitStatus: Int32, CaseIterable {
    case ok = 0
    /// With `--if`: no such rain or snow falls now or comes within `--within`.
    case conditionNotMet = 1
    /// EX_USAGE: the command line is wrong.
    case usage = 64
    /// EX_DATAERR: the response or file is not the forecast JSON (`parseError`).
    case dataErr = 65
    /// EX_NOINPUT: the `--input` file cannot be read.
    case noInput = 66
    /// EX_UNAVAILABLE: OpenWeather answered with an error status or no usable data (`dataError`), or it cannot
    /// be asked until something changes here: its certificate is not valid or not trusted, or libcurl is missing;
    /// or `--here` cannot tell where the machine is and no place is configured.
    case unavailable = 69
    /// EX_SOFTWARE: `weather` itself failed (its JSON could not be encoded).
    case software = 70
    /// EX_IOERR: the output could not be written (a full disk). A pipe closed by its reader ends the process by
    /// SIGPIPE instead, quietly, as it does other Unix tools.
    case ioErr = 74
    /// EX_TEMPFAIL: the network failed or timed out (`networkError`); trying again later may work.
    case tempFail = 75
    /// EX_CONFIG: no API key, a bad base URL, locate URL or config file.
    case config = 78
    /// i3blocks' "urgent": with `--urgent` in `--format i3blocks`, no forecast could be shown.
    case urgent = 33

    /// The status a failure of `kind` ends the run with.
    init(_ kind: Failure.Kind) {
        switch kind {
        case .usage: self = .usage
        case .config: self = .config
        case .unreadableInput: self = .noInput
        case .invalidInput: self = .dataErr
        case .noForecast, .noLocation: self = .unavailable
        case .request(.networkError(_, let code?)) where code.isPermanent: self = .unavailable
        case .request(.networkError): self = .tempFail
        case .request(.dataError): self = .unavailable
        case .request(.parseError): self = .dataErr
        case .output: self = .ioErr
        case .internal: self = .software
        }
    }

    /// The few words a status bar shows after "⚠" for a failure of this kind, when nothing more precise is known.
    var barText: String {
        switch self {
        case .ok: "ok"
        case .conditionNotMet: "not met"
        case .usage: "usage error"
        case .dataErr: "bad data"
        case .noInput: "no input"
        case .unavailable: "no data"
        case .software: "internal error"
        case .tempFail: "offline"
        case .config: "config error"
        case .ioErr: "output error"
        case .urgent: "no forecast"
        }
    }

    /// One line for `--help`.
    var meaning: String {
        switch self {
        case .ok: "success"
        case .conditionNotMet: "with --if: no such rain or snow now or within --within"
        case .usage: "the command line is wrong"
        case .dataErr: "the response or file is not OpenWeather forecast JSON"
        case .noInput: "the --input file cannot be read"
        case .unavailable:
            "OpenWeather answered with an error (bad key, rate limit, …) or no forecast, its certificate is not "
                + "trusted, or libcurl is missing; or --here found no place and none is configured"
        case .software: "weather itself failed (a bug: please report it)"
        case .tempFail: "the network failed or timed out; try again later"
        case .config: "no API key found, or an unusable base URL, locate URL or config file"
        case .ioErr: "the output could not be written"
        case .urgent: "i3blocks with --urgent: no forecast could be shown (the block turns urgent)"
        }
    }
}
