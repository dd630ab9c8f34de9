import Foundation
import Testing

/// A crash must not write the API key to disk: `weather` holds it (a trap with
/// core dumps on would leave a core file holding the key). Each test stops a program
/// while it holds the key (waiting for a config or key file that is a FIFO) with SIGQUIT, core dumps enabled
/// (`ulimit -c unlimited`), and looks for a core file in its working directory; where this machine writes none
/// anyway (a `|` crash collector in core_pattern), it checks the limit the collector is told, which is also
/// checked everywhere.
@Suite struct CoreDumpTests {
    /// Whether this machine writes a core file into the working directory at all: a `sleep` killed the same
    /// way must leave one. Nil when it does, else why not (a `|` handler in core_pattern, a container).
    static let coresUnavailable: String? = {
        let pattern = (try? String(contentsOfFile: "/proc/sys/kernel/core_pattern", encoding: .utf8)) ?? ""
        guard !pattern.hasPrefix("|"), !pattern.contains("/") else {
            return "core_pattern is '\(pattern.trimmingCharacters(in: .whitespacesAndNewlines))', not a file here"
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("core-control-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            (try? crash(["/bin/sleep", "30"], in: folder, environment: [:], after: 0.2)) != nil
        else { return "cannot start /bin/sleep" }
        return cores(in: folder).isEmpty ? "a sleep killed by SIGQUIT left no core file" : nil
    }()

    /// Starts `command` under `ulimit -c unlimited` in `folder`, sends it SIGQUIT once it has `waitingOn` open
    /// (after `delay` seconds when nil) and waits for it; returns its termination signal and its core size limit
    /// just before (/proc/PID/limits).
    /// Spawned with every signal at its default and none blocked: Foundation's `Process` hands its child the
    /// test runner's dispositions, under which SIGQUIT did nothing.
    static func crash(
        _ command: [String], in folder: URL, environment: [String: String], after delay: Double,
        waitingOn: String? = nil
    ) throws -> (signal: Int32, coreLimit: String?) {
        let script = "cd \"$1\" && shift && ulimit -c unlimited && exec \"$@\""
        let arguments = ["/bin/sh", "-c", script, "sh", folder.path] + command
        // The Swift runtime's backtracer catches SIGQUIT and, for a signal sent rather than a fault, lets the
        // program go on; without it, SIGQUIT ends the program and dumps core as a trap's SIGILL does after it.
        let variables = environment.merging(["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]) { old, _ in old }
            .map { "\($0.key)=\($0.value)" }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        if let waitingOn {
            // Until the program has the file open, however long a loaded machine takes to start it: only then
            // does it hold the key and its own core limit.
            for _ in 0..<3000 where !holds(pid, waitingOn) { usleep(10_000) }
        } else {
            Thread.sleep(forTimeInterval: delay)
        }
        let limits = try? String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        let coreLimit = limits?.split(separator: "\n").first { $0.hasPrefix("Max core file size") }
            .map { $0.split(separator: " ").dropFirst(4).prefix(2).joined(separator: " ") }
        kill(pid, SIGQUIT)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFSIGNALED / WTERMSIG: the low 7 bits, 0 for a normal exit.
        let signal = status & 0x7F
        return (signal == 0 ? -((status >> 8) & 0xFF) : signal, coreLimit)
    }

    /// The core files in `folder`: `core` or `core.PID`.
    static func cores(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0 == "core" || $0.hasPrefix("core.")
        }
    }

    /// Whether process `pid` has the file at `path` open (a link to it in /proc/PID/fd).
    static func holds(_ pid: pid_t, _ path: String) -> Bool {
        let folder = "/proc/\(pid)/fd"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return descriptors.contains {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0)) == path
        }
    }

    /// Runs `arguments` with `weather`'s folders and a FIFO named `fifo` in the working directory that
    /// nothing writes, crashes it while it waits, and checks that its core limit was 0 and no core was left.
    /// - Parameter keyInEnvironment: false to take `OPENWEATHER_API_KEY` away, so the key file is read.
    static func expectNoCore(_ arguments: [String], keyInEnvironment: Bool = true) throws {
        var weather = try WeatherProcess()
        if !keyInEnvironment { weather.environment["OPENWEATHER_API_KEY"] = nil }
        defer { weather.cleanUp() }
        let fifo = weather.currentDirectory.appendingPathComponent("fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let binary = try #require(WeatherProcess.binary)
        let (signal, coreLimit) = try crash(
            [binary.path] + arguments, in: weather.currentDirectory, environment: weather.environment, after: 1,
            waitingOn: fifo)
        #expect(signal == SIGQUIT)
        // Soft and hard limit, as /proc writes them; "unlimited unlimited" from the shell otherwise.
        #expect(coreLimit == "0 0")
        if let reason = coresUnavailable {
            print("core file check skipped: \(reason); the core limit was checked")
        } else {
            #expect(cores(in: weather.currentDirectory) == [])
        }
    }

    @Test func weatherHoldingTheKeyLeavesNoCoreFile() throws {
        // `weather` waits for the config FIFO with the key in its environment.
        try Self.expectNoCore(["--demo", "--config", "fifo", "--timeout", "10"])
    }

    @Test func aFetchHoldingTheKeyLeavesNoCoreFile() throws {
        // A fetch, which waits for the key FIFO before its request.
        let arguments = ["--lat", "37", "--lon", "126", "--no-cache", "--api-key-file", "fifo", "--timeout", "10"]
        try Self.expectNoCore(arguments, keyInEnvironment: false)
    }
}
