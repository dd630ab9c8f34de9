extension AirPollution {
    /// Each city-local date's air at a fixed offset (see ``days(zone:)``).
    package func days(utcOffset: Int) -> [LocalDate: AirReading] { days(zone: .fixed(utcOffset)) }

    /// Each city-local date's air: the worst hourly AQI and the highest PM2.5 and PM10 of the hours that
    /// start on that date in the city's zone (at its offset then), as the forecast's days are made.
    package func days(zone: ZoneOffsets) -> [LocalDate: AirReading] {
        var hours: [LocalDate: [AirPollutionList]] = [:]
        for hour in list { hours[LocalDate(unixTime: hour.dt, zone: zone), default: []].append(hour) }
        return hours.compactMapValues { AirReading($0) }
    }

    /// The air now: the hour under way at `now` (from its `dt` to an hour later); nil when no hour covers it.
    package func reading(at now: Int) -> AirReading? {
        list.last { hour in
            let (elapsed, overflow) = now.subtractingReportingOverflow(hour.dt)
            return !overflow && (0..<3600).contains(elapsed)
        }.flatMap { AirReading([$0]) }
    }
}
