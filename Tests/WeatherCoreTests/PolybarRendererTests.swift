import Testing
import WeatherCore

struct PolybarRendererTests {
    @Test func colorsTheLineWithPolybarTags() throws {
        let goyang = try BarFixture.forecast(BarFixture.goyang)
        #expect(PolybarRenderer().render(goyang) == "%{F#ffaf5f}⛅ 29°C 35°C/29°C%{F-}\n")
        let rostov = try BarFixture.forecast(BarFixture.rostov)
        #expect(
            PolybarRenderer(context: BarContext(icons: .nerd)).render(rostov)
                == "%{F#87d787}\u{E312} 10°C 15°C/9°C%{F-}\n")
    }

    @Test func colorNeverLeavesTheLineInTheBarsOwnColours() throws {
        let goyang = try BarFixture.forecast(BarFixture.goyang)
        #expect(PolybarRenderer(context: BarContext(colors: false)).render(goyang) == "⛅ 29°C 35°C/29°C\n")
    }

    @Test func breaksPercentInDataButNotInTheTemplatesOwnText() throws {
        // Tue 15 July in Goyang has pop 1; the template's "%%{{u#fff}}" is a literal polybar tag, "%{u#fff}".
        let forecast = try BarFixture.forecast(BarFixture.goyang, cityName: "100% Goyang")
        let renderer = PolybarRenderer(template: try Template("%%{{u#fff}}{place} {pop+4}"))
        #expect(renderer.render(forecast) == "%{F#ffaf5f}%{u#fff}100%\u{200B} Goyang, KR 100%\u{200B}%{F-}\n")
    }

    /// Polybar's parser takes every "%{" as a tag, "%%{" included: a place named so would colour the bar.
    @Test func dataCannotStartATagWhateverFollowsIt() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang, cityName: "100%{F#f00}x")
        let output = PolybarRenderer(template: try Template("{place}{{")).render(forecast)
        #expect(output == "%{F#ffaf5f}100%\u{200B}{F#f00}x, KR{%{F-}\n")
        // The only tags left are the renderer's own colour and its end.
        #expect(output.components(separatedBy: "%{").count - 1 == 2)
    }

    /// A template's own "%" just before a value that starts with "{" made a tag of the value (review finding).
    @Test func aValueStartingWithABraceCannotCompleteATemplatesPercent() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang, cityName: "{F#f00}x")
        let output = PolybarRenderer(template: try Template("%%{place}")).render(forecast)
        #expect(output == "%{F#ffaf5f}%\u{200B}{F#f00}x, KR%{F-}\n")
    }

    @Test func staleDataAddsAGreyMarker() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov)
        let renderer = PolybarRenderer(context: BarContext(age: 3 * 86_400, isStale: true))
        #expect(renderer.render(forecast) == "%{F#87d787}⛅ 10°C 15°C/9°C%{F-} %{F#8a8a8a}⟳ 3d%{F-}\n")
    }

    @Test func errorIsItsFewWordsInRedWithPercentEscaped() {
        let error = BarError(short: "100% offline", message: "Could not reach OpenWeather: connection refused.")
        #expect(PolybarRenderer().error(error) == "%{F#ff0000}⚠ 100%\u{200B} offline%{F-}\n")
    }
}
