/// A unit wind speeds are shown in (`--wind-units`). OpenWeather sends m/s (or mph for `units=imperial`,
/// which decoding turns back into m/s), so every unit here is worked out from m/s.
public enum SpeedUnit: String, Sendable, CaseIterable, Codable {
    /// Metres per second, the SI unit and OpenWeather's.
    case metresPerSecond = "m/s"
    /// Kilometres per hour: 1 km/h = 1000/3600 m/s.
    case kilometresPerHour = "km/h"
    /// Miles per hour: 1 mph = 0.44704 m/s exactly (the international mile, 1609.344 m).
    case milesPerHour = "mph"
    /// Knots: 1 kn = 1852/3600 m/s exactly (the international nautical mile, 1852 m).
    case knots = "kn"
    /// The Beaufort force, 0 to 12, by the WMO's table of 10-minute mean wind speeds.
    case beaufort = "bft"

    /// The unit `units` implies: mph for imperial, m/s otherwise (what OpenWeather sends for each).
    public init(_ units: Units) {
        self = units == .imperial ? .milesPerHour : .metresPerSecond
    }

    /// The symbol printed after a speed: "m/s", "km/h", "mph", "kn", "Bft".
    public var symbol: String {
        self == .beaufort ? "Bft" : rawValue
    }

    /// A speed in this unit from m/s; for Beaufort, the force (``beaufortForce(metresPerSecond:)``).
    public func speed(fromMetresPerSecond speed: Double) -> Double {
        switch self {
        case .metresPerSecond: speed
        case .kilometresPerHour: speed * 3.6
        case .milesPerHour: speed / 0.44704
        case .knots: speed * 3600 / 1852
        case .beaufort: Double(Self.beaufortForce(metresPerSecond: speed))
        }
    }

    /// A speed as people read it: one decimal with the symbol ("3.2 m/s", "11.5 km/h"), a Beaufort force
    /// whole ("3 Bft").
    public func text(fromMetresPerSecond speed: Double) -> String {
        number(fromMetresPerSecond: speed) + " " + symbol
    }

    /// Whether a speed shows as 0 in this unit ("0.0 m/s", Beaufort force 0): calm air, which has no direction
    /// worth showing whatever `deg` says.
    package func isCalm(metresPerSecond speed: Double) -> Bool {
        Double(number(fromMetresPerSecond: speed)) == 0
    }

    /// The number of ``text(fromMetresPerSecond:)`` alone, for a column headed by the symbol.
    public func number(fromMetresPerSecond speed: Double) -> String {
        guard speed.isFinite else { return "?" }
        return self == .beaufort
            ? String(Self.beaufortForce(metresPerSecond: speed))
            : Display.decimal(self.speed(fromMetresPerSecond: speed), places: 1)
    }

    /// The Beaufort force of a speed in m/s: the WMO's table (Manual on Codes, WMO-No. 306, code table 1100)
    /// gives each force's speeds in tenths of m/s, so the speed is read to the nearest tenth and placed by the
    /// lowest speed of each force, 0.3 m/s for force 1 … 32.7 m/s and more for force 12. A speed that is not
    /// a number, or negative, is force 0.
    public static func beaufortForce(metresPerSecond speed: Double) -> Int {
        guard speed.isFinite else { return speed > 0 ? 12 : 0 }
        let tenths = (speed * 10).rounded(.toNearestOrAwayFromZero)
        return beaufortLowestTenths.lastIndex { tenths >= $0 } ?? 0
    }

    /// The lowest speed of each Beaufort force from 0 to 12, in tenths of m/s (WMO code table 1100).
    static let beaufortLowestTenths: [Double] = [0, 3, 16, 34, 55, 80, 108, 139, 172, 208, 245, 285, 327]
}
