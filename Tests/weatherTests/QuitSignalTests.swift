import Foundation
import Testing
import TestSupport

/// SIGQUIT (^\) ends a run as SIGTERM does: at once, by the signal, with nothing on stderr and nothing half
/// written in the cache. Before, the Swift runtime took it for a crash: a crash report of 69 lines on stderr,
/// then the run went on to print its output after it and exit 0. Each run waits on a server that accepts the
/// request and never answers; the signal is sent when the request arrives there.
@Suite struct QuitSignalTests {
    @Test(arguments: [(SIGTERM, "table"), (SIGQUIT, "table"), (SIGQUIT, "waybar")])
    func aStopSignalEndsTheRunByTheSignal(_ stop: Int32, format: String) async throws {
        try await WeatherProcess.with { weather in
            weather.currentDirectory = weather.currentDirectory.resolvingSymlinksInPath()
            let folder = weather.currentDirectory.path
            let sent = Locked(false)
            try await TestHTTPServer { _ in
                // The run waiting on this request is the `weather` whose working folder is this test's own.
                if let pid = Self.process(workingIn: folder) {
                    // Marked before the signal: the run can end, and the test look, before this thread goes on.
                    sent.withLock { $0 = true }
                    kill(pid, stop)
                }
                return .neverAnswer
            }.serving { server in

                let run = try await weather.run(
                    [
                        "--lat", "37", "--lon", "126", "--format", format, "--timeout", "20", "--base-url",
                        server.baseURL,
                    ])

                #expect(sent.withLock { $0 }, "the run was not found to stop")
                #expect(run.signalled && run.status == stop, "status \(run.status), signalled \(run.signalled)")
                #expect(run.stdout.isEmpty, "\(run.stdout)")
                #expect(run.stderr.isEmpty, "\(run.stderr)")
                #expect(!run.killed)
                #expect(
                    weather.cacheFileNames().filter { $0.hasPrefix(".dat.nosync") }.isEmpty,
                    "\(weather.cacheFileNames())")
                #expect(weather.forecastEntry() == nil)
            }
        }
    }

    /// The `weather` process whose working folder is `folder`, from /proc/PID/cwd.
    static func process(workingIn folder: String) -> pid_t? {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name),
                let command = try? String(contentsOfFile: "/proc/\(name)/comm", encoding: .utf8),
                command.hasPrefix("weather"),
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(name)/cwd")) == folder
            else { continue }
            return pid
        }
        return nil
    }
}
