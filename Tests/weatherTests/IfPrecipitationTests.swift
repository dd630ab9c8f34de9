import Foundation
import Testing
import TestSupport

/// `weather --if rain --within 3h`: the exit status answers, nothing is printed. The Goyang recording (metric)
/// has pop 0 until its slot of Tue 2025-07-15 15:00 local (dt 1752559200), then pop 1 and rain to its end; it
/// is moved so that this spell starts a chosen time from the real clock, and the runs check both sides of
/// that start with an hour to spare.
@Suite struct IfPrecipitationTests {
    static let spellStart = 1_752_559_200

    /// The Goyang recording with every `dt` moved so that the spell starts `offset` seconds from now.
    static func goyang(spellStartsIn offset: Int) throws -> Data {
        let shift = Int(Date().timeIntervalSince1970) + offset - spellStart
        let text = String(decoding: try Fixture.goyangMetric.data(), as: UTF8.self)
        return Data(
            text.replacing(/"dt": (\d+)/) { match in "\"dt\": \((Int(match.1) ?? 0) + shift)" }.utf8)
    }

    /// Runs `weather --input <the moved recording> --input-units metric` with `arguments`.
    static func run(_ arguments: [String], spellStartsIn offset: Int) async throws -> WeatherProcess.Result {
        try await WeatherProcess.with { weather in
            let file = weather.temporaryDirectory.appendingPathComponent("goyang.json")
            try goyang(spellStartsIn: offset).write(to: file)
            return try await weather.run(["--input", file.path, "--input-units", "metric"] + arguments)
        }
    }

    @Test func rainTwoHoursAwayIsWithinThreeHoursButNotWithinNinetyMinutes() async throws {
        let twoHours = 2 * 3600
        let within3h = try await Self.run(["--if", "rain", "--within", "3h"], spellStartsIn: twoHours)
        let within90m = try await Self.run(["--if", "rain", "--within", "90m"], spellStartsIn: twoHours)
        let anyWithinADay = try await Self.run(["--if", "precipitation", "--within", "1d"], spellStartsIn: twoHours)
        let snow = try await Self.run(["--if", "snow", "--within", "2d"], spellStartsIn: twoHours)
        let now = try await Self.run(["--if", "rain"], spellStartsIn: twoHours)

        #expect(within3h.status == 0)
        #expect(within90m.status == 1)
        #expect(anyWithinADay.status == 0)
        #expect(snow.status == 1)  // rain only, all the way
        #expect(now.status == 1)
        for result in [within3h, within90m, anyWithinADay, snow, now] {
            #expect(result.stdout == "" && result.stderr == "")
        }
    }

    @Test func rainUnderWayAnswersYesWithoutWithin() async throws {
        let result = try await Self.run(["--if", "rain"], spellStartsIn: -3600)
        #expect(result.status == 0)
        #expect(result.stdout == "" && result.stderr == "")
    }

    @Test func aThresholdAboveTheSpellsPopStillCountsPopOfOne() async throws {
        // The spell's pop is 1: even a threshold of 100 % makes it wet.
        let result = try await Self.run(
            ["--if", "rain", "--within", "3h", "--precipitation-threshold", "100"], spellStartsIn: 2 * 3600)
        #expect(result.status == 0)
    }

    @Test func aFailureKeepsItsStatusAndPrintsNothingOnStdout() async throws {
        try await WeatherProcess.with { weather in
            let missing = weather.temporaryDirectory.appendingPathComponent("missing.json").path
            let result = try await weather.run(["--input", missing, "--if", "rain", "--within", "3h"])
            #expect(result.status == 66)
            #expect(result.stdout == "")
            #expect(result.stderr.contains("missing.json"))
        }
    }

    /// After a failed fetch a cached forecast does not answer --if, and the message says so rather than
    /// "Showing the cached forecast" over an empty stdout; the failure's status (75, refused) is the answer.
    @Test func failedFetchWithACachedForecastSaysItDoesNotAnswer() async throws {
        let refused = "http://127.0.0.1:\(TestHTTPServer.closedPort())"
        try await StaleFallbackTests.withFilledCache(for: refused) { weather in

            let result = try await weather.run(
                StaleFallbackTests.place + ["--base-url", refused, "--max-age", "0", "--if", "rain"])

            #expect(result.status == 75)
            #expect(result.stdout == "")
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("connection refused"))
            #expect(result.stderr.contains("--if answers only from a forecast fetched now or fresh in the cache."))
            #expect(!result.stderr.contains("Showing"))
        }
    }

    @Test func withinWithoutIfOrWithABadDurationIsAUsageError() async throws {
        try await WeatherProcess.with { weather in
            let alone = try await weather.run(["--demo", "--within", "3h"])
            let bad = try await weather.run(["--demo", "--if", "rain", "--within", "3x"])
            #expect(alone.status == 64)
            #expect(alone.stderr.contains("--within"))
            #expect(bad.status == 64)
            #expect(bad.stderr.contains("--within takes a duration such as 90m, 6h or 2d"))
        }
    }

    /// A fetched answer is cached as in a normal run: the second `--if` within the maximum age asks nothing.
    @Test func usesTheCacheAsANormalRunDoes() async throws {
        let body = try Self.goyang(spellStartsIn: 2 * 3600)
        try await TestHTTPServer { _ in
            .respond(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }.serving { server in
            try await WeatherProcess.with { weather in
                let arguments = ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--if", "rain"]

                let first = try await weather.run(arguments + ["--within", "3h"])
                let second = try await weather.run(arguments + ["--within", "1h"])

                #expect(first.status == 0 && second.status == 1)
                #expect(first.stdout == "" && second.stdout == "")
                #expect(server.requestCount == 1)
            }
        }
    }
}
