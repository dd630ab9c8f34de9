import Foundation
import Testing
import WeatherCore

/// Several copies at once, from ``EnvironmentMatrix``'s runs: copies that waited
/// reuse the outcome of the one that asked, a failure too, and a failure waiting may cure keeps every copy from
/// asking for a minute (or Retry-After); a stuck lock holder costs the others half the deadline, not all of it.
@Suite struct SeveralCopiesTests {
    /// Before: 29–40 requests, the last copy after 7.9 s.
    @Test(arguments: [EnvironmentMatrix.twenty503, EnvironmentMatrix.twenty429])
    func twentyBarsAgainstAFailingServerMakeAtMostTwoRequestsAndNoneForAMinute(_ name: String) async throws {
        let run = try await EnvironmentMatrix.run(name)

        #expect(run.results.count == 40)
        let first = try #require(run.requests)
        // One request, and for a 503 its one retry; none from the 20 started after them.
        #expect(first <= 2, "\(name): \(first) requests")
        #expect(run.requestsText?.hasSuffix(", then 0") == true, "\(name): \(run.requestsText ?? "")")
        #expect(run.results.allSatisfy { $0.status == 0 }, "bars exit 0")
        for result in run.results {
            let bar = try #require(WaybarOutput(result.stdout), "\(name): \(result.stdout)")
            #expect(bar.classes.contains("error"))
            #expect(bar.tooltip.contains(name.contains("503") ? "HTTP 503" : "HTTP 429"), "\(bar.tooltip)")
        }
        // The later copies say that nobody asked, and for how long.
        #expect(run.results.suffix(20).allSatisfy { $0.stderr.contains("not asking again for") })
        #expect(run.problems.isEmpty, "\(run.problems)")
    }

    /// Before: 6 requests for 10 bars, and 5 fell back at the deadline: each answer was dated when it was asked
    /// for, stale with `--max-age 0` when written, so the copies that waited asked in turn.
    @Test func tenBarsWithMaxAgeZeroShareTheAnswerOfASlowServer() async throws {
        let run = try await EnvironmentMatrix.run(EnvironmentMatrix.tenSlowMaxAgeZero)

        #expect(run.results.count == 10)
        #expect(run.requests == 1)
        #expect(run.results.allSatisfy { $0.status == 0 })
        #expect(run.problems.isEmpty, "\(run.problems)")
    }

    /// Before: the copy waited its whole 5 s for the lock, then had no time left and showed ⚠.
    @Test func aStuckLockHolderCostsHalfTheDeadlineAndTheForecastIsFresh() async throws {
        let run = try await EnvironmentMatrix.run(EnvironmentMatrix.stuckHolder)

        let result = try #require(run.results.first)
        #expect(result.status == 0)
        #expect(run.requests == 1)
        #expect(run.problems.isEmpty, "\(run.problems): \(result.stdout) \(result.stderr)")
        // Half of the 5 s bar deadline waited for the lock, then the request (the time is docs/reliability.md's;
        // no test times a loaded machine).
        #expect(result.duration >= .seconds(2.5), "took \(result.duration)")
    }

    /// 20 bars started together behind a lock that stays held: one copy stands in for the holder and the others
    /// wait for it and reuse its outcome.
    /// - A stuck holder, server healthy: 1 request, every bar fresh.
    /// - A server that accepts and never answers, a cached forecast: the holder's request and the stand-in's,
    ///   both waiting out the deadline; every bar shows the cache, stale.
    @Test(arguments: [(EnvironmentMatrix.twentyStuckHolder, 1), (EnvironmentMatrix.twentyHung, 2)])
    func twentyBarsBehindAHeldLockAskThroughOneStandIn(_ name: String, requests: Int) async throws {
        let run = try await EnvironmentMatrix.run(name)

        #expect(run.results.count == 20)
        #expect(run.results.allSatisfy { $0.status == 0 })
        #expect(run.requests == requests)
        #expect(run.problems.isEmpty, "\(run.problems)")
    }
}
