import Testing

@testable import WeatherCLI

/// `weather --completions SHELL` on the command line, and the parser reading its options from ``OptionTable``.
@Suite struct CompletionsFlagTests {
    @Test(arguments: Completions.Shell.allCases)
    func completionsFlagParsesInBothSpellings(shell: Completions.Shell) throws {
        #expect(try ArgumentParser.parse(["--completions", shell.rawValue]) == .completions(shell))
        #expect(try ArgumentParser.parse(["--completions=\(shell.rawValue)"]) == .completions(shell))
    }

    @Test func unknownShellIsAUsageErrorListingTheShells() {
        do {
            _ = try ArgumentParser.parse(["--completions", "tcsh"])
            Issue.record("tcsh was accepted")
        } catch {
            #expect(error.message == "--completions must be one of bash, zsh, fish, not 'tcsh'")
        }
    }

    @Test func parserKnowsEveryOptionInTheTable() {
        for option in OptionTable.all {
            let list = option.takesValue ? ArgumentParser.valued : ArgumentParser.flags
            for spelling in option.spellings {
                #expect(list.contains(spelling), "the parser does not know \(spelling)")
            }
        }
    }
}
