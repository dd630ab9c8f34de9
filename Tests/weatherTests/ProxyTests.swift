import Foundation
import Testing

/// The machine's proxy settings: `http://` goes only to this machine and never through a
/// proxy, which would see the key in clear; the real API goes through `https_proxy` with CONNECT, so a proxy
/// sees the host only, and `no_proxy` sends it direct. The proxy is a test server on 127.0.0.1 that records
/// each request line and answers 502.
@Suite struct ProxyTests {
    /// The request lines a proxy saw: method and target.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    static func proxy(_ seen: Seen) throws -> TestHTTPServer {
        try TestHTTPServer { request in
            seen.add("\(request.method) \(request.rawTarget)")
            return .respond(status: 502, body: Data())
        }
    }

    @Test(arguments: ["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"])
    func httpRequestToThisMachineNeverGoesThroughAProxy(_ variable: String) async throws {
        let seen = Seen()
        let proxy = try Self.proxy(seen)
        defer { proxy.stop() }
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                weather.environment[variable] = proxy.baseURL
                let result = try await weather.run([
                    "--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--no-cache",
                ])
                #expect(result.status == 0, "\(result.stderr)")
                #expect(server.requestCount == 1)
                #expect(seen.all == [], "the proxy saw \(seen.all)")
            }
        }
    }

    @Test func realAPIGoesThroughHttpsProxyWithConnectAndTheProxySeesNoKey() async throws {
        let seen = Seen()
        let proxy = try Self.proxy(seen)
        defer { proxy.stop() }
        try await WeatherProcess.with { weather in
            weather.environment["https_proxy"] = proxy.baseURL
            let result = try await weather.run(["--lat", "37", "--lon", "126", "--no-cache", "--timeout", "3"])
            // The proxy refused the tunnel: a network error, as for any proxy that fails.
            #expect(result.status == 75, "\(result.stderr)")
            #expect(
                !seen.all.isEmpty && seen.all.allSatisfy { $0 == "CONNECT api.openweathermap.org:443" }, "\(seen.all)")
            #expect(!seen.all.joined().contains(WeatherProcess.sentinelKey))
        }
    }

    @Test func noProxyNamingTheAPISendsItDirect() async throws {
        let seen = Seen()
        let proxy = try Self.proxy(seen)
        defer { proxy.stop() }
        try await WeatherProcess.with { weather in
            weather.environment["https_proxy"] = proxy.baseURL
            weather.environment["no_proxy"] = "example.com,api.openweathermap.org"
            // Direct: on a machine without a network this fails, with one, OpenWeather refuses the test key.
            _ = try await weather.run(["--lat", "37", "--lon", "126", "--no-cache", "--timeout", "2"])
            #expect(seen.all == [], "the proxy saw \(seen.all)")
        }
    }
}
