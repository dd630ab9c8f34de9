import WeatherCore

extension Option {
    /// Whether the option changes nothing in a `--demo` run, which renders a response recorded with `lang=kr` and
    /// bundled with `weather`: no request, key, cache or input file, so nothing those options tune. Options that
    /// shape the output (format, units, icons, chart) do apply; `--lat`, `--lon` and `--city` are refused with
    /// `--demo` by the parser. `--timeout` also bounds reading a `--config` that is a pipe, so it counts there.
    func doesNothingWithDemo(given: Set<Option>) -> Bool {
        switch self {
        case .apiKeyFile, .baseURL, .refresh, .noCache, .maxAge, .count, .lang, .verbose, .inputUnits: true
        case .timeout: !given.contains(.config)
        case .lat, .lon, .city, .input, .demo, .format, .template, .units, .icons, .color, .ambiguousWidth, .chart,
            .urgent, .config, .completions, .help, .version:
            false
        }
    }

    /// The one-line warning for the options of `given` that do nothing with `--demo`, in the order `--help`
    /// lists them; nil when there are none, or without `--demo`. Only the command line's options: a config
    /// file's defaults are there for every run, the demo's too.
    static func demoWarning(given: Set<Option>) -> String? {
        guard given.contains(.demo) else { return nil }
        let ignored = allCases.filter { given.contains($0) && $0.doesNothingWithDemo(given: given) }
            .map(\.declaration.name)
        guard let last = ignored.last else { return nil }
        let names = ignored.count == 1 ? last : ignored.dropLast().joined(separator: ", ") + " and " + last
        let verb = ignored.count == 1 ? "does" : "do"
        return "\(names) \(verb) nothing with --demo, which shows a forecast recorded in Korean and bundled with "
            + "weather, without a request, key or cache; ignored."
    }
}
