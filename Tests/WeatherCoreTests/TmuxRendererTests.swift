import Testing
import WeatherCore

struct TmuxRendererTests {
    @Test func stylesTheLineWithTmuxStyles() throws {
        let goyang = try BarFixture.forecast(BarFixture.goyang)
        #expect(TmuxRenderer().render(goyang) == "#[fg=#ffaf5f]⛅ 29°C 35°C/29°C#[default]\n")
    }

    @Test func doublesHashInDataButNotInTheTemplatesOwnText() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov)
        let renderer = TmuxRenderer(
            context: BarContext(placeName: "Café #1"), template: try Template("#[bold]{place}#[nobold] {temp}"))
        #expect(renderer.render(forecast) == "#[fg=#87d787]#[bold]Café ##1#[nobold] 10°C#[default]\n")
    }

    @Test func staleDataAddsAGreyMarker() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov)
        let renderer = TmuxRenderer(context: BarContext(age: 38 * 60, isStale: true))
        #expect(renderer.render(forecast) == "#[fg=#87d787]⛅ 10°C 15°C/9°C#[default] #[fg=#8a8a8a]⟳ 38m#[default]\n")
    }

    @Test func errorIsOneRedLineWithHashEscaped() {
        #expect(
            TmuxRenderer().error(message: #"Server said "<busy> & 100% #1 | try later""#)
                == ##"#[fg=#ff0000]⚠ Server said "<busy> & 100% ##1 | try later"#[default]"## + "\n")
    }

    /// A template's own "#" just before a value that starts with "[", "{" or "(" made a style, a format or a
    /// shell command of the value (review finding).
    @Test(arguments: ["[fg=red]x", "{pane_title}x", "(date)x"])
    func aValueStartingWithABracketCannotCompleteATemplatesHash(name: String) throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang, cityName: name)
        let output = TmuxRenderer(template: try Template("#{place}")).render(forecast)
        #expect(output == "#[fg=#ffaf5f]#\u{200B}\(name), KR#[default]\n")
    }
}
