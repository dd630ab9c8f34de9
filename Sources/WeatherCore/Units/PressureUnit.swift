/// A unit atmospheric pressure is shown in (`--pressure-units`). OpenWeather sends hectopascals.
public enum PressureUnit: String, Sendable, CaseIterable, Codable {
    /// Hectopascals (= millibars), OpenWeather's unit; shown whole.
    case hectopascals = "hPa"
    /// Inches of mercury, conventional: 1 inHg = 3386.389 Pa (NIST SP 811, B.8); shown to two decimals.
    case inchesOfMercury = "inHg"
    /// Millimetres of mercury, conventional: 1 mmHg = 133.322 387 415 Pa (NIST SP 811, B.8); shown whole.
    case millimetresOfMercury = "mmHg"

    /// A pressure in this unit from hectopascals.
    public func pressure(fromHectopascals hectopascals: Double) -> Double {
        switch self {
        case .hectopascals: hectopascals
        case .inchesOfMercury: hectopascals * 100 / 3386.389
        case .millimetresOfMercury: hectopascals * 100 / 133.322_387_415
        }
    }

    /// The decimals a pressure is shown with: 2 for inHg, whole otherwise.
    public var places: Int { self == .inchesOfMercury ? 2 : 0 }

    /// A pressure without its unit, to ``places`` decimals: "1013", "29.92", "760".
    public func number(fromHectopascals hectopascals: Double) -> String {
        Display.decimal(pressure(fromHectopascals: hectopascals), places: places)
    }

    /// A pressure with its unit: "1013 hPa", "29.92 inHg", "760 mmHg".
    public func text(fromHectopascals hectopascals: Double) -> String {
        number(fromHectopascals: hectopascals) + " " + rawValue
    }
}
