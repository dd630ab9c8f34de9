import Foundation
import Testing

/// polybar shows the first line a script writes to stdout or stderr, which reach it through one pipe: in a bar
/// format the bar's line comes first, and the warnings and the error's sentence after it. Run here with stderr
/// sent to stdout, as polybar has them; and a bar's short error text for OpenWeather's recorded 401 and 429.
@Suite struct BarStderrOrderTests {
    /// Runs `weather` with stderr joined to stdout, in the order written.
    static func joined(_ weather: WeatherProcess, _ arguments: [String]) async throws -> WeatherProcess.Result {
        var weather = weather
        weather.launcher = ["/bin/sh", "-c", #"exec "$0" "$@" 2>&1"#]
        return try await weather.run(arguments)
    }

    @Test(arguments: ["polybar", "tmux", "i3blocks", "line", "waybar", "xbar"])
    func aConfigWarningComesAfterTheBarsOutput(_ format: String) async throws {
        try await WeatherProcess.with { weather in
            let folder = weather.home.appendingPathComponent(".config/weather")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(#"{"unit": "imperial"}"#.utf8).write(to: folder.appendingPathComponent("config.json"))

            let result = try await Self.joined(weather, ["--demo", "--format", format])

            #expect(result.status == 0)
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.first?.contains("°C") == true, "the bar's line first: \(result.stdout)")
            #expect(lines.last?.hasPrefix("Warning: ") == true)
            #expect(lines.filter { $0.hasPrefix("Warning: ") }.count == 1)
        }
    }

    @Test(arguments: ["polybar", "tmux", "line"])
    func withNoDataTheShortErrorComesBeforeTheSentence(_ format: String) async throws {
        try await WeatherProcess.with { weather in
            let base = "http://127.0.0.1:\(TestHTTPServer.closedPort())"

            let result = try await Self.joined(
                weather, ["--lat", "37", "--lon", "126", "--base-url", base, "--format", format])

            let lines = result.stdout.split(separator: "\n")
            #expect(lines.count == 2, "\(result.stdout)")
            #expect(lines.first?.contains("⚠ offline") == true)
            #expect(lines.last?.hasPrefix("Error: Could not reach OpenWeather") == true)
        }
    }

    @Test func aUsageErrorInABarFormatPrintsTheBarsLineFirst() async throws {
        try await WeatherProcess.with { weather in

            let result = try await Self.joined(weather, ["--format", "polybar", "--unist", "metric"])

            #expect(result.status == 0)
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.first == "%{F#ff0000}⚠ usage error%{F-}", "\(result.stdout)")
            #expect(lines.dropFirst().first?.hasPrefix("Error: ") == true)
        }
    }

    /// OpenWeather's recorded answers (Tests/WeatherCoreTests/Fixtures) and the words a bar shows for them.
    @Test(arguments: [
        (401, "error_401_invalid_key_http_url_int_cod.json", "key rejected"),
        (429, "error_429_account_blocked_raw.json", "rate limited"),
        (500, "error_500_internal_server_error_pyowm.json", "server error"),
    ])
    func anErrorStatusIsAFewWordsInTheBarAndTheSentenceInTheTooltip(status: Int, fixture: String, short: String)
        async throws
    {
        let body = try Fixture(name: fixture).data()
        try await TestHTTPServer { _ in
            .respond(status: status, headers: ["Content-Type": "application/json"], body: body)
        }.serving { server in
            try await WeatherProcess.with { weather in

                let polybar = try await weather.run(
                    ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--format", "polybar"])
                let waybar = try await weather.run(
                    ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--format", "waybar"])

                #expect(polybar.stdout == "%{F#ff0000}⚠ \(short)%{F-}\n")
                #expect(polybar.stderr.contains("HTTP \(status)"))
                let bar = try #require(WaybarOutput(waybar.stdout), "\(waybar.stdout)")
                #expect(bar.text == "⚠ \(short)")
                #expect(bar.tooltip.contains("HTTP \(status)"))
            }
        }
    }
}
