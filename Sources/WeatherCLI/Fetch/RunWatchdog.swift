import WeatherCore

/// Ends a run that asks OpenWeather at its deadline whatever its transfer does: a libcurl that never returns
/// from `curl_multi_perform`, spins in `curl_multi_poll` or hangs opening, which its own timeout cannot end.
///
/// At the deadline plus ``grace`` a queue of its own — its thread is not one of Swift's cooperative pool, which
/// transfers stuck in libcurl may hold — runs the run's fallback, which prints what the cache has marked stale
/// (or the error) and ends the process. The run's own end first calls ``claim()``: whichever comes first prints,
/// so the output is never written twice.
///
/// A crash inside libcurl or a library it loads (a truncated or damaged `libcurl.so.4`: SIGSEGV, SIGBUS) cannot be
/// caught and carried on from: the process's memory is no longer known good. ``onCrash(_:)`` has it write what
/// was prepared before the first request — a bar's line with the stale entry, or the error — and exit with its
/// status, rather than a crash report and death by the signal (docs/reliability.md).
///
/// `@unchecked Sendable` and `nonisolated(unsafe)`, at the boundary to C (a signal handler): `ended` is read and
/// written only on `queue`; the crash text is written once, before the handlers are installed, and only read
/// after.
final class RunWatchdog: @unchecked Sendable {
    /// How long after the deadline the watchdog waits: libcurl's own timeout ends a transfer at the deadline,
    /// and the run prints within a few milliseconds of it; the promise is the deadline plus 1 s.
    static let grace = 0.5

    private let queue = DispatchQueue(label: "weather.run-watchdog")
    private var ended = false

    /// Arms the watchdog for `deadline` (Unix seconds, the run's clock): unless ``claim()`` comes first,
    /// `fallback` runs then, and must end the process.
    init(deadline: Double, fallback: @escaping @Sendable () -> Never) {
        let delay = max(0, deadline - Date().timeIntervalSince1970) + Self.grace
        queue.asyncAfter(wallDeadline: .now() + delay) { [self] in
            guard !ended else { return }
            ended = true
            fallback()
        }
    }

    /// Called by the run before it prints its outcomes. Returns at once when the watchdog has not fired; when it
    /// has, never returns: the fallback is printing and ends the process.
    func claim() {
        queue.sync { ended = true }
    }

    /// What a run prints when it cannot print its outcomes, made before the first request.
    struct Prepared {
        var stdout = ""
        var stderr: String
        var status: ExitStatus
    }

    /// The crash text as one block the handler reads through one pointer, so that replacing it never shows the
    /// handler half of one: the exit status, the length of the stdout part, the whole length, then the bytes,
    /// stdout's then stderr's. A replaced block is not freed: the handler may be reading it.
    nonisolated(unsafe) private static var crashText: UnsafeMutablePointer<Int>?

    /// Has a SIGSEGV or SIGBUS from here on write `prepared` and end the process with its status. Called by the
    /// run that asks before its first request, and again when it has a better line (a bar's, with the stale
    /// entry, made under the entry's lock just before the request); the handlers are installed at the first
    /// call.
    static func onCrash(_ prepared: Prepared) {
        let bytes = Array(prepared.stdout.utf8) + Array(prepared.stderr.utf8)
        let header = 3 * MemoryLayout<Int>.stride
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: header + bytes.count, alignment: MemoryLayout<Int>.alignment)
        let fields = block.bindMemory(to: Int.self, capacity: 3)
        (fields[0], fields[1], fields[2]) = (Int(prepared.status.rawValue), prepared.stdout.utf8.count, bytes.count)
        bytes.withUnsafeBytes { source in
            if let start = source.baseAddress { (block + header).copyMemory(from: start, byteCount: source.count) }
        }
        crashText = fields
        _ = handlers
    }

    /// The handlers, installed once (a static's initializer runs once, whichever thread comes first).
    private static let handlers: Void = {
        signal(SIGSEGV, crashed)
        signal(SIGBUS, crashed)
    }()

    /// The handler: write(2) and _exit(2) only, both async-signal-safe.
    private static let crashed: @convention(c) (Int32) -> Void = { _ in
        guard let fields = RunWatchdog.crashText else { _exit(ExitStatus.software.rawValue) }
        let bytes = UnsafeRawPointer(fields) + 3 * MemoryLayout<Int>.stride
        _ = write(STDOUT_FILENO, bytes, fields[1])
        _ = write(STDERR_FILENO, bytes + fields[1], fields[2] - fields[1])
        _exit(Int32(truncatingIfNeeded: fields[0]))
    }
}
