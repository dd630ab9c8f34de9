import Foundation
import Testing

/// Other users must not learn where the user is from `ps`: the arguments the system keeps for a process (what
/// /proc/PID/cmdline and `ps` show every user) say nothing but the program's name once `weather` has read them.
@Suite struct HiddenArgumentsTests {
    /// Before: `ps` showed `weather --lat 37.5665 --lon 126.978 …` for as long as the run took.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/cmdline"), "no /proc/PID/cmdline here"))
    func psShowsOnlyTheProgramsName() async throws {
        try await WeatherProcess.with { weather in
            // A config file that is a FIFO holds the run, after its arguments were read, until it is written.
            let fifo = weather.currentDirectory.appendingPathComponent("config.json").path
            try #require(mkfifo(fifo, 0o600) == 0)
            let binary = try #require(WeatherProcess.binary)
            let process = Process()
            process.executableURL = binary
            // --timeout 300: the run waits for the FIFO that long, however late a loaded machine lets this test look.
            process.arguments = ["--lat", "37.5665", "--lon", "126.978", "--config", fifo, "--timeout", "300"]
            process.environment = weather.environment
            process.currentDirectoryURL = weather.currentDirectory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            defer {
                // SIGKILL: the test runner's dispositions, which a child of `Process` inherits, may ignore SIGTERM.
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
            let pid = process.processIdentifier
            // Wait (at most 60 s) until the run has the FIFO open, so that it is past reading its arguments.
            var waited = 0
            while waited < 6000, !Self.openFiles(of: pid).contains(fifo) {
                try await Task.sleep(for: .milliseconds(10))
                waited += 1
            }
            try #require(Self.openFiles(of: pid).contains(fifo), "the run never opened its config file")

            let kept = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))
            let words = kept.split(separator: 0, omittingEmptySubsequences: true).map {
                String(decoding: $0, as: UTF8.self)
            }
            #expect(words == [WeatherProcess.binary?.path ?? ""], "\(words)")
            #expect(!String(decoding: kept, as: UTF8.self).contains("37.5665"))
        }
    }

    /// The files `pid` has open, from /proc/PID/fd.
    static func openFiles(of pid: Int32) -> [String] {
        let folder = "/proc/\(pid)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0) }
    }
}
