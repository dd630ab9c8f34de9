import WeatherCore

/// One look at a forecast entry's file in the cache: which version of the file it saw, and the entry when it
/// read it. A run looks once before taking the entry's lock and, holding it, reads the file again only when it
/// changed in between (another copy wrote it), so a run reads an entry once.
struct CacheLook: Equatable {
    /// Which write of a file this is. Every write renames a new file into place (``ForecastCache/write(_:for:)``),
    /// so a new write is a new inode; the size and the time to the nanosecond tell apart an inode number the
    /// file system gave out again.
    struct Version: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Int
        var modifiedNanoseconds: Int
    }

    /// The file's version; nil when there was no regular file.
    var version: Version?
    /// The entry; nil when there was none, it was corrupt or of another layout, or it was not read.
    var entry: CacheEntry?
    /// Whether the file was read: a file too old to hold a fresh entry is not read before the lock.
    var isRead: Bool

    /// A look that found no file.
    static let nothing = CacheLook(version: nil, entry: nil, isRead: true)
}
