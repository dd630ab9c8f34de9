import Foundation

/// Sunrise and sunset by the "sunrise equation" as the Wikipedia article of that name gives it (after the
/// Astronomical Almanac's low-precision formulas): Julian days, mean solar noon, a three-term equation of the
/// centre and a two-term equation of time. A different route from the NOAA calculator's, written here to check
/// `SunDay` independently; good to about a minute between the polar circles.
enum SunriseEquation {
    /// Sunrise and sunset, Unix seconds, around the solar noon nearest `localNoon`; nil when the Sun does not
    /// cross the horizon.
    static func times(latitude: Double, longitude: Double, localNoon: Int) -> (rise: Double, set: Double)? {
        let rad = Double.pi / 180
        let julianDay = Double(localNoon) / 86_400 + 2_440_587.5
        // Days since J2000.0 of the mean solar noon at this longitude nearest the local noon.
        let n = (julianDay - 2_451_545.0 + 0.0008 + longitude / 360).rounded()
        let meanNoon = n - longitude / 360
        let anomaly = (357.5291 + 0.985_600_28 * meanNoon).truncatingRemainder(dividingBy: 360)
        let centre = 1.9148 * sin(anomaly * rad) + 0.02 * sin(2 * anomaly * rad) + 0.0003 * sin(3 * anomaly * rad)
        let eclipticLongitude = (anomaly + centre + 180 + 102.9372).truncatingRemainder(dividingBy: 360)
        let transit =
            2_451_545.0 + meanNoon + 0.0053 * sin(anomaly * rad) - 0.0069 * sin(2 * eclipticLongitude * rad)
        let sinDeclination = sin(eclipticLongitude * rad) * sin(23.4397 * rad)
        let cosDeclination = cos(asin(sinDeclination))
        let cosHourAngle =
            (sin(-0.833 * rad) - sin(latitude * rad) * sinDeclination) / (cos(latitude * rad) * cosDeclination)
        guard abs(cosHourAngle) <= 1 else { return nil }
        let hourAngle = acos(cosHourAngle) / rad
        func unix(_ julian: Double) -> Double { (julian - 2_440_587.5) * 86_400 }
        return (unix(transit - hourAngle / 360), unix(transit + hourAngle / 360))
    }
}
