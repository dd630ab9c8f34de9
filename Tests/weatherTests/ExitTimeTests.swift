import Foundation
import Testing

/// The harness times a run to its own exit, not to when Foundation's `Process` gets round to saying so: on Linux
/// that waits for every process holding a descriptor the child inherited, here a `sleep` the child left behind
/// (and, in a busy test run, a process another test started at the same moment).
@Suite struct ExitTimeTests {
    @Test func aRunIsTimedToItsOwnExitNotToWhatItLeftRunning() async throws {
        try await WeatherProcess.with { weather in
            // `sh -c script weather --version`: the shell starts a background job that sleeps 8 s and then
            // touches a file (keeping the shell's descriptors but none of its output), and exits at once.
            let ended = weather.temporaryDirectory.appendingPathComponent("sleep-ended")
            weather.launcher = [
                "/bin/sh", "-c", "(sleep 8; touch '\(ended.path)') </dev/null >/dev/null 2>&1 & exit 0",
            ]
            let result = try await weather.run(["--version"])
            let attributes = try FileManager.default.attributesOfItem(atPath: ended.path)
            let jobEnded = try #require(attributes[.modificationDate] as? Date).timeIntervalSince1970

            #expect(result.status == 0)
            // Compared with the job's own end, not with a bound: the shell exits right after starting the job,
            // 8 s before the job touches its file, so only a harness that waited for the job times the run past it.
            #expect(result.wallClock.upperBound < jobEnded, "took \(result.duration)")
        }
    }
}
