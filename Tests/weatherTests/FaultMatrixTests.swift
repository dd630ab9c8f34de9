import Foundation
import Testing

/// The fault matrix: every way the network or server can fail, through the real binary in table,
/// json and waybar formats (and waybar over a good cache entry). The matrix runs once; each test checks one
/// promise over all of its runs, naming the fault and format of any run that breaks it.
@Suite struct FaultMatrixTests {
    /// The whole matrix, run once for all the tests of this suite.
    static let matrix = Task { try await FaultMatrix.run() }

    static func observations() async throws -> [FaultMatrix.Observation] {
        try await matrix.value
    }

    @Test func everyFaultExitsWithItsCategorysStatusAndBarsExitZero() async throws {
        for run in try await Self.observations() {
            let expected = run.variant == .table || run.variant == .json ? run.fault.category.status : 0
            #expect(run.result.status == expected, "\(run.fault.name), \(run.variant.rawValue): \(run.result.stderr)")
        }
    }

    @Test func everyFaultIsOneStderrLineNamingItsCause() async throws {
        for run in try await Self.observations() {
            let context = "\(run.fault.name), \(run.variant.rawValue): \(run.result.stderr)"
            if run.variant == .waybarCached {
                #expect(run.messages.isEmpty, "\(context)")
                continue
            }
            #expect(run.messages.count == 1, "\(context)")
            #expect(run.messages.first?.hasPrefix("Error: ") == true, "\(context)")
            for cause in run.fault.cause {
                #expect(run.messages.first?.contains(cause) == true, "no '\(cause)' in \(context)")
            }
        }
    }

    /// On the run's own clock (`--verbose`'s last line), which a loaded machine's slow process start and reaping
    /// cannot move; `scripts/check-deadlines` times runs from outside, alone, in CI.
    @Test func everyRunEndsWithinTheDeadlinePlusOneSecond() async throws {
        for run in try await Self.observations() {
            let context = "\(run.fault.name), \(run.variant.rawValue)"
            let own = try #require(run.result.ownDuration, "\(context): no run time in \(run.result.stderr)")
            #expect(own < .seconds(FaultMatrix.timeout + 1), "\(context) took \(own)")
        }
    }

    /// One request, or two when a 502/503/504 or a dropped connection is tried once more; never more for 4xx.
    @Test func serverSeesTheExpectedRequestsAndVerboseLogsEachMasked() async throws {
        for run in try await Self.observations() {
            let context = "\(run.fault.name), \(run.variant.rawValue)"
            #expect(run.requests == run.fault.requests, "\(context)")
            if let requests = run.requests {
                let attempts = requests / run.fault.requestsPerAttempt
                #expect(run.requestLog.count == attempts, "\(context): \(run.requestLog)")
            }
            #expect(!run.requestLog.isEmpty, "\(context): --verbose logged no request")
            for line in run.requestLog {
                #expect(line.contains("appid=***") && line.contains("GET "), "\(context): \(line)")
            }
        }
    }

    /// A refused connection is transient: it is tried once more (counted from --verbose, as no server sees it).
    @Test func refusedConnectionIsTriedTwice() async throws {
        for run in try await Self.observations() where run.requests == nil {
            #expect(run.requestLog.count == 2, "\(run.variant.rawValue): \(run.requestLog)")
        }
    }

    @Test func redirectToAnotherHostIsNotFollowed() async throws {
        let runs = try await Self.observations().filter { $0.otherHostRequests != nil }
        #expect(runs.count == FaultMatrix.Variant.allCases.count)
        for run in runs {
            #expect(run.otherHostRequests == 0, "\(run.variant.rawValue): the key went to another host")
        }
    }

    /// The peak memory of every run of the fault named `name`, kilobytes (the whole process, /usr/bin/time).
    static func peaks(_ name: String) async throws -> [(variant: String, kilobytes: Int)] {
        let runs = try await observations().filter { $0.fault.name == name }
        #expect(runs.count == FaultMatrix.Variant.allCases.count)
        return try runs.map { run in
            let context = "\(name), \(run.variant.rawValue)"
            return (run.variant.rawValue, try #require(run.peakKilobytes, "\(context): /usr/bin/time reported nothing"))
        }
    }

    /// The 5 MB cap: the 50 MB body is refused from its `Content-Length`, never held in memory.
    @Test func fiftyMegabyteBodyIsRefusedWithPeakMemoryUnderOneHundredMegabytes() async throws {
        for (variant, peak) in try await Self.peaks(Fault.fiftyMegabytes) {
            #expect(peak < 100 * 1024, "\(variant): peak \(peak / 1024) MB")
        }
    }

    /// A server that declares 1 GB and keeps sending is refused at its headers: before the deadline, and with
    /// the memory of a small answer.
    @Test func oneGigabyteContentLengthIsRefusedBeforeTheDeadlineWithBoundedMemory() async throws {
        for (variant, peak) in try await Self.peaks(Fault.oneGigabyteDeclared) {
            #expect(peak < 100 * 1024, "\(variant): peak \(peak / 1024) MB")
        }
        for run in try await Self.observations() where run.fault.name == Fault.oneGigabyteDeclared {
            let took = run.result.duration
            #expect(took < .seconds(FaultMatrix.timeout), "\(run.variant.rawValue) took \(took)")
        }
    }

    /// Without `Content-Length` the bytes are counted as they arrive, and the transfer is dropped past 5 MB.
    @Test func chunkedBodyOverTheCapIsRefusedWithBoundedMemory() async throws {
        for (variant, peak) in try await Self.peaks(Fault.fiftyMegabytesChunked) {
            #expect(peak < 100 * 1024, "\(variant): peak \(peak / 1024) MB")
        }
    }

    @Test func keyAppearsInNoOutputOrFileEvenWithVerbose() async throws {
        for run in try await Self.observations() {
            #expect(run.filesHoldingTheKey == [], "\(run.fault.name), \(run.variant.rawValue)")
        }
    }

    /// The last good entry survives every failure, and bars show it as stale whatever the fault; the failure is
    /// added to it, for copies that waited (and, with `retry_not_before`, for a minute or the Retry-After).
    @Test func cachedEntryIsUntouchedAndShownStaleInWaybar() async throws {
        for run in try await Self.observations() where run.variant == .waybarCached {
            let context = "\(run.fault.name): \(run.result.stdout)"
            let bar = try #require(WaybarOutput(run.result.stdout), "\(context)")
            #expect(bar.classes.contains("stale"), "\(context)")
            let before = try #require(run.entryBefore), after = try #require(run.entryAfter, "\(context): entry gone")
            var old = try #require(try JSONSerialization.jsonObject(with: before) as? [String: Any])
            var new = try #require(try JSONSerialization.jsonObject(with: after) as? [String: Any])
            #expect(new.removeValue(forKey: "failure") is [String: Any], "\(context): the failure not remembered")
            let wait = new.removeValue(forKey: "retry_not_before") as? Int
            let now = Int(Date().timeIntervalSince1970)
            if run.fault.remembersRetryAfter {
                #expect(wait.map { (3500...3600).contains($0 - now) } == true, "\(context): Retry-After not kept")
            } else if run.fault.category == .networkError || run.fault.cause.contains(where: { $0.hasPrefix("HTTP 5") })
                || run.fault.cause.contains("HTTP 429")
            {
                #expect(wait.map { (0...60).contains($0 - now) } == true, "\(context): no minute's wait")
            } else {
                #expect(wait == nil, "\(context): a wait for a failure waiting does not cure")
            }
            old.removeValue(forKey: "retry_not_before")
            #expect(NSDictionary(dictionary: old).isEqual(to: new), "\(context): the cached data changed")
        }
    }

    /// `docs/reliability.md` is written from these runs with WEATHER_WRITE_RELIABILITY_DOC=1, else checked.
    @Test func reliabilityDocumentStatesWhatTheMatrixMeasured() async throws {
        let document = ReliabilityDocument(
            try await Self.observations(), cases: try await EnvironmentMatrix.runAll(),
            hostile: try await HostileResponseTests.observations())
        if ProcessInfo.processInfo.environment[ReliabilityDocument.writeVariable] == "1" {
            try FileManager.default.createDirectory(
                at: ReliabilityDocument.url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try document.markdown.write(to: ReliabilityDocument.url, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOf: ReliabilityDocument.url, encoding: .utf8)
        // The rows of the faults this build runs: the portable build runs fewer (``Fault/all``).
        let names = Set(Fault.all.map(\.name))
        let stated = ReliabilityDocument.rows(in: committed).filter { names.contains($0.fault) }.map(\.facts)
        let measured = document.rows.map(\.facts)
        #expect(
            stated == measured,
            "docs/reliability.md is out of date; rerun with \(ReliabilityDocument.writeVariable)=1. Stated but not measured: \(Set(stated).subtracting(measured).sorted()); measured but not stated: \(Set(measured).subtracting(stated).sorted())"
        )
        let statedCases = ReliabilityDocument.environmentRows(in: committed).map(\.facts)
        let measuredCases = document.environmentRows.map(\.facts)
        #expect(
            statedCases == measuredCases,
            "docs/reliability.md's second table is out of date; rerun with \(ReliabilityDocument.writeVariable)=1. Stated but not measured: \(Set(statedCases).subtracting(measuredCases).sorted()); measured but not stated: \(Set(measuredCases).subtracting(statedCases).sorted())"
        )
        // Likewise the hostile responses this build serves (``HostileResponse/all``).
        let responses = Set(HostileResponse.all.map(\.name))
        let statedHostile = ReliabilityDocument.hostileRows(in: committed).filter { responses.contains($0.response) }
            .map(\.facts)
        let measuredHostile = document.hostileRows.map(\.facts)
        #expect(
            statedHostile == measuredHostile,
            "docs/reliability.md's hostile-response table is out of date; rerun with \(ReliabilityDocument.writeVariable)=1. Stated but not measured: \(Set(statedHostile).subtracting(measuredHostile).sorted()); measured but not stated: \(Set(measuredHostile).subtracting(statedHostile).sorted())"
        )
        #expect(committed.hasSuffix("## Fuzzing\n\nSee docs/fuzzing.md.\n"))
    }
}
