import Foundation
import Testing

extension PlacesEndToEnd {
    /// Colour and width end to end: `--color`, `NO_COLOR`, `TERM=dumb` and the force variables, on a file and on
    /// a real pseudo-terminal; no ANSI ever in json or bar formats; tables fitted to `COLUMNS` or the terminal.
    @Suite struct ColorOutputTests {
        static let escape = "\u{1B}["

        /// Runs `arguments` for 37/126 against a Changwon server, with `environment` added, stdout to a file.
        static func run(_ arguments: [String], environment: [String: String] = [:]) async throws
            -> WeatherProcess.Result
        {
            try await LocalOpenWeather.start().serving { server in
                try await WeatherProcess.with { weather in
                    weather.environment.merge(environment) { $1 }
                    return try await weather.run(
                        ["--lat", "37", "--lon", "126", "--base-url", server.baseURL] + arguments)
                }
            }
        }

        /// The same on a pseudo-terminal `columns` wide, with `TERM=xterm-256color` unless `environment` says otherwise.
        static func runOnTerminal(
            _ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 0
        ) async throws -> WeatherProcess.TerminalResult {
            try await LocalOpenWeather.start().serving { server in
                try await WeatherProcess.with { weather in
                    weather.environment["TERM"] = "xterm-256color"
                    weather.environment.merge(environment) { $1 }
                    return try await weather.runOnTerminal(
                        ["--lat", "37", "--lon", "126", "--base-url", server.baseURL] + arguments, columns: columns)
                }
            }
        }

        @Test func colorAlwaysColoursAFile() async throws {
            let result = try await Self.run(["--color", "always"])
            #expect(result.status == 0)
            #expect(result.stdout.contains(Self.escape + "38;5;"))
        }

        @Test func autoLeavesAFilePlain() async throws {
            let result = try await Self.run([], environment: ["TERM": "xterm-256color"])
            #expect(result.status == 0)
            #expect(!result.stdout.contains("\u{1B}"))
        }

        @Test(arguments: ["CLICOLOR_FORCE", "FORCE_COLOR"])
        func forceVariableColoursAFile(name: String) async throws {
            #expect(try await Self.run([], environment: [name: "1"]).stdout.contains(Self.escape))
            #expect(!(try await Self.run([], environment: [name: "0"]).stdout.contains("\u{1B}")))
        }

        @Test func autoColoursATerminal() async throws {
            let result = try await Self.runOnTerminal([])
            #expect(result.status == 0)
            #expect(result.stdout.contains("Changwon, KR"))
            #expect(result.stdout.contains(Self.escape + "38;5;"))
        }

        @Test(arguments: [["NO_COLOR": "1"], ["TERM": "dumb"]])
        func noColorOrDumbTerminalTurnsAutoOff(environment: [String: String]) async throws {
            let result = try await Self.runOnTerminal([], environment: environment)
            #expect(result.status == 0)
            #expect(result.stdout.contains("Changwon, KR"))
            #expect(!result.stdout.contains("\u{1B}"))
        }

        @Test func colorNeverKeepsATerminalPlain() async throws {
            let result = try await Self.runOnTerminal(["--color", "never"])
            #expect(result.stdout.contains("Changwon, KR"))
            #expect(!result.stdout.contains("\u{1B}"))
        }

        @Test func colorAlwaysBeatsNoColor() async throws {
            // A flag given for one run wins over the environment (no-color.org).
            #expect(
                try await Self.run(["--color", "always"], environment: ["NO_COLOR": "1"]).stdout.contains(Self.escape))
        }

        @Test(arguments: ["json", "line", "waybar", "i3blocks", "polybar", "tmux", "xbar"])
        func jsonAndBarFormatsNeverCarryANSI(format: String) async throws {
            let result = try await Self.run(
                ["--format", format, "--color", "always"], environment: ["CLICOLOR_FORCE": "1"])
            #expect(result.status == 0)
            #expect(!result.stdout.isEmpty)
            #expect(!result.stdout.contains("\u{1B}"))
        }

        @Test func jsonOnATerminalCarriesNoANSI() async throws {
            let result = try await Self.runOnTerminal(["--format", "json"])
            #expect(result.stdout.hasPrefix("{"))
            #expect(!result.stdout.contains("\u{1B}"))
        }
    }
}
