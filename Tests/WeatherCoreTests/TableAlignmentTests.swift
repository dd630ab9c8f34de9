import Testing
import WeatherCore

/// The whole table view, with range bars and the chart, of real responses in Korean, Japanese, Chinese, French,
/// Russian and English, each shown in every interface language (``Language``), at widths from 40 to 200
/// cells (``widths(_:)``) and both widths of East Asian Ambiguous characters: measured
/// with ``Cells`` (glibc's wcwidth and EastAsianWidth.txt, not the renderer's ``TerminalWidth``), every line
/// fits, every row's columns start (or, right-aligned, end) in the same cell as every other row's and as their
/// title, and the chart's plot starts in one cell on every row.
@Suite struct TableAlignmentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var units: Units
        var icons: IconSet = .emoji
        var language = Language.english
        /// Its place in ``responses``, which picks the sample of widths it is checked at.
        var response = 0
        var testDescription: String { "\(fixture.split(separator: "_")[1]) \(units) \(icons) \(language.rawValue)" }
    }

    static let responses: [Case] = [
        Case(fixture: Fixture.goyang, units: .metric), Case(fixture: Fixture.tokyo, units: .metric),
        Case(fixture: Fixture.chongqing, units: .imperial), Case(fixture: Fixture.leHavre, units: .metric),
        Case(fixture: Fixture.rostov, units: .metric), Case(fixture: Fixture.changwon, units: .standard),
        // Nerd Fonts' icons are in the private use area, which is ambiguous too.
        Case(fixture: Fixture.tokyo, units: .metric, icons: .nerd),
    ]

    /// Every response in every language (Nerd Fonts' icons in English only: they are the same in every language).
    static let cases: [Case] = responses.enumerated().flatMap { index, response in
        Language.allCases.filter { response.icons == .emoji || $0 == .english }.map { language in
            var test = response
            test.language = language
            test.response = index
            return test
        }
    }

    static let unavailable = Cells.unavailable

    /// The sweep of a language. English: every width from 40 to 80, where layouts change, then every seventh to
    /// 200. The other languages: every fourth width from 40 to 80 and a few wider, which meets each of their
    /// layouts.
    static func sweep(_ language: Language) -> [Int] {
        language == .english
            ? Array(40...80) + Array(stride(from: 87, through: 200, by: 7)) + [200]
            : Array(stride(from: 40, through: 80, by: 4)) + [41, 43, 47, 100, 140, 200]
    }

    /// Whether every case goes through its language's whole sweep, as `.ci/run` asks with
    /// `WEATHER_TEST_EXHAUSTIVE=1`: about 110 s of CPU in a debug build, most of the rest of `swift test`.
    static let exhaustive = ProcessInfo.processInfo.environment["WEATHER_TEST_EXHAUSTIVE"] == "1"

    /// The widths `test` is checked at: its language's whole sweep when ``exhaustive``, else 40 (the narrowest,
    /// where most gives way) and every sixth width of the sweep (every fourth in English), from an offset that
    /// the response and the ambiguous width choose. The language's cases share out its sweep between them, so
    /// each of its widths, and with them each of its layouts, is still met by some response on every run.
    static func widths(_ test: Case, _ ambiguousWidth: AmbiguousWidth) -> [Int] {
        let sweep = sweep(test.language)
        guard !exhaustive else { return sweep }
        let step = test.language == .english ? 4 : 6
        let offset = (test.response * 2 + (ambiguousWidth == .wide ? 1 : 0)) % step
        return [40] + sweep.indices.filter { $0 % step == offset && sweep[$0] != 40 }.map { sweep[$0] }
    }

    /// Every response in every language at the widths of ``widths(_:_:)``.
    @Test(.enabled(if: unavailable == nil, "\(unavailable ?? "")"), arguments: cases, AmbiguousWidth.allCases)
    func everyWidthFromFortyToTwoHundredLinesUpAndFits(_ test: Case, ambiguousWidth: AmbiguousWidth) throws {
        for width in Self.widths(test, ambiguousWidth) {
            for color in width % 10 == 0 ? [false, true] : [false] {
                let rendered = try RenderedFixture(
                    test.fixture, test.units, icons: test.icons, color: color, width: width, chart: true,
                    ambiguousWidth: ambiguousWidth, after: 5400, language: test.language)
                let cells = ambiguousWidth == .wide ? 2 : 1
                let context = "\(test.testDescription), \(width) cells, ambiguous \(cells), colour \(color)"
                for line in rendered.text.split(separator: "\n").map({ Cells.stripped(String($0)) }) {
                    // A header word wider than the line (the saved file's name) is kept whole, on a line alone.
                    let oneWord = !line.trimmingWhitespace.contains(" ")
                    #expect(oneWord || Cells.of(line, ambiguous: cells) <= width, "\(context): \(line)")
                }
                expectColumnsLineUp(rendered.daily, ambiguous: cells, language: test.language, context)
                // The table without the note on partial days, which may take two lines.
                let weekly = rendered.weekly.prefix { !Cells.stripped($0).hasPrefix("* ") }
                expectColumnsLineUp(Array(weekly), ambiguous: cells, language: test.language, context)
                expectChartLinesUp(rendered.text, ambiguous: cells, language: test.language, context)
            }
        }
    }

    /// Times on the 12-hour clock in every language, from CLDR's patterns ("오후 3시", "午前0時", "3 Uhr PM",
    /// "ÖS 3" with a narrow no-break space): the daily table, whose first column they fill, still lines up and
    /// fits, and so does the rest of the view, at a few widths and both ambiguous widths.
    @Test(
        .enabled(if: unavailable == nil, "\(unavailable ?? "")"), arguments: Language.allCases, AmbiguousWidth.allCases)
    func twelveHourClockLinesUpInEveryLanguage(_ language: Language, ambiguousWidth: AmbiguousWidth) throws {
        let cells = ambiguousWidth == .wide ? 2 : 1
        for width in [40, 48, 60, 80, 200] {
            let rendered = try RenderedFixture(
                Fixture.goyang, .metric, width: width, chart: true, ambiguousWidth: ambiguousWidth, after: 5400,
                language: language, clock: .twelveHour)
            let context = "goyang 12h \(language.rawValue), \(width) cells, ambiguous \(cells)"
            let times = rendered.daily.dropFirst().map { Cells.split($0, ambiguous: cells)[0].text }
            #expect(times.contains { $0.contains(language.phrases.pm) }, "\(context): \(times)")
            for line in rendered.text.split(separator: "\n").map(String.init) {
                let oneWord = !line.trimmingWhitespace.contains(" ")
                #expect(oneWord || Cells.of(line, ambiguous: cells) <= width, "\(context): \(line)")
            }
            expectColumnsLineUp(rendered.daily, ambiguous: cells, language: language, context)
        }
    }

    /// Every row has as many runs of text as the first; each column starts in one cell on every row or ends in
    /// one cell on every row; each header title starts where its column starts or ends where it ends.
    func expectColumnsLineUp(
        _ table: [String], ambiguous: Int, language: Language = .english, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = table.map(Cells.stripped)
        guard lines.count >= 2 else {
            Issue.record("no table: \(context)", sourceLocation: sourceLocation)
            return
        }
        let header = Cells.split(lines[0], ambiguous: ambiguous)
        let split = lines.dropFirst().map { Cells.split($0, ambiguous: ambiguous) }
        guard let rows = Self.placed(split) else {
            Issue.record(
                "a row's text is in no column or in two: \(context)\n\(lines.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
            return
        }
        let count = rows[0].count
        var starts: [Int?] = []
        var ends: [Int?] = []
        for column in 0..<count {
            let columnStarts = Set(rows.compactMap { $0[column]?.start })
            let columnEnds = Set(rows.compactMap { $0[column]?.end })
            // The last column is free text, left-aligned, unless the table had no room left for the conditions
            // (Cyrillic drawn two cells wide at 40 cells); any other may be either.
            let conditions = header.last.map { $0.text.hasPrefix(language.phrases.conditions.prefix(2)) } ?? true
            let last = column == count - 1 && conditions
            let aligned = columnStarts.count == 1 || (!last && columnEnds.count == 1)
            #expect(
                aligned,
                "column \(column) neither starts nor ends in one cell: \(context)\n\(lines.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
            starts.append(columnStarts.count == 1 ? columnStarts.first : nil)
            ends.append(columnEnds.count == 1 ? columnEnds.first : nil)
        }
        for title in header {
            let placed = starts.contains(title.start) || ends.contains(title.end)
            #expect(
                placed, "title '\(title.text)' is in no column: \(context)\n\(lines.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
    }

    /// The rows' runs of text by column. The rows with the most runs have a cell in every column; a row with
    /// fewer has blank cells (the feels-like where it is close to the temperature), and each of its runs goes to
    /// the one column whose cells on the full rows it overlaps: nil when a run overlaps none or two (two cells
    /// run together) or two runs meet in one column.
    static func placed(_ rows: [[Cells.Cell]]) -> [[Cells.Cell?]]? {
        let count = rows.map(\.count).max() ?? 0
        let full = rows.filter { $0.count == count }
        let spans = (0..<count).map { column in
            (start: full.map { $0[column].start }.min() ?? 0, end: full.map { $0[column].end }.max() ?? 0)
        }
        var placed: [[Cells.Cell?]] = []
        for row in rows {
            var cells = [Cells.Cell?](repeating: nil, count: count)
            for run in row {
                // The last column is free text: a shorter row's may run past the full rows' (a longer description).
                let columns = spans.indices.filter { column in
                    spans[column].start < run.end && (run.start < spans[column].end || column == count - 1)
                }
                guard columns.count == 1, let column = columns.first, cells[column] == nil else { return nil }
                cells[column] = run
            }
            placed.append(cells)
        }
        return placed
    }

    /// A blank cell leaves its column empty in that row; two cells run together (one space between) are in no
    /// one column, and the check says so.
    @Test func aBlankCellIsPlacedAndCellsRunTogetherAreNot() throws {
        let full = Cells.split("23:00   9°C    6°C  NE    11.4 m/s")
        let blank = Cells.split("20:00  11°C         NE    11.3 m/s")
        let placed = try #require(Self.placed([full, blank]))
        #expect(placed[1].map { $0?.text } == ["20:00", "11°C", nil, "NE", "11.3 m/s"])
        #expect(Self.placed([full, Cells.split("20:00  11°C         NE 11.3 m/s")]) == nil)
    }

    /// The chart's temperature and precipitation rows start their braille in one cell, and its axis row its
    /// first "-", "|" or "^" in the same cell.
    func expectChartLinesUp(
        _ text: String, ambiguous: Int, language: Language = .english, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The title's first word starts the chart (its title may take two lines); the plot is the first braille after it.
        let firstWord = String(language.phrases.chartTitle("°C").prefix { $0 != " " })
        let braille = { (character: Character) in
            character.unicodeScalars.first.map { (0x2800...0x28FF).contains($0.value) } ?? false
        }
        guard let title = lines.firstIndex(where: { $0.hasPrefix(firstWord + " ") }),
            let top = lines[title...].firstIndex(where: { $0.contains(where: braille) }), top + 5 < lines.count
        else {
            Issue.record("no chart: \(context)", sourceLocation: sourceLocation)
            return
        }
        func start(_ line: String, _ isPlot: (Character) -> Bool) -> Int? {
            line.firstIndex(where: isPlot).map { Cells.of(line[..<$0], ambiguous: ambiguous) }
        }
        let plot = lines[top...(top + 4)].map { start($0, braille) }
        let axis = start(lines[top + 5]) { "-|^".contains($0) }
        #expect(
            Set(plot + [axis]).count == 1 && plot[0] != nil, "\(context): \(plot) \(String(describing: axis))",
            sourceLocation: sourceLocation)
    }
}
