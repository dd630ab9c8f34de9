import Foundation
import Testing

/// The forecast is asked for once, without `lang` (OpenWeather's English), and its conditions are worded by `weather` from their codes: one
/// request and one cache entry serve every `--lang`, an entry an older version kept in the interface's language
/// still serves, a place found by name keeps its local name, and `--descriptions server` asks in `--lang` as
/// before. The Changwon recording the local server answers with is English; its codes are 800 (clear sky), 802,
/// 803 and 804.
@Suite struct OneAnswerForEveryLanguageTests {
    static let place = ["--lat", "37", "--lon", "126"]

    @Test func switchingLanguagesAsksNothingNew() async throws {
        try await LocalOpenWeather.start().serving { server in
            try await WeatherProcess.with { weather in
                let arguments = Self.place + ["--base-url", server.baseURL]

                let korean = try await weather.run(arguments + ["--lang", "kr"])
                let japanese = try await weather.run(arguments + ["--lang", "ja"])
                let english = try await weather.run(arguments + ["--lang", "en"])

                #expect(korean.status == 0 && japanese.status == 0 && english.status == 0)
                #expect(server.requests.map { $0.query["lang"] } == [nil])
                // 800 in each language's words: KMA's 맑음, JMA's 快晴, OpenWeather's own English.
                #expect(korean.stdout.contains("맑음") && !korean.stdout.contains("clear sky"))
                #expect(japanese.stdout.contains("快晴") && !japanese.stdout.contains("clear sky"))
                #expect(english.stdout.contains("clear sky"))
            }
        }
    }

    @Test func serverDescriptionsAskInTheLanguage() async throws {
        try await LocalOpenWeather.start().serving { server in
            try await WeatherProcess.with { weather in
                let arguments = Self.place + ["--base-url", server.baseURL, "--descriptions", "server"]

                let result = try await weather.run(arguments + ["--lang", "kr"])

                #expect(result.status == 0)
                #expect(server.requests.map { $0.query["lang"] } == ["kr"])
                // The recording's own English text, although the interface is Korean.
                #expect(result.stdout.contains("clear sky") && result.stdout.contains("날씨"))
            }
        }
    }

    @Test func anEntryKeptInTheInterfacesLanguageServesWhileFresh() async throws {
        try await LocalOpenWeather.start().serving { server in
            try await WeatherProcess.with { weather in
                let arguments = Self.place + ["--base-url", server.baseURL, "--lang", "kr"]

                // As an older version kept it: asked for in Korean, under the Korean entry's name.
                _ = try await weather.run(arguments + ["--descriptions", "server"])
                let result = try await weather.run(arguments)

                #expect(result.status == 0)
                #expect(server.requestCount == 1)
                #expect(result.stdout.contains("맑음") && !result.stdout.contains("clear sky"))
            }
        }
    }

    @Test func aPlaceFoundByNameKeepsItsLocalName() async throws {
        let geocoding = Data(
            #"[{"name": "Changwon", "local_names": {"ko": "창원", "ja": "昌原"}, "lat": 35.2281, "lon": 128.6811, "country": "KR"}]"#
                .utf8)
        try await LocalOpenWeather.start(geocoding: geocoding).serving { server in
            try await WeatherProcess.with { weather in
                let arguments = ["--city", "Changwon", "--base-url", server.baseURL]

                let korean = try await weather.run(arguments + ["--lang", "kr"])
                let english = try await weather.run(arguments + ["--lang", "en"])
                let polish = try await weather.run(arguments + ["--lang", "pl"])

                #expect(korean.stdout.hasPrefix("창원, KR (35.2281, 128.6811)"))
                // English keeps the forecast's own name; a language the look-up has no name in does too.
                #expect(english.stdout.hasPrefix("Changwon, KR (35.2281, 128.6811)"))
                #expect(polish.stdout.hasPrefix("Changwon, KR (35.2281, 128.6811)"))
                #expect(server.requests.filter { $0.path == "/data/2.5/forecast" }.map { $0.query["lang"] } == [nil])
            }
        }
    }
}
