import Foundation
import Testing
import WeatherCore

/// Runs every ``Fault`` through the real binary in each ``Variant`` — several runs at a time, each with its
/// own HOME, `TMPDIR`, servers and, for the cached variant, a copy of a good cache entry — and keeps what
/// each run did.
enum FaultMatrix {
    /// `--timeout` of every run, seconds.
    static let timeout = 3
    /// How many runs go at once. Over libcurl, as many as ``ProcessSlots`` allows: a run waiting on a server
    /// that does not answer sleeps in poll(2), so runs that wait side by side do not compete for the cores.
    /// Over FoundationNetworking (the portable build) two, each taking half the slots so that no other test's
    /// process runs beside them: its URLSession keeps a core busy while it waits (docs/performance.md), and four
    /// such runs on two cores ended up to 1.6 s past their deadline.
    static let width = Build.usesLibcurl ? ProcessSlots.shared.capacity : min(2, ProcessSlots.shared.capacity)

    /// An output format, and whether the cache holds a good entry first.
    enum Variant: String, CaseIterable, Sendable {
        case table, json, waybar
        /// waybar with a good entry in the cache that `--max-age 0` makes too old to use as it is.
        case waybarCached = "waybar + cache"

        var arguments: [String] {
            self == .waybarCached ? ["--format", "waybar", "--max-age", "0"] : ["--format", rawValue]
        }
    }

    /// What one run did.
    struct Observation: Sendable {
        var fault: Fault
        var variant: Variant
        var result: WeatherProcess.Result
        /// Requests the fault's server saw; nil when nothing listened.
        var requests: Int?
        /// Requests the redirect's other host saw; nil when there was none.
        var otherHostRequests: Int?
        /// Peak resident memory, kilobytes, when measured.
        var peakKilobytes: Int?
        /// The cache entry's bytes before and after the run (the cached variant only).
        var entryBefore: Data?
        var entryAfter: Data?
        /// Files under the run's folder holding the key.
        var filesHoldingTheKey: [String]

        /// Standard error without `--verbose`'s lines: what the user reads.
        var messages: [Substring] { result.messages }
        /// `--verbose`'s request lines, one per attempt.
        var requestLog: [Substring] { result.requestLog }
    }

    /// A good cache entry written by the binary itself: its file name and bytes.
    struct Seed: Sendable {
        var name: String
        var bytes: Data
    }

    /// Every fault in every variant, in the order of ``Fault/all`` then ``Variant/allCases``.
    static func run() async throws -> [Observation] {
        let seed = try await makeSeed()
        let jobs = Fault.all.flatMap { fault in Variant.allCases.map { (fault, $0) } }
        return try await withThrowingTaskGroup(of: (Int, Observation).self) { group in
            var observations = [Observation?](repeating: nil, count: jobs.count)
            var next = 0
            func start() {
                let index = next
                next += 1
                group.addTask { (index, try await observe(jobs[index].0, jobs[index].1, seed: seed)) }
            }
            while next < min(width, jobs.count) { start() }
            while let (index, observation) = try await group.next() {
                observations[index] = observation
                if next < jobs.count { start() }
            }
            return observations.compactMap { $0 }
        }
    }

    /// Fills a cache from a good server and keeps the entry it wrote.
    static func makeSeed() async throws -> Seed {
        return try await TestHTTPServer { _ in .respond(status: 200, body: Fault.forecast) }.serving { server in
            return try await WeatherProcess.with { weather in
                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])
                guard result.status == 0, let entry = weather.forecastEntry() else {
                    throw SeedFailure(stderr: result.stderr)
                }
                return Seed(name: entry.lastPathComponent, bytes: try Data(contentsOf: entry))
            }
        }
    }

    struct SeedFailure: Error {
        var stderr: String
    }

    /// One run of `fault` in `variant`.
    static func observe(_ fault: Fault, _ variant: Variant, seed: Seed) async throws -> Observation {
        return try await WeatherProcess.with { weather in
            try weather.useOwnTemporaryDirectory()
            weather.hardLimit = .seconds(timeout * 4)
            weather.slots = ProcessSlots.shared.capacity / width
            let memoryFile = weather.temporaryDirectory.appendingPathComponent("peak-kilobytes")
            if fault.measuresMemory { weather.launcher = ["/usr/bin/time", "-f", "%M", "-o", memoryFile.path] }

            var other: TestHTTPServer?
            let server: TestHTTPServer?
            switch fault.setup {
            case .refused:
                server = nil
            case .serve(let handler):
                server = try TestHTTPServer(handler: handler)
            case .redirectToOtherHost:
                let target = try TestHTTPServer { _ in .respond(status: 200, body: Fault.forecast) }
                other = target
                server = try TestHTTPServer {
                    .respond(
                        status: 302, headers: ["Location": "http://localhost:\(target.port)\($0.rawTarget)"],
                        body: Data())
                }
            }
            defer {
                server?.stop()
                other?.stop()
            }
            let base = server?.baseURL ?? "http://127.0.0.1:\(TestHTTPServer.closedPort())"
            // The seed's bytes under the name they have for this run's server: entries are kept per base URL.
            let name = CacheKey(
                ForecastRequest(latitude: 37, longitude: 126),
                source: CacheSource(baseURL: try #require(URL(string: base)))
            ).fileName
            let entry = weather.cacheDirectory.appendingPathComponent(name)
            if variant == .waybarCached {
                try FileManager.default.createDirectory(at: weather.cacheDirectory, withIntermediateDirectories: true)
                try seed.bytes.write(to: entry)
            }

            let result = try await weather.run(
                ["--lat", "37", "--lon", "126", "--base-url", base, "--timeout", String(timeout), "--verbose"]
                    + variant.arguments)

            // GNU time writes "Command exited with non-zero status N" before the number.
            let peak = (try? String(contentsOf: memoryFile, encoding: .utf8))
                .flatMap { $0.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
            return Observation(
                fault: fault, variant: variant, result: result, requests: server?.requestCount,
                otherHostRequests: other?.requestCount, peakKilobytes: peak,
                entryBefore: variant == .waybarCached ? seed.bytes : nil,
                entryAfter: variant == .waybarCached ? try? Data(contentsOf: entry) : nil,
                filesHoldingTheKey: weather.filesHoldingTheKey())
        }
    }
}
