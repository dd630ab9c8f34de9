import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// The one declaration of each option, and the documents that must keep up with it.
@Suite struct OptionTableTests {
    static var declarations: [Option.Declaration] { Option.allCases.map(\.declaration) }

    @Test func everySpellingIsUniqueAndLongNamesStartWithTwoDashes() {
        let spellings = Self.declarations.flatMap(\.spellings)
        #expect(Set(spellings).count == spellings.count)
        for option in Self.declarations {
            #expect(option.name.hasPrefix("--") && option.name.count > 3, "\(option.name)")
            if let short = option.short { #expect(short.count == 2 && short.hasPrefix("-"), "\(short)") }
            #expect(option.summary.hasSuffix("."), "\(option.name): a summary is a sentence")
            #expect(!option.summary.contains("\n"), "\(option.name): a summary is one line")
        }
    }

    @Test func everySpellingFindsItsOption() {
        for option in Option.allCases {
            for spelling in option.declaration.spellings { #expect(Option(spelling: spelling) == option) }
        }
        #expect(Option(spelling: "--unit") == nil)
    }

    @Test func enumOptionsOfferEveryCaseOfTheirType() {
        #expect(Option.units.declaration.values == ["standard", "metric", "imperial"])
        #expect(Option.inputUnits.declaration.values == Units.allCases.map(\.rawValue))
        #expect(Option.format.declaration.values == Options.Format.allCases.map(\.rawValue))
        #expect(Option.icons.declaration.values == IconSet.allCases.map(\.rawValue))
        #expect(Option.completions.declaration.values == ["bash", "zsh", "fish"])
    }

    /// A flag with a `--no-` form is listed once in `--help`, as `--[no-]chart`, and every spelling of it is
    /// an option.
    @Test func helpListsAFlagAndItsNegationOnOneLine() {
        let help = Help.text(width: 80)
        for option in Self.declarations {
            guard let negation = option.negation else { continue }
            #expect(negation == "--no-" + option.name.dropFirst(2))
            #expect(help.contains("\n  \(option.synopsis)  "), "\(option.synopsis)")
            #expect(!help.contains(negation), "\(negation)")
            #expect(!option.takesValue && option.short == nil)
        }
        #expect(Option.chart.declaration.synopsis == "--[no-]chart")
        #expect(Option(spelling: "--no-chart") == .chart)
    }

    @Test func placeholdersAreGivenExactlyForOptionsThatTakeAValue() {
        for option in Self.declarations {
            #expect((option.placeholder != nil) == option.takesValue, "\(option.name)")
        }
    }

    /// The config file's keys are the declared ones plus `place` and `places`, and only options with a value
    /// have one, or are a flag the file gives as JSON `true`/`false` (`"chart": true`).
    @Test func configKeysComeFromTheDeclarations() {
        #expect(
            Set(ConfigFile.keys)
                == [
                    "units", "lang", "descriptions", "format", "icons", "color", "ambiguous_width", "template",
                    "max_age", "chart",
                    "air", "precipitation_threshold", "rain_soon", "place", "places", "wind_units", "precip_units",
                    "pressure_units", "clock", "days", "hours", "now", "today", "week", "locate_url",
                ])
        for option in Self.declarations where option.configKey != nil {
            #expect(option.takesValue || option.configType == .boolean, "\(option.name)")
        }
    }

    static func document(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// docs/weather.1 has an `.It` for every option and names every enum value as `.Cm value`.
    @Test func manPageDocumentsEveryOptionAndEnumValue() throws {
        let text = try Self.document("docs/weather.1")
        for option in Self.declarations {
            // mdoc writes `--max-age` as `Fl \-max\-age`, `-h, --help` as `Fl h , \-help`, and a flag's
            // negation after it: `Fl \-chart , Fl \-no\-chart`.
            func mdoc(_ name: String) -> String { name.dropFirst().replacingOccurrences(of: "-", with: "\\-") }
            let item =
                ".It Fl " + (option.short.map { "\($0.dropFirst()) , " } ?? "") + mdoc(option.name)
                + (option.negation.map { " , Fl " + mdoc($0) } ?? "")
            #expect(text.contains(item + " ") || text.contains(item + "\n"), "weather.1 lacks \(item)")
            for value in option.values {
                #expect(text.contains(".Cm \(value)"), "weather.1 lacks \(option.name) \(value)")
            }
        }
    }

    /// docs/weather.1's FILES section names every key of the config file as `.Dq key`: it lacked "chart" and
    /// "ambiguous_width" (a new user's trial), which the config file reads.
    @Test func manPageFilesNamesEveryConfigKey() throws {
        let text = try Self.document("docs/weather.1")
        let start = try #require(text.range(of: "\n.Sh FILES\n"))
        let files = text[start.upperBound...].components(separatedBy: "\n.Sh ").first ?? ""
        for key in ConfigFile.keys {
            #expect(files.contains(".Dq \(key) ") || files.contains(".Dq \(key)\n"), "weather.1's FILES lacks \(key)")
        }
    }

    /// The man page's opening comment names the file that declares the options, where it is.
    @Test func manPageNamesTheOptionTableWhereItIs() throws {
        let text = try Self.document("docs/weather.1")
        let comment = try #require(text.split(separator: "\n").first)
        let path = try #require(comment.firstMatch(of: /Sources\/[A-Za-z\/]+Option\.swift/)).output
        let file = WeatherProcess.packageRoot.appendingPathComponent(String(path))
        #expect(FileManager.default.fileExists(atPath: file.path), "weather.1 names \(path), which does not exist")
    }

    /// The README's table of options (the rows after `| option | meaning |`) names every option in code, as
    /// `--help` does (`--[no-]chart` for a flag with a negation).
    @Test func readmeTableNamesEveryOption() throws {
        let lines = try Self.document("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "| option | meaning |"))
        let rows = lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { $0.split(separator: "|").first ?? "" }
        for option in Self.declarations {
            let named = rows.contains { cell in
                cell.split(separator: "`").contains { code in
                    code.split(separator: " ").first == Substring(option.synopsis)
                }
                    || cell.contains("`\(option.synopsis)`")
            }
            #expect(named, "the README's option table lacks \(option.synopsis)")
        }
    }

    /// The bare words are declared once too (``Positional/place``): the usage line, `--help`'s ARGUMENTS, the man
    /// page's synopsis and item, and the README's option table all name them as declared.
    @Test func positionalPlaceIsDocumentedEverywhereFromItsDeclaration() throws {
        let place = Positional.place
        #expect(Help.usage.hasPrefix("weather [\(place.synopsis) | "))
        let help = Help.text(width: Output.widestTerminal).components(separatedBy: "\n")
        let arguments = try #require(help.firstIndex(of: "ARGUMENTS:"))
        #expect(help[arguments + 1].hasPrefix("  \(place.synopsis) "))
        #expect(help[arguments + 1].hasSuffix(place.summary))
        let man = try Self.document("docs/weather.1")
        #expect(man.contains("\n.Ar \(place.placeholder) ...\n"), "weather.1's synopsis lacks the place")
        #expect(man.contains("\n.It Ar \(place.placeholder) ...\n"), "weather.1 lacks .It Ar place")
        let readme = try Self.document("README.md")
        #expect(readme.contains("\n| `\(place.synopsis)` | "), "the README's option table lacks \(place.synopsis)")
    }
}
