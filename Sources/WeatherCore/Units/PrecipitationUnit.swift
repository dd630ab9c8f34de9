/// A unit rain and snow amounts are shown in (`--precip-units`). OpenWeather sends millimetres whatever the
/// request's `units`.
public enum PrecipitationUnit: String, Sendable, CaseIterable, Codable {
    /// Millimetres, OpenWeather's unit; shown to one decimal.
    case millimetres = "mm"
    /// Inches: 1 in = 25.4 mm exactly; shown to two decimals, as US rain gauges read.
    case inches = "in"

    /// An amount in this unit from millimetres.
    public func amount(fromMillimetres millimetres: Double) -> Double {
        self == .inches ? millimetres / 25.4 : millimetres
    }

    /// The decimals an amount is shown with: 1 for mm, 2 for inches.
    public var places: Int { self == .inches ? 2 : 1 }

    /// An amount without its unit, to ``places`` decimals: "6.2", "0.24".
    public func number(fromMillimetres millimetres: Double) -> String {
        number(fromMillimetres: millimetres, places: places)
    }

    /// An amount without its unit, to `places` decimals, rounded from the decimal `millimetres` is (a literal,
    /// or an exact sum of them: `ExactDecimal`) and, in inches, divided by 25.4 exactly. Rounding a binary
    /// value cleaned of its noise instead would carry 1.7499999999999998 across the boundary to "1.8".
    func number(fromMillimetres millimetres: Double, places: Int) -> String {
        // 1 in = 25.4 mm: an amount in inches is the millimetres × 5 / 127.
        let (numerator, denominator) = self == .inches ? (5, 127) : (1, 1)
        guard let exact = ExactDecimal(millimetres),
            let units = exact.rounded(places: places, times: numerator, over: denominator)
        else { return Display.decimal(amount(fromMillimetres: millimetres), places: places) }
        return Display.decimal(units: units, places: places)
    }

    /// An amount with its unit: "6.2 mm", "0.24 in".
    public func text(fromMillimetres millimetres: Double) -> String {
        number(fromMillimetres: millimetres) + " " + rawValue
    }
}
