import Foundation

/// A value shared between threads, reached only while holding a lock: the tests' stand-in for the standard
/// library's `Mutex`, which needs macOS 15 and iOS 18 while the package supports macOS 13 and iOS 16.
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    public init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
