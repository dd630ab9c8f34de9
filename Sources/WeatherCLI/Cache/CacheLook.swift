import WeatherCore

/// One look at an entry's file in the cache (a forecast's ``CacheEntry``, a place's air's ``AirEntry``, a name's
/// ``GeocodeEntry``): which version of the file it saw, and the entry when it read it. The check for a cache hit
/// (``PlaceFetcher/cachedOutcomes(_:options:cache:source:now:looks:secret:)``) looks once; on a miss the loader starts
/// from that look (``CacheLooks``), or looks itself at an entry the check did not reach, and holding the entry's
/// lock reads the file again only when it changed in between (another copy wrote it). So a run reads an entry
/// once, and once more only for what another copy wrote meanwhile.
///
/// `Entry` asks for no protocol with a witness table (`Equatable`, `CachedAnswer`): a cache hit makes this type's
/// metadata at run time to keep a look in ``CacheLooks``, and such a requirement made the runtime search its
/// conformance records for it, about 0.23 M instructions.
struct CacheLook<Entry: Sendable>: Sendable {
    /// The file's version; nil when there was no regular file.
    var version: FileVersion?
    /// The entry; nil when there was none, it was corrupt or of another layout, or it was not read.
    var entry: Entry?
    /// Whether the file was read: a file too old to hold a fresh entry is not read before the lock.
    var isRead: Bool

    /// A look that found no file.
    static var nothing: CacheLook { CacheLook(version: nil, entry: nil, isRead: true) }
}
