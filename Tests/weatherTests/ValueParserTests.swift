import Testing

@testable import WeatherCLI

/// Durations for `--within` and `--rain-soon`: whole minutes, hours or days, worked out by hand.
struct ValueParserTests {
    @Test(arguments: [
        ("90m", 5400), ("6h", 21_600), ("2d", 172_800), ("0m", 0), ("3H", 10_800), ("30d", 2_592_000), ("0", 0),
    ])
    func durationIsWholeMinutesHoursOrDays(text: String, seconds: Int) throws {
        #expect(try ValueParser.duration(text) == seconds)
    }

    @Test(arguments: ["", "3", "00", "h", "3x", "-3h", "1.5h", "3 h", "31d", "721h", "99999999999999999999m"])
    func anythingElseIsRefusedNamingTheForm(text: String) {
        #expect(throws: ValueError(predicate: "takes a duration such as 90m, 6h or 2d, at most 30d")) {
            try ValueParser.duration(text)
        }
    }
}
