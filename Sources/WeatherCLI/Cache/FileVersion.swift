/// Which write of a cache file this is. Every write renames a new file into place
/// (``ForecastCache/write(_:to:)``), so a new write is a new inode; the size and the time to the nanosecond
/// tell apart an inode number the file system gave out again.
struct FileVersion: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int
    var modifiedNanoseconds: Int
}
