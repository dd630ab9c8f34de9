import WeatherCore

/// What `weather` will do, with flags, environment and config file already resolved.
struct Options: Equatable {
    /// A place to fetch.
    enum Place: Equatable {
        /// Decimal degrees.
        case coordinates(latitude: Double, longitude: Double)
        /// A name for the Geocoding API, such as "Seoul,KR".
        case city(String)
        /// Where a location service places the machine's public IP address (`--here`, `"place": "here"`), else
        /// `fallback`, the config file's place, when the service cannot say; `fallbackName` is the name the
        /// config file's `"place"` gives it in `"places"`, which the user knows it by, for the warning.
        indirect case here(fallback: Place?, fallbackName: String? = nil)

        /// "37.5665, 126.978" or "Seoul,KR", for messages about this place.
        var label: String {
            switch self {
            case .coordinates(let latitude, let longitude):
                "\(ForecastRequest.coordinateText(latitude)), \(ForecastRequest.coordinateText(longitude))"
            case .city(let name): name
            case .here: "here"
            }
        }
    }

    /// Where the forecast comes from.
    enum Source: Equatable {
        /// Fetch for one or more places, in the order given.
        case places([Place])
        /// Read a saved response from a file, or from standard input for "-".
        case input(path: String)
        /// The real response bundled with the package.
        case demo
    }

    /// The output formats of `--format`: the table, JSON, and each of WeatherCore's `BarFormat`s by its own name,
    /// so a bar format added there is a `--format` value here.
    enum Format: Hashable, CaseIterable, RawRepresentable {
        case table, json
        case bar(BarFormat)

        static var allCases: [Format] { [.table, .json] + BarFormat.allCases.map(Format.bar) }

        init?(rawValue: String) {
            switch rawValue {
            case "table": self = .table
            case "json": self = .json
            default:
                guard let bar = BarFormat(rawValue: rawValue) else { return nil }
                self = .bar(bar)
            }
        }

        var rawValue: String {
            switch self {
            case .table: "table"
            case .json: "json"
            case .bar(let bar): bar.rawValue
            }
        }

        /// The status bar this format is for; nil for a table or JSON.
        var bar: BarFormat? {
            if case .bar(let bar) = self { bar } else { nil }
        }

        /// Whether this is a status-bar format: a short deadline, stale data rather than nothing, and output
        /// that is always valid for the bar.
        var isBar: Bool { bar != nil }
    }

    /// Where the forecast comes from: `--demo`, `--input`, else the places resolved from the command line or
    /// the config file.
    var source = Source.places([])
    var units = Units.metric
    /// `--wind-units`, `--precip-units`, `--pressure-units`, `--clock`; nil for what ``units`` implies.
    var windUnits: SpeedUnit?
    var precipitationUnits: PrecipitationUnit?
    var pressureUnits: PressureUnit?
    var clock: ClockFormat?
    var format = Format.table
    var icons = IconSet.emoji
    var color = ColorMode.auto
    /// How wide the terminal draws East Asian Ambiguous characters, for the tables' padding and cuts.
    var ambiguousWidth = AmbiguousWidth.narrow
    /// `--template` or the config file's `"template"`, parsed once by its declaration.
    var template: Template?
    /// The OpenWeather language code of the interface; nil when neither the options nor the locale give one.
    var lang: String?
    /// Whose words describe the conditions: the program's in ``lang`` (the forecast is then asked for without `lang`,
    /// one cache entry for every language) or OpenWeather's (asked for in ``lang``).
    var descriptions = DescriptionSource.program
    /// How many 3-hour slots to ask for (`cnt`); nil for all.
    var count: Int?
    /// The units an `--input` file was requested in.
    var inputUnits = Units.standard
    var baseURL: String?
    /// `--here`: the place is where a location service puts the machine's IP address.
    var here = false
    /// `--locate-url`, `"locate_url"`: the location service `--here` asks; nil for ``LocateRequest/defaultURL``.
    var locateURL: String?
    /// `--timeout`, seconds; nil for ``timeoutSeconds``' default.
    var timeout: Double?
    var apiKeyFile: String?
    /// How long a cached forecast is fresh, seconds.
    var maxAge = 600
    /// Fetch even when the cache is fresh.
    var refresh = false
    /// Neither read nor write the cache.
    var useCache = true
    /// One stderr line per request (`--verbose`).
    var verbose = false
    /// i3blocks: exit 33 (urgent) when no forecast can be shown (`--urgent`).
    var urgent = false
    /// Bars: stay and print a new line whenever the line changes (`--follow`, ``Follower``).
    var follow = false
    /// Whether the table view ends with the chart of the whole forecast (`--chart`, `"chart": true`).
    var chart = false
    /// Whether each place's air is asked for too, one more request per place and cache period (`--air`,
    /// `"air": true`).
    var air = false
    /// The parts of the table view asked for (`--now`, `--today`, `--week`, `"week": true`); none asked for
    /// shows all. Arrays, not sets: a run makes the runtime search every conformance for each type it first
    /// hashes, and only a table needs these hashed.
    var askedSections: [TableSection] = []
    /// The parts the config file leaves out (`"now": false`), of those asked for or else of all.
    var hiddenSections: [TableSection] = []
    /// How many days the weekly table shows (`--days`); nil for all.
    var days: Int?
    /// How many hours the daily table covers (`--hours`).
    var hours = 24
    /// The probability of precipitation, 0…1, from which a 3-hour slot counts as wet.
    var precipitationThreshold = PrecipitationSpell.defaultThreshold
    /// How soon, seconds, rain or snow gives waybar's class `rain-soon`.
    var rainSoon = 3 * 3600
    /// `--if`: what must fall for the exit status to be 0.
    var ifPrecipitation: PrecipitationSpell.Filter?
    /// `--within`, seconds.
    var within = 0

    /// The units of wind, precipitation, pressure and times of day: ``units``' unless given one by one.
    var quantities: QuantityUnits {
        QuantityUnits(units, speed: windUnits, precipitation: precipitationUnits, pressure: pressureUnits, clock: clock)
    }

    /// How every view shows a forecast, made here once for the tables, the chart, JSON and the bars: the units,
    /// the language of what is written on stdout (`--lang`, the config file's `"lang"`, else the locale, whatever
    /// language a response, a saved file or the demo was asked in), icons, whose words describe the conditions,
    /// the threshold of a wet slot and the East Asian Ambiguous width.
    var presentation: Presentation {
        var presentation = Presentation(
            units: units, quantities: quantities, language: Language(openWeatherCode: lang), icons: icons,
            precipitationThreshold: precipitationThreshold, ambiguousWidth: ambiguousWidth)
        presentation.descriptions = descriptions
        return presentation
    }

    /// The parts of the table view to show: those asked for, else all, without those left out.
    var sections: Set<TableSection> {
        Set(askedSections.isEmpty ? TableSection.allCases : askedSections).subtracting(hiddenSections)
    }

    /// The deadline for the whole run, seconds: `--timeout`, else 10, or 5 in bar formats.
    var timeoutSeconds: Double { timeout ?? Self.defaultTimeout(isBar: format.isBar) }

    /// `--if … --within …`: the question the exit status answers instead of printing a forecast.
    var condition: Condition? { ifPrecipitation.map { Condition(filter: $0, within: within) } }

    /// `--timeout` when none is given, seconds: 5 for a status bar, which must not hang, else 10.
    static func defaultTimeout(isBar: Bool) -> Double {
        isBar ? 5 : 10
    }

    /// `--if rain --within 3h`: whether rain (or snow, or either) falls now or starts within `within` seconds.
    struct Condition: Equatable {
        var filter: PrecipitationSpell.Filter
        var within: Int
    }
}

/// What a command line asks `weather` to do.
enum Command: Equatable {
    case help
    case version
    /// Print a completion script.
    case completions(Completions.Shell)
    case run(Arguments)
    /// `weather doctor`: what this machine's `weather` sees (``Doctor``), with the options a run would have.
    case doctor(Arguments)
}
