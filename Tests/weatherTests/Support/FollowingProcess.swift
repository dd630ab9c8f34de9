import Foundation
import TestSupport
import Testing

/// A `weather --follow` process the test talks to while it runs: started in a ``WeatherProcess``'s world (its
/// HOME, environment and working directory), its standard output read line by line as the lines come, signals
/// sent to it, and its end awaited. Each wait runs on a thread of its own (``OwnThread``), never on the tests'
/// cooperative pool, and has a deadline that only keeps a bug from hanging the suite: no test result depends on
/// how long anything took.
final class FollowingProcess: @unchecked Sendable {
    // `exit` is read and written only with `condition` locked. The lines are read by one wait at a time: the
    // test awaits each ``line(_:)`` before it calls anything else, so no two threads touch them at once.
    private let condition = NSCondition()
    private var lines: [String] = []
    private var partial = Data()
    private var ended = false
    private var exit: (status: Int32, signalled: Bool)?
    private let process: Process
    private let output: Pipe
    private let errorURL: URL
    /// How long a wait for a line or for the end may take before the test fails rather than hangs.
    static let patience: TimeInterval = 20

    /// Starts `weather` with `arguments` in `world`, through its launcher if it has one (signals then go to the
    /// launcher).
    init(_ arguments: [String], in world: WeatherProcess) throws {
        let binary = try #require(world.executable ?? WeatherProcess.binary, "no built weather binary")
        process = Process()
        if let program = world.launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(world.launcher.dropFirst()) + [binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.environment = world.environment
        process.currentDirectoryURL = world.currentDirectory
        output = Pipe()
        errorURL = world.temporaryDirectory.appendingPathComponent("follow-stderr-\(UUID().uuidString)")
        try Data().write(to: errorURL)
        let error = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        // Weakly: Foundation keeps a running process and its handler alive, so a handler holding this object would
        // keep its deinit (which kills the process) from ever running, and a follower whose test failed before
        // ending it would run on, holding the pipe it writes to open, for the rest of the suite.
        process.terminationHandler = { [weak self, condition] finished in
            condition.lock()
            self?.exit = (finished.terminationStatus, finished.terminationReason == .uncaughtSignal)
            condition.broadcast()
            condition.unlock()
        }
        try process.run()
        try? error.close()
        // The parent's copy of the write end, so that the reader sees the end of the file when weather exits.
        try? output.fileHandleForWriting.close()
    }

    /// The `index`-th line of standard output (from 0), reading for it; nil when the output ended first or
    /// ``patience`` ran out. Read with poll(2) and a deadline, and awaited, so that no read is in progress when
    /// ``closeOutput()`` closes the pipe (a read still blocked would keep it open, and the process would never see
    /// its reader gone).
    func line(_ index: Int) async -> String? {
        await OwnThread.run { self.readLines(through: index) }
    }

    private func readLines(through index: Int) -> String? {
        let deadline = Date(timeIntervalSinceNow: Self.patience)
        let descriptor = output.fileHandleForReading.fileDescriptor
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while lines.count <= index && !ended {
            let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let events = poll(&ready, 1, left)
            if events < 0 && errno == EINTR { continue }
            guard events > 0 else { break }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                ended = true
                break
            }
            partial.append(contentsOf: buffer[0..<count])
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
                partial = Data(partial[(newline + 1)...])
            }
        }
        return index < lines.count ? lines[index] : nil
    }

    /// Every line read so far.
    var printed: [String] { lines }

    /// The process ids of the process's children (a follower's polling copy), from /proc.
    var children: [pid_t] {
        let pid = process.processIdentifier
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { pid_t($0) }
    }

    /// Sends `signal` to the process.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Closes the reading end of standard output, as a bar that stops does.
    func closeOutput() {
        try? output.fileHandleForReading.close()
    }

    /// Waits for the process to end: its status, or the signal that ended it; nil when it had not ended within
    /// ``patience`` (it is then killed).
    func end() async -> (status: Int32, signalled: Bool)? {
        await OwnThread.run { self.waitForExit() }
    }

    private func waitForExit() -> (status: Int32, signalled: Bool)? {
        let deadline = Date(timeIntervalSinceNow: Self.patience)
        condition.lock()
        while exit == nil {
            if !condition.wait(until: deadline) { break }
        }
        let result = exit
        condition.unlock()
        if result == nil { process.terminate() }
        return result
    }

    /// What the process wrote to standard error.
    var stderr: String {
        String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self)
    }

    /// For a failure's message: the lines read, the files in the cache folder, whether the process still runs
    /// (and where: the kernel's wait channel, its children such as a polling copy), and its standard error.
    var report: String {
        let folder = (process.environment?["HOME"] ?? "") + "/.cache/weather"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var text = "lines \(lines); cache \(files.sorted()); "
        if process.isRunning {
            let proc = "/proc/\(process.processIdentifier)"
            let wait = (try? String(contentsOfFile: proc + "/wchan", encoding: .utf8)) ?? "?"
            let children =
                (try? String(contentsOfFile: proc + "/task/\(process.processIdentifier)/children", encoding: .utf8))
                ?? "?"
            text += "running (waiting in \(wait), children [\(children)]); "
        } else {
            text += "ended; "
        }
        return text + "stderr: \(stderr)"
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
