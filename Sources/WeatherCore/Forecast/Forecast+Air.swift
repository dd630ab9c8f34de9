extension Forecast {
    /// A city-local date's air (see ``AirPollution/days(zone:)``); nil without air data for that date.
    package func air(on date: LocalDate) -> AirReading? {
        air?.days(zone: zone)[date]
    }

    /// The air of the hour "now" stands for: the hour that covers ``estimate``'s time (see
    /// ``AirPollution/reading(at:)``), which is ``now`` unless a slot stands in for it (just after midnight,
    /// before today's first slot, the air is that slot's hour, as the rest of "now" is); ``now`` when there is no
    /// estimate.
    package var airNow: AirReading? { air?.reading(at: estimate?.time ?? now) }

    /// The worst day's air among ``days``, with its date; nil when no day has an index.
    package var worstAir: (date: LocalDate, reading: AirReading)? { worstAir(among: days) }

    /// The worst day's air among `shown`, with its date; nil when none has an index.
    package func worstAir(among shown: [Day]) -> (date: LocalDate, reading: AirReading)? {
        guard let air else { return nil }
        let byDate = air.days(zone: zone)
        let rated = shown.compactMap { day in byDate[day.date].flatMap { $0.aqi == nil ? nil : (day.date, $0) } }
        return rated.max { ($0.1.aqi ?? 0) < ($1.1.aqi ?? 0) }
    }
}
