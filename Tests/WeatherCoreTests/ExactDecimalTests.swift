import Testing

@testable import WeatherCore

/// Amounts read as the decimals their shortest descriptions write, summed and rounded without binary noise.
struct ExactDecimalTests {
    @Test func readsTheShortestDescription() {
        #expect(ExactDecimal(1.75) == ExactDecimal(units: 175, scale: 2))
        #expect(ExactDecimal(0.000_01) == ExactDecimal(units: 1, scale: 5))  // described "1e-05"
        #expect(ExactDecimal(1e16) == ExactDecimal(units: 10_000_000_000_000_000, scale: 0))  // "1e+16"
        #expect(ExactDecimal(-2.5) == ExactDecimal(units: -25, scale: 1))
        #expect(ExactDecimal(12.0) == ExactDecimal(units: 12, scale: 0))
        #expect(ExactDecimal(.infinity) == nil)
        #expect(ExactDecimal(1e300) == nil)  // 10³⁰⁰ does not fit in an Int
    }

    /// 0.1 + 0.2 is 0.3 (binary: 0.30000000000000004); 0.12 + 1.14 + 0.49 is 1.75 (binary: 1.7499999999999998).
    @Test func sumsAsDecimals() {
        #expect(ExactDecimal.total([0.1, 0.2]) == 0.3)
        #expect(ExactDecimal.total([0.12, 1.14, 0.49]) == 1.75)
        #expect(ExactDecimal.total([]) == 0)
        #expect(ExactDecimal.total([1e308, 1e308]) == .infinity)  // too large to sum exactly: the binary sum
    }

    /// Half away from zero: 1.75 → 18 tenths, −1.75 → −18, 1.749 → 17; 0.127 × 5 / 127 = 0.005 → 1 hundredth.
    @Test func roundsHalfAwayFromZero() {
        #expect(ExactDecimal(units: 175, scale: 2).rounded(places: 1) == 18)
        #expect(ExactDecimal(units: -175, scale: 2).rounded(places: 1) == -18)
        #expect(ExactDecimal(units: 1749, scale: 3).rounded(places: 1) == 17)
        #expect(ExactDecimal(units: 127, scale: 3).rounded(places: 2, times: 5, over: 127) == 1)
        #expect(ExactDecimal(units: 3, scale: 0).rounded(places: 2) == 300)
    }
}
