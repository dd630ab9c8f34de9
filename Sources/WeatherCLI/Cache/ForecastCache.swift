import WeatherCore

/// The cache folder, `$XDG_CACHE_HOME/weather/` (default `~/.cache/weather/`, XDG Base Directory
/// Specification): one JSON file per request (a place's forecast in a language, its air, a name's places),
/// written atomically, and a lock file beside it so that concurrent copies of `weather` make one request between
/// them.
struct ForecastCache {
    /// The path of the folder the entries live in. A path, not a `URL`: a cache hit is a few milliseconds, and
    /// the first `URL.path` or `appendingPathComponent` of a run costs 3 % of one.
    let folder: String

    /// The folder the entries live in.
    var directory: URL { URL(fileURLWithPath: folder, isDirectory: true) }

    init(folder: String) {
        self.folder = folder
    }

    init(directory: URL) {
        folder = directory.path
    }

    /// The cache folder's path for an environment: `$XDG_CACHE_HOME/weather` when that is an absolute path, else
    /// `$HOME/.cache/weather` when that home exists (system users such as `nobody` have `/nonexistent`, which
    /// must not be made); nil otherwise, and the run goes without a cache.
    static func folder(environment: [String: String]) -> String? {
        BaseDirectory.cache.folder(environment: environment)
    }

    /// The entry for `key`; nil when there is none, or it is corrupt, truncated, empty, of another version or
    /// not a regular file (it is then replaced by the next write, never a lasting failure; a FIFO there is never
    /// waited on).
    func read(_ key: CacheKey) -> CacheEntry? {
        look(key, readingIfWrittenWithin: nil, of: 0).entry
    }

    /// A look at `key`'s file: its version, and the entry unless the file was last written `seconds` or more
    /// before `now` (nil: read it whatever its age).
    ///
    /// An entry is written just after its fetch, so its file is never older than the entry: a file last written
    /// `maxAge` or more seconds ago cannot hold a fresh entry, and need not be read before the lock. That spares
    /// the run that must fetch anyway the decoding, most of the cost of a cache hit.
    func look(_ key: CacheKey, readingIfWrittenWithin seconds: Int?, of now: Int) -> CacheLook<CacheEntry> {
        look(key.fileName, readingIfWrittenWithin: seconds, of: now)
    }

    /// A look at the entry file `fileName` (``CachedAnswer/fileName(for:source:)``), as
    /// ``look(_:readingIfWrittenWithin:of:)`` looks at a forecast's.
    func look<Entry: CachedAnswer>(
        _ fileName: String, readingIfWrittenWithin seconds: Int?, of now: Int
    ) -> CacheLook<Entry> {
        // The version first, then the bytes: a write between the two is then seen as a change later (one read
        // more), never the reverse (an old entry taken for the new version).
        let path = folder + "/" + fileName
        guard let version = Self.version(path) else { return .nothing }
        if let seconds, now.subtractingReportingOverflow(version.modified).partialValue >= seconds {
            return CacheLook(version: version, entry: nil, isRead: false)
        }
        let entry = (try? InputReader.read(path, limit: Entry.fileSizeLimit)).flatMap {
            try? JSONDecoder().decode(Entry.self, from: $0)
        }
        return CacheLook(version: version, entry: entry, isRead: true)
    }

    /// The file `fileName` now: `earlier` itself when the file is still the version it read, else read again.
    func look<Entry: CachedAnswer>(_ fileName: String, since earlier: CacheLook<Entry>) -> CacheLook<Entry> {
        if earlier.isRead, Self.version(folder + "/" + fileName) == earlier.version {
            return earlier
        }
        return look(fileName, readingIfWrittenWithin: nil, of: 0)
    }

    /// Writes `entry` atomically: a temporary file in the same folder, then a rename, so a reader sees the
    /// old entry or the new one, never half of one.
    /// - Throws: the file system's error when the folder cannot be made or written.
    func write(_ entry: CacheEntry, for key: CacheKey) throws {
        try write(entry, to: key.fileName)
    }

    /// Writes `entry` to the file `fileName` atomically, as ``write(_:for:)`` writes a forecast's.
    /// - Throws: the file system's error when the folder cannot be made or written.
    func write<Entry: CachedAnswer>(_ entry: Entry, to fileName: String) throws {
        try makeFolder()
        let data = try JSONEncoder().encode(entry)
        try Self.writePrivately(data, to: folder + "/" + fileName)
    }

    /// Runs `body` holding an exclusive `flock` on the entry's lock file, waiting for another copy of
    /// `weather` to finish for at most half the time left until `deadline`; `body` is told whether this copy
    /// had to wait. Runs `body` without the lock when the lock file cannot be made, so that a broken cache
    /// folder never stops a forecast.
    ///
    /// When that wait runs out, the holder may be stuck (stopped with SIGSTOP while it held the lock) or still
    /// waiting for a server that does not answer. One copy then stands in for it, under a second lock,
    /// `fileName.standin.lock`, and the copies after it wait for that one until `deadline` and reuse its
    /// outcome: a stuck holder costs one more request and a hung server two in all, however many copies run,
    /// where every copy whose wait ran out would otherwise ask (20 bars, 20 requests).
    /// - Parameter fileName: the entry's file name (``CachedAnswer/fileName(for:source:)``): the lock is
    ///   `fileName.lock` beside it.
    func withLock<T>(_ fileName: String, until deadline: Date, _ body: (_ waited: Bool) async -> T) async -> T {
        try? makeFolder()
        let path = folder + "/" + fileName
        guard let holder = Self.openLock(path + ".lock") else { return await body(false) }
        defer { close(holder) }
        let half = Date().addingTimeInterval(max(0, deadline.timeIntervalSinceNow / 2))
        if let waited = await Self.take(holder, until: half) {
            defer { flock(holder, LOCK_UN) }
            return await body(waited)
        }
        guard let standIn = Self.openLock(path + ".standin.lock") else { return await body(true) }
        defer { close(standIn) }
        guard await Self.take(standIn, until: deadline) != nil else { return await body(true) }
        defer { flock(standIn, LOCK_UN) }
        return await body(true)
    }

    /// Opens (making it, 0600) a lock file; nil when it cannot be made.
    private static func openLock(_ path: String) -> Int32? {
        // O_NONBLOCK: a FIFO put where the lock file goes must not hold the run in open(2). O_NOFOLLOW: a
        // symbolic link put there must not make this run create or lock the file it points to.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, 0o600)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Takes an exclusive `flock` on `descriptor`, trying every 20 ms until `deadline`.
    /// - Returns: whether this copy had to wait for it; nil when it was not had by `deadline`.
    private static func take(_ descriptor: Int32, until deadline: Date) async -> Bool? {
        var waited = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else { return nil }
            waited = true
            try? await Task.sleep(for: .milliseconds(20))
        }
        return waited
    }

    /// Makes the folder, readable only by the user (0700, as ssh and tmux keep theirs: the entries say where
    /// the user is to about 11 m), and makes a folder of the user's that an older `weather` left 0755 so too.
    /// - Throws: the file system's error when the folder cannot be made.
    func makeFolder() throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var status = stat()
        if stat(folder, &status) == 0, status.st_uid == geteuid(), status.st_mode & 0o077 != 0 {
            chmod(folder, 0o700)
        }
    }

    /// Writes `data` to `path` atomically — a new temporary file beside it, made 0600 (readable and writable by
    /// the user only) and exclusively (nothing already there, a link another user put there, is written
    /// through), then rename(2) over `path` — and removes what earlier runs killed mid-write left
    /// (``removeLeftovers(in:now:)``).
    ///
    /// Not Foundation's atomic write, which also fsyncs: on a busy disk fsync(2) took over two seconds, spent
    /// after the deadline on the way to the bar's output, for a file that a crash may lose at no cost (the
    /// forecast is fetched again).
    /// - Throws: a `POSIXError` when the file cannot be made, written or renamed; the temporary file is removed.
    private static func writePrivately(_ data: Data, to path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { throw POSIXError(.EINVAL) }
        let folder = String(path[..<slash])
        let temporary = folder + "/" + temporaryPrefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        try WriteInProgress.covering(temporary) { try writePrivately(data, to: path, through: temporary) }
        removeLeftovers(in: folder, now: Int(Date().timeIntervalSince1970))
    }

    /// Makes `temporary`, writes `data` to it and renames it to `path`; removes it on failure.
    private static func writePrivately(_ data: Data, to path: String, through temporary: String) throws {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failure = data.withUnsafeBytes { bytes -> POSIXErrorCode? in
            var offset = 0
            while offset < bytes.count {
                let written = Platform.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return POSIXErrorCode(rawValue: errno) ?? .EIO }
                offset += written
            }
            return nil
        }
        if close(descriptor) != 0, failure == nil { failure = POSIXErrorCode(rawValue: errno) ?? .EIO }
        if failure == nil, rename(temporary, path) != 0 { failure = POSIXErrorCode(rawValue: errno) ?? .EIO }
        if let failure {
            unlink(temporary)
            throw POSIXError(failure)
        }
    }

    /// The prefix of the temporary file a write makes beside its target, renamed over the target when whole:
    /// one left behind was a run killed between the two. Foundation's (an older `weather` wrote with it): Apple's
    /// file sync skips names with ".nosync".
    static let temporaryPrefix = ".dat.nosync"

    /// Removes the temporary files in `folder` older than a minute: a write in progress in another copy is
    /// younger than that, and a file older is one a killed run left. At most
    /// ``leftoversPerWrite`` of them, so that a folder someone filled with 100 000 costs a run about 0.1 s, not the
    /// 2.1 s that removing them all took (on the way to the bar's output); later writes remove the rest.
    static func removeLeftovers(in folder: String, now: Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var removed = 0
        for name in names where name.hasPrefix(temporaryPrefix) && removed < leftoversPerWrite {
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                now - Int(Platform.modificationTime(status).tv_sec) > 60
            else { continue }
            unlink(path)
            removed += 1
        }
    }

    /// How many leftovers one write removes at most.
    static let leftoversPerWrite = 1000

    /// The version of the file at `path` when it is a regular file itself, not a symbolic link to one (lstat: an
    /// entry that is a symbolic link, planted or pointing at another user's file, is not read).
    private static func version(_ path: String) -> FileVersion? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let modified = Platform.modificationTime(status)
        return FileVersion(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec))
    }

}
