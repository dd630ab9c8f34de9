import Foundation
import Testing
import WeatherCore

/// The binary across a clock change: `--verbose` names the zone, or says the fixed offset is kept, and the
/// daily table shows the hours after the change at the new offset with the change's note (Berlin's hours are
/// Python zoneinfo's, `scripts/zone-reference`).
struct ZoneEndToEndTests {
    func run(_ data: NetworkData, _ arguments: [String]) async throws -> WeatherProcess.Result {
        try await WeatherProcess.with { weather in
            let file = weather.temporaryDirectory.appendingPathComponent("crossing.json")
            try JSONEncoder().encode(data).write(to: file)
            return try await weather.run(["--input", file.path, "--verbose"] + arguments)
        }
    }

    @Test func theTableReadsEachHourAtItsOwnOffset() async throws {
        let result = try await run(try Crossing.berlinSpring.response(), ["--today", "--hours", "72"])
        #expect(result.status == 0)
        #expect(result.stderrLines.contains("weather: time zone Europe/Berlin"))
        let lines = result.stdout.split(separator: "\n").map { String($0.prefix(5)) }
        let note = try #require(result.stdout.split(separator: "\n").firstIndex(of: "clocks go forward 1h at 02:00"))
        // Berlin on 2026-03-29: 01:00 (+01:00), then 05:00 (+02:00).
        #expect(lines[note - 1] == "01:00")
        #expect(lines[note + 1] == "05:00")
    }

    @Test func withoutAMatchingZoneTheFixedOffsetIsKeptAndSaid() async throws {
        var data = try Crossing.berlinSpring.response()
        data.city.timezone = 18_000
        let result = try await run(data, ["--format", "json"])
        #expect(result.status == 0)
        #expect(
            result.stderrLines.contains(
                "weather: time zone unknown, the response's fixed offset +05:00 (no zone of country DE matches it here)"
            ))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let location = try #require(document["location"] as? [String: Any])
        #expect(location["time_zone"] is NSNull)
    }
}
