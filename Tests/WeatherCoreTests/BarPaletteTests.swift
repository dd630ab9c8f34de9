import Testing
import WeatherCore

struct BarPaletteTests {
    @Test func coloursByTheWholeDegreeShownFromColdBlueToHotRed() {
        let celsius: [Double] = [-40, -10.5, -10.4, -0.5, -0.4, 9.49, 9.5, 19.5, 24.49, 24.5, 29.49, 29.5, 45]
        #expect(
            celsius.map(BarPalette.color(celsius:)) == [
                "#8787ff", "#8787ff", "#5fafff", "#5fafff", "#87d7ff", "#87d7ff", "#87d787", "#ffd75f", "#ffd75f",
                "#ffaf5f", "#ffaf5f", "#ff5f5f", "#ff5f5f",
            ])
    }

    @Test func aValueThatIsNotFiniteIsGrey() {
        #expect(BarPalette.color(celsius: .nan) == "#bcbcbc")
        #expect(BarPalette.color(celsius: .infinity) == "#bcbcbc")
    }
}
