import Testing
import WeatherCore

/// Colours by the whole °C shown now: Goyang 29.2 → 29 (orange), Rostov 10.27 → 10 (green).
struct I3blocksRendererTests {
    @Test func printsFullTextShortTextAndColour() throws {
        let goyang = try BarFixture.forecast(BarFixture.goyang)
        #expect(I3blocksRenderer().render(goyang) == "⛅ 29°C 35°C/29°C\n⛅ 29°C\n#ffaf5f\n")
        let rostov = try BarFixture.forecast(BarFixture.rostov)
        #expect(I3blocksRenderer().render(rostov) == "⛅ 10°C 15°C/9°C\n⛅ 10°C\n#87d787\n")
    }

    @Test func aTemplateAndStaleDataKeepTheThreeLines() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov, cityName: "Rostov & <Veliky>\nYaroslavl")
        let renderer = I3blocksRenderer(
            context: BarContext(icons: .ascii, age: 2 * 3600 + 59, isStale: true),
            template: try Template("{place} {temp} {pop}"))
        #expect(
            renderer.render(forecast)
                == "Rostov & <Veliky> Yaroslavl, RU 10°C 20% ⟳ 2h\nBKN 10°C ⟳ 2h\n#87d787\n")
    }

    /// A line break in the template's own text is a space, as in a value: the output stays three lines
    /// (hostile-test finding: `--template $'{temp}\n{high}'` made "⛅ 29°C" the colour line).
    @Test func aLineBreakInTheTemplateKeepsTheThreeLines() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        let renderer = I3blocksRenderer(template: try Template("{temp}\n{high}\r"))
        // The "\r" at the end is a space too, and a line is trimmed.
        #expect(renderer.render(forecast) == "29°C 35°C\n⛅ 29°C\n#ffaf5f\n")
    }

    @Test func aForecastWithNoSlotsIsGrey() throws {
        let forecast = try BarFixture.forecast(BarFixture.emptyLondon)
        #expect(I3blocksRenderer().render(forecast) == "– – –/–\n– –\n#bcbcbc\n")
    }

    /// i3blocks has no tooltip: the sentence (230 characters with no key) overran the bar, so both texts are
    /// the few words and the sentence goes to stderr.
    @Test func errorIsItsFewWordsAsFullAndShortTextInRed() {
        let error = BarError(short: "timed out", message: "Could not reach OpenWeather: the request timed out.")
        #expect(I3blocksRenderer().error(error) == "⚠ timed out\n⚠ timed out\n#ff0000\n")
    }
}
