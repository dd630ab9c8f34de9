import Foundation
import Testing

@testable import WeatherCLI

/// An argument of 131 KB (the hostile test's): the error quotes its start and says how long it is, one short
/// line, rather than echoing it whole; and the typo check does not compare it with every option name in full.
@Suite struct LongArgumentTests {
    static let long = String(repeating: "x", count: 131_000)

    /// Before: the first stderr line was 131 040 characters (the option whole), after 6.5 s of edit distances.
    /// The argument is a long unknown option, or a long value of `--units` (named so, not printed whole in the
    /// test log).
    @Test(arguments: ["unknown option", "--units value"])
    func aLongArgumentIsQuotedByItsStartAndLength(_ kind: String) async throws {
        let arguments = kind == "unknown option" ? ["--" + Self.long] : ["--units", Self.long]
        try await WeatherProcess.with { weather in

            let result = try await weather.run(["--lat", "37", "--lon", "126"] + arguments)

            #expect(result.status == 64)
            let first = try #require(result.stderrLines.first)
            #expect(first.count < 200, "\(first.count) characters")
            let length = arguments.last!.count
            #expect(
                first.contains("'\(String(arguments.last!.prefix(60)))… (\(length) characters)'"),
                "\(first.prefix(200))")
        }
    }

    /// Past the bound the distance is the difference in length: a lower bound, and already too far for a typo.
    @Test func editDistanceStopsAtTheLengthDifferenceBeyondTheBound() {
        #expect(ArgumentParser.editDistance(Self.long, "--units", bound: 2) == 131_000 - 7)
        // Within the bound it is the whole distance: "--unit" → "--units" is one insertion.
        #expect(ArgumentParser.editDistance("--unit", "--units", bound: 2) == 1)
        #expect(ArgumentParser.editDistance("kitten", "sitting") == 3)
    }

    /// Before: every unknown one-letter option was "one edit" from -h: `-u f` got "Did you mean '-h'?".
    @Test func aOneLetterOptionIsMatchedByItsLetter() {
        // Only --max-age starts with "--m".
        #expect(ArgumentParser.suggestion(for: "-m") == "--max-age")
        // "--d" starts --demo and --days, "--f" --format and --follow: no guess.
        #expect(ArgumentParser.suggestion(for: "-d") == nil)
        #expect(ArgumentParser.suggestion(for: "-f") == nil)
        #expect(ArgumentParser.suggestion(for: "-x") == nil)
        // Two long options start with "--u" (--units, --urgent), three with "--l": no guess rather than -h.
        #expect(ArgumentParser.suggestion(for: "-u") == nil)
        #expect(ArgumentParser.suggestion(for: "-l") == nil)
        #expect(ArgumentParser.suggestion(for: "--unit") == "--units")
    }
}
