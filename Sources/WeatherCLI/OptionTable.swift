import WeatherCore

extension Option {
    /// The one declaration of each option, in the order `--help` lists them. Adding an option is a case of
    /// ``Option``, its declaration here, a field of ``Arguments`` for its value, and the code that uses it.
    var declaration: Declaration {
        switch self {
        case .lat:
            return .repeated(
                "--lat", .text(placeholder: "degrees"), "Latitude, -90 to 90, with a dot as decimal separator.",
                parse: { (text) throws(ValueError) in try ValueParser.number(text, in: -90...90) }, \.latitudes)
        case .lon:
            return .repeated(
                "--lon", .text(placeholder: "degrees"),
                "Longitude, -180 to 180. Repeat --lat/--lon for several places.",
                parse: { (text) throws(ValueError) in try ValueParser.number(text, in: -180...180) }, \.longitudes)
        case .city:
            return .repeated(
                "--city", .text(placeholder: "name"),
                "A place by name, e.g. \"Seoul,KR\" or \"New York,NY,US\"; may be repeated.",
                parse: ValueParser.city, \.cities)
        case .input:
            return .value(
                "--input", .file(placeholder: "file"),
                "Render a saved forecast response instead of fetching; - for stdin.",
                parse: { (text) throws(ValueError) in
                    try ValueParser.nonEmpty(text, missing: "needs a file name, or - for standard input")
                }, \.input)
        case .inputUnits:
            return .choice(
                "--input-units", "units", "The units the --input file was requested in (default standard).",
                aliases: Self.unitAliases, \.inputUnits)
        case .demo:
            return .flag("--demo", "Render a real response bundled with weather: no key, no network.", \.demo)
        case .format:
            return .choice(
                "--format", "format", "Output: table (default), json, or a status bar's.", config: "format",
                \.format)
        case .template:
            return .value(
                "--template", .text(placeholder: "text"),
                "Your own line for bar formats, e.g. '{icon} {temp} {high+1}' or '%c %t %H/%L'.", config: "template",
                parse: { (text) throws(ValueError) in
                    try ValueParser.nonEmpty(text, missing: "needs a template such as '{icon} {temp}'")
                }, \.template)
        case .units:
            return .choice(
                "--units", "units", "metric (°C, m/s; default), imperial (°F, mph), standard (K); also c, f, k.",
                config: "units", aliases: Self.unitAliases, \.units)
        case .icons:
            return .choice("--icons", "icons", "Weather icons (default emoji).", config: "icons", \.icons)
        case .color:
            return .choice(
                "--color", "when",
                "Colour the table (default auto; NO_COLOR and CLICOLOR_FORCE respected); always or never also for "
                    + "tmux's and polybar's line.",
                config: "color", \.color)
        case .ambiguousWidth:
            return .choice(
                "--ambiguous-width", "how",
                "Cells your terminal gives °, ·, … and Cyrillic: narrow (1, default) or wide (2, a CJK setting).",
                config: "ambiguous_width", \.ambiguousWidth)
        case .lang:
            return .value(
                "--lang", .text(placeholder: "code"),
                "OpenWeather language code, e.g. en, kr, zh_cn (default: from the locale).", config: "lang",
                parse: ValueParser.language, \.lang)
        case .count:
            return .value(
                "--cnt", .text(placeholder: "slots"), "Ask for only the first 1 to 40 three-hour slots.",
                parse: { (text) throws(ValueError) in
                    try ValueParser.whole(text, in: 1...40, what: "a whole number of slots")
                }, \.count)
        case .chart:
            var declaration = Declaration.flag(
                "--chart", "Add a chart of the whole forecast under the tables (temperature, precipitation).", \.chart)
            declaration.configKey = "chart"
            declaration.configIsBool = true
            return declaration
        case .air:
            var declaration = Declaration.flag(
                "--air", "Air quality too (AQI, PM2.5, PM10): one more request per place and cache period.", \.air)
            declaration.configKey = "air"
            declaration.configIsBool = true
            return declaration
        case .days:
            return .value(
                "--days", .text(placeholder: "count"), "Days in the weekly table, 1 to 6, from today (default all).",
                parse: { (text) throws(ValueError) in
                    try ValueParser.whole(text, in: 1...6, what: "a whole number of days")
                }, \.days)
        case .hours:
            return .value(
                "--hours", .text(placeholder: "count"), "Hours the daily table covers, 1 to 120 (default 24).",
                parse: { (text) throws(ValueError) in
                    try ValueParser.whole(text, in: 1...120, what: "a whole number of hours")
                }, \.hours)
        case .precipitationThreshold:
            return .value(
                "--precipitation-threshold", .text(placeholder: "percent"),
                "The chance of precipitation from which a 3-hour slot counts as wet (default 50).",
                config: "precipitation_threshold", configIsNumber: true,
                parse: { (text) throws(ValueError) in
                    try ValueParser.whole(text, in: 1...100, what: "a whole percentage")
                }, \.precipitationThreshold)
        case .rainSoon:
            return .value(
                "--rain-soon", .text(placeholder: "duration"),
                "waybar: the class rain-soon when rain or snow comes within this, e.g. 90m (default 3h).",
                config: "rain_soon", parse: ValueParser.duration, \.rainSoon)
        case .ifPrecipitation:
            return .choice(
                "--if", "what", "Print nothing; exit 0 when it falls now or within --within, 1 when not.",
                \.ifPrecipitation)
        case .within:
            return .value(
                "--within", .text(placeholder: "duration"),
                "With --if: how soon, e.g. 90m, 6h, 2d (default 0: only what falls now).",
                parse: ValueParser.duration, \.within)
        case .urgent:
            return .flag("--urgent", "i3blocks: exit 33 (urgent) when no forecast can be shown.", \.urgent)
        case .maxAge:
            return .value(
                "--max-age", .text(placeholder: "seconds"), "Use a cached forecast younger than this (default 600).",
                config: "max_age", configIsNumber: true,
                parse: { (text) throws(ValueError) in
                    try ValueParser.whole(text, in: 0...604_800, what: "whole seconds")
                }, \.maxAge)
        case .refresh:
            return .flag("--refresh", "Fetch even when the cached forecast is fresh.", \.refresh)
        case .noCache:
            return .flag("--no-cache", "Neither read nor write the cache.", \.noCache)
        case .timeout:
            return .value(
                "--timeout", .text(placeholder: "seconds"),
                "Deadline for the whole run, from its start (default 10; 5 in bar formats).",
                parse: { (text) throws(ValueError) in try ValueParser.number(text, in: 0.1...300) }, \.timeout)
        case .baseURL:
            return .value(
                "--base-url", .text(placeholder: "url"), "The API's address (default https://api.openweathermap.org).",
                environment: "OPENWEATHER_BASE_URL", parse: { (text) throws(ValueError) in text }, \.baseURL)
        case .apiKeyFile:
            return .value(
                "--api-key-file", .file(placeholder: "path"), "A JSON file {\"APIKey\": \"…\"} holding the key.",
                parse: { (text) throws(ValueError) in try ValueParser.nonEmpty(text, missing: "needs a file name") },
                \.apiKeyFile)
        case .config:
            return .value(
                "--config", .file(placeholder: "path"),
                "The config file (default: config.json in $XDG_CONFIG_HOME/weather).",
                parse: { (text) throws(ValueError) in try ValueParser.nonEmpty(text, missing: "needs a file name") },
                \.config)
        case .verbose:
            return .flag("--verbose", "One line on stderr per request (the key shown as ***).", \.verbose)
        case .completions:
            return .choice("--completions", "shell", "Print a completion script for the shell.", \.completions)
        case .help:
            return .flag("--help", short: "-h", "Show this help.", \.help)
        case .version:
            return .flag("--version", "Show the version.", \.version)
        }
    }

    /// The one-letter spellings of `--units` and `--input-units`.
    private static let unitAliases: [String: Units] = ["c": .metric, "f": .imperial, "k": .standard]
}
