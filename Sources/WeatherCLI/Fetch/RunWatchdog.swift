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

    /// The crash text, `stdout` then `stderr`, and where one ends and with what status the process exits.
    nonisolated(unsafe) private static var crashText: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var crashSplit = 0
    nonisolated(unsafe) private static var crashStatus: Int32 = 0

    /// Has a SIGSEGV or SIGBUS from here on write `prepared` and end the process with its status. Called once, by
    /// the run that asks, before its first request.
    static func onCrash(_ prepared: Prepared) {
        guard crashText == nil else { return }
        let bytes = Array(prepared.stdout.utf8) + Array(prepared.stderr.utf8)
        let text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = text.initialize(from: bytes)
        (crashText, crashSplit, crashStatus) = (text, prepared.stdout.utf8.count, prepared.status.rawValue)
        signal(SIGSEGV, crashed)
        signal(SIGBUS, crashed)
    }

    /// The handler: write(2) and _exit(2) only, both async-signal-safe.
    private static let crashed: @convention(c) (Int32) -> Void = { _ in
        if let text = RunWatchdog.crashText, let start = text.baseAddress {
            let split = RunWatchdog.crashSplit
            _ = write(STDOUT_FILENO, start, split)
            _ = write(STDERR_FILENO, start + split, text.count - split)
        }
        _exit(RunWatchdog.crashStatus)
    }
}
