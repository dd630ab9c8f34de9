/// An option of `weather`. Each case is declared once, in ``declaration`` (OptionTable.swift): its spelling,
/// what follows it and how that is read, its help line, its config-file key and environment variable. The
/// parser, `--help`, the completion scripts and the config file all come from there, and a `switch` over this
/// enum is exhaustive, so an option cannot be half added.
enum Option: CaseIterable, Hashable, Sendable {
    case lat, lon, city, input, inputUnits, demo, format, template, units, icons, color, ambiguousWidth, lang, count
    case urgent, chart, air, days, hours, precipitationThreshold, rainSoon, ifPrecipitation, within
    case maxAge, refresh, noCache, timeout, baseURL, apiKeyFile, config, verbose, completions, help, version

    /// The option spelled `spelling` (`--units`, `-h`); nil for one `weather` does not have.
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
}
