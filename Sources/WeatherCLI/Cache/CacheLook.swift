import WeatherCore

/// One look at an entry's file in the cache (a forecast's ``CacheEntry``, a place's air's ``AirEntry``, a name's
/// ``GeocodeEntry``): which version of the file it saw, the entry when it read it, and whether that entry was fresh
/// then. The check for a cache hit looks once and its ``CacheSession`` keeps the look; on a miss the loader starts
/// from that look (``CacheSession/firstLook(_:at:)``), or looks itself at an entry the check did not reach, and
/// holding the entry's lock reads the file again only when it changed in between (another copy wrote it). So a run
/// reads an entry once, and once more only for what another copy wrote meanwhile.
///
/// `Entry` asks for no protocol with a witness table (`Equatable`, `CachedAnswer`): a cache hit makes this type's
/// metadata at run time to keep a look in its ``CacheSession``, and such a requirement made the runtime search its
/// conformance records for it, about 0.23 M instructions.
struct CacheLook<Entry: Sendable>: Sendable {
    /// The file's version; nil when there was no regular file.
    var version: FileVersion?
    /// The entry; nil when there was none, it was corrupt or of another layout, or it was not read.
    var entry: Entry?
    /// Whether the file was read: a file too old to hold a fresh entry is not read before the lock.
    var isRead: Bool
    /// Whether ``entry`` could be used without asking OpenWeather when it was looked at
    /// (``CacheSession/isFresh(_:at:)``): decided once, by the session, when the look is taken.
    var isFresh = false

    /// A look that found no file.
    static var nothing: CacheLook { CacheLook(version: nil, entry: nil, isRead: true) }
}
