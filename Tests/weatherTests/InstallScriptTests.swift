import Foundation
import Testing

/// scripts/install.sh's command line. Each run has `SWIFT` naming no program, so a command line the script took
/// for a good one stops at "not found" (status 1) instead of starting a release build.
@Suite struct InstallScriptTests {
    /// What one run of the script did.
    struct Run {
        var status: Int32
        var stderr: String
    }

    static func run(_ arguments: [String]) throws -> Run {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [WeatherProcess.packageRoot.appendingPathComponent("scripts/install.sh").path] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "SWIFT": "/nonexistent/swift"]
        process.currentDirectoryURL = home
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stderr: text)
    }

    /// `--prefix` without a directory, at the end, empty, or followed by another option, is a usage error: the
    /// problem, the usage line and exit 64, as for an unknown argument: not bash's own
    /// error from `${2:?}` (status 1), nor an install into the current folder (`--prefix=`) or into a folder
    /// named "--uninstall" (`--prefix --uninstall`).
    @Test(arguments: [["--prefix"], ["--prefix="], ["--prefix", ""], ["--prefix", "--uninstall"]])
    func prefixWithoutADirectoryIsAUsageError(_ arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("install.sh: --prefix needs a directory") == true, "\(run.stderr)")
        #expect(lines.contains("Usage: scripts/install.sh [--prefix DIR] [--uninstall]"), "\(run.stderr)")
    }

    @Test func unknownArgumentIsAUsageError() throws {
        let run = try Self.run(["--prefx", "/tmp/x"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("install.sh: unknown argument '--prefx'\nUsage: "), "\(run.stderr)")
    }

    /// A good command line gets past the arguments: here to the missing `SWIFT`, status 1.
    @Test func prefixWithADirectoryIsTaken() throws {
        let run = try Self.run(["--prefix", "somewhere"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("install.sh: '/nonexistent/swift' not found."), "\(run.stderr)")
    }

    /// `--uninstall` removes what the install put under the prefix and then each folder that holds it, when it
    /// is left empty: one with another program's file in it stays, with the folders above it, and so does the
    /// prefix itself. Before, every folder stayed, empty.
    @Test func uninstallRemovesTheFoldersLeftEmpty() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let files = [
            "bin/weather", "share/man/man1/weather.1", "share/bash-completion/completions/weather",
            "share/zsh/site-functions/_weather", "share/fish/vendor_completions.d/weather.fish",
            "share/doc/weather/APIKey.example.json", "share/man/man1/other.1",
        ]
        for file in files {
            let url = prefix.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }

        let run = try Self.run(["--prefix", prefix.path, "--uninstall"])

        #expect(run.status == 0, "\(run.stderr)")
        var left: [String] = []
        if let walker = FileManager.default.enumerator(atPath: prefix.path) {
            while let path = walker.nextObject() as? String { left.append(path) }
        }
        #expect(left.sorted() == ["share", "share/man", "share/man/man1", "share/man/man1/other.1"])
    }
}
