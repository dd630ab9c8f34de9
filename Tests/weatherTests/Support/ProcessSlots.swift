/// Limits how many `weather` processes the whole test run starts at once. Swift Testing runs suites in
/// parallel; on a small machine dozens of processes at a time starve each other, and the suites that check
/// how long a run takes then fail. A run's time is measured from its launch, after it got its slot.
actor ProcessSlots {
    /// The slots every ``WeatherProcess`` run takes one of.
    static let shared = ProcessSlots(capacity: 4)

    let capacity: Int
    private var used = 0
    private var waiting: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Waits until `count` slots are free, first come first served, and takes them.
    func acquire(_ count: Int = 1) async {
        let count = min(count, capacity)
        if waiting.isEmpty && used + count <= capacity {
            used += count
            return
        }
        await withCheckedContinuation { waiting.append((count, $0)) }
    }

    /// Gives back `count` slots and lets waiting runs in.
    func release(_ count: Int = 1) {
        used -= min(count, capacity)
        while let first = waiting.first, used + first.count <= capacity {
            waiting.removeFirst()
            used += first.count
            first.continuation.resume()
        }
    }

    /// Runs `body` holding every slot, so that it can start many processes at once (each with
    /// ``WeatherProcess/takesSlot`` false) while no other test runs one.
    func exclusively<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        try await holding(capacity, body)
    }

    /// Runs `body` holding `count` slots, taken together, for processes it starts itself (each with
    /// ``WeatherProcess/takesSlot`` false). A test must take every slot it needs at once: one that held a slot
    /// while it waited for another could wait forever behind a test waiting for all of them, first come first
    /// served, which waits for the slot it holds. Runs that must follow each other closely take theirs here too:
    /// an age in seconds or a failure remembered for a minute must not take in a loaded machine's wait for a
    /// slot between two runs.
    func holding<T: Sendable>(_ count: Int, _ body: @Sendable () async throws -> T) async rethrows -> T {
        await acquire(count)
        do {
            let value = try await body()
            release(count)
            return value
        } catch {
            release(count)
            throw error
        }
    }
}
