import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// `weather doctor`'s cache lines for every kind of entry, over a folder the run's own loaders wrote (a
/// forecast, a place's air, a name's places and a name whose look-up failed) and a damaged file, at a clock the
/// test sets, so that every age and every line is known.
extension DoctorTests {
    /// The folder's entries, written by ``ForecastLoader``, ``AirLoader`` and ``PlaceLoader`` as a run writes
    /// them: the look-up of "Seoul" at `t0`, the forecast at `t0 + 120`, the air and the failed look-up of
    /// "Atlantis" at `t0 + 180`; then a file that is no entry.
    static func fillCache(_ folder: TemporaryCache, from t0: Int) async throws {
        let clock = FakeClock(t0)
        let deadline = Date().addingTimeInterval(120)
        let warn: @Sendable (String) -> Void = { Issue.record("unexpected warning: \($0)") }
        let seoul = Place(name: "Seoul", lat: 37.5667, lon: 126.9783, country: "KR")
        let places = PlaceLoader(
            session: folder.session(clock: clock), lockDeadline: deadline,
            fetch: { request throws(NetworkError) in
                guard request.query == "Seoul" else { throw .networkError(reason: "timed out", code: .timedOut) }
                return [seoul]
            },
            warn: warn)
        _ = try await places.load(GeocodingRequest(query: "Seoul"))

        clock.advance(120)
        let forecast = folder.loader(
            ScriptedFetch(.data(HandMadeForecast.response(from: t0 / 10_800 * 10_800))), clock: clock)
        _ = try await forecast.load(TemporaryCache.request)

        clock.advance(60)
        let air = AirLoader(
            session: folder.session(clock: clock, maxAge: 600), lockDeadline: deadline,
            // No `coord`: the line names the place by the coordinates asked, which name the file.
            fetch: { _ throws(NetworkError) in AirPollution(list: []) },
            warn: warn)
        _ = try await air.load(AirPollutionRequest(latitude: 37.5665, longitude: 126.978))
        await #expect(throws: NetworkError.self) { try await places.load(GeocodingRequest(query: "Atlantis")) }

        try Data("{\"version\": 1, \"fetched_at\": ".utf8)
            .write(to: folder.directory.appendingPathComponent("air_broken.json"))
    }

    /// The doctor over `folder` at `now` (half a second in, as a clock reading is), with the default max_age of
    /// 10 minutes.
    static func doctor(over folder: TemporaryCache, at now: Int) -> Doctor {
        Doctor(
            options: Options(), configPath: nil, configExists: false, configWarnings: [], configFailure: nil,
            environment: ["XDG_CACHE_HOME": folder.directory.deletingLastPathComponent().path],
            start: Double(now) + 0.5, isTerminal: false, currentDirectory: "/")
    }

    /// Ten minutes after the look-up: the forecast is 580 s old (9 min, fresh under 600), the air 520 s
    /// (8 min), the look-up of Seoul 700 s (11 min, fresh for 30 days), the failure 520 s ago and its minute's
    /// wait over. Forecasts first, then air, then look-ups, each newest first; the damaged file a warning.
    @Test func theCacheListsEachKindOfEntryWithWhatItAnswersAndItsAge() async throws {
        let folder = TemporaryCache()
        defer { folder.remove() }
        let t0 = Int(Date().timeIntervalSince1970)
        try await Self.fillCache(folder, from: t0)

        let lines = Self.doctor(over: folder, at: t0 + 700).cacheFindings().map(\.line)

        let expected: [String] = [
            "ok   cache    \(folder.directory.path), mode 700 (yours only).",
            "ok   cache    Testville, KR: 9 min old, fresh (shown without asking for 10 min).",
            "ok   cache    air at 37.5665, 126.978: 8 min old, fresh (shown without asking for 10 min).",
            "warn cache    air_broken.json: not an air quality forecast this version reads; the next request "
                + "for it replaces it.",
            "ok   cache    look-up \"Atlantis\": no place, a failed request 8 min ago remembered.",
            "ok   cache    look-up \"Seoul\" found Seoul, KR (37.5667, 126.9783): 11 min old, fresh (used "
                + "without asking for 30 d 0 h).",
        ]
        #expect(lines == expected)
    }

    /// 31 days after the look-up (2 678 400 s): every entry is stale, the look-up by its 30 days; the
    /// forecast is 2 678 280 s old, 30 d 23 h.
    @Test func aMonthLaterEveryEntryIsStaleByItsOwnMaxAge() async throws {
        let folder = TemporaryCache()
        defer { folder.remove() }
        let t0 = Int(Date().timeIntervalSince1970)
        try await Self.fillCache(folder, from: t0)

        let lines = Self.doctor(over: folder, at: t0 + 31 * 86_400).cacheFindings().map(\.text)

        let stale = "stale (older than max_age 10 min; shown only when a request fails)."
        let seoul: String =
            "look-up \"Seoul\" found Seoul, KR (37.5667, 126.9783): 31 d 0 h old, stale (older than a "
            + "look-up's max age 30 d 0 h; used only when a request fails)."
        #expect(lines.count == 6)
        #expect(lines[1] == "Testville, KR: 30 d 23 h old, " + stale)
        #expect(lines[2] == "air at 37.5665, 126.978: 30 d 23 h old, " + stale)
        #expect(lines[5] == seoul)
    }

    /// The cap is per kind: 21 forecasts show 20 and a count, and the one look-up is still listed after them.
    @Test func theCapOnListedEntriesIsPerKind() async throws {
        let folder = TemporaryCache()
        defer { folder.remove() }
        let t0 = Int(Date().timeIntervalSince1970)
        try await Self.fillCache(folder, from: t0)
        let stored = try Data(contentsOf: folder.entryURL)
        for index in 1...20 {
            try stored.write(to: folder.directory.appendingPathComponent("forecast_copy\(index).json"))
        }

        let lines = Self.doctor(over: folder, at: t0 + 700).cacheFindings().map(\.text)

        // The folder, 20 forecasts and the count, the air and the damaged file, the two look-ups.
        #expect(lines.count == 26)
        #expect(lines[21] == "and 1 older forecasts.")
        #expect(lines.last?.hasPrefix("look-up \"Seoul\" found Seoul, KR") == true)
    }

    /// A run for a name with --air keeps three entries; the doctor lists each, its age a few seconds at most.
    @Test func aRunForANameWithAirLeavesThreeEntriesTheDoctorLists() async throws {
        let place = #"[{"name":"Changwon","lat":35.2281,"lon":128.6811,"country":"KR"}]"#
        try await LocalOpenWeather.start(
            geocoding: Data(place.utf8), air: try AirEndToEndTests.airBody()
        ).serving { server in
            try await WeatherProcess.with { weather in
                weather.environment["OPENWEATHER_API_KEY"] = Self.key
                // Both runs in one process slot: the ages are seconds only if no wait for a slot comes between
                // them.
                weather.takesSlot = false
                let (fetched, result) = try await ProcessSlots.shared.holding(1) { [weather] in
                    let fetched = try await weather.run(["Changwon", "--air", "--base-url", server.baseURL])
                    let closed = "http://127.0.0.1:\(TestHTTPServer.closedPort())"
                    return (fetched, try await weather.run(["doctor", "--base-url", closed]))
                }
                try #require(fetched.status == 0, "\(fetched.stderr)")

                // The ages, seconds since the run, as "<age>".
                let cache = Self.lines(result.stdout, "cache").map {
                    $0.text.replacing(/: \d+ s old,/, with: ": <age> old,")
                }
                let expected: [String] = [
                    "Changwon, KR: <age> old, fresh (shown without asking for 10 min).",
                    "air at 35.2281, 128.6811: <age> old, fresh (shown without asking for 10 min).",
                    "look-up \"Changwon\" found Changwon, KR (35.2281, 128.6811): <age> old, fresh (used without asking "
                        + "for 30 d 0 h).",
                ]
                #expect(Array(cache.dropFirst()) == expected, "\(result.stdout)")
            }
        }
    }

    /// A name from a file is cleaned as text from outside (a control character is a space, so no escape
    /// sequence reaches the terminal), and a line names five places at most.
    @Test func aLookUpsNameIsCleanedAndItsPlacesCapped() throws {
        let folder = TemporaryCache()
        defer { folder.remove() }
        let t0 = Int(Date().timeIntervalSince1970)
        let query = "Spring\u{1B}[31mfield\nX"
        let places = (1...7).map { Place(name: "P\($0)", lat: Double($0), lon: Double($0)) }
        try folder.cache.write(
            GeocodeEntry(query: query, fetchedAt: t0, places: places),
            to: GeocodeEntry.fileName(for: query, source: TemporaryCache.source))

        let lines = Self.doctor(over: folder, at: t0 + 90).cacheFindings().map(\.text)

        let expected: String =
            "look-up \"Spring [31mfield X\" found P1 (1, 1); P2 (2, 2); P3 (3, 3); P4 (4, 4); P5 (5, 5); and 2 more: "
            + "1 min old, fresh (used without asking for 30 d 0 h)."
        #expect(Array(lines.dropFirst()) == ["no forecasts in it yet.", expected])
    }
}
