import Foundation
import Testing
import TestSupport
import WeatherCore

@testable import WeatherCLI

/// ``PlaceLoader``: a name's places through the cache by the forecast's rules, with what is the geocoding
/// entry's own — the stored name is checked, an empty answer is not kept, the file is small and the user's only.
@Suite struct PlaceLoaderTests {
    static let seoul = Place(name: "Seoul", lat: 37.5667, lon: 126.9783, country: "KR")
    static let busan = Place(name: "Busan", lat: 35.1028, lon: 129.0403, country: "KR")
    static let request = GeocodingRequest(query: "Seoul,KR")
    let folder = TemporaryCache()
    /// The real time: the loader judges a file by its modification time too.
    let clock = FakeClock(Int(Date().timeIntervalSince1970))

    /// A loader over the folder that answers each look-up with the next of `answers` (the last repeats) and
    /// counts them in `calls`.
    func loader(_ answers: [Result<[Place], NetworkError>], calls: Locked<Int>) -> PlaceLoader {
        let script = Locked(answers)
        return PlaceLoader(
            session: folder.session(clock: clock), lockDeadline: Date().addingTimeInterval(1800),
            fetch: { _ throws(NetworkError) in
                calls.withLock { $0 += 1 }
                return try script.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }.get()
            },
            warn: { Issue.record("unexpected warning: \($0)") })
    }

    /// The entry's file for ``request``.
    var entryURL: URL {
        folder.directory.appendingPathComponent(GeocodeEntry.fileName(for: Self.request, source: TemporaryCache.source))
    }

    func store(_ text: String) throws {
        try FileManager.default.createDirectory(at: folder.directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: entryURL)
    }

    /// An entry for ``request`` naming Busan, fetched now, with `padding` spaces before its closing brace.
    func storedBusan(padding: Int) throws {
        try store(
            #"{"version": 1, "query": "Seoul,KR", "fetched_at": \#(clock.now), "#
                + #""places": [{"name": "Busan", "lat": 35.1028, "lon": 129.0403, "country": "KR"}]"#
                + String(repeating: " ", count: padding) + "}")
    }

    func mode(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_mode & 0o777) : -1
    }

    @Test func anAnswerIsKeptPrivatelyAndUsedForThirtyDays() async throws {
        defer { folder.remove() }
        let calls = Locked(0)
        let loader = loader([.success([Self.seoul])], calls: calls)

        _ = try await loader.load(Self.request)
        clock.advance(30 * 86_400 - 1)
        let cached = try await loader.load(Self.request)

        #expect(calls.withLock { $0 } == 1)
        #expect(cached.places == [Self.seoul])
        #expect(mode(folder.directory.path) == 0o700)
        #expect(mode(entryURL.path) == 0o600)
        #expect(folder.fileNames() == [entryURL.lastPathComponent, entryURL.lastPathComponent + ".lock"])

        clock.advance(1)
        _ = try await loader.load(Self.request)
        #expect(calls.withLock { $0 } == 2)
    }

    /// A file whose stored name is another's (a file name stands for every name that folds to it) is not the
    /// answer: the name is asked, and its answer replaces the file.
    @Test func aFileStoringAnotherNameIsNotItsAnswer() async throws {
        defer { folder.remove() }
        try store(
            #"{"version": 1, "query": "Seoul,US", "fetched_at": \#(clock.now), "#
                + #""places": [{"name": "Busan", "lat": 35.1028, "lon": 129.0403}]}"#)
        let calls = Locked(0)

        let loaded = try await loader([.success([Self.seoul])], calls: calls).load(Self.request)

        #expect(calls.withLock { $0 } == 1)
        #expect(loaded.places == [Self.seoul])
        let stored = try JSONDecoder().decode(GeocodeEntry.self, from: Data(contentsOf: entryURL))
        #expect(stored.query == "Seoul,KR")
        #expect(stored.response == [Self.seoul])
    }

    /// No place found is not kept: the next run asks again, as a typo fixed on the server's side is then found.
    @Test func anEmptyAnswerIsNotKept() async throws {
        defer { folder.remove() }
        let calls = Locked(0)
        let loader = loader([.success([])], calls: calls)

        let first = try await loader.load(Self.request)
        let second = try await loader.load(Self.request)

        #expect(first.places == [])
        #expect(second.places == [])
        #expect(calls.withLock { $0 } == 2)
        #expect(!FileManager.default.fileExists(atPath: entryURL.path))
    }

    /// A geocoding file is read up to 64 KiB (an answer of five places is a few kilobytes): a fresh entry
    /// padded past that is not read and the name is asked; one just under it is the answer.
    @Test(arguments: [(64 * 1024 - 200, 0), (64 * 1024, 1)])
    func aFileOverSixtyFourKilobytesIsNotRead(padding: Int, requests: Int) async throws {
        defer { folder.remove() }
        try storedBusan(padding: padding)
        let calls = Locked(0)

        let loaded = try await loader([.success([Self.seoul])], calls: calls).load(Self.request)

        #expect(calls.withLock { $0 } == requests)
        #expect(loaded.places == (requests == 0 ? [Self.busan] : [Self.seoul]))
    }

    /// The forecast's rule for what is transient: a look-up that fails with a 429 is not asked again until its
    /// Retry-After (here 2 minutes, longer than the minute a failure with none waits), and meanwhile the expired
    /// answer stands, since places do not move.
    @Test func aRateLimitIsHonouredAndTheExpiredAnswerStands() async throws {
        defer { folder.remove() }
        let calls = Locked(0)
        let limited = NetworkError.dataError(status: 429, message: "slow down", retryAfter: 120)
        let loader = loader([.success([Self.busan]), .failure(limited), .success([Self.seoul])], calls: calls)
        _ = try await loader.load(Self.request)
        clock.advance(31 * 86_400)

        let failed = try await loader.load(Self.request)
        clock.advance(90)
        let waiting = try await loader.load(Self.request)

        #expect(calls.withLock { $0 } == 2)
        #expect(failed.places == [Self.busan])
        #expect(waiting.places == [Self.busan])
        let stored = try JSONDecoder().decode(GeocodeEntry.self, from: Data(contentsOf: entryURL))
        #expect(stored.retryNotBefore == clock.now - 90 + 120)

        clock.advance(30)
        #expect(try await loader.load(Self.request).places == [Self.seoul])
        #expect(calls.withLock { $0 } == 3)
    }
}

extension PlaceLoader.Loaded {
    /// The places, fresh or stale.
    var places: [Place] {
        switch self {
        case .fresh(let places, _), .stale(let places, _, _): places
        }
    }
}
