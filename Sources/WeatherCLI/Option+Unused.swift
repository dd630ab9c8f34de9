import WeatherCore

extension Option {
    /// A run that asks OpenWeather nothing: `--demo`, a response recorded with `lang=kr` and bundled with
    /// `weather`, or `--input`, a saved response. Neither makes a request or reads a key or the cache.
    enum OfflineRun: Equatable {
        case demo, input
    }

    /// Whether the option changes nothing in `run`: those that tune the request, the key or the cache do not,
    /// nor `--input-units` with the demo, or `--timeout` there, unless a `--config` pipe is read within it (with
    /// `--input` it bounds reading the file). Options that shape the output (format, units, icons, chart, the language) apply;
    /// `--lat`, `--lon` and `--city` with either are refused by the parser.
    func doesNothing(in run: OfflineRun, given: Set<Option>) -> Bool {
        switch self {
        case .apiKeyFile, .baseURL, .refresh, .noCache, .maxAge, .count, .verbose: true
        case .inputUnits: run == .demo
        case .timeout: run == .demo && !given.contains(.config)
        case .lat, .lon, .city, .input, .demo, .lang, .format, .template, .units, .icons, .color, .ambiguousWidth, .chart,
            .urgent, .days, .hours, .precipitationThreshold, .rainSoon, .ifPrecipitation, .within, .config, .completions, .help, .version:
            false
        }
    }

    /// The one-line warning for the options of `given` that do nothing with `--demo` or `--input`, in the order
    /// `--help` lists them; nil when there are none, or for a run that asks OpenWeather. Only the command line's
    /// options: a config file's defaults are there for every run.
    static func unusedWarning(given: Set<Option>) -> String? {
        let run: OfflineRun
        if given.contains(.demo) {
            run = .demo
        } else if given.contains(.input) {
            run = .input
        } else {
            return nil
        }
        let unused = allCases.filter { given.contains($0) && $0.doesNothing(in: run, given: given) }
            .map(\.declaration.name)
        guard let last = unused.last else { return nil }
        let names = unused.count == 1 ? last : unused.dropLast().joined(separator: ", ") + " and " + last
        let verb = unused.count == 1 ? "does" : "do"
        let shown =
            run == .demo
            ? "--demo, which shows a forecast recorded in Korean and bundled with weather"
            : "--input, which shows the saved response"
        return "\(names) \(verb) nothing with \(shown), without a request, key or cache; ignored."
    }
}
