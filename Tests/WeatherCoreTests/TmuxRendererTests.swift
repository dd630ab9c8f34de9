import Testing
import WeatherCore

struct TmuxRendererTests {
    /// tmux's status line has its own colours (black on green by default), on which the scale's light blue
    /// could not be read: with no colour asked for, the line carries no style of its own.
    @Test func takesTheStatusLinesOwnColoursByDefault() throws {
        let goyang = try BarFixture.forecast(BarFixture.goyang)
        #expect(TmuxRenderer().render(goyang) == "⛅ 29°C 35°C/29°C\n")
    }

    @Test func stylesTheLineWithTmuxStylesWhenColoursAreAskedFor() throws {
        let goyang = try BarFixture.forecast(BarFixture.goyang)
        #expect(
            TmuxRenderer(context: BarContext(colors: true)).render(goyang)
                == "#[fg=#ffaf5f]⛅ 29°C 35°C/29°C#[default]\n")
    }

    @Test func quadruplesHashInDataButNotInTheTemplatesOwnText() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov)
        let renderer = TmuxRenderer(
            context: BarContext(placeName: "Café #1", colors: true),
            template: try Template("#[bold]{place}#[nobold] {temp}"))
        #expect(renderer.render(forecast) == "#[fg=#87d787]#[bold]Café ####1#[nobold] 10°C#[default]\n")
    }

    /// tmux expands a job's output as a format (`##` → `#`) and then draws it (a run of n "#" shows ⌈n/2⌉,
    /// and a run before "[" is kept for the drawing, where an even one is literal): k "#" are written 4k
    /// times, 2k before "[". Worked out from tmux 3.3a's output, which scripts/bars checks in the real tmux.
    @Test(arguments: [
        ("a#b", "a####b"), ("a##b", "a########b"), ("w##W", "w########W"), ("#[fg=red]", "##[fg=red]"),
        ("##[x", "####[x"), ("#{pane_id}", "####{pane_id}"), ("x#", "x####\u{200B}"),
        ("[x", "\u{200B}[x"), ("100%", "100%"),
    ])
    func escapesEachRunOfHashForTheExpansionAndTheDrawing(data: String, written: String) {
        #expect(TmuxMarkup.escape(data) == written)
    }

    @Test func staleDataAddsAGreyMarkerWhenColoured() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov)
        let renderer = TmuxRenderer(context: BarContext(age: 38 * 60, isStale: true, colors: true))
        #expect(renderer.render(forecast) == "#[fg=#87d787]⛅ 10°C 15°C/9°C#[default] #[fg=#8a8a8a]⟳ 38m#[default]\n")
        let plain = TmuxRenderer(context: BarContext(age: 38 * 60, isStale: true))
        #expect(plain.render(forecast) == "⛅ 10°C 15°C/9°C ⟳ 38m\n")
    }

    @Test func errorIsItsFewWordsInTheStatusLinesColoursOrRedWhenColoured() {
        let error = BarError(short: "key #1 rejected", message: "OpenWeather rejected the API key (HTTP 401).")
        #expect(TmuxRenderer().error(error) == "⚠ key ####1 rejected\n")
        #expect(
            TmuxRenderer(context: BarContext(colors: true)).error(error)
                == "#[fg=#ff0000]⚠ key ####1 rejected#[default]\n")
        #expect(TmuxRenderer(context: BarContext(colors: false)).error(error) == "⚠ key ####1 rejected\n")
    }

    /// A template's own "#" just before a value that starts with "[", "{" or "(" made a style, a format or a
    /// shell command of the value (review finding).
    @Test(arguments: ["[fg=red]x", "{pane_title}x", "(date)x"])
    func aValueStartingWithABracketCannotCompleteATemplatesHash(name: String) throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang, cityName: name)
        let output = TmuxRenderer(context: BarContext(colors: true), template: try Template("#{place}")).render(
            forecast)
        #expect(output == "#[fg=#ffaf5f]#\u{200B}\(name), KR#[default]\n")
    }
}
