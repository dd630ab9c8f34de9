import Testing

@testable import WeatherCLI

/// A line of `weather doctor` wrapped to the terminal's width: the text goes on under itself, a path wider than
/// a line is broken after a "/", and a line that fits is left as it is.
struct DoctorLayoutTests {
    let key = Doctor.Finding(
        level: .ok, item: "key",
        text: "from /home/me/.config/weather/APIKey.json: 32 hexadecimal digits, the shape of an OpenWeather key "
            + "(not shown).")

    @Test func aLongLineWrapsUnderItsTextAndAPathBreaksAfterASlash() {
        // 40 cells less the label's 14: 26 for the text.
        #expect(
            key.lines(width: 40) == [
                "ok   key      from",
                "              /home/me/.config/weather/",
                "              APIKey.json: 32",
                "              hexadecimal digits, the",
                "              shape of an OpenWeather",
                "              key (not shown).",
            ])
    }

    @Test func aWordWithNoSlashBreaksWhereTheLineEnds() {
        let finding = Doctor.Finding(level: .warning, item: "cache", text: "x " + String(repeating: "a", count: 45))
        #expect(
            finding.lines(width: 34) == [
                "warn cache    x",
                "              aaaaaaaaaaaaaaaaaaaa",
                "              aaaaaaaaaaaaaaaaaaaa",
                "              aaaaa",
            ])
    }

    @Test func aLineThatFitsIsOneLine() {
        #expect(key.lines(width: 200) == [key.line])
    }
}
