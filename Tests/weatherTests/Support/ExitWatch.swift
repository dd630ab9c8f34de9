import Foundation

/// When a child process exits, read on a thread of its own that waits for the exit with `waitid(WNOWAIT)`,
/// leaving the child for Foundation to reap.
///
/// Foundation's `Process` on Linux learns of an exit from a socket the child inherits, when its last copy
/// closes. A process another test starts in the same moment can inherit that socket as well (Foundation closes
/// a new child's descriptors only up to the highest it saw open), and the exit is then reported when *that*
/// process ends: measured, a run that called `exit` at 3.64 s was reported at 5.03 s. The kernel's word on the
/// exit has no such delay.
enum ExitWatch {
    /// Calls `exited` with the clock's reading as soon as `pid` has exited (or cannot be waited for).
    static func start(
        _ pid: pid_t, clock: ContinuousClock, _ exited: @escaping @Sendable (ContinuousClock.Instant) -> Void
    ) {
        Thread {
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
            exited(clock.now)
        }.start()
    }
}
