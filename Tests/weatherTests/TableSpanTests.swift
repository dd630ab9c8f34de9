import Testing

/// `--days` and `--hours` end to end on the demo (Goyang, seen at its first slot, Fri 2025-07-11 09:00 local,
/// 6 local dates): 2 days are Fri and Sat; 6 hours are the 09:00 and 12:00 slots.
@Suite struct TableSpanTests {
    @Test func daysAndHoursShapeTheTables() async throws {
        // The look-ups inside `#require` take no trailing closure: in a closure (as `with`'s body), a `prefix { … }`
        // right after `#require(lines.firstIndex { … })` comes out empty with this toolchain.
        try await WeatherProcess.with { weather in
            let result = try await weather.run(["--demo", "--days", "2", "--hours", "6"])
            #expect(result.status == 0)
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let time = try #require(lines.firstIndex(where: { $0.hasPrefix("Time ") }))
            #expect(lines[(time + 1)...].prefix { !$0.isEmpty }.map { String($0.prefix(5)) } == ["09:00", "12:00"])
            let week = try #require(lines.firstIndex(of: "2-day forecast"))
            let days = lines[(week + 2)...].prefix { !$0.isEmpty && !$0.hasPrefix("*") }.map {
                String($0.prefix(14))
            }
            #expect(days == ["Fri 2025-07-11", "Sat 2025-07-12"])
        }
    }

    @Test func outOfRangeIsAUsageError() async throws {
        try await WeatherProcess.with { weather in
            let days = try await weather.run(["--demo", "--days", "7"])
            let hours = try await weather.run(["--demo", "--hours", "0"])
            #expect(days.status == 64 && days.stderr.contains("--days takes a whole number of days from 1 to 6"))
            #expect(hours.status == 64 && hours.stderr.contains("--hours takes a whole number of hours from 1 to 120"))
        }
    }
}
