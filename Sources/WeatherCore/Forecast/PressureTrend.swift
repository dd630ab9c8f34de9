/// Where the sea-level pressure (`main.pressure`) goes over the next 3 hours: the estimate at now (see
/// ``NowEstimate``) against the estimate 3 hours later, both interpolated between slots.
package struct PressureTrend: Sendable, Equatable {
    /// Rising, steady or falling.
    package enum Direction: String, Sendable {
        case rising, steady, falling
    }

    /// The change over the 3 hours, hPa; positive when rising.
    package let change: Double

    /// The direction in hPa (see ``direction(in:)``).
    package var direction: Direction { direction(in: .hectopascals) }

    /// Steady when the change shows as 0 in `unit` to its decimals (0.004 inHg is "0.00"), else the sign of the
    /// figure shown, so that the arrow always agrees with the number beside it.
    package func direction(in unit: PressureUnit) -> Direction {
        let shown = Double(unit.number(fromHectopascals: change)) ?? 0
        return shown > 0 ? .rising : shown < 0 ? .falling : .steady
    }

    /// "↑ +2 hPa", "→ 0 hPa", "↓ -3 hPa".
    package var text: String { text(in: .hectopascals) }

    /// The arrow and the change in `unit`, to its decimals: "↑ +2 hPa", "↓ -0.01 inHg", "→ 0.00 inHg",
    /// "→ 0 mmHg"; both from the one rounded figure.
    package func text(in unit: PressureUnit) -> String {
        let direction = direction(in: unit)
        let arrow = direction == .rising ? "↑" : direction == .falling ? "↓" : "→"
        return "\(arrow) \(direction == .rising ? "+" : "")\(unit.number(fromHectopascals: change)) \(unit.rawValue)"
    }

    /// The trend from `now` over the next 3 hours of `slots`; nil when either end has no pressure or lies
    /// outside the slots.
    package init?(at now: Int, slots: [List]) {
        // `now` is the caller's and may be any Int (the fuzzer tries Int.max): the sum must not trap.
        let (later, overflow) = now.addingReportingOverflow(3 * 3600)
        guard !overflow, let start = NowEstimate(at: now, from: slots), start.isNow,
            let end = NowEstimate(at: later, from: slots), end.isNow,
            let before = start.slot.main.pressure, let after = end.slot.main.pressure
        else { return nil }
        change = after - before
    }
}
