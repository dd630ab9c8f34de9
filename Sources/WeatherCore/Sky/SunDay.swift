/// The Sun on one city-local day: when it rises and sets, and how long it is up, computed from the place's
/// coordinates (see `SolarPosition`), so that every day of the forecast has them, not only the day
/// OpenWeather sends `city.sunrise` and `city.sunset` for.
package struct SunDay: Sendable, Equatable {
    /// Whether the Sun rises and sets on the day, or stays below or above the horizon all day.
    package enum Kind: String, Sendable {
        /// It rises and sets.
        case risesAndSets
        /// It stays below the horizon: polar night.
        case polarNight
        /// It stays above the horizon: midnight sun.
        case midnightSun
    }

    /// The city-local date.
    package let date: LocalDate
    /// Sunrise, Unix seconds; nil in polar night and midnight sun.
    package let sunrise: Int?
    /// Sunset, Unix seconds; nil in polar night and midnight sun.
    package let sunset: Int?
    /// Whether the Sun rises and sets.
    package let kind: Kind

    /// How long the Sun is up, seconds: sunset minus sunrise; 0 in polar night, 86 400 in midnight sun.
    package var dayLength: Int {
        switch kind {
        case .risesAndSets: (sunset ?? 0) - (sunrise ?? 0)
        case .polarNight: 0
        case .midnightSun: 86_400
        }
    }

    /// The Sun's altitude at sunrise and sunset, degrees: the upper limb on the horizon, seen through the
    /// standard 34′ of refraction (the NOAA calculator's and almanacs' 90.833° zenith).
    static let horizon = -0.833

    /// The Sun on the city-local `date` at `coord`: the sunrise and sunset around the solar noon nearest the
    /// date's local noon.
    /// - Parameters:
    ///   - date: the city-local calendar date.
    ///   - coord: latitude and longitude in degrees, east positive.
    ///   - utcOffset: the city's shift from UTC in seconds (`city.timezone`).
    package init(date: LocalDate, coord: Coord, utcOffset: Int) {
        self.date = date
        let latitude = min(max(coord.lat, -89.999), 89.999)
        let localNoon = Double(Self.unixTime(of: date) - utcOffset + 43_200)
        // Solar noon, Unix seconds, worked out again with the Sun as it is at the noon first found.
        var noon = Self.solarNoon(near: localNoon, longitude: coord.lon, position: SolarPosition(unixTime: localNoon))
        noon = Self.solarNoon(near: noon, longitude: coord.lon, position: SolarPosition(unixTime: noon))
        let cosine = Self.hourAngleCosine(latitude: latitude, declination: SolarPosition(unixTime: noon).declination)
        guard (-1...1).contains(cosine) else {
            kind = cosine > 1 ? .polarNight : .midnightSun
            (sunrise, sunset) = (nil, nil)
            return
        }
        let halfDay = degrees(acos(cosine))
        kind = .risesAndSets
        // Each event is worked out again with the Sun where it is then: its declination changes by up to
        // 0.4° a day, a minute or more of sunrise at mid latitudes.
        func event(_ sign: Double) -> Int {
            var time = noon + sign * halfDay * 240
            for _ in 0..<2 {
                let position = SolarPosition(unixTime: time)
                let transit = Self.solarNoon(near: noon, longitude: coord.lon, position: position)
                let cosine = Self.hourAngleCosine(latitude: latitude, declination: position.declination)
                guard (-1...1).contains(cosine) else { break }
                time = transit + sign * degrees(acos(cosine)) * 240
            }
            return Int(time.rounded())
        }
        sunrise = event(-1)
        sunset = event(1)
    }

    /// The solar noon nearest `unixTime`, Unix seconds: when the Sun crosses the meridian at `longitude`.
    static func solarNoon(near unixTime: Double, longitude: Double, position: SolarPosition) -> Double {
        let minutes = 720 - 4 * longitude - position.equationOfTime
        let midnight = ((unixTime - minutes * 60) / 86_400).rounded() * 86_400
        return midnight + minutes * 60
    }

    /// The cosine of sunrise's hour angle (each degree of it is 4 minutes of time): above 1 the Sun stays
    /// below the horizon all day, below −1 above it.
    static func hourAngleCosine(latitude: Double, declination: Double) -> Double {
        let (phi, delta) = (radians(latitude), radians(declination))
        return (sin(radians(horizon)) - sin(phi) * sin(delta)) / (cos(phi) * cos(delta))
    }

    /// 00:00 UTC of `date`'s calendar day, Unix seconds (Howard Hinnant's `days_from_civil`).
    static func unixTime(of date: LocalDate) -> Int {
        let year = date.month <= 2 ? date.year - 1 : date.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5 + date.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return (era * 146_097 + dayOfEra - 719_468) * 86_400
    }
}
