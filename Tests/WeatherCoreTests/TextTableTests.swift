import Testing

@testable import WeatherCore

/// The table layout on its own, compared as whole strings written by hand: columns padded by terminal cells,
/// two spaces between them, numbers right-aligned, styles around the text only, the last column cut to fit.
@Suite struct TextTableTests {
    func text(_ table: TextTable) -> String { table.lines().joined(separator: "\n") }

    @Test func padsByCellsNotCharacters() {
        // "맑음" is 2 characters but 4 cells, "Ясно" 4 and 4: both columns are 4 cells wide.
        let table = TextTable(
            header: ["Sky", "Temp", "Note"], rows: [["맑음", "35°C", "hot"], ["Ясно", "-2°C", "cold"]], rightAligned: [1])
        #expect(
            text(table) == """
                Sky   Temp  Note
                맑음  35°C  hot
                Ясно  -2°C  cold
                """)
    }

    @Test func rightAlignedColumnsLineUpTheirEnds() {
        let table = TextTable(
            header: ["Time", "Temp"], rows: [["09:00", "5°C"], ["12:00", "-12°C"]], rightAligned: [1])
        #expect(
            text(table) == """
                Time    Temp
                09:00    5°C
                12:00  -12°C
                """)
    }

    @Test func linesHaveNoTrailingSpaces() {
        let table = TextTable(header: ["Day", "Conditions"], rows: [["Mon", ""], ["Tuesday", "rain"]])
        #expect(table.lines() == ["Day      Conditions", "Mon", "Tuesday  rain"])
    }

    @Test func stylesWrapTheTextButNotThePadding() {
        let table = TextTable(
            header: ["Time", "Temp", "Note"], rows: [["09:00", "35°C", "hot"]], rightAligned: [1],
            styles: [[nil, "38;5;203", "2"]])
        #expect(table.lines() == ["Time   Temp  Note", "09:00  \u{1B}[38;5;203m35°C\u{1B}[0m  \u{1B}[2mhot\u{1B}[0m"])
    }

    @Test func lastColumnIsCutToTheMaximumWidth() {
        // "09:00  " takes 7 cells; 20 leave 13 for "약간의 구름이 낀 하늘" (21): 12 before "…", of which 약간의 구름
        // fills 11 (the next syllable would make 13).
        let table = TextTable(
            header: ["Time", "Conditions"], rows: [["09:00", "약간의 구름이 낀 하늘"], ["12:00", "맑음"]], maximumWidth: 20)
        #expect(table.lines() == ["Time   Conditions", "09:00  약간의 구름…", "12:00  맑음"])
    }

    @Test func lastColumnTakesWhatIsLeftWhenNoLayoutFits() {
        // 12 leave 5, less than the 8 a layout must leave to fit (so the renderers chose none narrower): the
        // column still gets the 5, "…" included, and the line ends within the 12.
        let table = TextTable(header: ["Time", "Conditions"], rows: [["09:00", "overcast clouds"]], maximumWidth: 12)
        #expect(!table.fits(12))
        #expect(table.lines() == ["Time   Cond…", "09:00  over…"])
    }

    @Test func noMaximumKeepsEverything() {
        let table = TextTable(header: ["Time", "Conditions"], rows: [["09:00", "overcast clouds"]])
        #expect(table.lines() == ["Time   Conditions", "09:00  overcast clouds"])
    }
}
