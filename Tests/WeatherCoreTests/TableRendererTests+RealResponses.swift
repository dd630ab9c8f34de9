import Testing
import WeatherCore

/// The tables of real responses in Chinese (Chongqing, zh_cn, imperial), Korean (Goyang, kr, metric) and
/// Russian (Rostov, ru, metric): columns line up by terminal cells, measured with glibc's wcwidth (see
/// ``Cells``), not with the renderer's own width function.
extension TableRendererTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var units: Units
        var icons: IconSet
        var testDescription: String { "\(fixture.split(separator: "_")[1]) \(units) \(icons)" }
    }

    static let localized: [Case] = [Fixture.chongqing, Fixture.goyang, Fixture.rostov].flatMap { name in
        [IconSet.emoji, .ascii].map {
            Case(fixture: name, units: name == Fixture.chongqing ? .imperial : .metric, icons: $0)
        }
    }

    /// Checks that each column of `table` starts (left-aligned) or ends (right-aligned) in the same cell on
    /// every line as its title in the header, and that the untitled icon column starts in one cell on every row.
    func expectColumnsLineUp(
        _ table: [String], rightAligned: Set<Int>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let headerLine = table.first else {
            Issue.record("no table", sourceLocation: sourceLocation)
            return
        }
        let header = Cells.split(headerLine)
        let rows = table.dropFirst().map { Cells.split($0) }
        let columns = header.count + 1  // the icon column has no title
        let titled = [0] + Array(2..<columns)  // the column each header title heads
        #expect(!rows.isEmpty, sourceLocation: sourceLocation)
        for (line, row) in zip(table.dropFirst(), rows) {
            guard row.count == columns else {
                Issue.record("\(row.count) cells, not \(columns): \(line)", sourceLocation: sourceLocation)
                continue
            }
            for (title, column) in zip(header, titled) {
                if rightAligned.contains(column) {
                    #expect(
                        row[column].end == title.end, "\(title.text) ends at \(title.end): \(line)",
                        sourceLocation: sourceLocation)
                } else {
                    #expect(
                        row[column].start == title.start, "\(title.text) starts at \(title.start): \(line)",
                        sourceLocation: sourceLocation)
                }
            }
            #expect(row[1].start == rows[0][1].start, "icon column: \(line)", sourceLocation: sourceLocation)
            #expect(row[1].start >= row[0].end + 2, "icon gap: \(line)", sourceLocation: sourceLocation)
        }
    }

    @Test(.enabled(if: Cells.unavailable == nil, "\(Cells.unavailable ?? "")"), arguments: localized)
    func dailyColumnsLineUpByTerminalCells(_ test: Case) throws {
        let rendered = try RenderedFixture(test.fixture, test.units, icons: test.icons)
        #expect(rendered.daily.count >= 2)
        // Goyang's and Rostov's responses have gusts: their column, right-aligned, follows the compass point.
        let gust = test.fixture != Fixture.chongqing
        #expect(rendered.daily[0].contains("Gust") == gust)
        expectColumnsLineUp(rendered.daily, rightAligned: gust ? [2, 3, 4, 6] : [2, 3, 4])
    }

    @Test(.enabled(if: Cells.unavailable == nil, "\(Cells.unavailable ?? "")"), arguments: localized)
    func weeklyColumnsLineUpByTerminalCells(_ test: Case) throws {
        let rendered = try RenderedFixture(test.fixture, test.units, icons: test.icons)
        #expect(rendered.weekly.count >= 2)
        expectColumnsLineUp(rendered.weekly, rightAligned: [2, 3, 5, 6, 7])
    }

    @Test(.enabled(if: Cells.unavailable == nil, "\(Cells.unavailable ?? "")"), arguments: localized)
    func serverDescriptionsAreShownUnchanged(_ test: Case) throws {
        let data = try NetworkData(json: Fixture.data(test.fixture))
        let descriptions = Set(data.list.compactMap { $0.weather.first?.description })
        let rendered = try RenderedFixture(test.fixture, test.units, icons: test.icons, descriptions: .server)
        for line in rendered.daily.dropFirst() + rendered.weekly.dropFirst() {
            let last = try #require(Cells.split(line).last)
            #expect(descriptions.contains(last.text), "\(last.text) is not a description of the response")
        }
    }

    /// The program's words are the English list's whatever language the response was recorded in: each row's
    /// conditions are the words of its condition code.
    @Test(.enabled(if: Cells.unavailable == nil, "\(Cells.unavailable ?? "")"), arguments: localized)
    func programDescriptionsAreTheCodesWords(_ test: Case) throws {
        let data = try NetworkData(json: Fixture.data(test.fixture))
        let descriptions = Set(
            data.list.compactMap { $0.weather.first }.compactMap { ConditionCode(rawValue: $0.id) }.map {
                Language.english.phrases.condition($0)
            })
        let rendered = try RenderedFixture(test.fixture, test.units, icons: test.icons)
        for line in rendered.daily.dropFirst() + rendered.weekly.dropFirst() {
            let last = try #require(Cells.split(line).last)
            #expect(descriptions.contains(last.text), "\(last.text) is not a description of the response")
        }
    }

    @Test func localizedCityNameIsShownUnchanged() throws {
        let rendered = try RenderedFixture(Fixture.rostov, .metric)
        // city.name "Ростов", country "RU", coord 57.1914, 39.4139 in the response.
        #expect(rendered.text.hasPrefix("Ростов, RU (57.1914, 39.4139) · "))
    }

    @Test(.enabled(if: Cells.unavailable == nil, "\(Cells.unavailable ?? "")"))
    func columnCheckCatchesARowPaddedByCharactersInsteadOfCells() {
        // "맑음" padded as if it were 2 cells wide: the right-aligned temperature ends 2 cells late.
        let table = [
            "Time        Temp  Conditions",
            "09:00  SKC  29°C  clear sky",
        ]
        expectColumnsLineUp(table, rightAligned: [2])
        withKnownIssue {
            expectColumnsLineUp(table + ["12:00  맑음  30°C  clear sky"], rightAligned: [2])
        }
    }

    @Test(.enabled(if: Cells.unavailable == nil, "\(Cells.unavailable ?? "")"), arguments: localized)
    func sixtyCellsWideTablesStillLineUp(_ test: Case) throws {
        // The recordings' own text, whose East Asian and Cyrillic words the widths are about.
        let rendered = try RenderedFixture(
            test.fixture, test.units, icons: test.icons, width: 60, descriptions: .server)
        expectColumnsLineUp(rendered.daily, rightAligned: [2, 3, 4])
        // At 60 cells the weekly table is compact: Day, icon, High, Low, Precip, one "mm" column, Conditions,
        // and a footnote line for the partial days ("* partial day: …") that is not a row. Chongqing's response
        // has no `pop`: its Precip, "-" on every day, is gone.
        let rows = rendered.weekly.filter { !$0.hasPrefix("* ") }
        #expect(rows.first?.contains("  mm  ") == true, "\(rows.first ?? "")")
        let pop = test.fixture != Fixture.chongqing
        #expect(rows.first?.contains("Precip") == pop, "\(rows.first ?? "")")
        expectColumnsLineUp(
            rows.map { String($0.prefix { $0 != "…" }) }, rightAligned: pop ? [2, 3, 4, 5] : [2, 3, 4])
    }

    @Test(.enabled(if: Cells.unavailable == nil, "\(Cells.unavailable ?? "")"), arguments: localized)
    func dailyTableFitsSixtyCells(_ test: Case) throws {
        let rendered = try RenderedFixture(test.fixture, test.units, icons: test.icons, width: 60)
        for line in rendered.daily {
            #expect(Cells.of(line) <= 60, "\(Cells.of(line)) cells: \(line)")
        }
    }

    @Test(.enabled(if: Cells.unavailable == nil, "\(Cells.unavailable ?? "")"), arguments: localized)
    func weeklyTableFitsSixtyCells(_ test: Case) throws {
        let rendered = try RenderedFixture(test.fixture, test.units, icons: test.icons, width: 60)
        for line in rendered.weekly {
            #expect(Cells.of(line) <= 60, "\(Cells.of(line)) cells: \(line)")
        }
    }

    @Test(.enabled(if: Cells.unavailable == nil, "\(Cells.unavailable ?? "")"))
    func longKoreanDescriptionIsCutWithAnEllipsisToFit() throws {
        // Goyang's 09:00 slot says "약간의 구름이 낀 하늘" (21 cells); at 40 cells the daily table has no room for
        // the wind columns, and its fixed columns "09:00  🌞   29°C      0%  " take 5 + 2 + 2 + 2 + 4 + 2 + 6 + 2 = 25,
        // leaving 15: seven syllables and spaces up to 14 cells, then "…".
        let rendered = try RenderedFixture(Fixture.goyang, .metric, width: 40, descriptions: .server)
        let row = try #require(rendered.daily.first { $0.hasPrefix("09:00") })
        #expect(row.hasSuffix("  약간의 구름이 …"))
        #expect(Cells.of(row) <= 40)
    }
}
