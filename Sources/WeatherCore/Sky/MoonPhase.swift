/// The Moon's phase at an instant, from the difference of the Moon's and the Sun's geocentric ecliptic
/// longitudes: the Moon's from the largest terms of Meeus' "Astronomical Algorithms" (ch. 47, good to a few
/// tenths of a degree, an hour of phase), the Sun's from `SolarPosition`.
package struct MoonPhase: Sendable, Equatable {
    /// The fraction of the synodic month gone since new moon, 0…1: 0 new, 0.25 first quarter, 0.5 full, 0.75
    /// last quarter.
    package let phase: Double
    /// The fraction of the Moon's disc lit as seen from Earth, 0…1.
    package let illumination: Double

    /// The phase at `unixTime` (seconds since 1970-01-01T00:00:00Z).
    package init(unixTime: Double) {
        let t = SolarPosition.julianCentury(unixTime: unixTime)
        let meanLongitude = 218.316_447_7 + 481_267.881_234_21 * t
        let elongation = radians(297.850_192_1 + 445_267.111_403_4 * t)
        let sunAnomaly = radians(357.529_109_2 + 35_999.050_290_9 * t)
        let moonAnomaly = radians(134.963_396_4 + 477_198.867_505_5 * t)
        let latitudeArgument = radians(93.272_095 + 483_202.017_523_3 * t)
        let (d, m, mm, f) = (elongation, sunAnomaly, moonAnomaly, latitudeArgument)
        let terms: [(Double, Double)] = [
            (6.288_774, mm), (1.274_027, 2 * d - mm), (0.658_314, 2 * d), (0.213_618, 2 * mm), (-0.185_116, m),
            (-0.114_332, 2 * f), (0.058_793, 2 * d - 2 * mm), (0.057_066, 2 * d - m - mm), (0.053_322, 2 * d + mm),
            (0.045_758, 2 * d - m), (-0.040_923, m - mm), (-0.034_720, d), (-0.030_383, m + mm),
            (0.015_327, 2 * d - 2 * f), (-0.012_528, mm + 2 * f), (0.010_980, mm - 2 * f), (0.010_675, 4 * d - mm),
            (0.010_034, 3 * mm), (0.008_548, 4 * d - 2 * mm),
        ]
        let moonLongitude = meanLongitude + terms.reduce(0) { $0 + $1.0 * sin($1.1) }
        let angle = (moonLongitude - SolarPosition(unixTime: unixTime).apparentLongitude)
            .truncatingRemainder(dividingBy: 360)
        let difference = angle < 0 ? angle + 360 : angle
        phase = difference / 360
        // The lit fraction from the elongation alone: the Moon's latitude (≤ 5.3°) changes it by under 0.005.
        illumination = (1 - cos(radians(difference))) / 2
    }

    /// The phase's name: "New Moon", "Waxing Crescent", "First Quarter", "Waxing Gibbous", "Full Moon",
    /// "Waning Gibbous", "Last Quarter", "Waning Crescent"; each principal phase names the eighth of the month
    /// around it.
    package var name: String { Self.names[octant] }

    /// The phase drawn as a Moon emoji, lit on the side seen from `southern` or northern latitudes: south of the
    /// equator the sky is seen upside down, so a waxing crescent is lit on the left ("🌘", not "🌒").
    package func glyph(southern: Bool) -> String {
        let glyphs = ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"]
        return glyphs[southern ? (8 - octant) % 8 : octant]
    }

    /// Which eighth of the month the phase is in, 0 (new) … 7 (waning crescent), each centred on its phase.
    var octant: Int { Int((phase * 8).rounded()) % 8 }

    private static let names = [
        "New Moon", "Waxing Crescent", "First Quarter", "Waxing Gibbous", "Full Moon", "Waning Gibbous",
        "Last Quarter", "Waning Crescent",
    ]
}
