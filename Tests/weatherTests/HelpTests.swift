import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// `weather --help` wrapped to the terminal's width: unwrapped, lines run up to 123 cells (`--ambiguous-width`'s),
/// which an 80-column terminal breaks mid-word at its edge.
@Suite struct HelpTests {
    static func lines(_ width: Int) -> [String] {
        Help.text(width: width).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The words of the help, without the ` \` that continues a broken example.
    static func words(_ width: Int) -> [Substring] {
        Help.text(width: width).split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { $0 != "\\" }
    }

    @Test(arguments: [60, 72, 80, 100, 132])
    func noLineIsWiderThanTheWidth(_ width: Int) {
        for line in Self.lines(width) {
            #expect(TerminalWidth.of(line) <= width, "\(TerminalWidth.of(line)) cells: \(line)")
        }
    }

    /// Narrower than some words, a line is wider than the terminal only when it holds one unbreakable piece: a
    /// word, an option's name with its placeholder, an example's part (`--template '{icon} …'`), or the example
    /// in ARGUMENTS.
    @Test(arguments: [30, 40, 52])
    func aNarrowTerminalOverflowsOnlyByAWholeWord(_ width: Int) {
        let names = Option.allCases.map(\.declaration).map { $0.name + ($0.placeholder.map { " <\($0)>" } ?? "") }
        let parts = Set(Help.examples.flatMap { $0 } + names + ["weather \"New York,NY,US\"."])
        for line in Self.lines(width) where TerminalWidth.of(line) > width {
            var content = line.trimmingCharacters(in: .whitespaces)
            if content.hasSuffix(" \\") { content.removeLast(2) }
            #expect(!content.contains(" ") || parts.contains(content), "\(TerminalWidth.of(line)) cells: \(line)")
        }
    }

    /// Wrapping moves words, never breaks or loses one: the words at each width are those of one line per
    /// paragraph (1000 cells), in the same order.
    @Test(arguments: [20, 40, 60, 80])
    func wrappingKeepsEveryWordWhole(_ width: Int) {
        #expect(Self.words(width) == Self.words(Output.widestTerminal))
    }

    /// At 60 cells a description keeps 32 from its column, 28, on: worked out by hand from the summary's words
    /// ("Cells your terminal gives °, ·," is 31 cells, and "…" would make it 33).
    @Test func helpSaysWhatDoctorDoesAndHowToReachAPlaceNamedDoctor() {
        let text = Help.text(width: Output.widestTerminal)
        #expect(text.contains("DOCTOR:\n  weather doctor says what weather sees here"))
        #expect(text.contains("A place named Doctor: weather --city doctor."))
    }

    @Test func descriptionsHangUnderTheirColumn() throws {
        let lines = Self.lines(60)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  --ambiguous-width <how>") })
        #expect(
            Array(lines[start..<start + 5]) == [
                "  --ambiguous-width <how>   Cells your terminal gives °, ·,",
                "                            … and Cyrillic: narrow (1,",
                "                            default) or wide (2, a CJK",
                "                            setting).",
                "                            (narrow, wide)",
            ])
    }

    /// Too narrow for a description beside its name (40 leaves 12 after column 28), it goes under the name,
    /// from column 6: 34 cells a line.
    @Test func narrowTerminalPutsDescriptionsUnderTheirNames() throws {
        let lines = Self.lines(40)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  --ambiguous-width <how>") })
        #expect(
            Array(lines[start..<start + 5]) == [
                "  --ambiguous-width <how>",
                "      Cells your terminal gives °, ·, …",
                "      and Cyrillic: narrow (1, default)",
                "      or wide (2, a CJK setting).",
                "      (narrow, wide)",
            ])
    }

    /// A broken example is continued with ` \`, so that pasted into bash it is the same command: bash splits
    /// each example into the same words at 40 cells as on one line.
    @Test func brokenExamplesAreTheSameCommandToAShell() throws {
        let lines = Self.lines(40)
        let examples = try #require(lines.firstIndex(of: "EXAMPLES:"))
        let block = lines[(examples + 1)...].prefix { !$0.isEmpty }.joined(separator: "\n")
        #expect(block.contains(" \\\n      --template '{icon} {temp} ({high}/{low})'"), "\(block)")
        let oneLine = Help.examples.map { "  " + $0.joined(separator: " ") }.joined(separator: "\n")
        #expect(try Self.shellWords(block) == Self.shellWords(oneLine))
    }

    /// A bar's command is best without a place, which the config file's `"place"` gives: there is one bar example,
    /// and it names none (before, two bar examples each carried `--lat 37.57 --lon 126.98`). Each example is read
    /// as bash would split it, by the parser the binary uses.
    @Test func theBarExampleTakesItsPlaceFromTheConfigFile() throws {
        let commands = try Self.shellWords(
            Help.examples.map { "  " + $0.joined(separator: " ") }.joined(separator: "\n")
        )
        .split(separator: "\n").split(separator: "weather").map { $0.map(String.init) }
        #expect(commands.count == Help.examples.count)
        let bars = try commands.compactMap { words -> Arguments? in
            guard case .run(let arguments) = try ArgumentParser.parse(words) else { return nil }
            return arguments.options.format.bar == nil ? nil : arguments
        }
        #expect(bars.count == 1)
        for bar in bars {
            #expect(bar.places.isEmpty && bar.names.isEmpty && !bar.given.contains(.here))
        }
    }

    /// The words bash makes of `commands`, one per line, each command's after a line "weather".
    static func shellWords(_ commands: String) throws -> String {
        let script = commands.replacingOccurrences(of: "  weather", with: "printf '%s\\n' weather")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let words = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return words
    }

    /// `weather --help` is fitted to `COLUMNS`, else to 80 in a pipe, as ``Help/defaultWidth`` says; a `COLUMNS`
    /// that is not a positive number is passed over.
    @Test(arguments: [("60", 60), ("100", 100), (nil, 80), ("0", 80), ("wide", 80)] as [(String?, Int)])
    func helpFitsColumnsElseEightyInAPipe(_ columns: String?, _ width: Int) async throws {
        try await WeatherProcess.with { weather in
            weather.environment["COLUMNS"] = columns
            let result = try await weather.run(["--help"])
            #expect(result.status == 0)
            #expect(result.stdout == Help.text(width: width))
        }
    }

    /// On a terminal without `COLUMNS`, the terminal's own width.
    @Test func helpFitsTheTerminalsWidth() async throws {
        try await WeatherProcess.with { weather in
            let result = try await weather.runOnTerminal(["--help"], columns: 64)
            #expect(result.status == 0)
            #expect(result.stdout == Help.text(width: 64))
        }
    }
}
