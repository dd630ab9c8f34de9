/// The Sun's declination and the equation of time at an instant, by the NOAA Solar Calculator's algorithm
/// (gml.noaa.gov/grad/solcalc, after Jean Meeus, "Astronomical Algorithms"): good to about a minute in the
/// times of sunrise and sunset between the polar circles, for years 1800…2100.
struct SolarPosition: Equatable {
    /// The Sun's apparent declination, degrees.
    let declination: Double
    /// Apparent minus mean solar time, minutes.
    let equationOfTime: Double
    /// The Sun's apparent ecliptic longitude, degrees 0…360.
    let apparentLongitude: Double

    /// The Sun's position at `unixTime` (seconds since 1970-01-01T00:00:00Z).
    init(unixTime: Double) {
        let t = Self.julianCentury(unixTime: unixTime)
        let meanLongitude = (280.466_46 + t * (36_000.769_83 + t * 0.000_303_2)).truncatingRemainder(dividingBy: 360)
        let meanAnomaly = 357.529_11 + t * (35_999.050_29 - 0.000_153_7 * t)
        let eccentricity = 0.016_708_634 - t * (0.000_042_037 + 0.000_000_126_7 * t)
        let centre =
            sin(radians(meanAnomaly)) * (1.914_602 - t * (0.004_817 + 0.000_014 * t))
            + sin(radians(2 * meanAnomaly)) * (0.019_993 - 0.000_101 * t) + sin(radians(3 * meanAnomaly)) * 0.000_289
        let node = 125.04 - 1_934.136 * t
        let longitude = meanLongitude + centre - 0.005_69 - 0.004_78 * sin(radians(node))
        let seconds = 21.448 - t * (46.815 + t * (0.000_59 - t * 0.001_813))
        let obliquity = 23 + (26 + seconds / 60) / 60 + 0.002_56 * cos(radians(node))
        declination = degrees(asin(sin(radians(obliquity)) * sin(radians(longitude))))
        let halfTangent = tan(radians(obliquity / 2))
        let y = halfTangent * halfTangent
        let l0 = radians(meanLongitude)
        let m = radians(meanAnomaly)
        equationOfTime =
            4
            * degrees(
                y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0)
                    - 0.5 * y * y * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m))
        apparentLongitude = (longitude.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    }

    /// Julian centuries since J2000.0 (2000-01-01T12:00 TT, taken as UTC: the 69 s between them move sunrise by
    /// well under a second).
    static func julianCentury(unixTime: Double) -> Double {
        (unixTime / 86_400 + 2_440_587.5 - 2_451_545) / 36_525
    }
}

func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
