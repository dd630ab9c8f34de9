import WeatherCore

/// An option of `weather`, declared once in ``declaration`` below.
///
/// How to add one, in three places:
/// 1. Here: a case, and its arm in ``declaration`` (the compiler asks for the arm once the case exists): the
///    spelling, what follows it and its parser, the help line, and as needed `.config(key)`,
///    `.environment(variable)` and `.offline(…)` (see ``Option/Declaration``). A flag declared with `.toggle`
///    gets its `--no-` form, and the config file gives it as JSON `true`/`false`.
/// 2. Its field in ``Options``, with its default: the declaration's key path writes straight into it, from
///    the command line, the config file or the environment, in that order of precedence.
/// 3. The code that reads the field.
///
/// `--help`, the completion scripts, the config file's keys and types, the warning for options `--demo` and
/// `--input` ignore, and the parser all come from the declarations; tests hold the man page's option list and
/// the README's option table to them.
enum Option: CaseIterable, Hashable, Sendable {
    case lat, lon, city, here, locateURL
    case input, inputUnits, demo, format, template, units, icons, color, ambiguousWidth, lang
    case descriptions, count
    case windUnits, precipitationUnits, pressureUnits, clock, now, today, week
    case urgent, follow, chart, air, days, hours, precipitationThreshold, rainSoon, ifPrecipitation, within
    case maxAge, refresh, noCache, timeout, baseURL, apiKeyFile, config, verbose, completions, help, version

    /// The one declaration of each option, in the order `--help` lists them.
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
        case .here:
            return .flag(
                "--here", "The place of this machine's public IP address, asked of --locate-url (never by default).",
                \.options.here, sets: true
            ).offline(.ignored)
        case .locateURL:
            return .value(
                "--locate-url", .text(placeholder: "url"),
                "The service --here asks, in ipinfo.io's /json shape; it learns your IP address (default "
                    + "https://ipinfo.io/json).",
                parse: { (text) throws(ValueError) in try ValueParser.nonEmpty(text, missing: "needs a URL") },
                \.options.locateURL
            ).config("locate_url").offline(.ignored)
        case .input:
            return .value(
                "--input", .file(placeholder: "file"),
                "Render a saved forecast response instead of fetching; - for stdin.",
                parse: { (text) throws(ValueError) in
                    .input(path: try ValueParser.nonEmpty(text, missing: "needs a file name, or - for standard input"))
                }, \.options.source)
        case .inputUnits:
            return .choice(
                "--input-units", "units", "The units the --input file was requested in (default standard).",
                aliases: Self.unitAliases, \.options.inputUnits
            ).offline(.ignoredByDemo)
        case .demo:
            return .flag(
                "--demo", "Render a real response bundled with weather: no key, no network.", \.options.source,
                sets: .demo)
        case .format:
            return .choice(
                "--format", "format", "Output: table (default), json, or a status bar's.", \.options.format
            ).config("format")
        case .template:
            return .value(
                "--template", .text(placeholder: "text"),
                "Your own line for bar formats, e.g. '{icon} {temp} {high+1}' or '%c %t %H/%L'.",
                parse: ValueParser.template, \.options.template
            ).config("template")
        case .units:
            return .choice(
                "--units", "units", "metric (°C, m/s; default), imperial (°F, mph), standard (K); also c, f, k.",
                aliases: Self.unitAliases, \.options.units
            ).config("units")
        case .windUnits:
            return .choice(
                "--wind-units", "unit", "Wind in m/s, km/h, mph, kn or bft (Beaufort force; default from --units).",
                aliases: Self.speedAliases, \.options.windUnits
            ).config("wind_units")
        case .precipitationUnits:
            return .choice(
                "--precip-units", "unit", "Rain and snow in mm (default) or in (inches).",
                aliases: ["inch": .inches, "inches": .inches], \.options.precipitationUnits
            ).config("precip_units")
        case .pressureUnits:
            return .choice(
                "--pressure-units", "unit", "Pressure in hPa (default), inHg or mmHg.", aliases: Self.pressureAliases,
                \.options.pressureUnits
            ).config("pressure_units")
        case .clock:
            return .choice(
                "--clock", "clock", "Times of day as 24h (15:00, default) or 12h (3 PM).",
                aliases: ["24": .twentyFourHour, "12": .twelveHour], \.options.clock
            ).config("clock")
        case .now:
            return .section(.now, "Show now and the next rain or snow; with --today or --week, those too.")
                .config("now")
        case .today:
            return .section(.today, "Show the daily table (default: now, today and week together).").config("today")
        case .week:
            return .section(.week, "Show the weekly table and the week's summary.").config("week")
        case .icons:
            return .choice("--icons", "icons", "Weather icons (default emoji).", \.options.icons).config("icons")
        case .color:
            return .choice(
                "--color", "when",
                "Colour the table (default auto; NO_COLOR and CLICOLOR_FORCE respected); always or never also for "
                    + "tmux's and polybar's line.",
                \.options.color
            ).config("color")
        case .ambiguousWidth:
            return .choice(
                "--ambiguous-width", "how",
                "Cells your terminal gives °, ·, … and Cyrillic: narrow (1, default) or wide (2, a CJK setting).",
                \.options.ambiguousWidth
            ).config("ambiguous_width")
        case .lang:
            return .value(
                "--lang", .suggested(placeholder: "code", values: Language.allCases.map(\.openWeatherCode)),
                "Language of the output, as an OpenWeather code, e.g. en, kr, zh_cn (default: from the locale).",
                parse: ValueParser.language, \.options.lang
            ).config("lang")
        case .descriptions:
            return .choice(
                "--descriptions", "whose",
                "Conditions in weather's words in the --lang language (program, default) or OpenWeather's (server).",
                \.options.descriptions
            ).config("descriptions")
        case .count:
            return .value(
                "--cnt", .text(placeholder: "slots"), "Ask for only the first 1 to 40 three-hour slots.",
                parse: { (text) throws(ValueError) in
                    try ValueParser.whole(text, in: 1...40, what: "a whole number of slots")
                }, \.options.count
            ).offline(.ignored)
        case .air:
            return .toggle(
                "--air", "Air quality too (AQI, PM2.5, PM10): one more request per place and cache period.",
                \.options.air
            ).config("air").offline(.ignored)
        case .chart:
            return .toggle(
                "--chart", "Add a chart of the whole forecast under the tables (temperature, precipitation).",
                \.options.chart
            ).config("chart")
        case .days:
            return .value(
                "--days", .text(placeholder: "count"), "Days in the weekly table, 1 to 6, from today (default all).",
                parse: { (text) throws(ValueError) in
                    try ValueParser.whole(text, in: 1...6, what: "a whole number of days")
                }, \.options.days
            ).config("days", as: .number)
        case .hours:
            return .value(
                "--hours", .text(placeholder: "count"), "Hours the daily table covers, 1 to 120 (default 24).",
                parse: { (text) throws(ValueError) in
                    try ValueParser.whole(text, in: 1...120, what: "a whole number of hours")
                }, \.options.hours
            ).config("hours", as: .number)
        case .precipitationThreshold:
            return .value(
                "--precipitation-threshold", .text(placeholder: "percent"),
                "The chance of precipitation from which a 3-hour slot counts as wet (default 50).",
                parse: { (text) throws(ValueError) in
                    Double(try ValueParser.whole(text, in: 1...100, what: "a whole percentage")) / 100
                }, \.options.precipitationThreshold
            ).config("precipitation_threshold", as: .number)
        case .rainSoon:
            return .value(
                "--rain-soon", .text(placeholder: "duration"),
                "Bars: class rain-soon (waybar) or a cyan colour when rain or snow comes within this (default 3h).",
                parse: ValueParser.duration, \.options.rainSoon
            ).config("rain_soon")
        case .ifPrecipitation:
            return .choice(
                "--if", "what", "Print nothing; exit 0 when it falls now or within --within, 1 when not.",
                \.options.ifPrecipitation)
        case .within:
            return .value(
                "--within", .text(placeholder: "duration"),
                "With --if: how soon, e.g. 90m, 6h, 2d (default 0: only what falls now).",
                parse: ValueParser.duration, \.options.within)
        case .urgent:
            return .toggle("--urgent", "i3blocks: exit 33 (urgent) when no forecast can be shown.", \.options.urgent)
        case .follow:
            // No config key: following is how a bar runs the program, and a polling bar's command reading a
            // "follow" from the file would start a copy that never ends at each interval.
            return .flag(
                "--follow",
                "Bars: stay, and print a new line whenever the line changes (SIGUSR1: refresh now; SIGHUP: reread "
                    + "the config file).",
                \.options.follow, sets: true)
        case .maxAge:
            return .value(
                "--max-age", .text(placeholder: "seconds"), "Use a cached forecast younger than this (default 600).",
                parse: { (text) throws(ValueError) in
                    try ValueParser.whole(text, in: 0...604_800, what: "whole seconds")
                }, \.options.maxAge
            ).config("max_age", as: .number).offline(.ignored)
        case .refresh:
            return .toggle("--refresh", "Fetch even when the cached forecast is fresh.", \.options.refresh)
                .offline(.ignored)
        case .noCache:
            return .flag("--no-cache", "Neither read nor write the cache.", \.options.useCache, sets: false)
                .offline(.ignored)
        case .timeout:
            return .value(
                "--timeout", .text(placeholder: "seconds"),
                "Deadline for the whole run, from its start (default 10; 5 in bar formats).",
                parse: { (text) throws(ValueError) in try ValueParser.number(text, in: 0.1...300) }, \.options.timeout
            ).offline(.boundsReading)
        case .baseURL:
            return .value(
                "--base-url", .text(placeholder: "url"), "The API's address (default https://api.openweathermap.org).",
                parse: { (text) throws(ValueError) in text }, \.options.baseURL
            ).environment("OPENWEATHER_BASE_URL").offline(.ignored)
        case .apiKeyFile:
            return .value(
                "--api-key-file", .file(placeholder: "path"), "A JSON file {\"APIKey\": \"…\"} holding the key.",
                parse: { (text) throws(ValueError) in try ValueParser.nonEmpty(text, missing: "needs a file name") },
                \.options.apiKeyFile
            ).offline(.ignored)
        case .config:
            return .value(
                "--config", .file(placeholder: "path"),
                "The config file (default: config.json in $XDG_CONFIG_HOME/weather).",
                parse: { (text) throws(ValueError) in try ValueParser.nonEmpty(text, missing: "needs a file name") },
                \.config)
        case .verbose:
            return .toggle(
                "--verbose",
                "One line on stderr per request (the key shown as ***), where each answer came from (server, cache, a remembered failure), and the run's time.",
                \.options.verbose)
        case .completions:
            return .choice("--completions", "shell", "Print a completion script for the shell.", \.completions)
        case .help:
            return .flag("--help", short: "-h", "Show this help.", \.help, sets: true)
        case .version:
            return .flag("--version", "Show the version.", \.version, sets: true)
        }
    }

    /// The one-letter spellings of `--units` and `--input-units`.
    private static let unitAliases: [String: Units] = ["c": .metric, "f": .imperial, "k": .standard]

    /// Other spellings of `--wind-units`' values, lower-cased as the parser reads them.
    private static let speedAliases: [String: SpeedUnit] = [
        "ms": .metresPerSecond, "kmh": .kilometresPerHour, "kph": .kilometresPerHour, "knots": .knots, "kt": .knots,
        "beaufort": .beaufort,
    ]

    /// `--pressure-units`' values as the parser reads them (lower-cased: "hpa"), and millibars, which are hPa.
    private static let pressureAliases: [String: PressureUnit] = [
        "hpa": .hectopascals, "mb": .hectopascals, "mbar": .hectopascals, "inhg": .inchesOfMercury,
        "mmhg": .millimetresOfMercury,
    ]
}
