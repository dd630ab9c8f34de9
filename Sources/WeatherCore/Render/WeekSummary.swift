/// The week in one line, deterministic from the forecast: the warmest and the coldest day with their
/// temperatures, the first day with rain or snow and its amount, the windiest day with its gusts, and with
/// `--air` the day of the worst air, e.g.
/// "Warmest Sat, 37°C; coldest Tue, 22°C; rain Tue, 32 mm; gusts to 14 m/s on Mon." At most
/// ``maximumLength`` characters, short enough for a tooltip: the parts at the end go first when it is longer.
public struct WeekSummary: Sendable {
    /// The units temperatures are shown in.
    public var units: Units
    /// The units wind and precipitation are shown in.
    public var quantities: QuantityUnits

    /// The longest a summary is, in characters.
    public static let maximumLength = 120

    public init(units: Units = .metric, quantities: QuantityUnits? = nil) {
        self.units = units
        self.quantities = quantities ?? QuantityUnits(units)
    }

    /// The summary of `forecast`'s days, with the worst day's air when it has air data ("air Poor on Wed");
    /// nil when it has no days.
    public func text(_ forecast: Forecast) -> String? {
        let days = forecast.days.filter { $0.high.isFinite && $0.low.isFinite }
        // `max(by:)` and `min(by:)` keep the first of equals: the earliest day wins a tie.
        guard let warmest = days.max(by: { $0.high < $1.high }), let coldest = days.min(by: { $0.low < $1.low })
        else { return nil }
        var parts = [
            "Warmest \(warmest.date.weekdayName), \(Display.temperature(warmest.high, units))",
            "coldest \(coldest.date.weekdayName), \(Display.temperature(coldest.low, units))",
        ]
        parts.append(precipitation(days))
        if let wind = wind(days) { parts.append(wind) }
        if let worst = forecast.worstAir, let aqi = worst.reading.aqi {
            parts.append("air \(AirMain.name(aqi)) on \(worst.date.weekdayName)")
        }
        while parts.count > 1 && (parts.joined(separator: "; ") + ".").count > Self.maximumLength {
            parts.removeLast()
        }
        let line = parts.joined(separator: "; ") + "."
        return line.count <= Self.maximumLength ? line : String(line.prefix(Self.maximumLength - 1)) + "…"
    }

    /// "rain Tue, 32 mm" for the first day with at least 0.1 mm of rain and snow together (named after the
    /// larger), "dry" when none has.
    private func precipitation(_ days: [Day]) -> String {
        guard let wet = days.first(where: { Display.decimal($0.rain + $0.snow, places: 1) != "0.0" }) else {
            return "dry"
        }
        let total = quantities.precipitation.amount(fromMillimetres: wet.rain + wet.snow)
        let places = total >= 1 ? quantities.precipitation.places - 1 : quantities.precipitation.places
        let amount = Display.decimal(total, places: places)
        let kind = wet.snow > wet.rain ? "snow" : "rain"
        return "\(kind) \(wet.date.weekdayName), \(amount) \(quantities.precipitation.rawValue)"
    }

    /// "gusts to 14.2 m/s on Mon" for the day with the strongest gust (`wind.gust`), or "wind to 9.1 m/s on Mon"
    /// from `wind.speed` when no slot has gusts; nil when no slot has wind.
    private func wind(_ days: [Day]) -> String? {
        let gusts = days.flatMap { day in day.slots.compactMap { $0.wind?.gust }.filter(\.isFinite).map { (day, $0) } }
        let speeds = days.flatMap { day in
            day.slots.compactMap { $0.wind?.speed }.filter(\.isFinite).map { (day, $0) }
        }
        let (label, values) = gusts.isEmpty ? ("wind", speeds) : ("gusts", gusts)
        guard let strongest = values.max(by: { $0.1 < $1.1 }) else { return nil }
        let speed = quantities.speed.text(fromMetresPerSecond: strongest.1)
        return "\(label) to \(speed) on \(strongest.0.date.weekdayName)"
    }
}
