import Foundation
import Testing

/// The harness times a run to its own exit, not to when Foundation's `Process` gets round to saying so: on Linux
/// that waits for every process holding a socket the child inherited, here a `sleep` the child left behind
/// (and, in a busy test run, a process another test started at the same moment).
@Suite struct ExitTimeTests {
    @Test func aRunIsTimedToItsOwnExitNotToWhatItLeftRunning() async throws {
        try await WeatherProcess.with { weather in
            // `sh -c script weather --version`: the shell starts an 8 s sleep in the background, which keeps the
            // shell's descriptors but none of its output, and exits at once.
            weather.launcher = ["/bin/sh", "-c", "sleep 8 </dev/null >/dev/null 2>&1 & exit 0"]
            let result = try await weather.run(["--version"])
            #expect(result.status == 0)
            // A harness that waited for the sleep would take 8 s. Six leave a loaded machine ample time to start a
            // shell and `weather --version` (a few milliseconds when idle), so the bound fails only for that wait.
            #expect(result.duration < .seconds(6), "took \(result.duration)")
        }
    }
}
