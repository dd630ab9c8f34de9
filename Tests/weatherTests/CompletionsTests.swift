import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// The completion scripts: each names every option and enum value of the options' declarations, parses in its shell,
/// and, where the shell is installed, completes values after `--name ` and `--name=`.
@Suite struct CompletionsTests {
    @Test(arguments: Completions.Shell.allCases)
    func scriptNamesEveryOptionAndEveryEnumValue(shell: Completions.Shell) {
        let script = Completions.script(for: shell)
        for option in Option.allCases.map(\.declaration) {
            for spelling in option.spellings {
                let expected = shell == .fish ? Self.fishSpelling(spelling) : spelling
                #expect(script.contains(expected), "\(shell) script lacks \(spelling)")
            }
            for value in option.values {
                #expect(script.contains(value), "\(shell) script lacks \(option.name) \(value)")
            }
        }
    }

    /// How fish's `complete` names an option: `--units` as `-l units`, `-h` as `-s h`.
    static func fishSpelling(_ spelling: String) -> String {
        spelling.hasPrefix("--") ? "-l \(spelling.dropFirst(2)) " : "-s \(spelling.dropFirst()) "
    }

    @Test func scriptsQuoteAnApostropheInADescription() {
        let options = [Option.Declaration(name: "--say", value: .none, summary: #"It's a \ backslash."#)]
        #expect(Completions.script(for: .bash, options: options).contains("--say"))
        #expect(Completions.script(for: .zsh, options: options).contains(#"'--say[It'\''s a \\ backslash.]'"#))
        #expect(Completions.script(for: .fish, options: options).contains(#"-d 'It\'s a \\ backslash.'"#))
    }

    @Test(.enabled(if: ShellRunner.isInstalled("bash"), ShellRunner.missing("bash")))
    func bashScriptParsesAndRegistersWeather() throws {
        let output = try ShellRunner.run("bash", script: .bash, then: "complete -p weather")
        #expect(output == "complete -F _weather weather\n")
    }

    @Test(.enabled(if: ShellRunner.isInstalled("bash"), ShellRunner.missing("bash")))
    func bashCompletesOptionsValuesAndFileNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("completions-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data().write(to: directory.appendingPathComponent("my saved.json"))
        // Calls the completion function as bash would for the words given: one reply a line, then `--`.
        let harness = """
            t() {
                COMP_WORDS=("$@") COMP_CWORD=$(($# - 1))
                _weather
                printf '%s\\n' "${COMPREPLY[@]}" '--'
            }
            cd '\(directory.path)'
            t weather --input-u
            t weather --units ''
            t weather --units = im
            t weather --format=j
            t weather --lat ''
            t weather --input my
            """
        let output = try ShellRunner.run("bash", script: .bash, then: harness)
        let units = Units.allCases.map(\.rawValue).joined(separator: "\n")
        #expect(
            output == """
                --input-units
                --
                \(units)
                --
                imperial
                --
                --format=json
                --
                --
                my saved.json
                --

                """)
    }

    /// zsh's `_arguments` takes the bare words as `*:message: `: any number, described, nothing offered.
    @Test func zshDescribesTheBareWordsFromTheirDeclaration() {
        let script = Completions.script(for: .zsh)
        let place = Positional.place
        let summary = place.summary.replacingOccurrences(of: "'", with: "'\\''")
        #expect(script.contains("'*:\(place.placeholder)\\: \(summary): '\n"))
        let one = Positional(placeholder: "x", summary: "One.", isRepeatable: false)
        #expect(Completions.script(for: .zsh, positional: one).contains("        ':x\\: One.: '\n"))
    }

    @Test(.enabled(if: ShellRunner.isInstalled("zsh"), ShellRunner.missing("zsh")))
    func zshScriptParsesAndRegistersWithCompdef() throws {
        _ = try ShellRunner.run("zsh", arguments: ["-n"], script: .zsh)
        let setup = "autoload -Uz compinit && compinit -u -D"
        let output = try ShellRunner.run(
            "zsh", arguments: ["-f"], before: setup, script: .zsh, then: "print $_comps[weather]")
        #expect(output == "_weather\n")
    }

    @Test(.enabled(if: ShellRunner.isInstalled("fish"), ShellRunner.missing("fish")))
    func fishCompletesValuesAfterBothSpellings() throws {
        _ = try ShellRunner.run("fish", arguments: ["--no-config", "-n"], script: .fish)
        let output = try ShellRunner.run(
            "fish", arguments: ["--no-config"], script: .fish,
            then: "complete -C'weather --icons '; complete -C'weather --completions=z'")
        let words = output.split(separator: "\n").map { $0.split(separator: "\t")[0] }
        #expect(words == IconSet.allCases.map { Substring($0.rawValue) }.sorted() + ["--completions=zsh"])
    }

    /// `doctor` is offered as the first word, and only there: bash completes it from "d" after `weather`, and not
    /// after a place; zsh describes it as the first bare word; fish offers it until a bare word is given.
    @Test(.enabled(if: ShellRunner.isInstalled("bash")))
    func bashOffersDoctorAsTheFirstWordOnly() throws {
        let harness = """
            t() {
                COMP_WORDS=("$@") COMP_CWORD=$(($# - 1))
                _weather
                printf '%s\\n' "${COMPREPLY[@]}" '--'
            }
            t weather d
            t weather Seoul d
            t weather --verbose do
            """
        let output = try ShellRunner.run("bash", script: .bash, then: harness)
        #expect(output == "doctor\n--\n--\n--\n")
    }

    /// `--lang` takes any OpenWeather code, and the shells offer the codes of the languages `weather` speaks:
    /// bash the two Chinese ones from "zh", Korean as OpenWeather spells it; zsh and fish the same words.
    @Test(.enabled(if: ShellRunner.isInstalled("bash")))
    func bashOffersTheLanguagesWeatherSpeaksAfterLang() throws {
        let harness = """
            t() {
                COMP_WORDS=("$@") COMP_CWORD=$(($# - 1))
                _weather
                printf '%s\\n' "${COMPREPLY[@]}" '--'
            }
            t weather --lang zh
            t weather --lang=k
            """
        let output = try ShellRunner.run("bash", script: .bash, then: harness)
        #expect(output == "zh_cn\nzh_tw\n--\n--lang=kr\n--\n")
        let codes = "en kr ja zh_cn zh_tw de fr es it pt_br ru ua pl nl tr"
        #expect(Completions.script(for: .zsh).contains(":code:(\(codes))'"))
        #expect(Completions.script(for: .fish).contains("-l lang -x -a '\(codes)'"))
    }

    @Test func zshAndFishOfferDoctorAsTheFirstWord() {
        #expect(
            Completions.script(for: .zsh).contains(
                #"        '1:command or place:((doctor\:Say\ what\ weather\ sees\ here,\ one\ line\ each\ with\ what\ to\ do.))' \"#
                    + "\n"))
        #expect(
            Completions.script(for: .fish).contains(
                "complete -c weather -n __fish_use_subcommand -a doctor "
                    + "-d 'Say what weather sees here, one line each with what to do.'\n"))
    }
}
