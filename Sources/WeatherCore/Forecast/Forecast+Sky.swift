extension Forecast {
    /// The Sun on a city-local date, computed from `city.coord` (see ``SunDay``); nil when the response has no
    /// coordinates or impossible ones (a latitude beyond ±90°, a longitude beyond ±180°).
    package func sun(on date: LocalDate) -> SunDay? {
        guard let coord = city.shownCoord else { return nil }
        return SunDay(date: date, coord: coord, utcOffset: skyOffset(on: date))
    }

    /// The Moon at local noon of a city-local date (see ``MoonPhase``).
    package func moon(on date: LocalDate) -> MoonPhase {
        MoonPhase(unixTime: Double(SunDay.unixTime(of: date) - skyOffset(on: date) + 43_200))
    }

    /// The zone's offset at about local noon of `date`, held to ±18 h: a decoded response has no other, but a
    /// `City` made in code can hold `Int.min`, and the arithmetic of local noon must not trap on it.
    private func skyOffset(on date: LocalDate) -> Int {
        let held = min(max(utcOffset, -64_800), 64_800)
        let noon = SunDay.unixTime(of: date) &+ 43_200 &- held
        return min(max(zone.offset(at: noon), -64_800), 64_800)
    }

    /// Whether the place is south of the equator, where the Moon is seen lit on the other side.
    package var isSouthern: Bool { (city.coord?.lat ?? 0) < 0 }
}
