import WeatherCore

/// One look at an entry's file in the cache (a forecast's ``CacheEntry``, a place's air's ``AirEntry``, a name's
/// ``GeocodeEntry``): which version of the file it saw, and the entry when it read it. A loader looks once before
/// taking the entry's lock and, holding it, reads the file again only when it changed in between (another copy
/// wrote it), so a loader reads an entry once; on a miss the cache-hit check before it
/// (``PlaceFetcher/cachedOutcomes(_:options:cache:source:now:)``) has read it once more.
struct CacheLook<Entry: Equatable>: Equatable {
    /// The file's version; nil when there was no regular file.
    var version: FileVersion?
    /// The entry; nil when there was none, it was corrupt or of another layout, or it was not read.
    var entry: Entry?
    /// Whether the file was read: a file too old to hold a fresh entry is not read before the lock.
    var isRead: Bool

    /// A look that found no file.
    static var nothing: CacheLook { CacheLook(version: nil, entry: nil, isRead: true) }
}
