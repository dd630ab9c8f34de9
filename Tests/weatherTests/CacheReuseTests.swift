import Foundation
import Testing
import WeatherCore

/// The binary's cache end to end: a second run within the maximum age asks nothing, `--refresh` and
/// `--no-cache` do what they say, a 429's `Retry-After` holds later runs back, and copies started together
/// make one request between them.
@Suite struct CacheReuseTests {
    static let place = ["--lat", "37", "--lon", "126"]

    @Test func secondRunWithinMaxAgeMakesNoRequestAndPrintsTheSame() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                // Both runs in one process slot: "Updated just now" in both only if no wait for a slot comes between.
                weather.takesSlot = false
                let (first, second) = try await ProcessSlots.shared.holding(1) { [weather] in
                    let first = try await weather.run(Self.place + ["--base-url", server.baseURL])
                    return (first, try await weather.run(Self.place + ["--base-url", server.baseURL]))
                }

                #expect(first.status == 0 && second.status == 0)
                #expect(server.requestCount == 1)
                #expect(second.stdout == first.stdout)
                #expect(second.stderr == "")
            }
        }
    }

    /// `--verbose` says where each answer came from: the server, the cache (and how old its answer is), a
    /// remembered failure.
    @Test func verboseSaysWhereEachAnswerCameFrom() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                let verbose = Self.place + ["--base-url", server.baseURL, "--verbose"]

                // The runs in one process slot: the failure is remembered for a minute, which a loaded machine's
                // wait for a slot between two runs could outlast.
                weather.takesSlot = false
                let (asked, hit, refused, remembered) = try await ProcessSlots.shared.holding(1) { [weather] in
                    let asked = try await weather.run(verbose)
                    let hit = try await weather.run(verbose)
                    server.stop()
                    let refused = try await weather.run(verbose + ["--max-age", "0"])
                    return (asked, hit, refused, try await weather.run(verbose + ["--max-age", "0"]))
                }

                let subject = "weather: forecast for 37, 126: "
                #expect(asked.stderrLines.contains(Substring(subject + "from the server")), "\(asked.stderr)")
                // Seconds since the first run's answer: within the span of the two runs.
                let ages = 0...Int((hit.wallClock.upperBound - asked.wallClock.lowerBound).rounded(.up))
                #expect(
                    ages.contains {
                        hit.stderrLines.contains(Substring(subject + "from the cache, fetched \($0) s ago"))
                    },
                    "\(hit.stderr)")
                #expect(
                    refused.stderrLines.contains(
                        Substring(subject + "the request failed; the cached answer stands in, stale")),
                    "\(refused.stderr)")
                #expect(
                    remembered.stderrLines.contains {
                        $0.hasPrefix(subject + "a remembered failure, not asking again for ")
                    },
                    "\(remembered.stderr)")
                #expect(server.requestCount == 1)
            }
        }
    }

    @Test func refreshFetchesAlthoughTheEntryIsFresh() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in

                _ = try await weather.run(Self.place + ["--base-url", server.baseURL])
                let refreshed = try await weather.run(Self.place + ["--base-url", server.baseURL, "--refresh"])

                #expect(refreshed.status == 0)
                #expect(server.requestCount == 2)
            }
        }
    }

    @Test func noCacheNeitherWritesNorReads() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                weather.environment["XDG_CACHE_HOME"] =
                    weather.temporaryDirectory.appendingPathComponent("xdg-cache").path

                let first = try await weather.run(Self.place + ["--base-url", server.baseURL, "--no-cache"])
                let second = try await weather.run(Self.place + ["--base-url", server.baseURL, "--no-cache"])

                #expect(first.status == 0 && second.status == 0)
                #expect(server.requestCount == 2)
                #expect(weather.cacheFileNames() == [])
                #expect(!FileManager.default.fileExists(atPath: weather.home.appendingPathComponent(".cache").path))
            }
        }
    }

    @Test func entryGoesUnderXDGCacheHomeNamedByPlaceAndHoldsNoKey() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                weather.environment["XDG_CACHE_HOME"] =
                    weather.temporaryDirectory.appendingPathComponent("xdg-cache").path

                _ = try await weather.run(Self.place + ["--base-url", server.baseURL])

                let name = try Self.entryName(server)
                #expect(weather.cacheFileNames() == [name, name + ".lock"])
                #expect(weather.filesHoldingTheKey() == [])
            }
        }
    }

    /// The entries say where the user is to about 11 m: the folder is 0700 and its files 0600, and a folder an
    /// older weather left 0755 is made 0700.
    @Test func cacheFolderIsTheUsersOnlyAndItsFilesToo() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                try FileManager.default.createDirectory(
                    at: weather.cacheDirectory, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o755])

                let result = try await weather.run(Self.place + ["--base-url", server.baseURL])

                #expect(result.status == 0)
                func mode(_ path: String) -> Int {
                    var status = stat()
                    return stat(path, &status) == 0 ? Int(status.st_mode & 0o777) : -1
                }
                #expect(mode(weather.cacheDirectory.path) == 0o700)
                let names = weather.cacheFileNames()
                #expect(names.count == 2)
                for name in names {
                    #expect(mode(weather.cacheDirectory.appendingPathComponent(name).path) == 0o600, "\(name)")
                }
            }
        }
    }

    /// A symbolic link at the lock's path is not followed: the file it points to is never made (`open` with
    /// O_CREAT would make it), and the forecast still shows.
    @Test func symbolicLinkAtTheLockPathIsNotFollowed() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                try FileManager.default.createDirectory(
                    at: weather.cacheDirectory, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
                let target = weather.temporaryDirectory.appendingPathComponent("planted-target")
                try FileManager.default.createSymbolicLink(
                    atPath: weather.cacheDirectory.appendingPathComponent(try Self.entryName(server) + ".lock").path,
                    withDestinationPath: target.path)

                let result = try await weather.run(Self.place + ["--base-url", server.baseURL])

                #expect(result.status == 0)
                #expect(!FileManager.default.fileExists(atPath: target.path), "the link was followed")
            }
        }
    }

    @Test func rateLimitWithRetryAfterKeepsTheNextRunFromAsking() async throws {
        let body = try Fixture(name: "error_429_account_blocked_raw.json").data()
        try await TestHTTPServer { _ in .respond(status: 429, headers: ["Retry-After": "3600"], body: body) }.serving {
            server in
            try await WeatherProcess.with { weather in

                let first = try await weather.run(Self.place + ["--base-url", server.baseURL])
                let second = try await weather.run(Self.place + ["--base-url", server.baseURL])

                #expect(server.requestCount == 1)
                #expect(first.status == 69)
                #expect(second.status == 69)
                #expect(second.stderrLines.count == 1)
                #expect(second.stderr.contains("429"))
                #expect(second.stderr.contains("not asking again"))
                let entry = try #require(weather.forecastEntry())
                let stored = try #require(
                    try JSONSerialization.jsonObject(with: Data(contentsOf: entry)) as? [String: Any])
                // An hour after the first run's answer, which came within that run's span.
                let notBefore = try #require(stored["retry_not_before"] as? Int)
                let answered =
                    Int(first.wallClock.lowerBound.rounded(.down))...Int(first.wallClock.upperBound.rounded(.up))
                #expect(answered.contains(notBefore - 3600), "\(notBefore) against \(first.wallClock)")
            }
        }
    }

    /// Waybar starts one copy per monitor: 20 copies at once against a slow server must make one request and
    /// print the same thing, and the atomic writes must leave no temporary file behind.
    @Test func twentyCopiesStartedTogetherMakeOneRequestAndPrintTheSame() async throws {
        let days = Fixture.changwon.daysToTomorrow(
            firstSlot: FetchSuccessTests.firstSlot, utcOffset: FetchSuccessTests.utcOffset)
        let body = try Fixture.changwon.data(shiftedByDays: days)
        try await TestHTTPServer { _ in .respond(status: 200, body: body, delay: 0.2) }.serving { server in
            try await WeatherProcess.with { weather in
                weather.environment["XDG_CACHE_HOME"] =
                    weather.temporaryDirectory.appendingPathComponent("xdg-cache").path
                weather.hardLimit = .seconds(60)

                let results = try await weather.runTogether(
                    20, Self.place + ["--base-url", server.baseURL, "--timeout", "20"])

                #expect(server.requestCount == 1)
                #expect(results.count == 20)
                #expect(results.allSatisfy { $0.status == 0 && $0.stderr == "" })
                #expect(Set(results.map(\.stdout)).count == 1)
                #expect(results.first?.stdout.contains("Changwon, KR") == true)
                let name = try Self.entryName(server)
                #expect(weather.cacheFileNames() == [name, name + ".lock"])
            }
        }
    }

    /// The same for a city: 20 copies of `--city` at once look it up once (they made 1 to 16 look-ups before the
    /// look-up was single-flight too), then fetch its forecast once (EnvironmentMatrix+Deadline).
    @Test func twentyCopiesOfACityLookItUpOnce() async throws {
        let run = try await EnvironmentMatrix.run(EnvironmentMatrix.twentyCities)

        #expect(run.requestsText == "1 look-up, 1 forecast")
        #expect(run.results.count == 20)
        #expect(run.results.allSatisfy { $0.status == 0 && $0.stderr == "" }, "\(run.results.map(\.stderr))")
        #expect(run.problems.isEmpty, "\(run.problems)")
    }

    /// A failing look-up is shared as a failing forecast is: the copy holding the lock asks (a 503 twice), the
    /// copies that waited reuse its failure, and so do copies started after it, for a minute (on a loaded
    /// machine some start only then): 2 look-ups, not one for each copy.
    @Test func twentyCopiesOfACityAskAFailingLookUpOnce() async throws {
        let run = try await EnvironmentMatrix.run(EnvironmentMatrix.twentyFailingCities)

        #expect(run.requests == 2)
        #expect(run.results.count == 20)
        #expect(
            run.results.allSatisfy { $0.status == 69 && $0.stderr.contains("HTTP 503") }, "\(run.results.map(\.stderr))"
        )
        #expect(run.problems.isEmpty, "\(run.problems)")
    }

    /// The name of the entry of ``place`` from `server`: "forecast_37_126_default_" and the server's tag.
    static func entryName(_ server: TestHTTPServer) throws -> String {
        let source = CacheSource(baseURL: try #require(URL(string: server.baseURL)))
        return "forecast_37_126_default_\(source.tag).json"
    }
}
