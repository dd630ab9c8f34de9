import Foundation
import Testing

/// A failed look-up is kept for the copies that wait for it with the key hidden, as a failed forecast is: a
/// server that puts the key in its answer (here as a JSON key, which the parse error's path names) must not get
/// it written into the cache (hostile-test finding: `geo_foo_….json` held it).
@Suite struct GeocodeFailureKeyTests {
    @Test func aLookUpFailureNamingTheKeyIsKeptWithTheKeyHidden() async throws {
        let body = Data(
            #"[{"name": "Foo", "lat": 1, "lon": 2, "local_names": {"\#(WeatherProcess.sentinelKey)": 1}}]"#.utf8)
        try await TestHTTPServer { _ in
            .respond(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(["--city", "Foo", "--base-url", server.baseURL])

                #expect(result.status != 0)
                #expect(weather.cacheFileNames().contains { $0.hasPrefix("geo_foo_") }, "\(weather.cacheFileNames())")
                #expect(weather.filesHoldingTheKey().isEmpty, "\(weather.filesHoldingTheKey())")
            }
        }
    }
}
