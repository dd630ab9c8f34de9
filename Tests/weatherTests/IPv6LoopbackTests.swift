import Foundation
import Testing

/// `--base-url http://[::1]:PORT` against a server listening only on ::1. libcurl fetches from it; Foundation's
/// URLSession on Linux (the portable build) fails every request to an IPv6 address (swift-corelibs-foundation
/// issue 5496), so there `weather` refuses such a URL up front (78) and names `http://localhost:PORT`, which
/// does reach ::1. Skipped where this machine has no IPv6 loopback: then there is nothing to connect to, and a
/// pass would prove nothing.
@Suite(.enabled(if: TestHTTPServer.hasIPv6Loopback, "this machine has no IPv6 loopback (::1) to listen on"))
struct IPv6LoopbackTests {
    static func server() throws -> TestHTTPServer {
        try TestHTTPServer(loopback: .ipv6) { _ in
            .respond(status: 200, headers: ["Content-Type": "application/json"], body: Fault.forecast)
        }
    }

    #if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
        @Test func bracketedIPv6LoopbackIsFetchedOverLibcurl() async throws {
            try await Self.server().serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(
                        ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--format", "json"])

                    #expect(result.status == 0, "\(result.stderr)")
                    #expect(result.stdout.contains("\"days\""))
                    #expect(server.requestCount == 1)
                }
            }
        }
    #elseif canImport(FoundationNetworking)
        @Test func bracketedIPv6LoopbackIsRefusedNamingLocalhostInstead() async throws {
            try await Self.server().serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])

                    #expect(result.status == 78)
                    #expect(result.stdout == "")
                    #expect(
                        result.stderrLines == [
                            "Error: cannot use the IPv6 address in 'http://[::1]:\(server.port)': Foundation's networking on "
                                + "Linux fails every request to one (swift-corelibs-foundation issue 5496); use "
                                + "http://localhost:\(server.port) instead, which reaches ::1 too."
                        ])
                    #expect(server.requestCount == 0)
                }
            }
        }

        /// Why the URL is refused, checked: Foundation itself cannot fetch from `http://[::1]:PORT`. If this
        /// fails, the installed Foundation has the fix for issue 5496: drop the refusal in `BaseURL.resolve`
        /// and make the test above expect the forecast.
        @Test func foundationCannotFetchFromABracketedIPv6Address() async throws {
            try await Self.server().serving { server in
                let configuration = URLSessionConfiguration.ephemeral
                configuration.urlCache = nil
                let session = URLSession(configuration: configuration)
                defer { session.finishTasksAndInvalidate() }
                let url = try #require(URL(string: server.baseURL + "/data/2.5/forecast"))

                let error = await #expect(throws: URLError.self) { try await session.data(for: URLRequest(url: url)) }

                #expect(error?.code == .badURL)
                #expect(server.requestCount == 0)
            }
        }
    #endif

    @Test func localhostReachesAServerListeningOnlyOnIPv6Loopback() async throws {
        try await Self.server().serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(
                    ["--lat", "37", "--lon", "126", "--base-url", "http://localhost:\(server.port)"])

                #expect(result.status == 0)
                #expect(result.stderr == "")
                #expect(result.stdout.hasPrefix("Changwon, KR"))
                #expect(server.requestCount == 1)
            }
        }
    }
}
