import Foundation

/// Runs a blocking wait (poll(2), a condition) on a thread of its own and awaits its result, the way
/// ``ExitWatch`` waits for an exit: blocked on a thread of the tests' cooperative pool (two threads on two cores),
/// the wait would hold that thread from every other test's tasks until it ended.
enum OwnThread {
    /// The value `body` returns, computed on a new thread.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}
