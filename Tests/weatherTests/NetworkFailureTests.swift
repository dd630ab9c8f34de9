import Foundation
import Testing

/// Transports that fail or stall: the command must end with exit status 75 (EX_TEMPFAIL) within its deadline.
/// Serialized so the timing checks do not compete with each other for the machine's cores.
@Suite(.serialized) struct NetworkFailureTests {
    /// `--timeout` in the stall tests.
    static let timeout = 2.0
    /// What the deadline may be exceeded by: process start-up, tear-down and a loaded machine.
    static let slack: Duration = .milliseconds(1500)

    /// Runs `weather --lat 37 --lon 126 --timeout 2` against a server that acts out `behavior`.
    static func fetch(_ behavior: TestHTTPServer.Behavior) async throws -> (WeatherProcess.Result, Int) {
        let server = try TestHTTPServer { _ in behavior }
        defer { server.stop() }
        let weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let result = try await weather.run(
            ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--timeout", String(timeout)])
        return (result, server.requestCount)
    }

    /// The checks every network failure shares: exit 75, nothing on stdout, one `Error:` line.
    static func expectNetworkError(_ result: WeatherProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 75, sourceLocation: sourceLocation)
        #expect(result.stdout == "", sourceLocation: sourceLocation)
        #expect(result.stderrLines.count == 1, sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("Error: "), sourceLocation: sourceLocation)
    }

    @Test func refusedConnectionExitsTempfailQuickly() async throws {
        let weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let port = TestHTTPServer.closedPort()

        let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", "http://127.0.0.1:\(port)"])

        Self.expectNetworkError(result)
        #expect(result.stderr.contains("refused"))
        #expect(result.duration < .seconds(3))
    }

    @Test func serverThatNeverAnswersTimesOutWithinTheDeadline() async throws {
        let (result, requests) = try await Self.fetch(.neverAnswer)

        Self.expectNetworkError(result)
        #expect(requests == 1)
        #expect(result.stderr.contains("2 s"))
        #expect(result.duration >= .milliseconds(1900))
        #expect(result.duration < .seconds(Self.timeout) + Self.slack)
    }

    @Test func serverThatStallsAfterTheHeadersTimesOutWithinTheDeadline() async throws {
        let body = try Fixture.changwon.data()
        let (result, requests) = try await Self.fetch(
            .stallAfterHeaders(status: 200, declaredLength: body.count, partialBody: body.prefix(100)))

        Self.expectNetworkError(result)
        #expect(requests == 1)
        #expect(result.duration < .seconds(Self.timeout) + Self.slack)
    }

    /// At 1 byte a second the body would take hours; each read succeeds, so only a whole-request deadline
    /// (not a per-read idle timeout) ends it.
    @Test func serverThatDripsOneBytePerSecondTimesOutWithinTheDeadline() async throws {
        let body = try Fixture.changwon.data()
        let (result, requests) = try await Self.fetch(.drip(status: 200, body: body, bytesPerSecond: 1))

        Self.expectNetworkError(result)
        #expect(requests == 1)
        #expect(result.duration < .seconds(Self.timeout) + Self.slack)
    }
}
