import WeatherCore

/// The options as typed on the command line, before the config file fills in what they leave out: a field
/// for each ``Option``'s value, written by its declaration.
struct Arguments: Equatable {
    /// `--lat/--lon` pairs and `--city` names, in the order given.
    var places: [Options.Place] = []
    /// The bare words, places by name (``Positional/place``): the config file's (`weather home`), else looked
    /// up as `--city` is (`weather Seoul`).
    var names: [String] = []
    /// The options given on the command line (or, after ``Options/resolve(_:config:path:environment:)``
    /// merges them, by the config file or the environment).
    var given: Set<Option> = []
    /// `--lat`, `--lon` and `--city` as given, which the parser pairs into ``places``.
    var latitudes: [Double] = [], longitudes: [Double] = [], cities: [String] = []
    var input: String?
    var demo = false
    var units: Units?
    var format: Options.Format?
    var icons: IconSet?
    var color: ColorMode?
    /// `--ambiguous-width`.
    var ambiguousWidth: AmbiguousWidth?
    var template: String?
    var lang: String?
    var count: Int?
    var inputUnits: Units?
    var baseURL: String?
    var timeout: Double?
    var apiKeyFile: String?
    var config: String?
    var maxAge: Int?
    var refresh = false
    var noCache = false
    var verbose = false
    var urgent = false
    /// `--chart`.
    var chart = false
    /// `--air`.
    var air = false
    /// `--days`.
    var days: Int?
    /// `--hours`.
    var hours: Int?
    /// `--precipitation-threshold`, a whole percentage.
    var precipitationThreshold: Int?
    /// `--rain-soon`, seconds.
    var rainSoon: Int?
    /// `--if`.
    var ifPrecipitation: PrecipitationSpell.Filter?
    /// `--within`, seconds.
    var within: Int?
    var help = false
    var version = false
    var completions: Completions.Shell?
}
