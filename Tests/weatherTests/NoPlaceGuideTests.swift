import Foundation
import Testing

/// `weather` with no place anywhere, as the binary prints it: a guide on stderr and exit 64 for a
/// table; for a bar, valid bar output ("no place"), exit 0 (33 for i3blocks with --urgent) and one line on
/// stderr.
@Suite struct NoPlaceGuideTests {
    @Test func tableRunPrintsTheGuideAndExitsUsage() async throws {
        try await WeatherProcess.with { weather in
            weather.environment["OPENWEATHER_API_KEY"] = nil

            let result = try await weather.run([])

            #expect(result.status == 64)
            #expect(result.stdout == "")
            let home = try #require(weather.environment["HOME"])
            let lines = result.stderrLines.map(String.init)
            #expect(
                lines.first
                    == "Error: no place given, and there is no config file at \(home)/.config/weather/config.json "
                    + "to name a default \"place\"")
            #expect(lines.contains { $0.hasPrefix("    weather Seoul ") })
            #expect(lines.contains(#"    {"place": {"city": "Seoul,KR"}}"#))
            #expect(lines.contains { $0.contains("\(home)/.config/weather/APIKey.json") })
            #expect(lines.contains { $0.hasSuffix("weather --demo") })
            #expect(lines.last == "See 'weather --help'.")
            // Between the error and the pointer to --help, the guide is indented.
            #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("  ") })
            #expect(lines.count <= 10, "a short guide: \(lines.count) lines")
        }
    }

    /// With neither HOME nor XDG_CONFIG_HOME there is no default file: the error and the guide name it as
    /// `--help` does, not as a "config.json" that would read as one in the working directory, which is not read.
    @Test func withoutHomeTheGuideNamesTheDefaultFileByItsVariable() async throws {
        try await WeatherProcess.with { weather in
            weather.environment["OPENWEATHER_API_KEY"] = nil
            weather.environment["HOME"] = nil
            try Data(#"{"place": {"city": "Busan,KR"}}"#.utf8).write(
                to: weather.currentDirectory.appendingPathComponent("config.json"))

            let result = try await weather.run([])

            #expect(result.status == 64)
            let lines = result.stderrLines.map(String.init)
            #expect(
                lines.first
                    == "Error: no place given, and there is no config file at $XDG_CONFIG_HOME/weather/config.json "
                    + "to name a default \"place\"")
            #expect(lines.contains("  To make it the default, put this in $XDG_CONFIG_HOME/weather/config.json:"))
        }
    }

    /// The guide follows the interface's language, here the locale's: Korean prose around the same commands,
    /// still on stderr with exit 64.
    @Test func guideIsInTheLocalesLanguage() async throws {
        try await WeatherProcess.with { weather in
            weather.environment["OPENWEATHER_API_KEY"] = nil
            weather.environment["LANG"] = "ko_KR.UTF-8"

            let result = try await weather.run([])

            #expect(result.status == 64)
            #expect(result.stdout == "")
            let lines = result.stderrLines.map(String.init)
            #expect(lines.first?.hasPrefix("Error: no place given, and ") == true)
            #expect(lines.contains("  장소를 지정하세요:"))
            let byName = "이름으로 (띄어쓰기가 있는 이름은 따옴표로 감싸서: weather \"New York,NY,US\")"
            #expect(lines.contains { $0.hasPrefix("    weather Seoul ") && $0.hasSuffix(byName) })
            #expect(lines.contains(#"    {"place": {"city": "Seoul,KR"}}"#))
            #expect(lines.contains("  키나 네트워크 없이 동작을 보려면: weather --demo"))
            #expect(lines.last == "See 'weather --help'.")
        }
    }

    @Test func waybarGetsItsJSONAndOneLineOnStderr() async throws {
        try await WeatherProcess.with { weather in

            let result = try await weather.run(["--format", "waybar"])

            #expect(result.status == 0)
            let bar = try #require(WaybarOutput(result.stdout), "not one line of waybar JSON: \(result.stdout)")
            #expect(bar.text == "⚠ no place")
            #expect(bar.classes == ["error"])
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.contains("weather Seoul"))
        }
    }

    @Test func i3blocksWithUrgentIsUrgent() async throws {
        try await WeatherProcess.with { weather in

            let result = try await weather.run(["--format", "i3blocks", "--urgent"])

            #expect(result.status == 33)
            // i3blocks' three lines: full text and short text (the few words; the message is on stderr), colour.
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 4 && lines[0] == "⚠ no place" && lines[1] == "⚠ no place")
            #expect(result.stderr.contains("no place given"))
            #expect(result.stderrLines.count == 1)
        }
    }
}
