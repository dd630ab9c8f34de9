import Foundation
import Testing

/// A run reads its cache entry once: before the lock it looks at the file's version, and under the lock it
/// reads the file again only when another copy wrote it meanwhile. Counted with strace (which CI installs):
/// the opens of the entry's file by each process of the run.
@Suite struct CacheReadOnceTests {
    @Test(.enabled(if: ShellRunner.isInstalled("strace"), "strace is not installed"))
    func refreshReadsTheEntryOnce() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let arguments = LibcurlTests.place + ["--base-url", server.baseURL]
        #expect(try await weather.run(arguments).status == 0)

        let opens = try await Self.entryOpens(of: &weather, arguments + ["--refresh"])

        #expect(server.requestCount == 2)
        #expect(!opens.isEmpty && opens.values.allSatisfy { $0 == 1 }, "opens of the entry per process: \(opens)")
    }

    /// A failure record written a moment ago is young enough to be read before the lock, and is not read again.
    @Test(.enabled(if: ShellRunner.isInstalled("strace"), "strace is not installed"))
    func aRunAfterAFailureReadsTheEntryOncePerProcess() async throws {
        // Retry-After an hour: the failure is reused however long a loaded machine keeps the second run waiting.
        let server = try TestHTTPServer { _ in .respond(status: 429, headers: ["Retry-After": "3600"], body: Data("{}".utf8)) }
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let arguments = ["--lat", "37", "--lon", "126", "--base-url", server.baseURL]
        let first = try await weather.run(arguments)
        #expect(first.status == 69, "\(first.stderr)")
        let requests = server.requestCount

        let opens = try await Self.entryOpens(of: &weather, arguments)

        // The failure is reused until its Retry-After: no request. The entry is read twice, a known gap: once to
        // answer a hit without the key (Runner.run), once in ForecastLoader.
        #expect(server.requestCount == requests)
        #expect(!opens.isEmpty && opens.values.allSatisfy { $0 <= 2 }, "opens of the entry per process: \(opens)")
    }

    /// Runs `arguments` under strace and counts, per process, the opens of a forecast entry (not its lock or a
    /// temporary file).
    static func entryOpens(of weather: inout WeatherProcess, _ arguments: [String]) async throws -> [Substring: Int] {
        let trace = weather.temporaryDirectory.appendingPathComponent("strace.txt")
        let strace = try #require(ShellRunner.path(of: "strace"))
        weather.launcher = [strace, "-f", "-qq", "-e", "trace=open,openat", "-o", trace.path]
        defer { weather.launcher = [] }
        _ = try await weather.run(arguments)
        // "PID  openat(AT_FDCWD, "/…/forecast_….json", O_RDONLY…) = 3", one call a line.
        var opens: [Substring: Int] = [:]
        for line in try String(contentsOf: trace, encoding: .utf8).split(separator: "\n") {
            guard let name = line.split(separator: "\"").dropFirst().first,
                name.split(separator: "/").last?.hasPrefix("forecast_") == true, !name.hasSuffix(".lock"),
                line.contains("O_RDONLY")
            else { continue }
            opens[line.prefix { $0 != " " }, default: 0] += 1
        }
        return opens
    }
}
