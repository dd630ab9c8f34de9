import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// The cache's files: where they live, that a damaged entry is replaced rather than a lasting failure, and
/// that atomic writes leave nothing behind.
@Suite struct ForecastCacheFileTests {
    static let now = HandMadeForecast.midnight + 10 * HandMadeForecast.hour
    let folder = TemporaryCache()
    let clock = FakeClock(Self.now)
    let fresh = HandMadeForecast.response(from: Self.now, base: 290)

    /// A file on disk that is not a usable entry.
    struct Damage: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var bytes: @Sendable (_ goodEntry: Data) -> Data
    }

    static let damages = [
        Damage(testDescription: "corrupt") { _ in entry(#"{"version": \#(CacheEntry.currentVersion), "fetched_at": ]]"#)
        },
        Damage(testDescription: "truncated") { $0.prefix($0.count / 2) },
        Damage(testDescription: "empty") { _ in Data() },
        Damage(testDescription: "binary") { _ in Data([0xff, 0xfe, 0x00, 0x01, 0x80]) },
        Damage(testDescription: "another version") { good in
            Data(
                String(decoding: good, as: UTF8.self).replacingOccurrences(
                    of: "\"version\":\(CacheEntry.currentVersion)", with: "\"version\":\(CacheEntry.currentVersion + 1)"
                )
                .utf8)
        },
        // What weather wrote before the cache kept slots as rows: the response as OpenWeather sent it.
        Damage(testDescription: "version 1") { _ in
            entry(
                #"{"version": 1, "fetched_at": \#(now - 60), "response": {"list": [{"dt": \#(now), "main": "#
                    + #"{"temp": 280}}], "city": {"timezone": 0}}}"#)
        },
        Damage(testDescription: "a row too short") { _ in
            entry(#"{"version": 2, "fetched_at": \#(now - 60), "city": {}, "slots": [[\#(now), 280]]}"#)
        },
        // A fetched response with this `dt` is refused (not a Unix time); one read from the cache must be too.
        Damage(testDescription: "a dt that is not a Unix time") { _ in
            let row = "[9000000000000000000, 280" + String(repeating: ", null", count: 18) + "]"
            return entry(#"{"version": 2, "fetched_at": \#(now - 60), "city": {}, "slots": [\#(row)]}"#)
        },
    ]

    private static func entry(_ json: String) -> Data {
        Data(json.utf8)
    }

    @Test(arguments: damages)
    func damagedEntryIsIgnoredFetchedAgainAndReplaced(_ damage: Damage) async throws {
        defer { folder.remove() }
        // A good entry that would be fresh, so only the damage can make the loader fetch.
        let good = try JSONEncoder().encode(
            CacheEntry(fetchedAt: Self.now - 60, response: HandMadeForecast.response(from: Self.now, base: 270)))
        try #require(String(decoding: good, as: UTF8.self).contains("\"version\":\(CacheEntry.currentVersion)"))
        try folder.store(bytes: damage.bytes(good))
        let fetch = ScriptedFetch(.data(fresh))

        let loaded = try await folder.loader(fetch, clock: clock).load(TemporaryCache.request)

        #expect(fetch.calls == 1)
        let (data, _) = try #require(loaded.fresh, "not fresh: \(loaded)")
        #expect(data == fresh)
        #expect(try folder.storedEntry() == CacheEntry(fetchedAt: Self.now, response: fresh))
        #expect(folder.cache.read(TemporaryCache.key) == CacheEntry(fetchedAt: Self.now, response: fresh))
    }

    /// A file written `maxAge` seconds or more ago cannot hold a fresh entry (its entry was fetched before it
    /// was written), so it is not read; one written since is.
    /// An entry that is a symbolic link is not read, even to a good entry: a planted link
    /// could show another user's file.
    @Test func entryThatIsASymbolicLinkIsNotRead() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.directory, withIntermediateDirectories: true)
        let elsewhere = folder.directory.deletingLastPathComponent().appendingPathComponent("elsewhere.json")
        try JSONEncoder().encode(CacheEntry(fetchedAt: Self.now, response: fresh)).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: folder.entryURL.path, withDestinationPath: elsewhere.path)

        #expect(folder.cache.read(TemporaryCache.key) == nil)
        #expect(folder.freshEntry(now: Self.now, maxAge: 600) == nil)
    }

    @Test func freshEntryIsLookedForOnlyInAFileWrittenWithinTheMaximumAge() throws {
        defer { folder.remove() }
        // The instant the forecast is seen at: its slots are still to come then, so it has something to show.
        let now = Self.now
        // An entry that says it is fresh whatever its file's time, as a clock set back could leave.
        try folder.store(CacheEntry(fetchedAt: now - 60, response: fresh))
        let path = folder.entryURL.path

        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: Double(now - 599))], ofItemAtPath: path)
        #expect(folder.freshEntry(now: now, maxAge: 600)?.fetchedAt == now - 60)

        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: Double(now - 600))], ofItemAtPath: path)
        #expect(folder.freshEntry(now: now, maxAge: 600) == nil)
        // The entry is still there for a stale fallback.
        #expect(folder.cache.read(TemporaryCache.key)?.fetchedAt == now - 60)
    }

    @Test func writesLeaveOnlyTheEntryAndItsLockInTheFolder() async throws {
        defer { folder.remove() }
        let fetch = ScriptedFetch(.data(fresh))
        let loader = folder.loader(fetch, clock: clock, refresh: true)

        for _ in 0..<5 {
            _ = try await loader.load(TemporaryCache.request)
            clock.advance(60)
        }

        #expect(fetch.calls == 5)
        let name = TemporaryCache.key.fileName
        #expect(folder.fileNames() == [name, name + ".lock"])
    }

    /// The entry is named by rounded coordinates, language and source only: nothing from the key can reach a file
    /// name. The tags are FNV-1a 64 of the normalized base URLs, worked out in Python.
    @Test func entryIsNamedByCoordinatesToFourDecimalsLanguageAndSource() throws {
        let key = CacheKey(
            ForecastRequest(latitude: 37.566_54, longitude: 126.977_96, lang: "KR"), source: .openWeather)

        #expect(key.fileName == "forecast_37.5665_126.978_kr_bd9e0e7d29990136.json")
        let local = CacheSource(baseURL: try #require(URL(string: "http://user:pw@127.0.0.1:8080/")))
        #expect(
            CacheSource.normalized(try #require(URL(string: "http://user:pw@127.0.0.1:8080/")))
                == "http://127.0.0.1:8080")
        #expect(
            CacheKey(ForecastRequest(latitude: -33.9, longitude: 18.4), source: local).fileName
                == "forecast_-33.9_18.4_default_75327da3b04bcbf2.json")
    }

    @Test func folderIsUnderXDGCacheHomeElseUnderHome() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let xdg = ForecastCache.folder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": home.path])
        let underHome = ForecastCache.folder(environment: ["HOME": home.path])
        // The XDG spec says to ignore a relative path.
        let relative = ForecastCache.folder(environment: ["XDG_CACHE_HOME": "cache", "HOME": home.path])

        #expect(xdg == "/x/cache/weather")
        #expect(underHome == home.path + "/.cache/weather")
        #expect(relative == home.path + "/.cache/weather")
        #expect(ForecastCache.folder(environment: [:]) == nil)
    }

    /// A home that does not exist (`nobody`'s `/nonexistent`) is not made: no cache, not a new folder tree.
    @Test func homeThatDoesNotExistMeansNoCache() {
        let missing = "/nonexistent-\(UUID().uuidString)/home"
        #expect(ForecastCache.folder(environment: ["HOME": missing]) == nil)
    }

    /// A FIFO where the entry goes is not an entry, and is not waited on.
    @Test func fifoInPlaceOfTheEntryIsNoEntryAndIsNotWaitedOn() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.directory, withIntermediateDirectories: true)
        try #require(mkfifo(folder.entryURL.path, 0o600) == 0)

        // Opening the FIFO would block here for good, as no writer ever comes: returning at all is the check.
        #expect(folder.cache.read(TemporaryCache.key) == nil)
        #expect(folder.freshEntry(now: Self.now, maxAge: 600) == nil)
    }

    @Test func unwritableFolderWarnsButStillReturnsTheForecast() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "weather-not-a-dir-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let warnings = WarningLog()
        let fetch = ScriptedFetch(.data(fresh))
        // A regular file where the folder should be: no folder can be made below it.
        let loader = ForecastLoader(
            session: CacheSession(
                cache: ForecastCache(directory: file.appendingPathComponent("weather")), source: TemporaryCache.source,
                now: Self.now, clock: { Self.now }, maxAge: 600, refresh: false),
            lockDeadline: Date().addingTimeInterval(2), fetch: fetch.closure, warn: { warnings.append($0) })

        let loaded = try await loader.load(TemporaryCache.request)

        let (data, _) = try #require(loaded.fresh, "not fresh: \(loaded)")
        #expect(data == fresh)
        #expect(warnings.lines.count == 1)
        #expect(warnings.lines.first?.hasPrefix("cannot write the cache") == true)
    }

    /// Before: one write removed all 100 000 leftovers someone had put in the folder, 2.1 s on the way to the
    /// bar's output. Now at most 1000 a write, in the folder's order; later writes remove the rest.
    @Test func oneWriteRemovesAtMost1000Leftovers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("leftovers-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = Date(timeIntervalSince1970: Double(Self.now - 120))
        for index in 0..<1500 {
            let path = directory.appendingPathComponent(ForecastCache.temporaryPrefix + "\(index)").path
            #expect(FileManager.default.createFile(atPath: path, contents: nil, attributes: [.modificationDate: old]))
        }

        ForecastCache.removeLeftovers(in: directory.path, now: Self.now)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 500)
        ForecastCache.removeLeftovers(in: directory.path, now: Self.now)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 0)
    }
}
