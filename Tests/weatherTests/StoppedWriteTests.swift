import Foundation
import Testing
import TestSupport

/// A run stopped by SIGTERM, SIGINT or SIGHUP while it writes the cache removes its temporary file.
/// strace (which CI installs) holds every write(2) for a second, so the run is stopped, deterministically,
/// between making its temporary file and renaming it; before the fix the file stayed behind.
@Suite struct StoppedWriteTests {
    @Test(
        .enabled(if: ShellRunner.isInstalled("strace"), ShellRunner.missing("strace")),
        arguments: [SIGTERM, SIGINT, SIGHUP])
    func aStoppedWriteLeavesNoTemporaryFile(_ stop: Int32) async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                let strace = try #require(ShellRunner.path(of: "strace"))
                weather.launcher = [
                    strace, "-f", "-qq", "-o", "/dev/null", "-e", "trace=write", "-e",
                    "inject=write:delay_enter=1000000",
                ]
                weather.hardLimit = .seconds(60)
                let folder = weather.cacheDirectory

                // On a thread of its own: the tests' cooperative pool (two threads on two cores) can be kept busy for
                // the whole run by other suites, and a task polling there saw nothing in CI.
                let stopped = Locked(false)
                let watching = Locked(true)
                Thread {
                    // The temporary file, once made, is held open by the run: its pid is the one with it in
                    // /proc/PID/fd.
                    while watching.withLock({ $0 }) {
                        if let (pid, _) = Self.writer(in: folder) {
                            kill(pid, stop)
                            stopped.withLock { $0 = true }
                            return
                        }
                        usleep(20_000)
                    }
                }.start()
                let run = try await weather.run(
                    [
                        "--lat", "37", "--lon", "126", "--format", "line", "--timeout", "50", "--base-url",
                        server.baseURL,
                    ])

                watching.withLock { $0 = false }
                #expect(stopped.withLock { $0 }, "no temporary file was seen: \(run.stderr)")
                let left = weather.cacheFileNames().filter { $0.hasPrefix(".dat.nosync") }
                #expect(left.isEmpty, "left behind: \(left)")
                #expect(weather.forecastEntry() == nil)  // stopped before the rename
            }
        }
    }

    /// The process holding a temporary file of `folder` open, and the file.
    static func writer(in folder: URL) -> (pid_t, String)? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
            let temporary = names.first(where: { $0.hasPrefix(".dat.nosync") })
        else { return nil }
        let path = folder.appendingPathComponent(temporary).path
        // Only `weather` is looked into: a busy CI machine has hundreds of processes, and
        // a scan of all their descriptors can outlast the second the write is held.
        for process in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(process),
                let name = try? String(contentsOfFile: "/proc/\(process)/comm", encoding: .utf8),
                name.hasPrefix("weather"),
                let fds = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/fd")
            else { continue }
            for fd in fds
            where (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/fd/\(fd)")) == path {
                return (pid, path)
            }
        }
        return nil
    }
}
