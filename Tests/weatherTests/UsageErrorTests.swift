import Foundation
import Testing

/// Command lines `weather` cannot run: exit 64 (EX_USAGE) with `Error: …` naming the option and the usage line,
/// before any request is made.
@Suite struct UsageErrorTests {
    /// A bad command line and a phrase the error must contain.
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var mentions: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases = [
        Case(arguments: ["--lat", "91", "--lon", "0"], mentions: "--lat"),
        Case(arguments: ["--lat", "0", "--lon", "-180.5"], mentions: "--lon"),
        Case(arguments: ["--lat", "abc", "--lon", "0"], mentions: "--lat"),
        Case(arguments: ["--lat", "37,5", "--lon", "126"], mentions: "--lat"),
        // Numbers, though not finite ones: the range is what to say (review finding: "a number with a dot").
        Case(
            arguments: ["--lat", "37", "--lon", "126", "--timeout", "inf"],
            mentions: "--timeout must be from 0.1 to 300"),
        Case(
            arguments: ["--lat", "37", "--lon", "126", "--timeout", "1e400"],
            mentions: "--timeout must be from 0.1 to 300"),
        Case(arguments: ["--lat", "nan", "--lon", "126"], mentions: "--lat must be from -90 to 90"),
        Case(arguments: ["--lat", "37", "--lon", "126", "--unit", "metric"], mentions: "Did you mean '--units'?"),
        Case(arguments: ["--lat", "37", "--lon"], mentions: "--lon"),
        Case(arguments: ["--lat", "--lon", "126"], mentions: "--lat"),
        Case(arguments: ["--lat", "37", "--lon", "126", "--units", "kelvin"], mentions: "imperial"),
        Case(arguments: ["--lat", "37", "--lon", "126", "--format", "xml"], mentions: "--format"),
        Case(arguments: ["--lat", "37"], mentions: "--lon"),
        Case(arguments: ["--lat", "37", "--lon", "126", "--template", "{temp}"], mentions: "--template applies only"),
        Case(
            arguments: ["--lat", "37", "--lon", "126", "--format", "json", "--template", "{temp}"],
            mentions: "not to --format json"),
        Case(arguments: ["--lat", "37", "--lon", "126", "--urgent"], mentions: "--urgent applies only"),
    ]

    @Test(arguments: cases)
    func badCommandLineExitsUsageWithErrorAndUsageLine(_ test: Case) async throws {
        try await TestHTTPServer { _ in .respond(status: 500, body: Data()) }.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(test.arguments + ["--base-url", server.baseURL])

                #expect(result.status == 64)
                #expect(result.stdout == "")
                #expect(result.stderr.hasPrefix("Error: "))
                #expect(result.stderrLines.first?.contains(test.mentions) == true)
                #expect(result.stderr.contains("Usage:"))
                #expect(result.stderr.contains("--help"))
                #expect(server.requestCount == 0)
            }
        }
    }

    @Test func helpListsOptionsAndExitStatusesOnStdout() async throws {
        try await WeatherProcess.with { weather in

            let result = try await weather.run(["--help"])

            #expect(result.status == 0)
            #expect(result.stderr == "")
            for word in ["USAGE:", "OPTIONS:", "--lat", "--units", "--timeout", "EXIT STATUS:", "64", "75", "78"] {
                #expect(result.stdout.contains(word), "help lacks \(word)")
            }
        }
    }

    @Test func urgentWithAnotherBarIsAnErrorTheBarShows() async throws {
        try await TestHTTPServer { _ in .respond(status: 500, body: Data()) }.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(
                    ["--lat", "37", "--lon", "126", "--format", "waybar", "--urgent", "--base-url", server.baseURL])

                // Like every usage error in a bar format: the bar gets its error object and exit 0.
                #expect(result.status == 0)
                let output = try #require(WaybarOutput(result.stdout))
                #expect(output.classes == ["error"])
                #expect(output.tooltip.contains("--urgent applies only to --format i3blocks"))
                #expect(
                    result.stderr.hasPrefix("Error: --urgent applies only to --format i3blocks, not to --format waybar")
                )
                #expect(server.requestCount == 0)
            }
        }
    }

    @Test func templateInTheConfigFileIsNoErrorForATable() async throws {
        try await WeatherProcess.with { weather in
            let directory = weather.home.appendingPathComponent(".config/weather")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(#"{"template": "{icon} {temp}"}"#.utf8).write(to: directory.appendingPathComponent("config.json"))

            let result = try await weather.run(["--demo"])

            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.contains("6-day forecast"))
        }
    }
}
