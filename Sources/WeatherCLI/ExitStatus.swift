import WeatherCore

/// The exit statuses of `weather`, from BSD's sysexits.h so scripts can tell failures apart.
enum ExitStatus: Int32, CaseIterable {
    case ok = 0
    /// With `--if`: no such rain or snow falls now or comes within `--within`.
    case conditionNotMet = 1
    /// EX_USAGE: the command line is wrong.
    case usage = 64
    /// EX_DATAERR: the response or file is not the forecast JSON (`parseError`).
    case parseError = 65
    /// EX_NOINPUT: the `--input` file cannot be read.
    case noInput = 66
    /// EX_UNAVAILABLE: OpenWeather answered with an error status or no usable data (`dataError`), or it cannot
    /// be asked until something changes here: its certificate is not valid or not trusted, or libcurl is missing.
    case dataError = 69
    /// EX_TEMPFAIL: the network failed or timed out (`networkError`); trying again later may work.
    case networkError = 75
    /// EX_CONFIG: no API key, a bad base URL or config file.
    case configuration = 78
    /// EX_IOERR: the output could not be written (a full disk). A pipe closed by its reader ends the process by
    /// SIGPIPE instead, quietly, as it does other Unix tools.
    case outputError = 74
    /// i3blocks' "urgent": with `--urgent` in `--format i3blocks`, no forecast could be shown.
    case urgent = 33

    /// The status for a failed fetch or decode.
    init(_ error: NetworkError) {
        switch error {
        case .networkError(_, let code?) where code.isPermanent: self = .dataError
        case .networkError: self = .networkError
        case .dataError: self = .dataError
        case .parseError: self = .parseError
        }
    }

    /// The few words a status bar shows after "⚠" for a failure of this kind, when nothing more precise is known.
    var barText: String {
        switch self {
        case .ok: "ok"
        case .conditionNotMet: "not met"
        case .usage: "usage error"
        case .parseError: "bad data"
        case .noInput: "no input"
        case .dataError: "no data"
        case .networkError: "offline"
        case .configuration: "config error"
        case .outputError: "output error"
        case .urgent: "no forecast"
        }
    }

    /// One line for `--help`.
    var meaning: String {
        switch self {
        case .ok: "success"
        case .conditionNotMet: "with --if: no such rain or snow now or within --within"
        case .usage: "the command line is wrong"
        case .parseError: "the response or file is not OpenWeather forecast JSON"
        case .noInput: "the --input file cannot be read"
        case .dataError:
            "OpenWeather answered with an error (bad key, rate limit, …) or no forecast, its certificate is not "
                + "trusted, or libcurl is missing"
        case .networkError: "the network failed or timed out; try again later"
        case .configuration: "no API key found, or an unusable base URL or config file"
        case .outputError: "the output could not be written"
        case .urgent: "i3blocks with --urgent: no forecast could be shown (the block turns urgent)"
        }
    }
}
