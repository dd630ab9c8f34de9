import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// A fresh, empty cache folder in the temporary directory for one ``ForecastLoader`` unit test, with
/// helpers to build the loader over it and to look at the files in it.
struct TemporaryCache {
    /// Where the cache lives: `<tmp>/weather-cache-<uuid>/weather`, created on the first write, as in use.
    let directory: URL
    /// The cache over ``directory``.
    var cache: ForecastCache { ForecastCache(directory: directory) }

    /// The request every loader test asks for, and its entry's name.
    static let request = ForecastRequest(latitude: 35.2281, longitude: 128.6811)
    static let key = CacheKey(request, source: source)
    /// The API every loader test's fetch stands for.
    static let source = CacheSource(baseURL: URL(string: "http://127.0.0.1:9")!)

    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("weather-cache-\(UUID().uuidString)")
            .appendingPathComponent("weather", isDirectory: true)
    }

    /// Removes the folder and its parent.
    func remove() {
        try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    }

    /// A loader over this cache that asks `fetch` and reads `clock`; warnings are recorded in `warnings`.
    func loader(
        _ fetch: ScriptedFetch, clock: FakeClock, maxAge: Int = 600, refresh: Bool = false,
        lockDeadline: Date = Date().addingTimeInterval(1800)
    ) -> ForecastLoader {
        // By default a lock deadline far off: half of it is the wait for another copy's lock, which must not run
        // out while a loaded machine starves the tests' tasks (the suites that block the cooperative pool's two
        // threads here have held a 200 ms request past a minute).
        ForecastLoader(
            session: session(clock: clock, maxAge: maxAge, refresh: refresh), lockDeadline: lockDeadline,
            fetch: fetch.closure, warn: { Issue.record("unexpected warning: \($0)") })
    }

    /// A run's session over this cache, at `clock`'s time and read from it.
    func session(clock: FakeClock, maxAge: Int = 600, refresh: Bool = false) -> CacheSession {
        CacheSession(
            cache: cache, source: Self.source, now: clock.now, clock: { clock.now }, maxAge: maxAge, refresh: refresh)
    }

    /// The entry of ``request`` when the cache would answer with it without asking
    /// (``CacheSession/fresh(_:)``).
    func freshEntry(now: Int, maxAge: Int) -> CacheEntry? {
        var session = session(clock: FakeClock(now), maxAge: maxAge)
        return session.fresh(Self.request)
    }

    /// The entry file of ``request``.
    var entryURL: URL { directory.appendingPathComponent(Self.key.fileName) }

    /// The entry file decoded as it is on disk, independently of ``ForecastCache/read(_:)``.
    func storedEntry() throws -> CacheEntry {
        try JSONDecoder().decode(CacheEntry.self, from: Data(contentsOf: entryURL))
    }

    /// Puts `entry` on disk as the cache would.
    func store(_ entry: CacheEntry) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try JSONEncoder().encode(entry).write(to: entryURL)
    }

    /// Puts raw bytes where the entry goes.
    func store(bytes: Data) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try bytes.write(to: entryURL)
    }

    /// The names of everything in the folder, hidden files included, sorted.
    func fileNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }
}

extension ForecastLoader.Loaded {
    /// The data and its fetch time when fresh; nil when stale.
    var fresh: (data: NetworkData, fetchedAt: Int)? {
        guard case .fresh(let data, let fetchedAt) = self else { return nil }
        return (data, fetchedAt)
    }

    /// The data, its fetch time and the failure when stale; nil when fresh.
    var stale: (data: NetworkData, fetchedAt: Int, error: NetworkError)? {
        guard case .stale(let data, let fetchedAt, let error) = self else { return nil }
        return (data, fetchedAt, error)
    }
}
