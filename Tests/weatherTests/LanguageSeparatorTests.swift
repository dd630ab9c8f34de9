import Foundation
import Testing

/// `--lang`, the config's `lang` and the locale variables made only of separators once killed every run with
/// SIGILL, an empty stdout and a blank bar: each is now refused as a usage or config error,
/// or, from the locale, taken as no language.
@Suite struct LanguageSeparatorTests {
    @Test(arguments: [["--lang", "-"], ["--lang", "_"], ["--lang=--"], ["--lang", "_.UTF-8"]])
    func separatorLangIsAUsageError(_ lang: [String]) async throws {
        try await WeatherProcess.with { weather in
            let result = try await weather.run(["--demo"] + lang)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderrLines.first?.hasPrefix("Error: --lang takes an OpenWeather language code") == true)
            #expect(result.stdout == "")
        }
    }

    @Test func separatorLangIsABarErrorInWaybar() async throws {
        try await WeatherProcess.with { weather in
            let result = try await weather.run(["--demo", "--lang", "-", "--format", "waybar"])
            #expect(result.status == 0)
            let bar = try #require(WaybarOutput(result.stdout), "\(result.stdout)")
            #expect(bar.classes.contains("error"))
        }
    }

    @Test(arguments: ["-", "_", "--"])
    func separatorLangInTheConfigIsAConfigError(_ lang: String) async throws {
        try await WeatherProcess.with { weather in
            let config = weather.temporaryDirectory.appendingPathComponent("config.json")
            try Data(#"{"lang": "\#(lang)"}"#.utf8).write(to: config)
            let result = try await weather.run(["--demo", "--config", config.path])
            #expect(result.status == 78, "\(result.stderr)")
            #expect(
                result.stderrLines == [
                    "Error: \(config.path): \"lang\" takes an OpenWeather language code such as en, kr or zh_cn, not '\(lang)'."
                ])
        }
    }

    @Test(arguments: [["LANG": "_"], ["LC_ALL": "_.UTF-8"], ["LC_MESSAGES": "_"], ["LANG": "@"], ["LC_ALL": "."]])
    func separatorLocaleRunsTheDemoAsWithoutOne(_ locale: [String: String]) async throws {
        var plain = try WeatherProcess()
        defer { plain.cleanUp() }
        plain.environment["LANG"] = "C"
        var odd = try WeatherProcess()
        defer { odd.cleanUp() }
        odd.environment.merge(locale) { $1 }
        let expected = try await plain.run(["--demo"])
        let result = try await odd.run(["--demo"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout == expected.stdout)
    }
}
