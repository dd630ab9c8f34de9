import Foundation
import Testing
import WeatherCore

@testable import weather

/// The one description of the command line's options.
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
}
