extension Forecast {
    /// A city-local date's air (see ``AirPollution/days(utcOffset:)``); nil without air data for that date.
    public func air(on date: LocalDate) -> AirReading? {
        air?.days(utcOffset: utcOffset)[date]
    }

    /// The air at ``now``: the hour that covers it (see ``AirPollution/reading(at:)``).
    public var airNow: AirReading? { air?.reading(at: now) }

    /// The worst day's air among ``days``, with its date; nil when no day has an index.
    public var worstAir: (date: LocalDate, reading: AirReading)? {
        guard let air else { return nil }
        let byDate = air.days(utcOffset: utcOffset)
        let rated = days.compactMap { day in byDate[day.date].flatMap { $0.aqi == nil ? nil : (day.date, $0) } }
        return rated.max { ($0.1.aqi ?? 0) < ($1.1.aqi ?? 0) }
    }
}
