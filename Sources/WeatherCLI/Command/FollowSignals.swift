import WeatherCore

/// SIGUSR1 (refresh now) and SIGHUP (read the config file again) for `--follow`, as bytes on a pipe that the
/// follower's poll(2) waits on beside its other descriptors: the self-pipe, since a signal handler may only do
/// what is async-signal-safe, and write(2) is.
///
/// The one boundary to C here: the handler reads ``writeEnd``, which is set once, before the handlers are
/// installed, and never again; that is what makes the unchecked global safe.
enum FollowSignals {
    /// The pipe's write end, for the handler.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Installs the handlers and ignores SIGPIPE (a bar that stops reading is seen as a failed write, which ends
    /// the follower with status 0); returns the pipe's read end, non-blocking, or nil when no pipe can be made.
    static func install() -> Int32? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        writeEnd = ends[1]
        signal(SIGPIPE, SIG_IGN)
        for number in [SIGUSR1, SIGHUP] { signal(number, handler) }
        // A process inherits its parent's blocked signals, and some parents block them (a bar that takes SIGUSR1
        // for itself; Foundation's Process): blocked, a click's SIGUSR1 or a SIGTERM would never arrive.
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in [SIGUSR1, SIGHUP, SIGTERM, SIGINT, SIGQUIT] { sigaddset(&handled, number) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        return ends[0]
    }

    /// The signals received since the last read, each once.
    static func received(_ readEnd: Int32) -> Set<Int32> {
        var bytes = [UInt8](repeating: 0, count: 64)
        var numbers: Set<Int32> = []
        while true {
            let count = Platform.read(readEnd, &bytes, bytes.count)
            guard count > 0 else { return numbers }
            numbers.formUnion(bytes[0..<count].map { Int32($0) })
        }
    }

    /// Writes the signal's number as one byte; errno is kept for the code the signal interrupted.
    private static let handler: @convention(c) (Int32) -> Void = { number in
        let saved = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = Platform.write(FollowSignals.writeEnd, &byte, 1)
        errno = saved
    }
}
