import WeatherCore

/// The looks a run took at the cache's entries while it checked for a hit
/// (``PlaceFetcher/cachedOutcomes(_:options:cache:source:now:looks:secret:)``), by file name: on a miss a loader starts
/// from its entry's look rather than reading the file again (``CachedLoader/load(_:)``).
struct CacheLooks: Sendable {
    /// Each a `CacheLook` of its entry's own type, by the entry's file name
    /// (``CachedAnswer/fileName(for:source:)``), whose prefix names one type of entry only.
    private var looks: [String: any Sendable] = [:]

    /// The look at the file `fileName`; nil when none was taken.
    subscript<Entry: CachedAnswer>(fileName: String) -> CacheLook<Entry>? {
        get { looks[fileName] as? CacheLook<Entry> }
        set { looks[fileName] = newValue }
    }
}
