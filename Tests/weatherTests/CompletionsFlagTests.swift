import Testing

@testable import WeatherCLI

/// `weather --completions SHELL` on the command line, and the parser reading its options from their declarations.
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

    /// Every declared option reaches the parser: a flag refuses a value, and an option that takes one asks for it.
    @Test func parserKnowsEveryDeclaredOption() {
        for option in Option.allCases {
            let declaration = option.declaration
            let name = declaration.name
            do {
                _ = try ArgumentParser.parse(declaration.takesValue ? [name] : ["\(name)=x"])
                Issue.record("\(name) was accepted without its value, or with one it does not take")
            } catch {
                let expected = declaration.takesValue ? "needs a value" : "takes no value"
                #expect(error.message == "\(name) \(expected)")
            }
            if let short = declaration.short {
                #expect(throws: Never.self) { try ArgumentParser.parse([short]) }
            }
        }
    }
}
