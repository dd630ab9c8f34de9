import Foundation
import Testing

extension PlacesEndToEnd {
    /// Several places in one call: fetched at most four at a time, printed in the order given, and one failure
    /// reported on stderr without hiding the others.
    @Suite struct SeveralPlacesTests {
        /// A server naming each forecast after its latitude ("Alpha" for 10, "Gamma" for 30) and answering
        /// HTTP 500 for latitude 20.
        static func middleFailingServer() throws -> TestHTTPServer {
            try LocalOpenWeather.start { request, text in
                switch request.query["lat"] {
                case "10": LocalOpenWeather.json(LocalOpenWeather.forecast(named: "Alpha", from: text))
                case "30": LocalOpenWeather.json(LocalOpenWeather.forecast(named: "Gamma", from: text))
                default:
                    LocalOpenWeather.json(
                        Data(#"{"cod":"500","message":"Error: Internal server error"}"#.utf8), status: 500)
                }
            }
        }

        static let threePlaces = [
            "--lat", "10", "--lon", "1", "--lat", "20", "--lon", "2", "--lat", "30", "--lon", "3",
        ]

        @Test func failingMiddlePlaceLeavesTheOthersInOrder() async throws {
            try await Self.middleFailingServer().serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(Self.threePlaces + ["--base-url", server.baseURL])

                    #expect(result.status == 69)
                    let alpha = try #require(result.stdout.range(of: "Alpha, KR"))
                    let gamma = try #require(result.stdout.range(of: "Gamma, KR"))
                    #expect(alpha.lowerBound < gamma.lowerBound)
                    #expect(result.stdout.hasPrefix("Alpha, KR"))
                    #expect(result.stdout.components(separatedBy: "6-day forecast").count == 3)
                    #expect(!result.stdout.contains("Changwon"))
                    #expect(result.stderrLines.count == 1)
                    #expect(result.stderr.hasPrefix("Error: 20, 2: "))
                    #expect(result.stderr.contains("500"))
                }
            }
        }

        @Test func jsonForSeveralPlacesIsAnArrayWithAnErrorDocumentInPlace() async throws {
            try await Self.middleFailingServer().serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(
                        Self.threePlaces + ["--base-url", server.baseURL, "--format", "json"])

                    #expect(result.status == 69)
                    let array = try #require(
                        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
                    try #require(array.count == 3)
                    #expect((array[0]["location"] as? [String: Any])?["name"] as? String == "Alpha")
                    #expect((array[2]["location"] as? [String: Any])?["name"] as? String == "Gamma")
                    #expect(array[0]["days"] != nil && array[2]["days"] != nil)
                    #expect(array[1]["schema_version"] as? Int == 1)
                    let error = try #require(array[1]["error"] as? [String: Any])
                    #expect(error["exit_status"] as? Int == 69)
                    #expect((error["message"] as? String)?.hasPrefix("20, 2: ") == true)
                    #expect(array[1]["days"] == nil)
                    #expect(result.stderrLines.count == 1)
                }
            }
        }

        @Test func onePlaceGivesOneDocumentNotAnArray() async throws {
            try await LocalOpenWeather.start().serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run([
                        "--lat", "10", "--lon", "1", "--base-url", server.baseURL, "--format", "json",
                    ])

                    #expect(result.status == 0)
                    #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
                }
            }
        }

        @Test func citiesAndCoordinatesArePrintedInTheOrderGiven() async throws {
            try await LocalOpenWeather.start(geocoding: LocalOpenWeather.geocoding(CityLookupTests.sanDiego)) {
                request, text in
                // San Diego's coordinates are sent as 32.7174; the explicit place is 10.
                LocalOpenWeather.json(
                    LocalOpenWeather.forecast(named: request.query["lat"] == "10" ? "Alpha" : "Diego", from: text))
            }.serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(
                        [
                            "--city", "San Diego", "--lat", "10", "--lon", "1", "--base-url", server.baseURL,
                            "--format",
                            "json",
                        ])

                    #expect(result.status == 0)
                    let array = try #require(
                        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
                    #expect(array.map { ($0["location"] as? [String: Any])?["name"] as? String } == ["Diego", "Alpha"])
                }
            }
        }

        @Test func tenPlacesAreFetchedFourAtATime() async throws {
            let meter = ConcurrencyMeter()
            let gate = RequestGate(width: 4, total: 10)
            try await LocalOpenWeather.start { request, text in
                meter.measure {
                    gate.pass()
                    return LocalOpenWeather.json(
                        LocalOpenWeather.forecast(named: "Place\(request.query["lat"] ?? "?")", from: text))
                }
            }.serving { server in
                try await WeatherProcess.with { weather in
                    let latitudes = (1...10).map(String.init)
                    let places = latitudes.flatMap { ["--lat", $0, "--lon", "5"] }

                    let result = try await weather.run(places + ["--base-url", server.baseURL, "--format", "json"])

                    #expect(result.status == 0)
                    #expect(server.requestCount == 10)
                    // The gate holds each request until four are waiting: four at a time is seen as four, however
                    // slowly a busy machine runs the process, and one that asks fewer at a time is seen as fewer.
                    #expect(meter.maximum == 4)
                    let array = try #require(
                        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
                    #expect(
                        array.map { ($0["location"] as? [String: Any])?["name"] as? String }
                            == latitudes.map { "Place\($0)" })
                }
            }
        }
    }
}
