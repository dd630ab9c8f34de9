import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// The one description of the command line's options, and the man page that must keep up with it.
@Suite struct OptionTableTests {
    @Test func everySpellingIsUniqueAndLongNamesStartWithTwoDashes() {
        let spellings = OptionTable.all.flatMap(\.spellings)
        #expect(Set(spellings).count == spellings.count)
        for option in OptionTable.all {
            #expect(option.name.hasPrefix("--") && option.name.count > 3, "\(option.name)")
            if let short = option.short { #expect(short.count == 2 && short.hasPrefix("-"), "\(short)") }
            #expect(option.summary.hasSuffix("."), "\(option.name): a summary is a sentence")
            #expect(!option.summary.contains("\n"), "\(option.name): a summary is one line")
        }
    }

    @Test func enumOptionsOfferEveryCaseOfTheirType() {
        func values(_ name: String) -> [String] { OptionTable.all.first { $0.name == name }?.values ?? [] }
        #expect(values("--units") == Units.allCases.map(\.rawValue))
        #expect(values("--input-units") == Units.allCases.map(\.rawValue))
        #expect(values("--format") == Options.Format.allCases.map(\.rawValue))
        #expect(values("--icons") == IconSet.allCases.map(\.rawValue))
        #expect(values("--completions") == ["bash", "zsh", "fish"])
    }

    @Test func placeholdersAreGivenExactlyForOptionsThatTakeAValue() {
        for option in OptionTable.all {
            #expect((option.placeholder != nil) == option.takesValue, "\(option.name)")
        }
    }

    /// docs/weather.1 has an `.It` for every option and names every enum value as `.Cm value`.
    @Test func manPageDocumentsEveryOptionAndEnumValue() throws {
        let manPage = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/weather.1")
        let text = try String(contentsOf: manPage, encoding: .utf8)
        for option in OptionTable.all {
            // mdoc writes `--max-age` as `Fl \-max\-age`, and `-h, --help` as `Fl h , \-help`.
            let long = option.name.dropFirst().replacingOccurrences(of: "-", with: "\\-")
            let item = ".It Fl " + (option.short.map { "\($0.dropFirst()) , " } ?? "") + long
            #expect(text.contains(item + " ") || text.contains(item + "\n"), "weather.1 lacks \(item)")
            for value in option.values {
                #expect(text.contains(".Cm \(value)"), "weather.1 lacks \(option.name) \(value)")
            }
        }
    }
}
