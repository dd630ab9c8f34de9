import Foundation
import Testing
import WeatherCore

@testable import TestSupport

extension PlacesEndToEnd {
    /// A locate URL that carries the API key (a token pasted from the wrong line): the key stays out of
    /// `--verbose`'s request lines, the refusal that quotes the URL, and what the service echoes back into the
    /// header and the cache's entry, as it does for OpenWeather's own answers.
    @Suite struct HereKeyTests {
        static let key = WeatherProcess.sentinelKey

        @Test func aKeyInTheLocateURLAndEchoedByTheServiceIsNeverShownOrKept() async throws {
            let echo = #"{"loc": "37.5660,126.9784", "city": "/json?token=\#(Self.key)", "country": "KR"}"#
            try await LocalOpenWeather.start(locate: LocalOpenWeather.json(Data(echo.utf8))).serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run([
                        "--here", "--locate-url", server.baseURL + "/json?token=" + Self.key,
                        "--base-url", server.baseURL, "--verbose",
                    ])

                    #expect(result.status == 0)
                    #expect(server.requests.first?.rawTarget == "/json?token=" + Self.key)
                    let piece = String(Self.key.prefix(8))
                    #expect(!result.stdout.contains(piece))
                    #expect(!result.stderr.contains(piece), "\(result.stderr)")
                    #expect(
                        result.requestLog.first?.hasPrefix("weather: GET \(server.baseURL)/json?token=*** → 200, ")
                            == true)
                    // The city as the service sent it, the key in it hidden: "/json?token=***".
                    #expect(
                        result.stdout.split(separator: "\n").first?.contains(" · near /json?token=***, KR (by IP) · ")
                            == true)
                    for name in weather.cacheFileNames() {
                        let text = try String(
                            contentsOf: weather.cacheDirectory.appendingPathComponent(name), encoding: .utf8)
                        #expect(!text.contains(piece), "\(name)")
                    }
                }
            }
        }

        /// Refusals quote the URL given, with a user name and password masked, and the key too.
        @Test(arguments: [
            (
                ["--here", "--locate-url", "ftp://example.com/json?token=\(key)"],
                "the locate URL 'ftp://example.com/json?token=***' must start with https://."
            ),
            (
                ["Seoul", "--base-url", "ftp://example.com/\(key)"],
                "the base URL 'ftp://example.com/***' must start with https://."
            ),
        ])
        func aRefusedURLIsQuotedWithoutTheKey(arguments: [String], message: String) async throws {
            try await WeatherProcess.with { weather in

                let result = try await weather.run(arguments)

                #expect(result.status == 78)
                #expect(result.stderrLines.map(String.init) == ["Error: " + message])
                #expect(!result.stderr.contains(String(Self.key.prefix(8))))
            }
        }
    }
}
