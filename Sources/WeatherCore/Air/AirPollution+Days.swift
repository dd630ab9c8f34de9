extension AirPollution {
    /// Each city-local date's air: the worst hourly AQI and the highest PM2.5 and PM10 of the hours that
    /// start on that date in the city's zone (`dt + utcOffset`), as the forecast's days are made.
    /// - Parameter utcOffset: the city's shift from UTC in seconds (`city.timezone`).
    package func days(utcOffset: Int) -> [LocalDate: AirReading] {
        var hours: [LocalDate: [AirPollutionList]] = [:]
        for hour in list { hours[LocalDate(unixTime: hour.dt, utcOffset: utcOffset), default: []].append(hour) }
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
