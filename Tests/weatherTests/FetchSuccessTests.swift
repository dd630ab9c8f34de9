import Foundation
import Testing

/// `weather --lat 37 --lon 126` against a local server that answers with the recorded Changwon forecast.
@Suite struct FetchSuccessTests {
    /// The Changwon recording's first slot (`list[0].dt`, 2023-12-04 00:00 UTC) and `city.timezone`.
    static let firstSlot = 1_701_680_400
    static let utcOffset = 32_400

    /// Serves the Changwon recording moved to start on the city's tomorrow (see `Fixture.data(shiftedByDays:)`).
    static func changwonServer() throws -> (server: TestHTTPServer, days: Int) {
        let days = Fixture.changwon.daysToTomorrow(firstSlot: firstSlot, utcOffset: utcOffset)
        let body = try Fixture.changwon.data(shiftedByDays: days)
        let server = try TestHTTPServer { _ in
            .respond(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }
        return (server, days)
    }

    @Test func fetchesOnceWithCoordinatesAndKeyButNoUnits() async throws {
        try await Self.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])

                #expect(result.status == 0)
                #expect(result.stderr == "")
                let requests = server.requests
                try #require(requests.count == 1)
                #expect(requests[0].method == "GET")
                #expect(requests[0].path == "/data/2.5/forecast")
                #expect(requests[0].query == ["lat": "37", "lon": "126", "appid": WeatherProcess.sentinelKey])
                #expect(requests[0].query["units"] == nil)
            }
        }
    }

    @Test func printsThePlaceAndTheWeeklyTable() async throws {
        let (started, days) = try Self.changwonServer()
        try await started.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])

                #expect(result.status == 0)
                #expect(result.stderr == "")
                #expect(result.stdout.hasPrefix("Changwon, KR"))
                #expect(result.stdout.contains("6-day forecast"))
                let lines = result.stdout.split(separator: "\n")
                let header = try #require(lines.first { $0.hasPrefix("Day") })
                #expect(header.contains("High") && header.contains("Low"))
                // Rows name their city-local date; the first day (2 slots) and the last (6) are partial.
                let first = Fixture.date("2023-12-04", plusDays: days)
                let last = Fixture.date("2023-12-09", plusDays: days)
                #expect(lines.contains { $0.contains("\(first) (partial)") })
                #expect(lines.contains { $0.contains("\(last) (partial)") })
                #expect(!result.stdout.contains("No forecast slots"))
            }
        }
    }

    /// Expected values worked out with python3 from the fixture, independently of `weather`: each slot grouped
    /// by the UTC date of `dt + city.timezone` (32400), high = max `main.temp_max`, low = min `main.temp_min`,
    /// minus 273.15:
    ///   2023-12-04: 2 slots, 281.99 K / 279.22 K → 8.84 / 6.07 °C
    ///   2023-12-05…08: 8 slots each
    ///   2023-12-09: 6 slots, 291.45 K / 285.2 K → 18.3 / 12.05 °C
    @Test func jsonHasEveryCityLocalDayWithHighLowAndSlotCount() async throws {
        let (started, days) = try Self.changwonServer()
        try await started.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(
                    ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--format", "json"])

                #expect(result.status == 0)
                #expect(result.stderr == "")
                let document = try #require(
                    try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                #expect(document["schema_version"] as? Int == 1)
                #expect(document["units"] as? String == "metric")
                let dayList = try #require(document["days"] as? [[String: Any]])
                try #require(dayList.count == 6)
                #expect(dayList.map { $0["slot_count"] as? Int } == [2, 8, 8, 8, 8, 6])
                let first = dayList[0]
                let last = dayList[5]
                #expect(first["date"] as? String == Fixture.date("2023-12-04", plusDays: days))
                #expect(abs(try #require(first["high"] as? Double) - 8.84) < 1e-6)
                #expect(abs(try #require(first["low"] as? Double) - 6.07) < 1e-6)
                #expect(last["date"] as? String == Fixture.date("2023-12-09", plusDays: days))
                #expect(abs(try #require(last["high"] as? Double) - 18.3) < 1e-6)
                #expect(abs(try #require(last["low"] as? Double) - 12.05) < 1e-6)
                #expect(first["partial"] as? Bool == true)
                #expect(dayList[1]["partial"] as? Bool == false)
                #expect(server.requestCount == 1)
            }
        }
    }
}
