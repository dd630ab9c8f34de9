import Foundation
import Testing
import TestSupport
import WeatherCore

/// Several copies at once: a failing server gets no request storm, and a copy stuck
/// while it holds the lock does not hold the others back.
extension EnvironmentMatrix {
    static let twenty503 = "20 bars at once, server answers 503, then 20 more"
    static let twenty429 = "20 bars at once, server answers 429 without Retry-After, then 20 more"
    static let stuckHolder = "the lock held by a stuck copy (as under SIGSTOP), server healthy"
    static let twentyStuckHolder = "the lock held by a stuck copy, 20 bars at once, server healthy"
    static let twentyHung = "20 bars at once, server accepts and never answers, a cached forecast"
    static let tenSlowMaxAgeZero = "10 bars at once with --max-age 0 --timeout 10, server answers in 3 s"

    /// The place every copy asks for.
    static let place = ["--lat", "37", "--lon", "126"]

    static let copiesCases: [EnvironmentCase] = [
        EnvironmentCase(name: twenty503) {
            try await failingServer(status: 503, body: Fault.html, headers: ["Content-Type": "text/html"])
        },
        EnvironmentCase(name: twenty429) {
            try await failingServer(status: 429, body: Fault.fixture("error_429_account_blocked_raw.json"))
        },
        EnvironmentCase(name: stuckHolder) { try await stuckHolder(copies: 1) },
        EnvironmentCase(name: twentyStuckHolder) { try await stuckHolder(copies: 20) },
        EnvironmentCase(name: tenSlowMaxAgeZero) { try await slowServerWithMaxAgeZero() },
        EnvironmentCase(name: twentyHung) {
            // The first request is answered, for the cache; every later one is read and never answered.
            let answered = Locked(false)
            return try await TestHTTPServer { _ in
                answered.withLock { done in
                    defer { done = true }
                    return done ? .neverAnswer : .respond(status: 200, body: Fault.forecast)
                }
            }.serving { server in
                return try await WeatherProcess.with { weather in
                    let arguments = place + ["--base-url", server.baseURL, "--format", "waybar"]
                    let filled = try await weather.run(arguments)
                    let results = try await copies(20, of: weather, arguments + ["--max-age", "0"])
                    var problems = weather.filesHoldingTheKey().map { "the key is in \($0)" }
                    if WaybarOutput(filled.stdout)?.classes.contains("stale") != false {
                        problems.append("no forecast cached")
                    }
                    problems += results.filter { WaybarOutput($0.stdout)?.classes.contains("stale") != true }
                        .map { "a copy did not show the cached forecast: \($0.stdout)" }
                    return EnvironmentCase.Run(
                        results: results, requests: server.requestCount - 1,
                        requestsText: "\(server.requestCount - 1) (after 1 that filled the cache)", problems: problems)
                }
            }
        },
    ]

    /// 10 bars started together, each with `--max-age 0`: the first's answer, 3 s in coming, is every copy's,
    /// since it arrived after they started, where each asked in turn and the last ran out of time.
    static func slowServerWithMaxAgeZero() async throws -> EnvironmentCase.Run {
        return try await TestHTTPServer { _ in .respond(status: 200, body: Fault.forecast, delay: 3) }.serving {
            server in
            return try await WeatherProcess.with { weather in
                let results = try await copies(
                    10, of: weather,
                    place + ["--base-url", server.baseURL, "--format", "waybar", "--max-age", "0", "--timeout", "10"])
                var problems = weather.filesHoldingTheKey().map { "the key is in \($0)" }
                for result in results
                where WaybarOutput(result.stdout)?.classes.contains(where: { $0 == "stale" || $0 == "error" }) != false
                {
                    problems.append("a bar did not show the fresh forecast: \(result.stdout)")
                }
                return EnvironmentCase.Run(results: results, requests: server.requestCount, problems: problems)
            }
        }
    }

    /// `count` bars started together while the lock a copy of weather takes for this place and server is held
    /// by this process until the end: a stopped copy holds it the same way, without ever finishing.
    static func stuckHolder(copies count: Int) async throws -> EnvironmentCase.Run {
        return try await TestHTTPServer { _ in .respond(status: 200, body: Fault.forecast) }.serving { server in
            return try await WeatherProcess.with { weather in
                let key = CacheKey(
                    ForecastRequest(latitude: 37, longitude: 126),
                    source: CacheSource(baseURL: try #require(URL(string: server.baseURL))))
                try FileManager.default.createDirectory(at: weather.cacheDirectory, withIntermediateDirectories: true)
                let descriptor = open(
                    weather.cacheDirectory.path + "/" + key.fileName + ".lock", O_RDWR | O_CREAT, 0o600)
                #expect(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
                defer { close(descriptor) }
                let arguments = place + ["--base-url", server.baseURL, "--format", "waybar"]
                let results =
                    count == 1 ? [try await weather.run(arguments)] : try await copies(count, of: weather, arguments)
                var problems = weather.filesHoldingTheKey().map { "the key is in \($0)" }
                for result in results
                where WaybarOutput(result.stdout)?.classes.contains(where: { $0 == "stale" || $0 == "error" }) != false
                {
                    problems.append("a bar did not show the fresh forecast: \(result.stdout)")
                }
                return EnvironmentCase.Run(results: results, requests: server.requestCount, problems: problems)
            }
        }
    }

    /// 20 bars started together against a server that answers `status`, then 20 more once they are done.
    static func failingServer(status: Int, body: Data, headers: [String: String] = [:]) async throws
        -> EnvironmentCase.Run
    {
        return try await TestHTTPServer { _ in .respond(status: status, headers: headers, body: body) }.serving {
            server in
            return try await WeatherProcess.with { weather in
                let arguments = place + ["--base-url", server.baseURL, "--format", "waybar"]
                let first = try await copies(20, of: weather, arguments)
                let firstRequests = server.requestCount
                let second = try await copies(20, of: weather, arguments)
                let more = server.requestCount - firstRequests
                var problems = weather.filesHoldingTheKey().map { "the key is in \($0)" }
                problems += first.filter { WaybarOutput($0.stdout) == nil }.map { _ in "a copy printed no bar" }
                return EnvironmentCase.Run(
                    results: first + second, requests: server.requestCount,
                    requestsText: "\(firstRequests), then \(more)",
                    problems: problems)
            }
        }
    }

    /// Runs `count` copies of `weather` with `arguments` at the same time, while no other test runs the binary;
    /// their results in the order they were started.
    static func copies(_ count: Int, of weather: WeatherProcess, _ arguments: [String]) async throws
        -> [WeatherProcess.Result]
    {
        var copy = weather
        copy.takesSlot = false
        copy.hardLimit = .seconds(60)
        let started = copy
        return try await ProcessSlots.shared.exclusively {
            try await withThrowingTaskGroup(of: (Int, WeatherProcess.Result).self) { group in
                for index in 0..<count {
                    group.addTask { (index, try await started.run(arguments)) }
                }
                var results = [WeatherProcess.Result?](repeating: nil, count: count)
                for try await (index, result) in group { results[index] = result }
                return results.compactMap { $0 }
            }
        }
    }
}
