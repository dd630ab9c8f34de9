import Testing
import WeatherCore

struct BarErrorTests {
    @Test func lineIsTheWarningSignAndTheFewWords() {
        #expect(BarError(short: "no API key", message: "No API key was found.").line == "⚠ no API key")
        #expect(BarError(short: " key\nrejected ", message: "").line == "⚠ key rejected")
    }

    /// 2 + 50 characters are cut to 39 and "…": 40, the most a bar's error text takes.
    @Test func lineLongerThanFortyCharactersIsCutWithAnEllipsis() {
        let error = BarError(short: String(repeating: "a", count: 50), message: "")
        #expect(error.line == "⚠ " + String(repeating: "a", count: 37) + "…")
        #expect(error.line.count == 40)
        let exact = BarError(short: String(repeating: "b", count: 38), message: "")
        #expect(exact.line == "⚠ " + String(repeating: "b", count: 38))
    }

    /// Every error a fetch can end in keeps its few words within the limit (and short enough to need no cut).
    @Test(arguments: [
        NetworkError.networkError(reason: "refused", code: nil), .networkError(reason: "slow", code: .timedOut),
        .dataError(status: 401, message: "Invalid API key"), .dataError(status: 429, message: nil),
        .dataError(status: 404, message: nil), .dataError(status: 400, message: nil),
        .dataError(status: 302, message: nil), .dataError(status: 503, message: nil),
        .dataError(status: 418, message: nil), .dataError(status: nil, message: nil),
        .parseError(path: "list[0].main", reason: "expected a number"),
    ])
    func everyFetchErrorFitsWithoutACut(error: NetworkError) {
        let line = BarError(error).line
        #expect(line.count <= BarError.maximumLength && !line.hasSuffix("…"), "\(line)")
    }
}
