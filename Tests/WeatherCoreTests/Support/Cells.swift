import WeatherCore

/// Terminal cells measured by glibc's `wcwidth(3)` in the C.UTF-8 locale: an implementation of Unicode's
/// East Asian Width independent of ``TerminalWidth``, to check the tables against. glibc counts East Asian
/// Ambiguous characters one cell; for a terminal that draws them two, those of EastAsianWidth.txt
/// (``EastAsianWidthData``) that glibc gives one cell are counted two.
enum Cells {
    /// Why the cells cannot be measured on this machine (nil when they can): glibc's `wcwidth` and its C.UTF-8
    /// locale are Linux's; Darwin's and musl's differ, so the tests that use them are skipped there.
    static let unavailable: String? = {
        guard wcwidth != nil else { return "needs glibc's wcwidth (Linux): the C library here has none" }
        guard let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else {
            return "needs glibc's C.UTF-8 locale (Linux): this machine has none"
        }
        freelocale(locale)
        return nil
    }()

    /// The cells `text` takes in a terminal that draws ambiguous characters `ambiguous` cells wide; -1 per
    /// scalar glibc calls unprintable (an escape left in, say).
    static func of<S: StringProtocol>(_ text: S, ambiguous: Int = 1) -> Int {
        guard let wcwidth else { return -1_000 }
        // uselocale is per thread and this function does not suspend, so other tests are not affected.
        guard let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return -1_000 }
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        return text.unicodeScalars.reduce(0) { total, scalar in
            let cells = Int(wcwidth(wchar_t(bitPattern: scalar.value)))
            let wide = ambiguous == 2 && cells == 1 && isAmbiguous(scalar.value)
            return total + (wide ? 2 : cells)
        }
    }

    /// Whether EastAsianWidth.txt calls the code point ambiguous.
    static func isAmbiguous(_ value: UInt32) -> Bool {
        EastAsianWidthData.ambiguousSet.contains(value)
    }

    /// glibc's `wcwidth`, which Swift's Glibc module does not export (it needs `_XOPEN_SOURCE`).
    private static let wcwidth: (@convention(c) (wchar_t) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
    }()

    /// A run of text between gaps of two or more spaces, with the cells where it starts and ends.
    struct Cell: Equatable, CustomStringConvertible {
        var text: String
        var start: Int
        var end: Int
        var description: String { "\(start)…\(end) \(text)" }
    }

    /// The cells of a table line: the runs of text separated by two or more spaces (the tables' column gap;
    /// no cell text holds two spaces in a row), each placed by the cells of everything before it.
    static func split(_ line: String, ambiguous: Int = 1) -> [Cell] {
        line.ranges(of: /[^ ]+(?: [^ ]+)*/).map { range in
            let start = of(line[..<range.lowerBound], ambiguous: ambiguous)
            return Cell(text: String(line[range]), start: start, end: start + of(line[range], ambiguous: ambiguous))
        }
    }

    /// `text` without ANSI SGR escapes ("\u{1B}[38;5;203m").
    static func stripped(_ text: String) -> String {
        text.replacing(/\x{1B}\[[0-9;]*m/, with: "")
    }
}

/// A real recorded forecast rendered as a table, and its two tables cut out of the text.
struct RenderedFixture {
    var text: String
    /// The daily ("Time") table: header first, without the lines that name each later date ("Sat 2025-07-12").
    var daily: [String]
    /// The lines in the daily table that name a date.
    var dailyDates: [String]
    /// The weekly ("Day") table: header first.
    var weekly: [String]

    /// Renders fixture `name`, recorded in `units`, as of its first slot (or `after` seconds later), in `language`,
    /// with times on `clock` and the conditions in `descriptions`' words.
    init(
        _ name: String, _ units: Units, icons: IconSet = .emoji, color: Bool = false, width: Int? = nil,
        chart: Bool = false, ambiguousWidth: AmbiguousWidth = .narrow, after: Int = 0, days: Int? = nil,
        hours: Int = 24, language: Language = .english, clock: ClockFormat = .twentyFourHour,
        descriptions: DescriptionSource = .program
    ) throws {
        let data = try NetworkData(json: Fixture.data(name)).normalized(from: units)
        let forecast = Forecast(data: data, now: data.list[0].dt + after)
        var renderer = TableRenderer(
            units: units, icons: icons, color: color, width: width, chart: chart, ambiguousWidth: ambiguousWidth)
        renderer.days = days
        renderer.hours = hours
        (renderer.language, renderer.descriptions) = (language, descriptions)
        renderer.quantities.clock = clock
        text = renderer.render(forecast, origin: .saved(name: name))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func table(from header: String) -> [String] {
            let plain = lines.map(Cells.stripped)
            guard let start = plain.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
            return Array(lines[start...].prefix { !$0.isEmpty })
        }
        let phrases = language.phrases
        // The date lines are each day's title, as the table writes it above its first slot.
        let titles = Set(forecast.days.map { phrases.title($0.date) })
        let isDateLine = { (line: String) in titles.contains(Cells.stripped(line)) }
        let timeTable = table(from: phrases.time + " ")
        daily = timeTable.filter { !isDateLine($0) }
        dailyDates = timeTable.filter(isDateLine)
        weekly = table(from: phrases.day + " ")
    }
}
