import Testing
import WeatherCore

/// `String(plain:)`: numbers in messages as people write them.
@Suite struct StringPlainTests {
    @Test(arguments: [(5.0, "5"), (2.5, "2.5"), (0.1, "0.1"), (-90, "-90"), (300, "300"), (1e300, "1e+300")])
    func wholeNumbersLoseTheirPointAndOthersKeepIt(value: Double, text: String) {
        #expect(String(plain: value) == text)
    }
}
