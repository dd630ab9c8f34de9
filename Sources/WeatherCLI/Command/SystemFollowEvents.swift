import WeatherCore

/// The system's clock and events for ``Follower``: one poll(2) over the signals' pipe (``FollowSignals``), the
/// cache folder's watch, a wall-clock timer set to the instant due (none when nothing is due) and standard
/// output, whose reader going away shows as POLLERR.
struct SystemFollowEvents: FollowEvents {
    /// The folder watched for other copies' writes; nil without a cache.
    let cacheFolder: String?
    private let signals: Int32?
    private let watcher: Int32?
    private let timer: Int32?
    /// The watch on the cache folder, or while the folder is gone on its parent, for the folder's return.
    private var folderWatch: Int32?
    private var parentWatch: Int32?
    /// Signals read from the pipe together and not acted on yet: one wait ends per signal.
    private var pending: Set<Int32> = []

    /// Sets up the descriptors: before any thread starts.
    /// - Parameter signals: the read end of ``FollowSignals``' pipe, installed as the process started.
    init(cacheFolder: String?, signals: Int32?) {
        self.cacheFolder = cacheFolder
        self.signals = signals
        watcher = cacheFolder == nil ? nil : Platform.folderWatcher()
        timer = Platform.wallClockTimer()
        // Before the first look at the cache: a write between that look and the watch would go unseen.
        _ = watchFolder()
    }

    var now: Double { Date().timeIntervalSince1970 }

    /// A wall clock that moved this much more or less than the monotonic clock across a wait was set, or the
    /// machine slept, seconds.
    static let clockJump = 2.0

    mutating func wait(until due: Int?) -> FollowEvent {
        if let event = takePending() { return event }
        let timed = timer.map { Platform.setWallClockTimer($0, at: due) } ?? false
        while true {
            // A folder watched anew may have had its entry written before the watch: look again.
            if watchFolder() { return .cacheChanged }
            var descriptors = [pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)]
            for descriptor in [signals, watcher, timed ? timer : nil].compactMap({ $0 }) {
                descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
            }
            let before = Platform.clocks()
            // Without the timer, poll's own timeout: milliseconds to the instant due, none when nothing is.
            let timeout = timed ? -1 : due.map { Int32(clamping: max(0, Int((Double($0) - now) * 1000) + 1)) } ?? -1
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            let after = Platform.clocks()
            if ready < 0 {
                // A signal's handler ran: its byte is on the pipe, read at the next poll.
                if errno == EINTR { continue }
                return .due
            }
            if abs((after.wall - before.wall) - (after.steady - before.steady)) > Self.clockJump {
                if let timer, timed { _ = Platform.timerFired(timer) }
                return .clockChanged
            }
            if descriptors[0].revents & Int16(POLLERR | POLLHUP) != 0 { return .outputClosed }
            if ready == 0 { return .due }
            for descriptor in descriptors.dropFirst() where descriptor.revents != 0 {
                if descriptor.fd == signals {
                    pending.formUnion(FollowSignals.received(descriptor.fd))
                    if let event = takePending() { return event }
                } else if descriptor.fd == timer {
                    return Platform.timerFired(descriptor.fd) ? .due : .clockChanged
                } else if let watcher, descriptor.fd == watcher {
                    let changes = Platform.folderChanges(watcher)
                    if let watch = folderWatch, changes.ended.contains(watch) {
                        Platform.unwatch(watcher, watch)
                        folderWatch = nil
                    }
                    if let watch = folderWatch, changes.written.contains(watch) { return .cacheChanged }
                    // In the parent, only the folder's return counts (a browser writes there all day).
                    if let watch = parentWatch, changes.written.contains(watch), access(cacheFolder ?? "", F_OK) == 0 {
                        return .cacheChanged
                    }
                }
            }
        }
    }

    /// The next signal to act on: the config file first, so that a refresh uses the new one.
    private mutating func takePending() -> FollowEvent? {
        if pending.remove(SIGHUP) != nil { return .reload }
        if pending.remove(SIGUSR1) != nil { return .refresh }
        return nil
    }

    /// Watches the cache folder, or while it is gone its parent, to see it come back (a run recreates it when it
    /// writes an entry).
    /// - Returns: whether the folder is watched anew, after it was gone or not there yet: a write while it was
    ///   unwatched went unseen, even with no parent to watch (a first run in a new home makes both, and another
    ///   copy can write between the follower's look and this watch).
    private mutating func watchFolder() -> Bool {
        guard let watcher, let cacheFolder, folderWatch == nil else { return false }
        folderWatch = Platform.watch(watcher, folder: cacheFolder)
        if folderWatch != nil, let watch = parentWatch {
            Platform.unwatch(watcher, watch)
            parentWatch = nil
        } else if folderWatch == nil, parentWatch == nil {
            let parent = cacheFolder.lastIndex(of: "/").map { String(cacheFolder[..<$0]) } ?? "."
            parentWatch = Platform.watch(watcher, folder: parent.isEmpty ? "/" : parent)
        }
        return folderWatch != nil
    }
}
