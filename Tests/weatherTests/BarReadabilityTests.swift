import Foundation
import Testing

/// Bars that read well where they run: tmux in the status line's own colours unless colours are asked for,
/// and an error's text in a bar at most 40 characters, its sentence on stderr and in the tooltip.
@Suite struct BarReadabilityTests {
    @Test func tmuxTakesTheStatusLinesColoursByDefault() async throws {
        try await WeatherProcess.with { weather in

            let result = try await weather.run(["--demo", "--format", "tmux"])

            #expect(result.status == 0)
            #expect(!result.stdout.isEmpty && !result.stdout.contains("#["), "\(result.stdout)")
        }
    }

    @Test func tmuxIsColouredWhenTheCommandLineAsks() async throws {
        try await WeatherProcess.with { weather in

            let result = try await weather.run(["--demo", "--format", "tmux", "--color", "always"])

            #expect(result.stdout.hasPrefix("#[fg=#"), "\(result.stdout)")
        }
    }

    @Test func tmuxIsColouredWhenTheConfigFileAsks() async throws {
        try await WeatherProcess.with { weather in
            let path = weather.temporaryDirectory.appendingPathComponent("tmux.json")
            try Data(#"{"format": "tmux", "color": "always"}"#.utf8).write(to: path)

            let result = try await weather.run(["--config", path.path, "--demo"])

            #expect(result.stdout.hasPrefix("#[fg=#"), "\(result.stdout)")
        }
    }

    /// With no key anywhere, the sentence (which names every place a key is looked for) goes to stderr and the
    /// tooltip; the bar itself shows "⚠ no API key".
    @Test(arguments: ["i3blocks", "tmux", "polybar", "line", "waybar", "xbar"])
    func noKeyIsAShortBarTextWithTheSentenceOnStderr(format: String) async throws {
        try await WeatherProcess.with { weather in
            weather.environment["OPENWEATHER_API_KEY"] = nil
            let base = "http://127.0.0.1:\(TestHTTPServer.closedPort())"

            let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", base, "--format", format])

            #expect(result.status == 0)
            let first = try #require(result.stdout.split(separator: "\n").first.map(String.init))
            switch format {
            case "waybar":
                let bar = try #require(WaybarOutput(result.stdout))
                #expect(bar.text == "⚠ no API key")
                #expect(bar.tooltip.contains("OPENWEATHER_API_KEY"))
                #expect(bar.tooltip.hasPrefix("No OpenWeather API key found."), "\(bar.tooltip)")
            case "xbar":
                #expect(first.hasPrefix("⚠ no API key"))
            default:
                #expect(first.contains("⚠ no API key") && !first.contains("OPENWEATHER_API_KEY"), "\(first)")
            }
            #expect(result.stderr.contains("OPENWEATHER_API_KEY"), "\(result.stderr)")
        }
    }
}
