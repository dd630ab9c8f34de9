import Foundation
import Testing

/// A run reads its cache entry once: the check for a cache hit looks at the file (reading it when it is young
/// enough to hold a fresh entry), a miss's loader starts from that look, and under the entry's lock the file is
/// read again only when another copy wrote it meanwhile. Counted with strace (which CI installs): the opens of
/// the entry's file by the run.
@Suite struct CacheReadOnceTests {
    @Test(.enabled(if: ShellRunner.isInstalled("strace"), ShellRunner.missing("strace")))
    func refreshReadsTheEntryOnce() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                let arguments = LibcurlTests.place + ["--base-url", server.baseURL]
                #expect(try await weather.run(arguments).status == 0)

                let (opens, _) = try await Self.entryOpens(of: &weather, arguments + ["--refresh"])

                // One read, under the lock: with --refresh there is no check for a hit, and the loader's look
                // before the lock takes only the file's version.
                #expect(server.requestCount == 2)
                #expect(opens == 1, "opens of the entry: \(opens)")
            }
        }
    }

    /// A failure record written a moment ago is young enough to be read by the check for a hit, and is not read
    /// again: not by the loader before the lock, nor under it, where the file is still the version read.
    @Test(.enabled(if: ShellRunner.isInstalled("strace"), ShellRunner.missing("strace")))
    func aRunAfterAFailureReadsTheEntryOnce() async throws {
        // Retry-After an hour: the failure is reused however long a loaded machine keeps the second run waiting.
        try await TestHTTPServer { _ in
            .respond(status: 429, headers: ["Retry-After": "3600"], body: Data("{}".utf8))
        }.serving { server in
            try await WeatherProcess.with { weather in
                let arguments = ["--lat", "37", "--lon", "126", "--base-url", server.baseURL]
                let first = try await weather.run(arguments)
                #expect(first.status == 69, "\(first.stderr)")
                let requests = server.requestCount

                let (opens, _) = try await Self.entryOpens(of: &weather, arguments)

                // The failure is reused until its Retry-After: no request. The one read is the check for a hit's
                // (Runner.run), which ForecastLoader starts from.
                #expect(server.requestCount == requests)
                #expect(opens == 1, "opens of the entry: \(opens)")
            }
        }
    }

    /// An entry too old to be fresh is read once, under the lock (too old to be read before it), and is what the
    /// bar shows, marked stale, when the request fails.
    @Test(.enabled(if: ShellRunner.isInstalled("strace"), ShellRunner.missing("strace")))
    func anExpiredEntryIsReadOnceAndShownStale() async throws {
        try await TestHTTPServer { _ in .respond(status: 503, body: Data("{}".utf8)) }.serving { server in
            try await StaleFallbackTests.withFilledCache(for: server.baseURL) { weather in

                let (opens, result) = try await Self.entryOpens(
                    of: &weather,
                    StaleFallbackTests.place + ["--base-url", server.baseURL, "--max-age", "0", "--format", "waybar"])

                #expect(server.requestCount == 2, "503 is tried once more")
                #expect(result.status == 0 && result.stdout.contains(#""stale""#), "\(result.stdout)")
                #expect(opens == 1, "opens of the entry: \(opens)")
            }
        }
    }

    /// With --air and only the air missing, the fresh forecast is read once: the check for a hit reads it, and
    /// the forecast's loader answers from that look without reading it again.
    @Test(.enabled(if: ShellRunner.isInstalled("strace"), ShellRunner.missing("strace")))
    func aMissForTheAirReadsTheFreshForecastOnce() async throws {
        try await AirEndToEndTests.server(air: LocalOpenWeather.json(try AirEndToEndTests.airBody())).serving {
            server in
            try await WeatherProcess.with { weather in
                let arguments = AirEndToEndTests.place + ["--base-url", server.baseURL]
                #expect(try await weather.run(arguments).status == 0)

                let (opens, _) = try await Self.entryOpens(of: &weather, arguments + ["--air"])

                #expect(server.requests.map(\.path) == [AirEndToEndTests.forecastPath, AirEndToEndTests.airPath])
                #expect(opens == 1, "opens of the entry: \(opens)")
            }
        }
    }

    /// Runs `arguments` under strace and counts the opens of a forecast entry for reading (not its lock or a
    /// temporary file) by the whole run: strace names each call by its thread, and the check for a hit runs on
    /// the main thread, a loader on one of the concurrency runtime's.
    static func entryOpens(
        of weather: inout WeatherProcess, _ arguments: [String]
    ) async throws -> (opens: Int, result: WeatherProcess.Result) {
        let trace = weather.temporaryDirectory.appendingPathComponent("strace.txt")
        let strace = try #require(ShellRunner.path(of: "strace"))
        weather.launcher = [strace, "-f", "-qq", "-e", "trace=open,openat", "-o", trace.path]
        defer { weather.launcher = [] }
        let result = try await weather.run(arguments)
        // "TID  openat(AT_FDCWD, "/…/forecast_….json", O_RDONLY…) = 3", one call a line.
        let opens = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").filter { line in
            guard let name = line.split(separator: "\"").dropFirst().first else { return false }
            return name.split(separator: "/").last?.hasPrefix("forecast_") == true && !name.hasSuffix(".lock")
                && line.contains("O_RDONLY")
        }
        return (opens.count, result)
    }
}
