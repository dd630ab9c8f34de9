import Foundation
import Testing

/// Days are the city's own dates and numbers are written with a dot, so the machine's time zone and locale must
/// not change a byte of the output beyond the language the locale chooses (`--lang en` holds it still here).
@Suite struct LocaleIndependenceTests {
    /// UTC+14, the furthest-ahead zone, against UTC: any use of the machine's zone moves slots across midnight.
    /// Thai uses the Buddhist calendar (year 2566 for 2023) when a program asks the locale for one; glibc need
    /// not have the locale installed for Foundation to pick up its identifier from the environment.
    static let worlds: [[String: String]] = [
        ["TZ": "Pacific/Kiritimati", "LC_ALL": "th_TH.UTF-8", "LANG": "th_TH.UTF-8"],
        ["TZ": "UTC", "LC_ALL": "C", "LANG": "C"],
        ["TZ": "America/St_Johns", "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"],
    ]

    /// The outputs of `arguments` in each of ``worlds``.
    static func outputs(_ arguments: [String], stdin: Data = Data()) async throws -> [WeatherProcess.Result] {
        var results: [WeatherProcess.Result] = []
        for world in worlds {
            try await WeatherProcess.with { weather in
                weather.environment.merge(world) { $1 }
                results.append(try await weather.run(arguments, stdin: stdin))
            }
        }
        return results
    }

    @Test(arguments: ["json", "table"])
    func savedChangwonOutputIsIdenticalInEveryZoneAndLocale(_ format: String) async throws {
        let results = try await Self.outputs(["--input", Fixture.changwon.path, "--format", format, "--lang", "en"])

        for result in results {
            #expect(result.status == 0)
            #expect(result.stderr == "")
        }
        let first = try #require(results.first)
        #expect(first.stdout.contains("2023-12-04"))
        #expect(!first.stdout.contains("2566"))
        for result in results.dropFirst() {
            #expect(result.stdout == first.stdout)
        }
    }

    @Test func demoTableIsIdenticalInEveryZoneAndLocale() async throws {
        let results = try await Self.outputs(["--demo", "--units", "imperial", "--lang", "en"])

        let first = try #require(results.first)
        #expect(first.status == 0)
        #expect(first.stdout.contains("2025-07-11"))
        for result in results.dropFirst() {
            #expect(result.status == 0)
            #expect(result.stdout == first.stdout)
        }
    }

    /// The locale picks the interface's language, as it picks OpenWeather's; the zone still changes nothing, and
    /// `--lang` wins over the locale.
    @Test func theLocaleChoosesTheLanguageAndTheZoneChangesNothing() async throws {
        var outputs: [String] = []
        for zone in ["Pacific/Kiritimati", "UTC", "America/St_Johns"] {
            try await WeatherProcess.with { weather in
                weather.environment.merge(["TZ": zone, "LC_ALL": "de_DE.UTF-8"]) { $1 }
                let result = try await weather.run(["--demo"])
                #expect(result.status == 0)
                #expect(result.stderr == "")
                outputs.append(result.stdout)
            }
        }
        #expect(Set(outputs).count == 1)
        // The demo's 6 days, and its first day's title as CLDR's German yMMMEd writes 2025-07-11.
        #expect(outputs[0].contains("6-Tage-Vorhersage"))
        #expect(outputs[0].contains("Fr., 11. Juli 2025"))
        #expect(!outputs[0].contains("Conditions"))

        try await WeatherProcess.with { weather in
            weather.environment["LC_ALL"] = "de_DE.UTF-8"
            let japanese = try await weather.run(["--demo", "--lang", "ja"])
            #expect(japanese.stdout.contains("6日間の予報"))
            #expect(japanese.stdout.contains("2025年7月11日(金)"))
        }
    }

    @Test func coordinatesGoOnTheWireWithADotInACommaLocale() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                weather.environment.merge(["LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"]) { $1 }

                let result = try await weather.run(
                    ["--lat", "37.5665", "--lon", "-126.978", "--base-url", server.baseURL, "--descriptions", "server"])

                #expect(result.status == 0)
                #expect(server.requests.first?.query["lat"] == "37.5665")
                #expect(server.requests.first?.query["lon"] == "-126.978")
                // The language comes from the locale, in OpenWeather's spelling, asked for OpenWeather's descriptions.
                #expect(server.requests.first?.query["lang"] == "de")
            }
        }
    }
}
