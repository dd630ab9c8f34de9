extension List {
    /// The Magnus formula's constants over water, b = 17.62 and c = 243.12 °C (Sonntag 1990, as the WMO's
    /// Guide to Instruments and Methods of Observation gives them): good to about 0.1 °C from −45 to 60 °C.
    static let magnusB = 17.62
    static let magnusC = 243.12

    /// The dew point, in kelvins, from `main.temp` and `main.humidity` by the Magnus formula:
    /// γ = ln(RH / 100) + b·T / (c + T), dew point = c·γ / (b − γ), T in °C. Nil without humidity, or at 0 %
    /// (no dew point: ln 0 is −∞).
    package var dewPoint: Double? {
        guard let humidity = shownHumidity, humidity > 0 else { return nil }
        let celsius = main.temp - 273.15
        let gamma = log(humidity / 100) + Self.magnusB * celsius / (Self.magnusC + celsius)
        let dewPoint = Self.magnusC * gamma / (Self.magnusB - gamma)
        return dewPoint.isFinite ? dewPoint + 273.15 : nil
    }
}
