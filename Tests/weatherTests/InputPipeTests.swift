import Foundation
import Testing

/// `--input` from a FIFO or a pipe: read when its writer comes, and never waited on past `--timeout`.
@Suite struct InputPipeTests {
    /// The Changwon file in kelvins, as `SavedResponseTests` reads it from standard input: 6 days, the first
    /// 2023-12-04 with a high of 8.84 °C (python3 from the fixture, in `FetchSuccessTests`).
    static func expectChangwon(_ result: WeatherProcess.Result, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == "", sourceLocation: sourceLocation)
        let days = try SavedResponseTests.days(result.stdout)
        #expect(days.count == 6, sourceLocation: sourceLocation)
        #expect(days.first?.date == "2023-12-04", sourceLocation: sourceLocation)
        #expect(abs(try #require(days.first).high - 8.84) < 1e-6, sourceLocation: sourceLocation)
    }

    /// A new FIFO in the run's folder.
    static func makeFIFO(_ weather: WeatherProcess) throws -> String {
        let path = weather.temporaryDirectory.appendingPathComponent("forecast.fifo").path
        try #require(mkfifo(path, 0o600) == 0, "mkfifo: \(String(cString: strerror(errno)))")
        return path
    }

    /// Lets a writer still waiting in open(2) go on (to a broken pipe), so no test leaves one behind.
    static func releaseWriters(_ fifo: String) {
        let descriptor = open(fifo, O_RDONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
    }

    @Test func fifoWhoseWriterComesHalfASecondLaterIsRead() async throws {
        try await WeatherProcess.with { weather in
            let fifo = try Self.makeFIFO(weather)
            defer { Self.releaseWriters(fifo) }
            // The writer starts with the command, so its half second is measured from the launch.
            weather.launcher = [
                "/bin/sh", "-c", "(sleep 0.5; cat '\(Fixture.changwon.path)' > '\(fifo)') & exec \"$0\" \"$@\"",
            ]

            let result = try await weather.run(["--input", fifo, "--format", "json"])

            try Self.expectChangwon(result)
            // It waited for the writer, rather than take the FIFO's end of file before any writer for an empty input.
            #expect(result.duration >= .milliseconds(500))
        }
    }

    @Test func fifoThatNoWriterOpensFailsAtTheTimeoutWithNoInput() async throws {
        try await WeatherProcess.with { weather in
            weather.hardLimit = .seconds(10)
            let fifo = try Self.makeFIFO(weather)

            let result = try await weather.run(["--input", fifo, "--timeout", "1", "--verbose"])

            #expect(result.status == 66)
            #expect(result.stdout == "")
            let message = "Error: cannot read \(fifo): it did not end within 1 s; is anything writing to it?"
            #expect(result.messages.map(String.init) == [message])
            let own = try NetworkFailureTests.ownDuration(result)
            #expect(own >= .seconds(1))
            #expect(own < .seconds(1) + NetworkFailureTests.slack)
        }
    }

    /// A key or config file that is a FIFO nothing writes to held every run for 10 s whatever `--timeout`
    /// said (review finding); now it fails at the deadline, naming the file and why.
    @Test(arguments: [("--api-key-file", "API key file", 78), ("--config", "config file", 78)])
    func keyOrConfigFileThatIsAnIdleFIFOFailsAtTheTimeout(option: String, what: String, status: Int32) async throws {
        try await WeatherProcess.with { weather in
            weather.hardLimit = .seconds(10)
            weather.environment["OPENWEATHER_API_KEY"] = nil
            let fifo = try Self.makeFIFO(weather)

            let result = try await weather.run(
                ["--lat", "37", "--lon", "126", option, fifo, "--timeout", "1", "--verbose"])

            #expect(result.status == status)
            let message =
                "Error: cannot read the \(what) \(fifo): it did not end within 1 s; is anything writing to it?"
            #expect(result.messages.map(String.init) == [message])
            #expect(try NetworkFailureTests.ownDuration(result) < .seconds(1) + NetworkFailureTests.slack)
        }
    }

    @Test(.enabled(if: ShellRunner.isInstalled("bash"), ShellRunner.missing("bash")))
    func standardInputThatNeverEndsFailsAtTheTimeoutWithNoInput() async throws {
        try await WeatherProcess.with { weather in
            weather.hardLimit = .seconds(10)
            // A writer that holds standard input open and sends nothing for longer than the timeout.
            weather.launcher = [
                "/usr/bin/env", "bash", "--norc", "--noprofile", "-c", "exec \"$0\" \"$@\" < <(sleep 3)",
            ]

            let result = try await weather.run(["--input", "-", "--timeout", "1"])

            #expect(result.status == 66)
            let message = "Error: cannot read standard input: it did not end within 1 s; is anything writing to it?"
            #expect(result.stderrLines.map(String.init) == [message])
            // Not an upper bound: the harness sees the exit only when `sleep`, which inherits its descriptors, ends.
            // Had it waited for the writer, the message would be another ("empty"); the FIFO test times the wait.
            #expect(result.duration >= .seconds(1))
        }
    }

    /// `weather --input <(cat file)`: bash hands the command the pipe as /dev/fd/63.
    @Test(.enabled(if: ShellRunner.isInstalled("bash"), ShellRunner.missing("bash")))
    func processSubstitutionPipeIsRead() async throws {
        try await WeatherProcess.with { weather in
            weather.launcher = [
                "/usr/bin/env", "bash", "--norc", "--noprofile", "-c",
                "exec \"$0\" \"$@\" --input <(cat '\(Fixture.changwon.path)')",
            ]

            let result = try await weather.run(["--format", "json"])

            try Self.expectChangwon(result)
        }
    }
}
