import Foundation
import Testing

@testable import WeatherCLI

/// Runs a completion script in a real shell, for the tests that check it parses and completes.
enum ShellRunner {
    /// A failed shell run: its status and standard error.
    struct FailedRun: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether `shell` is on `PATH`.
    static func isInstalled(_ shell: String) -> Bool {
        path(of: shell) != nil
    }

    /// Why a test that needs `program` is skipped where it is not on `PATH`, and how to install it (the Debian
    /// package has the program's name; `.ci/run` installs each of them).
    static func missing(_ program: String) -> Comment {
        "\(program) is not on PATH; install it (Debian: apt-get install \(program)) to run this test"
    }

    /// Writes the script for `script` to a temporary file, runs `shell arguments FILE` where FILE sources it
    /// between `before` and `then`, and returns standard output.
    /// - Throws: ``FailedRun`` when the shell exits non-zero or writes to standard error.
    static func run(
        _ shell: String, arguments: [String] = [], before: String = "", script: Completions.Shell,
        then commands: String = ""
    ) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shell-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptFile = directory.appendingPathComponent("weather.\(script.rawValue)")
        try Data(Completions.script(for: script).utf8).write(to: scriptFile)
        // `-n` only reads: hand the shell the script itself.
        let program: URL
        if arguments.contains("-n") {
            program = scriptFile
        } else {
            program = directory.appendingPathComponent("run")
            try Data("\(before)\nsource '\(scriptFile.path)'\n\(commands)\n".utf8).write(to: program)
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path(of: shell)!)
        process.arguments = (shell == "bash" ? ["--norc", "--noprofile"] : []) + arguments + [program.path]
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": directory.path,
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = String(decoding: stderr, as: UTF8.self)
        guard process.terminationStatus == 0, errorText.isEmpty else {
            throw FailedRun(description: "\(shell) exited \(process.terminationStatus): \(errorText)")
        }
        return String(decoding: stdout, as: UTF8.self)
    }

    static func path(of program: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
