import Foundation
import Testing
import WeatherClient
import WeatherCore

/// `ForecastClient` against a real server on 127.0.0.1: where the 5 MB cap falls, with and without
/// `Content-Length`, that refusing a body never hangs, and which redirects are followed. (The peak memory of
/// refused bodies is measured on the binary, in ``FaultMatrixTests``.)
@Suite struct OversizedResponseTests {
    /// The cap, 5 MiB, written out rather than read from the client.
    static let cap = 5 * 1024 * 1024
    static let refused = NetworkError.dataError(status: nil, message: "the response is larger than 5 MB")

    static func client(_ server: TestHTTPServer, path: String = "", timeout: Duration = .seconds(10)) throws
        -> ForecastClient
    {
        let base = try #require(URL(string: server.baseURL + path))
        return ForecastClient(
            apiKey: WeatherProcess.sentinelKey, baseURL: base,
            transport: .platform(userAgent: "weather-tests"), timeout: timeout)
    }

    static func fetch(_ client: ForecastClient) async -> Result<NetworkData, NetworkError> {
        do throws(NetworkError) {
            return .success(try await client.forecast(ForecastRequest(latitude: 37, longitude: 126)))
        } catch {
            return .failure(error)
        }
    }

    /// The Changwon recording followed by spaces (JSON whitespace) up to `count` bytes, sent with
    /// `Content-Length` or chunked.
    static func paddedForecast(to count: Int, declared: Bool) throws -> TestHTTPServer.Behavior {
        .stream(status: 200, declaredLength: declared ? count : nil, start: try Fixture.changwon.data(), count: count)
    }

    /// 40 slots, city Changwon (python3 json.load of the fixture).
    @Test(arguments: [true, false])
    func forecastPaddedToExactlyTheCapIsAccepted(declared: Bool) async throws {
        let behavior = try Self.paddedForecast(to: Self.cap, declared: declared)
        try await TestHTTPServer { _ in behavior }.serving { server in

            let data = try await Self.fetch(try Self.client(server)).get()

            #expect(data.list.count == 40)
            #expect(data.city.name == "Changwon")
        }
    }

    @Test(arguments: [true, false])
    func oneByteOverTheCapIsRefused(declared: Bool) async throws {
        let behavior = try Self.paddedForecast(to: Self.cap + 1, declared: declared)
        try await TestHTTPServer { _ in behavior }.serving { server in

            let result = await Self.fetch(try Self.client(server))

            #expect(throws: Self.refused) { try result.get() }
            #expect(server.requestCount == 1)
        }
    }

    /// Cancelling the transfer of a body over the cap must neither hang the request nor leave it to the
    /// deadline, however often it happens: a hang would end in "no answer within 5 s" instead. The bodies are
    /// a little over the cap, so each cancel meets a transfer still under way without flooding the machine.
    @Test func refusingAnOversizedBodyNeverHangs() async throws {
        let size = 8 << 20
        let declared = try TestHTTPServer { _ in .stream(status: 200, declaredLength: 1 << 30, count: size) }
        let chunked = try TestHTTPServer { _ in .stream(status: 200, declaredLength: nil, count: size) }
        defer {
            declared.stop()
            chunked.stop()
        }
        for round in 1...25 {
            for server in [declared, chunked] {
                let result = await Self.fetch(try Self.client(server, timeout: .seconds(5)))
                try #require(throws: Self.refused, "round \(round), \(server === declared ? "declared" : "chunked")") {
                    try result.get()
                }
            }
        }
    }

    @Test func redirectOnTheSameHostIsFollowed() async throws {
        let body = try Fixture.changwon.data()
        try await TestHTTPServer { request in
            guard request.path.hasPrefix("/old/") else { return .respond(status: 200, body: body) }
            return .respond(status: 301, headers: ["Location": String(request.rawTarget.dropFirst(4))], body: Data())
        }.serving { server in

            // The redirect's second request is started on libcurl's thread, without waiting for a thread of Swift's
            // cooperative pool, which in this test process other suites' synchronous waits can hold for seconds.
            let data = try await Self.fetch(try Self.client(server, path: "/old", timeout: .seconds(10))).get()

            #expect(data.list.count == 40)
            #expect(server.requests.map(\.path) == ["/old/data/2.5/forecast", "/data/2.5/forecast"])
            #expect(server.requests.last?.query["appid"] == WeatherProcess.sentinelKey)
        }
    }

    @Test func redirectToAnotherHostIsNotFollowed() async throws {
        let other = try TestHTTPServer { _ in .respond(status: 200, body: Data()) }
        defer { other.stop() }
        try await TestHTTPServer { request in
            let target = "http://localhost:\(other.port)\(request.rawTarget)"
            return .respond(status: 302, headers: ["Location": target], body: Data())
        }.serving { server in

            let result = await Self.fetch(try Self.client(server))

            #expect(throws: NetworkError.dataError(status: 302, message: nil)) { try result.get() }
            #expect(other.requestCount == 0)
        }
    }
}
