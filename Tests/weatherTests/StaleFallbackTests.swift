import Foundation
import Testing
import WeatherCore

/// When a fetch fails and the cache has data, the binary shows that data marked stale — with the days that
/// have passed dropped and "today" the real date in the city — and keeps the failure's exit status (bars: 0).
@Suite struct StaleFallbackTests {
    static let place = ["--lat", "37", "--lon", "126"]

    /// A run that filled the cache from a good server, which is then stopped; its entry is then the one for
    /// `baseURL` (entries are kept per base URL).
    static func filledCache(for baseURL: String, _ options: [String] = []) async throws -> WeatherProcess {
        return try await FetchSuccessTests.changwonServer().server.serving { server in
            let weather = try WeatherProcess()
            let first = try await weather.run(place + options + ["--base-url", server.baseURL])
            #expect(first.status == 0)
            #expect(server.requestCount == 1)
            try weather.moveEntry(to: baseURL)
            return weather
        }
    }

    /// Runs `body` with ``filledCache(for:_:)``'s process, and removes its directories when `body` ends, however
    /// it ends.
    static func withFilledCache<T>(
        for baseURL: String, _ options: [String] = [], _ body: (inout WeatherProcess) async throws -> T
    ) async throws -> T {
        var weather = try await filledCache(for: baseURL, options)
        defer { weather.cleanUp() }
        return try await body(&weather)
    }

    /// Replaces the cache entry at `url` with `response` fetched at `fetchedAt`.
    static func store(_ response: Data, fetchedAt: Int, at url: URL) throws {
        let entry = CacheEntry(fetchedAt: fetchedAt, response: try NetworkData(json: response))
        try JSONEncoder().encode(entry).write(to: url)
    }

    /// Has `weather`'s next run find its forecast entry fetched `age` seconds before the launch (with
    /// `response` in place of its own, when given): dated after any wait for a process slot, so the age the run
    /// shows is `age` plus the run's own few seconds (``WeatherProcess/Result/wallClock``), however loaded the
    /// machine is.
    static func dateEntry(of weather: inout WeatherProcess, age: Int, response: Data? = nil) throws {
        let url = try #require(weather.forecastEntry())
        let stored = try #require(
            try JSONDecoder().decode(CacheEntry.self, from: Data(contentsOf: url)).response)
        let response = try response.map { try NetworkData(json: $0) } ?? stored
        weather.beforeLaunch = {
            let entry = CacheEntry(fetchedAt: Int(Date().timeIntervalSince1970) - age, response: response)
            try JSONEncoder().encode(entry).write(to: url)
        }
    }

    /// The whole minutes of an entry fetched `age` seconds before a launch, as the run saw them: the minutes
    /// at any instant of the run.
    static func minutes(since age: Int, during run: WeatherProcess.Result) -> Set<Int> {
        let span = run.wallClock.upperBound - run.wallClock.lowerBound
        return Set([0, span].map { (age + Int($0)) / 60 })
    }

    @Test func refusedConnectionShowsTheCachedTableAsStaleAndExitsTempfail() async throws {
        let refused = "http://127.0.0.1:\(TestHTTPServer.closedPort())"
        try await Self.withFilledCache(for: refused) { weather in
            let before = try JSONDecoder().decode(
                CacheEntry.self, from: Data(contentsOf: try #require(weather.forecastEntry())))
            try Self.dateEntry(of: &weather, age: 0)

            let result = try await weather.run(Self.place + ["--base-url", refused, "--max-age", "0"])

            #expect(result.status == 75)
            #expect(result.stdout.contains("Stale: updated just now"))
            #expect(result.stdout.contains("Changwon, KR"))
            #expect(result.stdout.contains("6-day forecast"))
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.contains("refused"))
            #expect(result.stderr.contains("Showing the cached forecast"))
            // The forecast is kept as it was; only the failure is added.
            let after = try JSONDecoder().decode(
                CacheEntry.self, from: Data(contentsOf: try #require(weather.forecastEntry())))
            #expect(after.response == before.response)
            // As dated just before the launch.
            #expect((Int(result.wallClock.lowerBound) - 2...Int(result.wallClock.lowerBound)).contains(after.fetchedAt))
            #expect(after.failure != nil)
        }
    }

    @Test func serviceUnavailableShowsTheCachedTableAsStaleAndExitsUnavailable() async throws {
        try await TestHTTPServer { _ in .respond(status: 503, body: Data("<html>down</html>".utf8)) }.serving {
            server in
            try await Self.withFilledCache(for: server.baseURL) { weather in

                let result = try await weather.run(Self.place + ["--base-url", server.baseURL, "--max-age", "0"])

                #expect(result.status == 69)
                #expect(result.stdout.contains("Stale: updated"))
                #expect(result.stdout.contains("6-day forecast"))
                #expect(result.stderr.contains("HTTP 503"))
                #expect(server.requestCount == 2, "503 is tried once more")
            }
        }
    }

    /// A rejected key or an answer that is not a forecast says nothing of the forecast kept: a table and JSON
    /// show it marked stale, as a bar does, with the failure on stderr and the failure's status (69 for
    /// HTTP 401, 65 for a body that is not JSON, as ExitStatus lists them).
    @Test(arguments: [
        (401, #"{"cod":401,"message":"Invalid API key."}"#, Int32(69), "rejected the API key"),
        (200, "<html>captive portal</html>", Int32(65), "not the forecast JSON"),
    ])
    func lastingFailureShowsTheCachedForecastAsStaleInTablesAndJSON(
        status: Int, body: String, exit: Int32, words: String
    ) async throws {
        try await TestHTTPServer { _ in .respond(status: status, body: Data(body.utf8)) }.serving { server in
            try await Self.withFilledCache(for: server.baseURL) { weather in
                let age = 20 * 60
                try Self.dateEntry(of: &weather, age: age)
                let failing = Self.place + ["--base-url", server.baseURL, "--max-age", "0"]

                let table = try await weather.run(failing)
                let json = try await weather.run(failing + ["--format", "json"])

                #expect(table.status == exit, "\(table.stderr)")
                // 20 min unless the run took a minute.
                let minutes = Self.minutes(since: age, during: table)
                #expect(minutes.contains { table.stdout.contains("Stale: updated \($0) min ago") }, "\(table.stdout)")
                #expect(table.stdout.contains("Changwon, KR"))
                #expect(table.stderrLines.count == 1, "\(table.stderr)")
                #expect(table.stderr.contains(words) && table.stderr.contains("Showing the cached forecast"))
                #expect(json.status == exit, "\(json.stderr)")
                let document = try #require(
                    try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)")
                #expect(document["stale"] as? Bool == true)
                let reason = try #require(document["stale_reason"] as? String)
                #expect(reason.contains(words), "\(reason)")
                let seconds = try #require(document["age_seconds"] as? Int)
                let span = Int((json.wallClock.upperBound - json.wallClock.lowerBound).rounded(.up))
                #expect((age...age + span).contains(seconds), "\(seconds)")
                #expect(json.stderr.contains(words) && json.stderr.contains("Showing the cached forecast"))
                // A 401 is asked once; the garbled 200 too: neither is retried.
                #expect(server.requestCount == 2)
            }
        }
    }

    @Test func waybarShowsTheCachedForecastWithClassStaleAndExitsZero() async throws {
        let refused = "http://127.0.0.1:\(TestHTTPServer.closedPort())"
        try await Self.withFilledCache(for: refused) { weather in

            let result = try await weather.run(
                Self.place + ["--base-url", refused, "--max-age", "0", "--format", "waybar"])

            #expect(result.status == 0)
            let bar = try #require(WaybarOutput(result.stdout))
            #expect(bar.classes.contains("stale"))
            #expect(!bar.classes.contains("error"))
            #expect(bar.text.contains("⟳"))
            #expect(bar.tooltip.contains("Stale"))
        }
    }

    /// A bar in Korean says how old its data is in Korean: 38 min 30 s is "38분" by CLDR 47's narrow ko
    /// `duration-minute` "{0}분" (cldr-units-full/main/ko/units.json), in the marker and in the tooltip.
    @Test func koreanBarShowsTheAgeInKorean() async throws {
        let refused = "http://127.0.0.1:\(TestHTTPServer.closedPort())"
        let korean = ["--lang", "ko"]
        try await Self.withFilledCache(for: refused, korean) { weather in
            let age = 38 * 60 + 30
            try Self.dateEntry(of: &weather, age: age)

            let result = try await weather.run(
                Self.place + korean + ["--base-url", refused, "--max-age", "0", "--format", "waybar"])

            #expect(result.status == 0)
            let bar = try #require(WaybarOutput(result.stdout))
            #expect(bar.classes.contains("stale"))
            // 38 unless the run took half a minute.
            let minutes = Self.minutes(since: age, during: result)
            #expect(minutes.contains { bar.text.hasSuffix("⟳ \($0)분") }, "\(bar.text)")
            #expect(minutes.contains { bar.tooltip.contains("오래된 데이터: \($0)분 전 업데이트") }, "\(bar.tooltip)")
            #expect(!bar.text.contains("m"))
        }
    }

    /// After days offline, the cache holds days that have all passed: nothing may be shown as today's, and
    /// the failed request is reported with its own status.
    @Test func cachedForecastWhollyInThePastIsNoForecastNotAPastDateAsToday() async throws {
        let base = "http://127.0.0.1:\(TestHTTPServer.closedPort())"
        try await Self.withFilledCache(for: base) { weather in
            // The 2023 recording as it was, fetched when it was recorded.
            let entry = try #require(weather.forecastEntry())
            try Self.store(try Fixture.changwon.data(), fetchedAt: FetchSuccessTests.firstSlot, at: entry)
            let refused = ["--base-url", base, "--max-age", "0"]

            let table = try await weather.run(Self.place + refused)
            let bar = try await weather.run(Self.place + refused + ["--format", "waybar"])

            // The refused connection is the news (75, as without a cache), not the old forecast's emptiness.
            #expect(table.status == 75)
            #expect(table.stdout == "")
            #expect(table.stderrLines.count == 1)
            #expect(table.stderr.contains("connection refused"))
            #expect(table.stderr.contains("nothing for today or later"))
            #expect(table.stderr.contains("2023-12-09"))
            #expect(bar.status == 0)
            let output = try #require(WaybarOutput(bar.stdout))
            #expect(output.classes == ["error"])
            #expect(output.tooltip.contains("nothing for today or later"))
        }
    }

    /// A cached forecast that began two days ago: its first two days are dropped and the first row is the
    /// city's real today (worked out here with Foundation's calendar, not the program's date code).
    @Test func staleForecastStartsAtTheCitysRealToday() async throws {
        let refused = "http://127.0.0.1:\(TestHTTPServer.closedPort())"
        try await Self.withFilledCache(for: refused) { weather in
            let days =
                Fixture.changwon.daysToTomorrow(
                    firstSlot: FetchSuccessTests.firstSlot, utcOffset: FetchSuccessTests.utcOffset) - 3
            try Self.dateEntry(
                of: &weather, age: 2 * 86_400 + 60, response: try Fixture.changwon.data(shiftedByDays: days))

            let result = try await weather.run(
                Self.place + ["--base-url", refused, "--max-age", "0"])

            // Changwon's date at the run's instant: at either end of the run, which may cross its midnight.
            let todays = [result.wallClock.lowerBound, result.wallClock.upperBound].map {
                Fixture.date("1970-01-01", plusDays: (Int($0) + FetchSuccessTests.utcOffset) / 86_400)
            }
            #expect(result.status == 75)
            #expect(result.stdout.contains("Stale: updated 2 d 0 h"))
            #expect(result.stdout.contains("Today, "))
            let todayLine = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("Today, ") })
            let today = try #require(todays.first { todayLine.hasSuffix($0) }, "\(todayLine) is not \(todays)")
            #expect(!result.stdout.contains(Fixture.date(today, plusDays: -1)))
            // Six recorded days, the first two of them past.
            #expect(result.stdout.contains("4-day forecast"))
        }
    }
}
