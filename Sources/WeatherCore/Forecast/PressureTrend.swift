/// Where the sea-level pressure (`main.pressure`) goes over the next 3 hours: the estimate at now (see
/// ``NowEstimate``) against the estimate 3 hours later, both interpolated between slots.
public struct PressureTrend: Sendable, Equatable {
    /// Rising, steady or falling.
    public enum Direction: String, Sendable {
        case rising, steady, falling
    }

    /// The change over the 3 hours, hPa; positive when rising.
    public let change: Double

    /// Steady when the change rounds to 0 hPa, the precision OpenWeather gives pressure in; else its sign.
    public var direction: Direction {
        let rounded = change.rounded(.toNearestOrAwayFromZero)
        return rounded > 0 ? .rising : rounded < 0 ? .falling : .steady
    }

    /// "↑ +2 hPa", "→ 0 hPa", "↓ -3 hPa".
    public var text: String { text(in: .hectopascals) }

    /// The arrow and the change in `unit`, to its decimals: "↑ +2 hPa", "↓ -0.09 inHg", "→ 0 mmHg". The
    /// direction is the one in hPa; a change too small to show in `unit` is written 0 without a sign.
    public func text(in unit: PressureUnit) -> String {
        let arrow = direction == .rising ? "↑" : direction == .falling ? "↓" : "→"
        let number = direction == .steady ? "0" : unit.number(fromHectopascals: change)
        let shownZero = Double(number) == 0
        return "\(arrow) \(direction == .rising && !shownZero ? "+" : "")\(number) \(unit.rawValue)"
    }

    /// The trend from `now` over the next 3 hours of `slots`; nil when either end has no pressure or lies
    /// outside the slots.
    public init?(at now: Int, slots: [List]) {
        // `now` is the caller's and may be any Int (the fuzzer tries Int.max): the sum must not trap.
        let (later, overflow) = now.addingReportingOverflow(3 * 3600)
        guard !overflow, let start = NowEstimate(at: now, from: slots), start.isNow,
            let end = NowEstimate(at: later, from: slots), end.isNow,
            let before = start.slot.main.pressure, let after = end.slot.main.pressure
        else { return nil }
        change = after - before
    }
}
