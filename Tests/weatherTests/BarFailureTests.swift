import Foundation
import Testing

/// Status-bar formats when no forecast can be had and nothing is cached: output that is still valid for the
/// bar, exit 0 (a bar hides a module that fails), and a short default deadline.
@Suite struct BarFailureTests {
    /// Runs `weather --format <format>` against a port where nothing listens, with an empty cache.
    static func refused(_ format: String, _ extra: [String] = []) async throws -> WeatherProcess.Result {
        return try await WeatherProcess.with { weather in
            let base = "http://127.0.0.1:\(TestHTTPServer.closedPort())"
            return try await weather.run(
                ["--lat", "37", "--lon", "126", "--base-url", base, "--format", format] + extra)
        }
    }

    /// The lines of standard output, without the final newline.
    static func lines(_ stdout: String) -> [Substring] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    /// A command line that does not parse shows no forecast either: with `--urgent` the block is urgent (33),
    /// as the README's exit-status table says (the new-user review found 0).
    @Test func i3blocksUsageErrorWithUrgentExitsUrgent() async throws {
        try await WeatherProcess.with { weather in

            let run = try await weather.run(["--format", "i3blocks", "--urgent", "--bogus"])

            #expect(run.status == 33)
            #expect(Self.lines(run.stdout).first?.hasPrefix("⚠") == true)
        }
    }

    @Test func waybarPrintsOneLineOfJSONWithClassErrorAndTheReason() async throws {
        let result = try await Self.refused("waybar")

        #expect(result.status == 0)
        let bar = try #require(WaybarOutput(result.stdout), "not one line of waybar JSON: \(result.stdout)")
        #expect(bar.classes == ["error"])
        #expect(bar.text == "⚠ offline")
        #expect(bar.tooltip.contains("refused"))
        #expect(result.stderrLines.count == 1)
    }

    @Test func i3blocksPrintsFullTextShortTextAndColourAndExitsZero() async throws {
        let result = try await Self.refused("i3blocks")

        #expect(result.status == 0)
        let lines = Self.lines(result.stdout)
        try #require(lines.count == 3, "\(result.stdout)")
        // No tooltip in i3blocks: the few words in the bar, the sentence on stderr (which i3blocks logs).
        #expect(lines[0] == "⚠ offline")
        #expect(lines[1] == "⚠ offline")
        #expect(result.stderr.contains("refused"))
        #expect(lines[2].wholeMatch(of: /#[0-9a-fA-F]{6}/) != nil)
    }

    @Test func i3blocksWithUrgentExitsThirtyThree() async throws {
        let result = try await Self.refused("i3blocks", ["--urgent"])

        #expect(result.status == 33)
        #expect(Self.lines(result.stdout).count == 3)
    }

    @Test(arguments: ["polybar", "tmux", "line"])
    func oneLineFormatsPrintOneShortLineAndTheReasonOnStderr(_ format: String) async throws {
        let result = try await Self.refused(format)

        #expect(result.status == 0)
        let lines = Self.lines(result.stdout)
        #expect(lines.count == 1, "\(result.stdout)")
        #expect(lines.first?.contains("⚠ offline") == true)
        #expect(lines.first?.contains("refused") == false, "the sentence does not fit a bar: \(result.stdout)")
        #expect(result.stderr.contains("refused"))
        #expect(!result.stdout.contains("\u{1B}"), "no ANSI escapes in a bar")
    }

    @Test func xbarPrintsAWarningTitleThenTheMenu() async throws {
        let result = try await Self.refused("xbar")

        #expect(result.status == 0)
        let lines = Self.lines(result.stdout)
        try #require(lines.count >= 3, "\(result.stdout)")
        #expect(lines[0].hasPrefix("⚠"))
        #expect(lines[1] == "---")
        #expect(lines[2].contains("refused"))
    }

    /// Bars run the command every few seconds: without `--timeout` the deadline is 5 s, not the table's 10 s.
    @Test func waybarGivesUpOnASilentServerAfterTheDefaultFiveSeconds() async throws {
        try await TestHTTPServer { _ in .neverAnswer }.serving { server in
            try await WeatherProcess.with { weather in
                weather.hardLimit = .seconds(30)

                let result = try await weather.run(
                    ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--format", "waybar", "--verbose"])

                #expect(result.status == 0)
                // On the run's own clock (`--verbose`), which a loaded machine's slow process start cannot move.
                let own = try NetworkFailureTests.ownDuration(result)
                #expect(own < .seconds(5) + NetworkFailureTests.slack)
                #expect(own >= .milliseconds(4900))
                let bar = try #require(WaybarOutput(result.stdout))
                #expect(bar.classes == ["error"])
                #expect(bar.tooltip.contains("5 s"))
                #expect(server.requestCount == 1)
            }
        }
    }
}
