import Foundation
import Testing

/// Options that change nothing with `--demo` (a bundled recording) or `--input` (a saved response), which make
/// no request and read no key or cache, are said to be ignored, in one line on stderr, and the run is otherwise
/// the plain one's: same output, same status. Accepted without a word, they would mislead a new user's trial
/// (`--demo --refresh` would look like it had fetched).
@Suite struct UnusedOptionsTests {
    static let reason =
        "nothing with --demo, which shows a forecast recorded in Korean and bundled with weather, without a "
        + "request, key or cache; ignored."

    static func run(_ arguments: [String]) async throws -> WeatherProcess.Result {
        try await WeatherProcess.with { weather in
            return try await weather.run(["--demo"] + arguments)
        }
    }

    @Test(arguments: [
        ["--api-key-file", "/nonexistent/key.json"], ["--base-url", "https://127.0.0.1:9"], ["--refresh"],
        ["--no-cache"], ["--max-age", "60"], ["--timeout", "3"], ["--cnt", "8"],
        ["--input-units", "metric"],
    ])
    func optionThatDoesNothingIsSaidToBeIgnored(_ option: [String]) async throws {
        let plain = try await Self.run([])
        let result = try await Self.run(option)
        #expect(result.status == 0)
        #expect(result.stdout == plain.stdout, "the option changed the demo's output")
        #expect(
            result.stderrLines.map(String.init) == ["Warning: \(option[0]) does " + Self.reason], "\(result.stderr)")
    }

    @Test func severalAreNamedInOneLineInHelpsOrder() async throws {
        let result = try await Self.run(["--timeout", "3", "--refresh", "--cnt", "8"])
        #expect(result.status == 0)
        #expect(result.stderrLines.map(String.init) == ["Warning: --cnt, --refresh and --timeout do " + Self.reason])
    }

    /// A bar still gets its one line first, and exits 0; the warning follows on stderr.
    @Test func barGetsItsOutputAndTheWarningAfter() async throws {
        let result = try await Self.run(["--format", "waybar", "--no-cache"])
        #expect(result.status == 0)
        #expect(WaybarOutput(result.stdout) != nil, "\(result.stdout)")
        #expect(result.stderrLines.map(String.init) == ["Warning: --no-cache does " + Self.reason])
    }

    /// With `--input` the same options, but `--timeout` (it bounds reading a pipe) and `--input-units`.
    @Test(arguments: [["--refresh"], ["--base-url", "https://127.0.0.1:9"], ["--cnt", "8"]])
    func optionThatDoesNothingWithInputIsSaidToBeIgnored(_ option: [String]) async throws {
        try await WeatherProcess.with { weather in
            let input = ["--input", Fixture.goyangMetric.path, "--input-units", "metric", "--timeout", "5"]
            let plain = try await weather.run(input)
            let result = try await weather.run(input + option)
            #expect(result.status == 0)
            #expect(plain.stderr == "")
            #expect(result.stdout == plain.stdout, "the option changed the output")
            #expect(
                result.stderrLines.map(String.init) == [
                    "Warning: \(option[0]) does nothing with --input, which shows the saved response, without a "
                        + "request, key or cache; ignored."
                ])
        }
    }

    /// Options that shape the demo's output (`--lang` its words), and `--timeout` with a `--config` it bounds the
    /// reading of, are not warned about.
    @Test func optionsThatApplyAreNotWarnedAbout() async throws {
        try await WeatherProcess.with { weather in
            let config = weather.temporaryDirectory.appendingPathComponent("config.json")
            try Data("{}".utf8).write(to: config)
            let result = try await weather.run(
                [
                    "--demo", "--units", "imperial", "--icons", "ascii", "--chart", "--color", "never",
                    "--ambiguous-width",
                    "wide", "--config", config.path, "--timeout", "3", "--lang", "de",
                ])
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.contains("°F"))
            #expect(result.stdout.contains("-Tage-Vorhersage"))
        }
    }
}
