/// Numbers as people read them: rounded half away from zero, only here, from unrounded values; never "-0".
enum Display {
    /// A whole number: 2.5 → "3", −2.5 → "−3" written "-3", −0.4 → "0"; "?" when not finite or absurdly large.
    static func whole(_ value: Double) -> String {
        decimal(value, places: 0)
    }

    /// A number with a fixed count of decimals: decimal(1.25, places: 1) → "1.3"; never "-0.0". Binary noise
    /// is removed first (see ``denoised(_:)``), so −17.49999999999997 (255.65 K in °C, exactly −17.5) is "-18".
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (denoised(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "?" }
        return decimal(units: Int(scaled), places: places)
    }

    /// A count of 10⁻`places` written with `places` decimals: decimal(units: -5, places: 2) → "-0.05".
    static func decimal(units: Int, places: Int) -> String {
        let digits = pad(Int(units.magnitude), places + 1)
        let sign = units < 0 ? "-" : ""
        guard places > 0 else { return sign + digits }
        return sign + digits.dropLast(places) + "." + digits.suffix(places)
    }

    /// `value` without the binary floating-point noise of unit conversion: rounded to 10⁻⁶ (far below any
    /// measurement's precision: OpenWeather sends 2 decimals), with −0 made 0. For example
    /// 255.65 − 273.15 = −17.49999999999997 becomes −17.5, and 29.200000000000045 becomes 29.2.
    static func denoised(_ value: Double) -> Double {
        let cleaned = (value * 1_000_000).rounded() / 1_000_000
        return cleaned == 0 ? 0 : cleaned
    }

    /// A temperature given in kelvins, in `units`, whole: "29°C", "84°F", "302 K".
    static func temperature(_ kelvin: Double, _ units: Units) -> String {
        let value = whole(units.temperature(fromKelvin: kelvin))
        return units == .standard ? value + " K" : value + units.temperatureSymbol
    }

    /// A probability 0…1 as a whole percentage: 0.35 → "35%"; "–" when unknown.
    static func percent(_ probability: Double?) -> String {
        guard let probability else { return "–" }
        return whole(probability * 100) + "%"
    }

    /// A speed given in m/s, in `units`, to one decimal: "3.2 m/s", "7.1 mph".
    static func speed(_ metresPerSecond: Double, _ units: Units) -> String {
        decimal(units.speed(fromMetresPerSecond: metresPerSecond), places: 1) + " " + units.speedSymbol
    }

    /// The seconds from `start` to `end`, held at `Int.min`/`Int.max` where the difference does not fit: a
    /// cached `fetched_at` can be any number, and a plain `end - start` would trap.
    static func seconds(from start: Int, to end: Int) -> Int {
        let (difference, overflow) = end.subtractingReportingOverflow(start)
        return overflow ? (end < start ? .min : .max) : difference
    }
}
