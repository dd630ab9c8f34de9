/// A number held as the decimal it is written as, exactly: a count of 10⁻``scale``. OpenWeather's amounts are
/// JSON literals, decoded to the nearest `Double`, whose shortest description is the literal again; summed and
/// rounded as decimals, 0.12 + 1.14 + 0.49 is 1.75 (binary addition makes 1.7499999999999998) and shows 1.8,
/// while literals whose sum is 1.7499999999999998 show 1.7, as the numbers written say.
struct ExactDecimal: Equatable {
    /// The value in 10⁻``scale``.
    var units: Int
    /// The decimals of ``units``, at least 0.
    var scale: Int

    /// The decimal of `value`'s shortest description ("1.75", "1e-05"); nil when not finite or when it does not
    /// fit in an `Int` count of its decimals.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            (units, scale) = (0, 0)
            return
        }
        let text = value.description.utf8
        var (units, scale, exponent) = (0, 0, 0)
        var (point, negative) = (false, false)
        var index = text.startIndex
        while index != text.endIndex {
            let byte = text[index]
            index = text.index(after: index)
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): point = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (tens, overflow) = units.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                units = tens + Int(byte - UInt8(ascii: "0"))
                if point { scale += 1 }
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard let parsed = Int(String(decoding: text[index...], as: UTF8.self)) else { return nil }
                exponent = parsed
                index = text.endIndex
            default: return nil
            }
        }
        scale -= exponent
        if scale < 0 {
            guard let factor = Self.power(-scale) else { return nil }
            let (scaled, overflow) = units.multipliedReportingOverflow(by: factor)
            guard !overflow else { return nil }
            (units, scale) = (scaled, 0)
        }
        while scale > 0 && units % 10 == 0 {
            (units, scale) = (units / 10, scale - 1)
        }
        self.units = negative ? -units : units
        self.scale = scale
    }

    init(units: Int, scale: Int) {
        self.units = units
        self.scale = scale
    }

    /// The `Double` nearest to the decimal.
    var value: Double { Double("\(units)e\(-scale)") ?? .nan }

    /// The exact sum of `values` read as decimals; nil when one is not finite or the sum does not fit.
    static func sum(_ values: [Double]) -> ExactDecimal? {
        var total = ExactDecimal(units: 0, scale: 0)
        for value in values where value != 0 {
            guard let next = ExactDecimal(value) else { return nil }
            let scale = Swift.max(total.scale, next.scale)
            guard let left = total.units(atScale: scale), let right = next.units(atScale: scale) else { return nil }
            let (units, overflow) = left.addingReportingOverflow(right)
            guard !overflow else { return nil }
            total = ExactDecimal(units: units, scale: scale)
        }
        return total
    }

    /// The total of amounts as the `Double` nearest to their exact decimal sum; their binary sum when that
    /// does not fit (amounts no forecast has, such as 1e300 mm).
    static func total(_ values: [Double]) -> Double {
        sum(values)?.value ?? values.reduce(0, +)
    }

    /// `self` × `numerator` / `denominator`, rounded half away from zero to `places` decimals, as a count of
    /// 10⁻`places`; nil when it does not fit.
    func rounded(places: Int, times numerator: Int = 1, over denominator: Int = 1) -> Int? {
        let common = Swift.min(places, scale)
        guard let up = Self.power(places - common), let down = Self.power(scale - common) else { return nil }
        let (top, overflowTop) = units.multipliedReportingOverflow(by: numerator)
        let (dividend, overflowUp) = top.multipliedReportingOverflow(by: up)
        let (divisor, overflowDown) = denominator.multipliedReportingOverflow(by: down)
        guard !overflowTop, !overflowUp, !overflowDown, divisor > 0 else { return nil }
        let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
        // Half away from zero: the remainder is at least half the divisor, compared without doubling it.
        guard remainder.magnitude >= divisor.magnitude - remainder.magnitude else { return quotient }
        return quotient + (dividend < 0 ? -1 : 1)
    }

    /// ``units`` at a scale at least ``scale``; nil when it does not fit.
    private func units(atScale wider: Int) -> Int? {
        guard let factor = Self.power(wider - scale) else { return nil }
        let (scaled, overflow) = units.multipliedReportingOverflow(by: factor)
        return overflow ? nil : scaled
    }

    /// 10^`exponent`; nil when it does not fit in an `Int` (or `exponent` is negative).
    private static func power(_ exponent: Int) -> Int? {
        guard exponent >= 0 else { return nil }
        var result = 1
        for _ in 0..<exponent {
            let (next, overflow) = result.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            result = next
        }
        return result
    }
}
