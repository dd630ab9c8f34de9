import Foundation
import Testing

/// A bar format chosen in the config file (`"format": "waybar"`) gives bar output for errors found before
/// the options are resolved, as one chosen on the command line does, not an
/// empty stdout with exit 64 or 78, which the bar would show as nothing at all.
@Suite struct ConfigBarFormatTests {
    /// Writes `text` as the user's default config file.
    static func writeConfig(_ text: String, for weather: WeatherProcess) throws {
        let directory = weather.home.appendingPathComponent(".config/weather")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: directory.appendingPathComponent("config.json"))
    }

    /// The error as a waybar object: class "error", the message in the tooltip, exit 0; the message on stderr.
    static func expectWaybarError(
        _ result: WeatherProcess.Result, saying words: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        let output = try #require(WaybarOutput(result.stdout), "\(result.stdout)", sourceLocation: sourceLocation)
        #expect(output.classes == ["error"], sourceLocation: sourceLocation)
        #expect(output.tooltip.contains(words), "\(output.tooltip)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(words), sourceLocation: sourceLocation)
    }

    /// A command line that does not parse: the file is read only for its format.
    @Test func usageErrorIsAWaybarObject() async throws {
        try await WeatherProcess.with { weather in
            try Self.writeConfig(#"{"format": "waybar"}"#, for: weather)

            let result = try await weather.run(["--lat", "37", "--lon", "126", "--units", "kelvinish"])

            try Self.expectWaybarError(result, saying: "kelvinish")
        }
    }

    /// The file itself is wrong elsewhere: its format is still read.
    @Test func configErrorIsAWaybarObject() async throws {
        try await WeatherProcess.with { weather in
            try Self.writeConfig(#"{"format": "waybar", "units": 3}"#, for: weather)

            let result = try await weather.run(["--lat", "37", "--lon", "126"])

            try Self.expectWaybarError(result, saying: "config.json")
        }
    }

    /// A value the file gives that does not resolve (an unknown unit), with `--config` naming the file.
    @Test func resolveErrorWithConfigOptionIsAnI3blocksBlock() async throws {
        try await WeatherProcess.with { weather in
            let path = weather.temporaryDirectory.appendingPathComponent("bar.json")
            try Data(#"{"format": "i3blocks", "units": "kelvinish"}"#.utf8).write(to: path)

            let result = try await weather.run(["--config", path.path, "--lat", "37", "--lon", "126"])

            #expect(result.status == 0, "\(result.stderr)")
            // i3blocks: full text, short text, colour, one a line; the full text starts with the warning sign.
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 4 && lines[0].hasPrefix("⚠") && lines[3] == "", "\(result.stdout)")
            #expect(result.stderr.contains("kelvinish"))
        }
    }

    /// A config file that is a pipe is read once: its format, read then, serves the error in its values.
    @Test(.enabled(if: ShellRunner.isInstalled("bash"), ShellRunner.missing("bash")))
    func resolveErrorInAPipedConfigIsAWaybarObject() async throws {
        try await WeatherProcess.with { weather in
            weather.launcher = [
                "/usr/bin/env", "bash", "--norc", "--noprofile", "-c",
                #"exec "$0" "$@" --config <(printf '%s' '{"format": "waybar", "units": "kelvinish"}')"#,
            ]

            let result = try await weather.run(["--lat", "37", "--lon", "126"])

            try Self.expectWaybarError(result, saying: "kelvinish")
        }
    }

    /// A format that is not a bar's on the command line wins over the file's bar: a plain error, exit 64.
    @Test func tableOnTheCommandLineKeepsThePlainError() async throws {
        try await WeatherProcess.with { weather in
            try Self.writeConfig(#"{"format": "waybar"}"#, for: weather)

            let result = try await weather.run(["--format", "table", "--units", "kelvinish"])

            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("Error: "))
        }
    }
}
