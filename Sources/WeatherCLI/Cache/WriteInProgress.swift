import WeatherCore

/// The temporary files of the cache writes in progress, removed when the run is stopped by SIGTERM, SIGINT,
/// SIGQUIT or SIGHUP (a bar reloading, a ^C or ^\, a terminal closed) before they were renamed into place, so a
/// stopped run leaves none behind (what a SIGKILL leaves, the next write removes once it is a minute
/// old).
///
/// A signal handler may only do what is async-signal-safe: it reads paths kept in memory set aside at the start,
/// calls unlink(2), and then dies of the signal as it would have without the handler. A signal the process was
/// started ignoring stays ignored, and one `--follow` handles stays handled.
enum WriteInProgress {
    /// How many writes can be in progress at once (places are fetched 4 at a time); a write beyond them is
    /// only not covered.
    static let capacity = 16
    static let pathCapacity = 4_096

    /// The paths, `pathCapacity` bytes each, and whether each slot holds a write in progress.
    nonisolated(unsafe) private static let paths = UnsafeMutablePointer<CChar>.allocate(
        capacity: capacity * pathCapacity)
    nonisolated(unsafe) private static let inUse = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    /// Guards the slots between threads (the handler only reads them). pthread's, as FoundationEssentials has
    /// no lock and the standard library's `Mutex` needs macOS 15.
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    private static func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Sets the memory aside and installs the handlers, once.
    private static let ready: Void = {
        inUse.initialize(repeating: 0, count: capacity)
        for stop in [SIGTERM, SIGINT, SIGQUIT, SIGHUP] {
            // Ignored (SIG_IGN) or handled already (`--follow`'s SIGHUP reads the config file again): kept so.
            // Only SIG_DFL is nil.
            if let earlier = signal(stop, onStop) { signal(stop, earlier) }
        }
    }()

    /// Gives SIGQUIT (^\) its default action back, so that it ends the run as SIGTERM does: at once, by the
    /// signal. The Swift runtime's backtracer takes SIGQUIT for a crash, writes a crash report of some 70 lines to
    /// stderr and lets the run go on, to print its output after the report and exit 0. The default action also
    /// dumps core, which `Platform.disableCoreDumps` has turned off. Called first thing in `main`; a SIGQUIT the
    /// process was started ignoring stays ignored.
    static func quitStopsTheRun() {
        // SIG_IGN is 1 on Linux and Darwin alike.
        if let earlier = signal(SIGQUIT, SIG_DFL), unsafeBitCast(earlier, to: Int.self) == 1 {
            signal(SIGQUIT, earlier)
        }
    }

    /// Runs `body`, which makes, writes and renames the temporary file at `path`, with the file covered.
    static func covering<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        _ = ready
        let slot: Int? = locked { () -> Int? in
            guard path.utf8.count < pathCapacity, let free = (0..<capacity).first(where: { inUse[$0] == 0 }) else {
                return nil
            }
            path.withCString { _ = strcpy(paths + free * pathCapacity, $0) }
            inUse[free] = 1
            return free
        }
        defer { if let slot { locked { inUse[slot] = 0 } } }
        return try body()
    }

    /// The handler: removes every write's temporary file, then dies of `stop` (a file already renamed is not
    /// there to remove).
    private static let onStop: @convention(c) (Int32) -> Void = { stop in
        for slot in 0..<WriteInProgress.capacity where WriteInProgress.inUse[slot] != 0 {
            unlink(WriteInProgress.paths + slot * WriteInProgress.pathCapacity)
        }
        signal(stop, SIG_DFL)
        raise(stop)
    }
}
