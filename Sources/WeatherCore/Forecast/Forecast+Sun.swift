extension Forecast {
    /// How far from the forecast's slots a sunrise or sunset may be and still be shown, seconds: OpenWeather
    /// sends those of the day the forecast was made.
    static let sunWindow = 2 * 86_400

    /// The sunrise to show, Unix seconds: the response's, unless it is absent (0, in polar day or night) or
    /// more than two days from the forecast's slots (a hand-edited or damaged file: -5 would show as 23:59 of
    /// 1969, 10^15 as the year 3170843).
    package var sunrise: Int? { shown(city.sunrise) }

    /// The sunset to show, as ``sunrise``.
    package var sunset: Int? { shown(city.sunset) }

    private func shown(_ time: Int?) -> Int? {
        guard let time else { return nil }
        let all = slots
        let first = all.first?.dt ?? now
        let last = all.last?.dt ?? now
        let (earliest, early) = first.subtractingReportingOverflow(Self.sunWindow)
        let (latest, late) = last.addingReportingOverflow(Self.sunWindow)
        guard (early || time >= earliest) && (late || time <= latest) else { return nil }
        return time
    }
}
