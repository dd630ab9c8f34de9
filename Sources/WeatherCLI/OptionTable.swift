import WeatherCore

/// Every option of `weather` in one place, so the parser, the completion scripts and their tests cannot drift
/// apart: adding an option here adds it everywhere, and a new case of an enum option's type shows up in the
/// completions without touching this file.
enum OptionTable {
    /// One option of the command line.
    struct Option: Sendable, Equatable {
        /// What follows the option, which is also what a shell offers to complete there.
        enum Value: Sendable, Equatable {
            /// Nothing: a flag.
            case none
            /// Free text, shown as `<placeholder>`; shells offer nothing.
            case text(placeholder: String)
            /// A file name; shells complete paths.
            case file(placeholder: String)
            /// One of a fixed set of words; shells offer them.
            case choice(placeholder: String, values: [String])
        }

        /// The long spelling, `--units`.
        var name: String
        /// A one-letter spelling, `-h`, when there is one.
        var short: String?
        /// What follows the option.
        var value: Value
        /// One line, a sentence, for `--help` and the completion menus.
        var summary: String

        /// The word in `<…>` for `--help`; nil for a flag.
        var placeholder: String? {
            switch value {
            case .none: nil
            case .text(let placeholder), .file(let placeholder), .choice(let placeholder, _): placeholder
            }
        }

        /// The words a shell offers after the option; empty unless it is a choice.
        var values: [String] {
            if case .choice(_, let values) = value { return values }
            return []
        }

        /// Whether a value follows the option.
        var takesValue: Bool { value != .none }

        /// The long spelling and, when there is one, the short one.
        var spellings: [String] { [name] + (short.map { [$0] } ?? []) }
    }

    /// The options, in the order `--help` lists them.
    static let all: [Option] = [
        Option(
            name: "--lat", value: .text(placeholder: "degrees"),
            summary: "Latitude, -90 to 90, with a dot as decimal separator."),
        Option(
            name: "--lon", value: .text(placeholder: "degrees"),
            summary: "Longitude, -180 to 180. Repeat --lat/--lon for several places."),
        Option(
            name: "--city", value: .text(placeholder: "name"),
            summary: "A place by name, e.g. \"Seoul,KR\" or \"New York,NY,US\"; may be repeated."),
        Option(
            name: "--input", value: .file(placeholder: "file"),
            summary: "Render a saved forecast response instead of fetching; - for stdin."),
        Option(
            name: "--input-units", value: choice("units", Units.self),
            summary: "The units the --input file was requested in (default standard)."),
        Option(
            name: "--demo", value: .none,
            summary: "Render a real response bundled with weather: no key, no network."),
        Option(
            name: "--format", value: choice("format", Options.Format.self),
            summary: "Output: table (default), json, or a status bar's."),
        Option(
            name: "--template", value: .text(placeholder: "text"),
            summary: "Your own line for bar formats, e.g. '{icon} {temp} {high+1}' or '%c %t %H/%L'."),
        Option(
            name: "--units", value: choice("units", Units.self),
            summary: "metric (°C, m/s; default), imperial (°F, mph), standard (K); also c, f, k."),
        Option(name: "--icons", value: choice("icons", IconSet.self), summary: "Weather icons (default emoji)."),
        Option(
            name: "--color", value: choice("when", ColorMode.self),
            summary: "Colour the table (default auto; NO_COLOR and CLICOLOR_FORCE respected)."),
        Option(
            name: "--lang", value: .text(placeholder: "code"),
            summary: "OpenWeather language code, e.g. en, kr, zh_cn (default: from the locale)."),
        Option(
            name: "--cnt", value: .text(placeholder: "slots"),
            summary: "Ask for only the first 1 to 40 three-hour slots."),
        Option(
            name: "--urgent", value: .none,
            summary: "i3blocks: exit 33 (urgent) when no forecast can be shown."),
        Option(
            name: "--max-age", value: .text(placeholder: "seconds"),
            summary: "Use a cached forecast younger than this (default 600)."),
        Option(name: "--refresh", value: .none, summary: "Fetch even when the cached forecast is fresh."),
        Option(name: "--no-cache", value: .none, summary: "Neither read nor write the cache."),
        Option(
            name: "--timeout", value: .text(placeholder: "seconds"),
            summary: "Deadline for the whole request (default 10; 5 in bar formats)."),
        Option(
            name: "--base-url", value: .text(placeholder: "url"),
            summary: "The API's address (default https://api.openweathermap.org)."),
        Option(
            name: "--api-key-file", value: .file(placeholder: "path"),
            summary: "A JSON file {\"APIKey\": \"…\"} holding the key."),
        Option(
            name: "--config", value: .file(placeholder: "path"),
            summary: "The config file (default $XDG_CONFIG_HOME/weather/config.json)."),
        Option(name: "--verbose", value: .none, summary: "One line on stderr per request (the key shown as ***)."),
        Option(
            name: "--completions", value: choice("shell", Completions.Shell.self),
            summary: "Print a completion script for the shell."),
        Option(name: "--help", short: "-h", value: .none, summary: "Show this help."),
        Option(name: "--version", value: .none, summary: "Show the version."),
    ]

    /// A choice of every raw value of `type`, in declaration order.
    private static func choice<T: RawRepresentable & CaseIterable>(
        _ placeholder: String, _ type: T.Type
    ) -> Option.Value where T.RawValue == String {
        .choice(placeholder: placeholder, values: type.allCases.map(\.rawValue))
    }
}
