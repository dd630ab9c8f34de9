extension Wind {
    /// The 16 points of the compass, clockwise from north, 22.5° apart.
    package static let compassPoints = [
        "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
    ]

    /// The compass point the wind comes from, by `deg` (meteorological degrees, 0 = from the north): the
    /// nearest of 16, so "N" is 348.75°…11.25°; nil without a finite `deg`.
    package var compassPoint: String? {
        compassIndex.map { Self.compassPoints[$0] }
    }

    /// Which of the 16 points the wind comes from, 0 (north) … 15 (north-northwest), clockwise; nil without a
    /// finite `deg`. A language names them (``Phrases/compassPoints``).
    package var compassIndex: Int? {
        guard let deg, deg.isFinite, abs(deg) < 1e12 else { return nil }
        var turned = deg.truncatingRemainder(dividingBy: 360)
        if turned < 0 { turned += 360 }
        return Int((turned / 22.5).rounded(.toNearestOrAwayFromZero)) % 16
    }
}
