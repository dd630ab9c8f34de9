extension Option {
    /// The option spelled `spelling` (`--units`, `-h`, `--no-chart`); nil for one `weather` does not have.
    init?(spelling: String) {
        guard let option = Self.bySpelling[spelling] else { return nil }
        self = option
    }

    private static let bySpelling: [String: Option] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { option in option.declaration.spellings.map { ($0, option) } })

    /// Every spelling of every option, in `--help`'s order, for suggestions.
    static let spellings: [String] = allCases.flatMap(\.declaration.spellings)

    /// The long spelling, `--units`.
    var name: String { declaration.name }

    /// The option whose config-file key is `key` (`max_age`); nil when no option has it.
    init?(configKey key: String) {
        guard let option = Self.allCases.first(where: { $0.declaration.configKey == key }) else { return nil }
        self = option
    }

    /// The one-line warning for the options of `given` that do nothing with `--demo` or `--input` (their
    /// declarations' ``Declaration/offlineUse``), in the order `--help` lists them; nil when there are none, or
    /// for a run that asks OpenWeather. Only the command line's options: a config file's defaults are there for
    /// every run.
    static func unusedWarning(given: Set<Option>) -> String? {
        let run: Declaration.OfflineRun
        if given.contains(.demo) {
            run = .demo
        } else if given.contains(.input) {
            run = .input
        } else {
            return nil
        }
        let unused = allCases.filter {
            given.contains($0) && $0.declaration.offlineUse.doesNothing(in: run, given: given)
        }
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
