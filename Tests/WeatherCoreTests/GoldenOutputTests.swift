import Foundation
import Testing
import WeatherCore

/// The whole table view with `--chart` of real responses in Korean, Japanese, Chinese and French with the English
/// interface, and in the Korean, Japanese, German and Russian interfaces, at fixed clocks (90 minutes after each response's first slot, so "now" is an estimate between two slots), at 40, 80
/// and 200 cells and both ambiguous widths, compared with the files in `Golden/`. The files were read by eye
/// when written (columns, cuts, chart); regenerate them with `WEATHER_WRITE_GOLDEN=1 swift test --filter
/// GoldenOutputTests` after an intended change, and read the diff.
@Suite struct GoldenOutputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var fixture: String
        var units: Units
        var width: Int
        var ambiguousWidth: AmbiguousWidth
        var language = Language.english
        var file: String { "\(name)-\(ambiguousWidth.rawValue)-\(width).txt" }
        var testDescription: String { file }
    }

    static let places: [(String, String, Units, Language)] = [
        ("goyang-kr", Fixture.goyang, .metric, .english), ("tokyo-ja", Fixture.tokyo, .metric, .english),
        ("chongqing-zh_cn", Fixture.chongqing, .imperial, .english),
        ("le-havre-fr", Fixture.leHavre, .metric, .english),
        // The interface in the language, the conditions too, whatever language the response was recorded in
        // (French at Le Havre, shown in German).
        ("goyang-kr-in-ko", Fixture.goyang, .metric, .korean), ("tokyo-ja-in-ja", Fixture.tokyo, .metric, .japanese),
        ("le-havre-fr-in-de", Fixture.leHavre, .metric, .german),
        ("rostov-ru-in-ru", Fixture.rostov, .metric, .russian),
    ]

    static let cases: [Case] = places.flatMap { name, fixture, units, language in
        [40, 80, 200].flatMap { width in
            AmbiguousWidth.allCases.map {
                Case(
                    name: name, fixture: fixture, units: units, width: width, ambiguousWidth: $0, language: language)
            }
        }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")

    static let writing = ProcessInfo.processInfo.environment["WEATHER_WRITE_GOLDEN"] == "1"

    @Test(arguments: cases)
    func tableWithChartMatchesItsGoldenFile(_ test: Case) throws {
        let rendered = try RenderedFixture(
            test.fixture, test.units, width: test.width, chart: true, ambiguousWidth: test.ambiguousWidth,
            after: 5400, language: test.language
        ).text
        let url = Self.directory.appendingPathComponent(test.file)
        if Self.writing {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try Data(rendered.utf8).write(to: url)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(rendered == golden, "\(test.file) differs; WEATHER_WRITE_GOLDEN=1 rewrites it")
    }

    @Test func everyGoldenFileIsACase() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        #expect(Set(files) == Set(Self.cases.map(\.file)))
    }
}
