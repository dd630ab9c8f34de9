/// How a forecast is shown, whatever the view: the settings the tables, the chart, JSON, the week's summary and
/// the bars share, made once from the options and held by each renderer (``TableRenderer/presentation``), so that
/// a setting they share is one property here and a view that makes another (a bar's tooltip table) passes it on
/// whole.
public struct Presentation: Sendable, Equatable {
    /// The units temperatures are shown in.
    public var units: Units
    /// The units wind, precipitation, pressure and times of day are shown in; from ``units`` unless set.
    public var quantities: QuantityUnits
    /// The language of everything shown, the conditions too unless the server's words are asked for.
    public var language: Language
    /// Whose words describe the conditions: the program's in ``language`` (the default) or OpenWeather's.
    package var descriptions = DescriptionSource.program
    /// How icons are drawn.
    public var icons: IconSet
    /// The probability of precipitation, 0…1, at which a slot counts as wet for the next spell of rain or snow.
    public var precipitationThreshold: Double
    /// How wide the terminal draws East Asian Ambiguous characters: tables and the chart pad and cut by it.
    public var ambiguousWidth: AmbiguousWidth

    /// A presentation in `units` (and the quantities they imply unless `quantities` is given), in `language`.
    public init(
        units: Units = .metric, quantities: QuantityUnits? = nil, language: Language = .english,
        icons: IconSet = .emoji, precipitationThreshold: Double = PrecipitationSpell.defaultThreshold,
        ambiguousWidth: AmbiguousWidth = .narrow
    ) {
        self.units = units
        self.quantities = quantities ?? QuantityUnits(units)
        self.language = language
        self.icons = icons
        self.precipitationThreshold = precipitationThreshold
        self.ambiguousWidth = ambiguousWidth
    }
}
