import Testing
import WeatherCore

/// The conditions in words from their codes: OpenWeather's 55 codes (openweathermap.org/weather-conditions,
/// counted there: 10 thunderstorm, 9 drizzle, 10 rain, 11 snow, 10 atmosphere, 5 clear and clouds), each worded in
/// every language, and the response's text for a code outside the list or with OpenWeather's words asked for.
@Suite struct ConditionCodeTests {
    @Test func theCodesAreOpenWeathersFiftyFive() {
        let codes = ConditionCode.allCases.map(\.rawValue)
        #expect(codes.count == 55)
        let groups = Dictionary(grouping: codes) { $0 / 100 }.mapValues(\.count)
        #expect(groups == [2: 10, 3: 9, 5: 10, 6: 11, 7: 10, 8: 5])
    }

    @Test(arguments: Language.allCases)
    func everyCodeHasShortWordsOnOneLine(_ language: Language) {
        for code in ConditionCode.allCases {
            let words = language.phrases.condition(code)
            #expect(!words.isEmpty && !words.contains("\n"), "\(language) \(code.rawValue)")
            #expect(words.count <= 40, "\(language) \(code.rawValue): \(words)")
            #expect(words == words.trimmingCharacters(in: .whitespaces), "\(language) \(code.rawValue)")
        }
    }

    /// Korean as KMA's forecasts word it, not OpenWeather's "실 비" and "온흐림".
    @Test func koreanReadsLikeAWeatherReport() {
        let korean = Language.korean.phrases.condition
        #expect(korean(.lightRain) == "약한 비")
        #expect(korean(.overcastClouds) == "흐림")
        #expect(korean(.brokenClouds) == "구름 많음")
        #expect(korean(.clearSky) == "맑음")
    }

    @Test func programWordsFollowTheLanguageWhateverTheResponseSays() {
        let weather = Weather(id: 500, main: "Rain", description: "실 비")
        #expect(weather.shownDescription(.english) == "light rain")
        #expect(weather.shownDescription(.japanese) == "小雨")
        #expect(weather.shownDescription(.english, .server) == "실 비")
    }

    @Test func anUnknownCodeShowsTheResponsesText() {
        #expect(Weather(id: 799, description: "glitter").shownDescription(.korean) == "glitter")
        #expect(Weather(id: 799).shownDescription(.korean) == nil)
    }
}
