import Foundation
import Testing

/// A server that echoes the API key into the text it sends back — the Geocoding API's place names, the
/// forecast's city name and descriptions — does not get it shown, nor kept in the cache for the runs that
/// answer from it without the key (hostile-test finding: the "matches 2 places" note and bar tooltips showed
/// it). ``WeatherProcess/run(_:stdin:sourceLocation:)`` also checks every run's stdout and stderr for the key.
@Suite struct ServerTextKeyTests {
    static let key = WeatherProcess.sentinelKey

    /// Two matches named with the key, and the Changwon forecast with the key in its city name and in every
    /// "clear sky".
    static func echoingServer() throws -> TestHTTPServer {
        let geocoding = Data(
            #"""
            [{"name": "Foo \#(key)", "local_names": {"ko": "\#(key)"}, "lat": 35.2281, "lon": 128.6811,
              "country": "KR", "state": "\#(key)"},
             {"name": "Foo", "lat": 37.5, "lon": 127.0, "country": "KR"}]
            """#.utf8)
        return try LocalOpenWeather.start(geocoding: geocoding) { _, text in
            let named = String(decoding: LocalOpenWeather.forecast(named: "Changwon \(key)", from: text), as: UTF8.self)
            return LocalOpenWeather.json(
                Data(named.replacingOccurrences(of: "clear sky", with: "clear \(key) sky").utf8))
        }
    }

    /// Before: stderr said "'Foo' matches 2 places; using Foo SENTINELKEY…, SENTINELKEY…, KR (…)", the table's
    /// title and the bar's tooltip named "Changwon SENTINELKEY…", and both cache files held the key.
    @Test func keyEchoedInPlaceNamesAndDescriptionsIsHiddenInOutputAndCache() async throws {
        try await Self.echoingServer().serving { server in
            try await WeatherProcess.with { weather in

                // OpenWeather's own descriptions, where the echo shows.
                let table = try await weather.run([
                    "--city", "Foo", "--base-url", server.baseURL, "--descriptions", "server",
                ])
                // Answered by the cache, which the run reads before the key.
                let bar = try await weather.run(["--city", "Foo", "--format", "waybar", "--base-url", server.baseURL])
                let uncached = try await weather.run([
                    "--city", "Foo", "--format", "waybar", "--no-cache", "--base-url", server.baseURL,
                ])

                #expect(table.status == 0 && bar.status == 0 && uncached.status == 0)
                #expect(server.requests.count == 4)  // a look-up and a forecast, twice: the cache answered the bar
                #expect(
                    table.stderrLines.first
                        == "Note: 'Foo' matches 2 places; using Foo ***, ***, KR (35.2281, 128.6811). Add a state or country code to pick another."
                )
                #expect(table.stdout.contains("Changwon ***"), "\(table.stdout)")
                #expect(table.stdout.contains("clear *** sky"), "\(table.stdout)")
                for run in [bar, uncached] {
                    let output = try #require(WaybarOutput(run.stdout), "not one waybar object: \(run.stdout)")
                    #expect(output.tooltip.contains("Changwon ***"), "\(output.tooltip)")
                }
                #expect(weather.filesHoldingTheKey().isEmpty, "\(weather.filesHoldingTheKey())")
            }
        }
    }
}
