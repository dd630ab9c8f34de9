import Foundation
import Testing

/// The command line's and the machine's cases: one run each, in a fresh
/// world, with a local server where the run asks for something.
extension EnvironmentMatrix {
    static let nonBlockingStdout = "stdout a non-blocking pipe, reader pauses 1 s (line, 100 KB template)"
    static let unreadStdout = "stdout a pipe nobody reads (line, 100 KB template)"

    static let commandLineCases: [EnvironmentCase] = [
        single("--lang - (table)", ["--demo", "--lang", "-"]),
        single("--lang - (waybar)", ["--demo", "--lang", "-", "--format", "waybar"]),
        single("--lang=-- (table)", ["--demo", "--lang=--"]),
        single("config \"lang\": \"-\" (table)", ["--demo", "--config", "config.json"]) {
            try Data(#"{"lang": "-"}"#.utf8).write(to: $0.currentDirectory.appendingPathComponent("config.json"))
        },
        single("LANG=_, --demo (table)", ["--demo"]) { $0.environment["LANG"] = "_" },
        single("LC_ALL=_.UTF-8, --demo (waybar)", ["--demo", "--format", "waybar"]) {
            $0.environment["LC_ALL"] = "_.UTF-8"
        },
        EnvironmentCase(name: "http_proxy set, --base-url http://127.0.0.1 (table)") {
            let seen = ProxyTests.Seen()
            let proxy = try ProxyTests.proxy(seen)
            defer { proxy.stop() }
            return try await FetchSuccessTests.changwonServer().server.serving { server in
                return try await WeatherProcess.with { weather in
                    weather.environment["http_proxy"] = proxy.baseURL
                    let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])
                    let problems =
                        (seen.all.isEmpty ? [] : ["the proxy saw \(seen.all.count) requests"])
                        + weather.filesHoldingTheKey().map { "the key is in \($0)" }
                    return EnvironmentCase.Run(
                        results: [result], requests: server.requestCount,
                        requestsText: "\(server.requestCount), proxy \(seen.all.count)",
                        problems: problems)
                }
            }
        },
        EnvironmentCase(name: "https_proxy set, the real API (table)") {
            let seen = ProxyTests.Seen()
            let proxy = try ProxyTests.proxy(seen)
            defer { proxy.stop() }
            return try await WeatherProcess.with { weather in
                weather.environment["https_proxy"] = proxy.baseURL
                let result = try await weather.run(["--lat", "37", "--lon", "126", "--timeout", "3"])
                let tunnels = seen.all.allSatisfy { $0 == "CONNECT api.openweathermap.org:443" }
                let problems =
                    (tunnels ? [] : ["the proxy saw \(seen.all)"])
                    + weather.filesHoldingTheKey().map { "the key is in \($0)" }
                return EnvironmentCase.Run(
                    results: [result], requests: seen.all.count,
                    requestsText: "proxy: \(seen.all.count) CONNECT api.openweathermap.org:443, answered 502",
                    problems: problems)
            }
        },
        EnvironmentCase(name: nonBlockingStdout) {
            let result = try await NonBlockingOutputTests.run()
            let bytes = result.stdout.utf8.count
            let whole = result.stdout.hasSuffix(NonBlockingOutputTests.template + "\n")
            return EnvironmentCase.Run(
                results: [result], requests: nil, problems: whole ? [] : ["only \(bytes) bytes arrived"],
                seenText: "the whole line, \(bytes) bytes, once the reader reads")
        },
        EnvironmentCase(name: unreadStdout) {
            let result = try await NonBlockingOutputTests.run(nonBlocking: false, readAfter: nil)
            return EnvironmentCase.Run(results: [result], requests: nil)
        },
    ]

    /// One run of `weather arguments`, after `prepare` (files, variables); with `serve`, a local server answers
    /// its requests and its base URL replaces the word `BASE`. The key must be in no output and no file but
    /// `ownKeyFiles` (relative to the run's folder), which the case wrote itself.
    static func single(
        _ name: String, _ arguments: [String], ownKeyFiles: [String] = [],
        prepare: @escaping @Sendable (inout WeatherProcess) throws -> Void = { _ in },
        serve: (@Sendable (TestHTTPServer.Request) -> TestHTTPServer.Behavior)? = nil
    ) -> EnvironmentCase {
        EnvironmentCase(name: name) {
            return try await WeatherProcess.with { weather in
                try weather.useOwnTemporaryDirectory()
                try prepare(&weather)
                let server = try serve.map { try TestHTTPServer(handler: $0) }
                defer { server?.stop() }
                let result = try await weather.run(arguments.map { $0 == "BASE" ? server?.baseURL ?? "" : $0 })
                let leaks = weather.filesHoldingTheKey().filter { !ownKeyFiles.contains($0) }
                return EnvironmentCase.Run(
                    results: [result], requests: server?.requestCount, problems: leaks.map { "the key is in \($0)" })
            }
        }
    }
}
