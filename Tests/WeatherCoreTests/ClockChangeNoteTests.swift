import Testing
import WeatherCore

/// The daily table's note on a clock change, under the date line and before the first row after the change, in
/// the zone's offsets worked out by hand from tzdata's rules (the European Union changes at 01:00 UTC; Lord
/// Howe Island at 02:00 local, by half an hour).
struct ClockChangeNoteTests {
    /// Athens: +3 until 2026-10-25 01:00Z (04:00 local), +2 after.
    static let athens = ZoneOffsets(
        identifier: "Europe/Athens", initialOffset: 10_800,
        changes: [ZoneOffsets.Change(unixTime: utc(2026, 10, 25, 1), offset: 7200)])

    func dailyLines(_ zone: ZoneOffsets, from start: Int, language: Language = .english) -> [String] {
        let slots = (0..<4).map { slot(start + 10_800 * $0, 12) }
        let data = NetworkData(list: slots, city: City(name: "Place", timezone: zone.initialOffset))
        var renderer = TableRenderer(icons: .none)
        renderer.sections = [.today]
        renderer.hours = 12
        renderer.language = language
        let text = renderer.render(Forecast(data: data, now: start, zone: zone), origin: .demo)
        return text.split(separator: "\n").map(String.init)
    }

    @Test func theDayOfAChangeSaysSoBeforeTheFirstRowAfterIt() {
        // 18Z, 21Z, 00Z, 03Z: 21:00 Sat, 00:00 Sun, 03:00 Sun (+3), 05:00 Sun (+2).
        let lines = dailyLines(Self.athens, from: utc(2026, 10, 24, 18))
        let note = lines.firstIndex(of: "clocks go back 1h at 04:00")
        #expect(note.map { lines[$0 - 1].hasPrefix("03:00") && lines[$0 + 1].hasPrefix("05:00") } == true)
        #expect(lines.contains("Sun 2026-10-25"))
    }

    @Test func theNoteIsInTheTablesLanguage() {
        let lines = dailyLines(Self.athens, from: utc(2026, 10, 24, 18), language: .german)
        #expect(lines.contains("Uhren werden um 04:00 1 Std. zurückgestellt"))
    }

    @Test func lordHowesHalfHour() {
        // +10:30 until 2026-10-03 15:30Z (02:00 local on Sunday 4 October), +11 after.
        let zone = ZoneOffsets(
            identifier: "Australia/Lord_Howe", initialOffset: 37_800,
            changes: [ZoneOffsets.Change(unixTime: utc(2026, 10, 3, 15, 30), offset: 39_600)])
        let lines = dailyLines(zone, from: utc(2026, 10, 3, 12))
        // 12Z 22:30, 15Z 01:30 (+10:30), 18Z 05:00, 21Z 08:00 (+11).
        let note = lines.firstIndex(of: "clocks go forward 30m at 02:00")
        #expect(note.map { lines[$0 - 1].hasPrefix("01:30") && lines[$0 + 1].hasPrefix("05:00") } == true)
    }

    @Test func noNoteWithoutAChange() {
        let lines = dailyLines(.fixed(10_800), from: utc(2026, 10, 24, 18))
        #expect(!lines.contains { $0.contains("clocks") })
    }

    /// The weekly table names the day of the change under it, as the daily table may not reach that day.
    @Test func theWeeklyTableNamesTheDayOfTheChange() {
        let slots = (0..<16).map { slot(utc(2026, 10, 23, 21) + 10_800 * $0, 12) }
        let data = NetworkData(list: slots, city: City(name: "Place", timezone: 10_800))
        var renderer = TableRenderer(icons: .none)
        renderer.sections = [.week]
        let forecast = Forecast(data: data, now: utc(2026, 10, 23, 21), zone: Self.athens)
        let lines = renderer.render(forecast, origin: .demo).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("clocks") } == ["Sun 2026-10-25 · clocks go back 1h at 04:00"])
    }
}
