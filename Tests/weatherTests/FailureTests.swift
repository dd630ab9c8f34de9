import Testing
import WeatherCore

@testable import WeatherCLI

/// The one failure type: its lines for stderr, its status, and how a bar format is named for it.
@Suite struct FailureTests {
    @Test func usageFailureAddsTheUsageLineAndThePointerToHelp() {
        let failure = Failure(UsageError(message: "--lat needs --lon too"))
        #expect(failure.status == .usage)
        #expect(
            failure.lines == [
                "Error: --lat needs --lon too", "Usage: \(Help.usage)", "See 'weather --help'.",
            ])
    }

    @Test func otherFailuresAreOneLine() {
        #expect(Failure("no API key", status: .configuration).lines == ["Error: no API key"])
    }

    @Test func networkFailureHidesTheKeyAndKeepsItsStatus() {
        let failure = Failure(.networkError(reason: "refused for appid=abc123", code: nil), hiding: "abc123")
        #expect(!failure.message.contains("abc123"))
        #expect(failure.status == .networkError)
        #expect(Failure(.dataError(status: 401, message: "bad"), hiding: nil).status == .dataError)
    }

    @Test func failureAboutAPlaceNamesIt() {
        #expect(Failure("gone", status: .dataError).about("Seoul,KR") == Failure("Seoul,KR: gone", status: .dataError))
    }

    /// Every bar of WeatherCore has the `--format` of its own name, and table and JSON are not bars.
    @Test func everyBarFormatHasTheFormatOfItsName() {
        for format in Options.Format.allCases {
            #expect(format.bar?.rawValue == (format == .table || format == .json ? nil : format.rawValue))
        }
        #expect(Set(Options.Format.allCases.compactMap(\.bar)) == Set(BarFormat.allCases))
    }
}
