import Foundation
import Testing

/// Transports that fail or stall: the command must end with exit status 75 (EX_TEMPFAIL) within its deadline.
/// Each deadline is checked on the run's own clock (``WeatherProcess/Result/ownDuration``, from `--verbose`),
/// which the time a loaded machine takes to start and reap a process cannot move; `scripts/check-deadlines`
/// times the same runs from outside, alone, in CI.
@Suite struct NetworkFailureTests {
    /// `--timeout` in the stall tests.
    static let timeout = 2.0
    /// What the run's own time may exceed its deadline by: writing the error and exiting.
    static let slack: Duration = .milliseconds(500)

    /// Runs `weather --lat 37 --lon 126 --timeout 2` (or no `--timeout` when `timeout` is nil) against a server
    /// that acts out `behavior`.
    static func fetch(
        _ behavior: TestHTTPServer.Behavior, timeout: Double? = timeout
    ) async throws -> (WeatherProcess.Result, Int) {
        return try await TestHTTPServer { _ in behavior }.serving { server in
            return try await WeatherProcess.with { weather in
                // A hung run fails the test anyway. The limit leaves a loaded machine many seconds to start the
                // process, so that only a run that really hangs is killed.
                weather.hardLimit = .seconds((timeout ?? 10) + 20)
                let deadline = timeout.map { ["--timeout", String($0)] } ?? []
                let result = try await weather.run(
                    ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--verbose"] + deadline)
                return (result, server.requestCount)
            }
        }
    }

    /// The checks every network failure shares: exit 75, nothing on stdout, one `Error:` line besides
    /// `--verbose`'s.
    static func expectNetworkError(_ result: WeatherProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 75, sourceLocation: sourceLocation)
        #expect(result.stdout == "", sourceLocation: sourceLocation)
        #expect(result.messages.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.messages.first?.hasPrefix("Error: ") == true, sourceLocation: sourceLocation)
    }

    /// The run's own time, from `--verbose`'s last line; a failed expectation when the line is missing.
    static func ownDuration(
        _ result: WeatherProcess.Result, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Duration {
        try #require(result.ownDuration, "no run time in: \(result.stderr)", sourceLocation: sourceLocation)
    }

    @Test func refusedConnectionExitsTempfailQuickly() async throws {
        try await WeatherProcess.with { weather in
            let port = TestHTTPServer.closedPort()

            let result = try await weather.run(
                ["--lat", "37", "--lon", "126", "--base-url", "http://127.0.0.1:\(port)", "--verbose"])

            Self.expectNetworkError(result)
            #expect(result.stderr.contains("refused"))
            // Two attempts with a pause of at most 0.6 s between them.
            #expect(try Self.ownDuration(result) < .seconds(1) + Self.slack)
        }
    }

    @Test func serverThatNeverAnswersTimesOutWithinTheDeadline() async throws {
        let (result, requests) = try await Self.fetch(.neverAnswer)

        Self.expectNetworkError(result)
        #expect(requests == 1)
        #expect(result.stderr.contains("2 s"))
        #expect(try Self.ownDuration(result) >= .milliseconds(1900))
        #expect(try Self.ownDuration(result) < .seconds(Self.timeout) + Self.slack)
    }

    /// Whether a run hangs depends on which of two threads wins a race at the deadline, so one run passes most
    /// of the time even when the command can hang; several runs in a row make a hang show.
    @Test func serverThatNeverAnswersTimesOutWithinTheDeadlineEveryTime() async throws {
        let runs = 10
        var hung = 0
        for _ in 1...runs {
            let (result, _) = try await Self.fetch(.neverAnswer, timeout: 1)
            if result.killed {
                hung += 1
            } else {
                Self.expectNetworkError(result)
                #expect(try Self.ownDuration(result) < .seconds(1) + Self.slack)
            }
        }
        #expect(hung == 0, "\(hung) of \(runs) runs hung past the 1 s deadline until killed")
    }

    @Test func serverThatNeverAnswersTimesOutAfterTheDefaultTenSeconds() async throws {
        let (result, _) = try await Self.fetch(.neverAnswer, timeout: nil)

        Self.expectNetworkError(result)
        #expect(result.stderr.contains("10 s"))
        #expect(try Self.ownDuration(result) >= .milliseconds(9900))
        #expect(try Self.ownDuration(result) < .seconds(10) + Self.slack)
    }

    @Test func connectionClosedWithoutAnAnswerExitsTempfail() async throws {
        let (result, requests) = try await Self.fetch(.closeImmediately)

        Self.expectNetworkError(result)
        #expect(requests >= 1)
        #expect(try Self.ownDuration(result) < .seconds(Self.timeout) + Self.slack)
    }

    @Test func serverThatStallsAfterTheHeadersTimesOutWithinTheDeadline() async throws {
        let body = try Fixture.changwon.data()
        let (result, requests) = try await Self.fetch(
            .stallAfterHeaders(status: 200, declaredLength: body.count, partialBody: body.prefix(100)))

        Self.expectNetworkError(result)
        #expect(requests == 1)
        #expect(try Self.ownDuration(result) < .seconds(Self.timeout) + Self.slack)
    }

    /// At 1 byte a second the body would take hours; each read succeeds, so only a whole-request deadline
    /// (not a per-read idle timeout) ends it.
    @Test func serverThatDripsOneBytePerSecondTimesOutWithinTheDeadline() async throws {
        let body = try Fixture.changwon.data()
        let (result, requests) = try await Self.fetch(.drip(status: 200, body: body, bytesPerSecond: 1))

        Self.expectNetworkError(result)
        #expect(requests == 1)
        #expect(try Self.ownDuration(result) < .seconds(Self.timeout) + Self.slack)
    }
}
