import Testing
import WeatherCore

/// Goyang's first slot is 29.2 °C, "02d"; its first local day runs 29.2…35.25 °C. Rostov's first slot is
/// 10.27 °C, "04n"; its day runs 8.84…14.82 °C.
struct LineRendererTests {
    @Test func defaultLineIsIconTemperatureHighAndLowWithOneNewline() throws {
        #expect(LineRenderer().render(try BarFixture.forecast(BarFixture.goyang)) == "⛅ 29°C 35°C/29°C\n")
        #expect(LineRenderer().render(try BarFixture.forecast(BarFixture.rostov)) == "⛅ 10°C 15°C/9°C\n")
    }

    @Test func nerdIconsAndNoIcons() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        // nf-weather-day_cloudy, U+E302, for "02d".
        #expect(LineRenderer(context: BarContext(icons: .nerd)).render(forecast) == "\u{E302} 29°C 35°C/29°C\n")
        // No icon leaves no leading space.
        #expect(LineRenderer(context: BarContext(icons: .none)).render(forecast) == "29°C 35°C/29°C\n")
    }

    @Test func staleDataEndsWithTheMarkerAndItsAge() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        let stale = LineRenderer(context: BarContext(age: 38 * 60 + 59, isStale: true))
        #expect(stale.render(forecast) == "⛅ 29°C 35°C/29°C ⟳ 38m\n")
        let ageUnknown = LineRenderer(context: BarContext(isStale: true))
        #expect(ageUnknown.render(forecast) == "⛅ 29°C 35°C/29°C ⟳\n")
        // An age alone, without staleness, shows nothing.
        #expect(LineRenderer(context: BarContext(age: 7200)).render(forecast) == "⛅ 29°C 35°C/29°C\n")
    }

    @Test func aTemplateReplacesTheDefaultAndValuesStayOnOneLine() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov, cityName: "Rostov\r\nVeliky")
        let renderer = LineRenderer(template: try Template("  {place}: {description}, tomorrow {high+1}  "))
        #expect(renderer.render(forecast) == "Rostov  Veliky, RU: overcast clouds, tomorrow –\n")
    }

    @Test func errorIsItsFewWordsOnOneLineWithAWarningSign() {
        let error = BarError(short: "timed\nout", message: "Could not reach OpenWeather: the request timed out.")
        #expect(LineRenderer().error(error) == "⚠ timed out\n")
    }
}
