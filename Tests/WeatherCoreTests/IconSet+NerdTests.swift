import Testing
import WeatherCore

/// Code points from the Nerd Fonts glyph list (ryanoasis/nerd-fonts, bin/scripts/lib/i_weather.sh).
struct IconSetNerdTests {
    @Test func mapsEveryOpenWeatherIconToAWeatherIconsGlyph() {
        let ids = ["01d", "01n", "02d", "02n", "03d", "04n", "09d", "10d", "10n", "11d", "13n", "50d", "99d", nil]
        let scalars = ids.map { IconSet.nerd.icon(for: $0).unicodeScalars.map { String($0.value, radix: 16) } }
        #expect(
            scalars == [
                ["e30d"], ["e32b"], ["e302"], ["e37e"], ["e33d"], ["e312"], ["e319"], ["e308"], ["e325"], ["e31d"],
                ["e31a"], ["e313"], ["e374"], ["e374"],
            ])
    }

    @Test func nerdIsOneOfTheIconChoices() {
        #expect(IconSet(rawValue: "nerd") == .nerd)
        #expect(IconSet.allCases.map(\.rawValue) == ["emoji", "nerd", "ascii", "none"])
    }
}
