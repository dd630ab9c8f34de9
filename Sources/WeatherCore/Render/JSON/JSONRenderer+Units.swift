extension JSONRenderer {
    /// `pressure_trend`: where the sea-level pressure goes over the next 3 hours (``PressureTrend``), its
    /// `direction` (rising, steady, falling, as the change shows rounded in `pressure_unit`) and its `change`
    /// in `pressure_unit`, unrounded.
    struct PressureTrendEntry: Encodable {
        var direction: String
        var change: Double?
    }

    /// The trend from `instant` over the next 3 hours of the forecast's slots; nil where either end has no
    /// pressure or lies outside the slots.
    func pressureTrend(at instant: Int, _ forecast: Forecast) -> PressureTrendEntry? {
        PressureTrend(at: instant, slots: forecast.slots).map { trend in
            PressureTrendEntry(
                direction: trend.direction(in: presentation.quantities.pressure).rawValue,
                change: pressure(trend.change))
        }
    }

    /// An amount given in mm in inches, when inches are chosen; nil otherwise or when not finite.
    func inches(_ millimetres: Double) -> Double? {
        presentation.quantities.precipitation == .inches
            ? clean(PrecipitationUnit.inches.amount(fromMillimetres: millimetres)) : nil
    }
}
