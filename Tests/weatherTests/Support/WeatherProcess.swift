import Foundation
import Testing

/// Runs the built `weather` binary as a subprocess in a controlled world: a fixed environment, a fresh empty
/// HOME and working directory, standard input given or closed, and a hard kill so a bug cannot hang the suite.
struct WeatherProcess {
    /// The API key the tests hand the binary; it must never appear in anything the binary prints.
    static let sentinelKey = "SENTINELKEY0123456789abcdef"
    /// A second key, for tests that put the key in a file instead of the environment.
    static let fileSentinelKey = "FILESENTINELKEY9876543210fedcba"

    /// The package's root directory, found from this file's path (Tests/weatherTests/Support/…).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The built `weather` executable (`swift test` builds it first, as this test target depends on it; never a
    /// `weather` found on the PATH): next to the test bundle (on Linux `Bundle.main` is the test runner in
    /// `.build/<triple>/debug/`), else the newest `.build/*/debug/weather` under the package root.
    static let binary: URL? = {
        let besideTests = Bundle.main.bundleURL.appendingPathComponent("weather")
        if isExecutable(besideTests) { return besideTests }
        let build = packageRoot.appendingPathComponent(".build")
        let directories = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        let candidates = directories.map { build.appendingPathComponent($0).appendingPathComponent("debug/weather") }
            .filter(isExecutable)
        return candidates.max { modificationDate($0) < modificationDate($1) }
    }()

    /// What one run did.
    struct Result {
        var stdout: String
        var stderr: String
        /// The exit status, or the signal number when `killed` is true.
        var status: Int32
        /// Whether the hard limit ran out and the process was killed.
        var killed: Bool
        /// From launch to exit.
        var duration: Duration
        /// Whether a signal ended the process (`status` is then its number).
        var signalled = false
        /// The wall clock, Unix seconds, just before the launch and at the exit: the process read its "now"
        /// between the two, so an age or a file's time the test set relative to the launch is known to within
        /// this span, however long the run waited for a process slot before it.
        var wallClock: ClosedRange<Double> = 0...0

        /// The lines of standard error, without the final newline.
        var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
        /// Standard error without `--verbose`'s lines (each starts "weather: "): what the user reads.
        var messages: [Substring] { stderrLines.filter { !$0.hasPrefix("weather: ") } }
        /// `--verbose`'s request lines, one per attempt.
        var requestLog: [Substring] { stderrLines.filter { $0.hasPrefix("weather: GET ") } }

        /// How long the run took by its own clock, as `--verbose`'s last line says ("weather: ended after 2003 ms,
        /// exit status 75"): from the clock reading its deadline counts from to just before its exit. A deadline
        /// promise is checked on this, not on `duration`, which on a loaded machine also holds the wait for a
        /// core to start the process and to reap it. Nil without `--verbose`.
        var ownDuration: Duration? {
            let prefix = "weather: ended after "
            guard let line = stderrLines.last(where: { $0.hasPrefix(prefix) }),
                let milliseconds = Int(line.dropFirst(prefix.count).prefix { $0.isNumber })
            else { return nil }
            return .milliseconds(milliseconds)
        }
    }

    /// The variables set in every run: nothing inherited from the machine except `PATH`.
    var environment: [String: String]
    /// A fresh empty directory, removed with `cleanUp()`.
    let temporaryDirectory: URL
    /// The working directory: a fresh empty one, so no `./APIKey.json` of the repository can be found.
    var currentDirectory: URL
    /// When the process is killed.
    var hardLimit: Duration = .seconds(30)
    /// A program that runs the binary, with its arguments, such as `/usr/bin/time -f %M -o FILE`; empty to run
    /// the binary itself. The hard limit then kills the launcher only.
    var launcher: [String] = []
    /// The program to run instead of the built `weather`, such as a copy of it somewhere else; nil for the build.
    var executable: URL?
    /// Whether a run waits for one of the shared ``ProcessSlots``; false only inside
    /// ``ProcessSlots/exclusively(_:)``.
    var takesSlot = true
    /// How many of ``ProcessSlots``' slots a run takes: more keeps other tests' processes from running beside it.
    var slots = 1
    /// Run just before the launch, after the wait for a process slot: where a test dates a cache entry or a
    /// file relative to the run, so that the wait cannot age it.
    var beforeLaunch: (@Sendable () throws -> Void)?

    /// Creates a fresh HOME and working directory and an environment holding ``sentinelKey``.
    init() throws {
        signal(SIGPIPE, SIG_IGN)  // writing stdin to a binary that already exited must not kill the tests
        temporaryDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("weather-e2e-\(UUID().uuidString)")
        let home = temporaryDirectory.appendingPathComponent("home")
        currentDirectory = temporaryDirectory.appendingPathComponent("cwd")
        for directory in [home, currentDirectory] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        environment = [
            "PATH": "/usr/bin:/bin",
            "HOME": home.path,
            "OPENWEATHER_API_KEY": Self.sentinelKey,
        ]
    }

    /// Removes the temporary directories.
    func cleanUp() {
        try? FileManager.default.removeItem(at: temporaryDirectory)
    }

    /// Runs `body` with a fresh HOME, working directory and environment (``init()``), and removes the
    /// directories when `body` ends, however it ends.
    static func with<T>(_ body: (inout WeatherProcess) async throws -> T) async throws -> T {
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        return try await body(&weather)
    }

    /// Runs `weather` with `arguments`, feeding `stdin` and then closing it, and checks that neither sentinel
    /// key appears in standard output or standard error.
    func run(
        _ arguments: [String], stdin: Data = Data(), sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Result {
        guard takesSlot else { return try await launch(arguments, stdin: stdin, sourceLocation: sourceLocation) }
        await ProcessSlots.shared.acquire(slots)
        do {
            let result = try await launch(arguments, stdin: stdin, sourceLocation: sourceLocation)
            await ProcessSlots.shared.release(slots)
            return result
        } catch {
            await ProcessSlots.shared.release(slots)
            throw error
        }
    }

    private func launch(_ arguments: [String], stdin: Data, sourceLocation: SourceLocation) async throws -> Result {
        let binary = try #require(executable ?? Self.binary, "no built weather binary; run swift build")
        let outputURL = temporaryDirectory.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errorURL = temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        // Files, not pipes: nothing has to drain them while the process runs.
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }
        let input = Pipe()

        // A copy of the binary made just now can be "busy" for a moment: a process that another
        // test forks at the same time holds the copy's write descriptor until it execs. Try again then.
        // The exit's time is read as the kernel reports it (ExitWatch), on a thread of its own: after `for await`
        // it would include the wait for a thread of the tests' cooperative pool (two on two cores), which
        // other tests keep busy, and Foundation's termination handler can come seconds late.
        let (exits, exited) = AsyncStream.makeStream(of: (status: Int32, signalled: Bool).self)
        let (exitTimes, exitTimed) = AsyncStream.makeStream(of: ContinuousClock.Instant.self)
        try beforeLaunch?()
        let clock = ContinuousClock()
        let start = clock.now
        let launched = Date().timeIntervalSince1970
        var process = Process()
        for attempt in 1...20 {
            process = Process()
            if let program = launcher.first {
                process.executableURL = URL(fileURLWithPath: program)
                process.arguments = Array(launcher.dropFirst()) + [binary.path] + arguments
            } else {
                process.executableURL = binary
                process.arguments = arguments
            }
            process.environment = environment
            process.currentDirectoryURL = currentDirectory
            process.standardInput = input
            process.standardOutput = output
            process.standardError = error
            process.terminationHandler = {
                exited.yield(($0.terminationStatus, $0.terminationReason == .uncaughtSignal))
                exited.finish()
            }
            do {
                try process.run()
                break
            } catch let failure as NSError where failure.code == ETXTBSY && attempt < 20 {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        let pid = process.processIdentifier
        ExitWatch.start(pid, clock: clock) { time in
            exitTimed.yield(time)
            exitTimed.finish()
        }
        let hardLimit = hardLimit
        let watchdog = Task {
            try await Task.sleep(for: hardLimit)
            kill(pid, SIGKILL)
        }
        defer { watchdog.cancel() }
        // The binary may exit before reading; a write to a closed pipe then fails, which is fine.
        try? input.fileHandleForWriting.write(contentsOf: stdin)
        try? input.fileHandleForWriting.close()

        var exit: (status: Int32, signalled: Bool) = (-1, true)
        for await value in exits { exit = value }
        var exitTime = clock.now
        for await time in exitTimes { exitTime = time }
        let duration = exitTime - start
        let exitedAt = launched + Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18

        let result = Result(
            stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            status: exit.status, killed: exit.signalled && exit.status == SIGKILL, duration: duration,
            signalled: exit.signalled, wallClock: launched...exitedAt)
        for key in [Self.sentinelKey, Self.fileSentinelKey] {
            #expect(!result.stdout.contains(key), "the API key leaked to stdout", sourceLocation: sourceLocation)
            #expect(!result.stderr.contains(key), "the API key leaked to stderr", sourceLocation: sourceLocation)
        }
        #expect(!result.killed, "weather was killed after \(hardLimit)", sourceLocation: sourceLocation)
        return result
    }

    private static func isExecutable(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: url.path)
    }

    private static func modificationDate(_ url: URL) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return attributes?[.modificationDate] as? Date ?? .distantPast
    }
}
