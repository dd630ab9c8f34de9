import Foundation
import Testing
import WeatherCore

/// Range bars checked against an independent computation from the raw JSON: days grouped by
/// ⌊(dt + city.timezone) / 86 400⌋, each day's low and high from `temp_min`/`temp_max` (else `temp`), the
/// week's scale from the lowest low to the highest high, in the file's own units (the conversion to kelvins is
/// affine, so proportions on the scale are the same). A day's bar must cover sub-columns ⌊24 × (low − min) /
/// (max − min)⌋ to ⌈24 × (high − min) / (max − min)⌉ − 1, read back from the braille dots.
@Suite struct RangeBarTests {
    struct RawDay {
        var low: Double
        var high: Double
    }

    /// The days of a raw response, in date order, and the first slot's `temp` (the "now" of a table seen then).
    static func rawDays(_ name: String) throws -> (days: [RawDay], first: Double)? {
        let json = try #require(try JSONSerialization.jsonObject(with: Fixture.data(name)) as? [String: Any])
        let list = (json["list"] as? [[String: Any]]) ?? []
        let offset = ((json["city"] as? [String: Any])?["timezone"] as? Int) ?? 0
        var seen: Set<Int> = []
        var byDate: [Int: RawDay] = [:]
        var slots: [(dt: Int, temp: Double)] = []
        for slot in list {
            guard let dt = slot["dt"] as? Int, let main = slot["main"] as? [String: Any],
                let temp = (main["temp"] as? NSNumber)?.doubleValue, seen.insert(dt).inserted
            else { continue }
            let low = (main["temp_min"] as? NSNumber)?.doubleValue ?? temp
            let high = (main["temp_max"] as? NSNumber)?.doubleValue ?? temp
            let date = Int((Double(dt + offset) / 86_400).rounded(.down))
            let day = byDate[date] ?? RawDay(low: low, high: high)
            byDate[date] = RawDay(low: min(day.low, low), high: max(day.high, high))
            slots.append((dt, temp))
        }
        guard let first = slots.min(by: { $0.dt < $1.dt }) else { return nil }
        return (byDate.keys.sorted().compactMap { byDate[$0] }, first.temp)
    }

    /// The sub-columns of a bar whose middle dots (row 2) are set, and the one with its top dot set (the mark).
    static func decode(_ bar: String) -> (inside: Set<Int>, mark: Int?) {
        var inside: Set<Int> = []
        var mark: Int?
        for (cell, scalar) in bar.unicodeScalars.enumerated() {
            let bits = scalar.value - 0x2800
            if bits & 0x02 != 0 { inside.insert(2 * cell) }
            if bits & 0x10 != 0 { inside.insert(2 * cell + 1) }
            if bits & 0x01 != 0 { mark = 2 * cell }
            if bits & 0x08 != 0 { mark = 2 * cell + 1 }
        }
        return (inside, mark)
    }

    /// The range bars of a rendered weekly table, top to bottom.
    static func bars(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /[\x{2800}-\x{28FF}]+/).map { String($0.output) }
        }
    }

    /// `x` rounded with `rule`, or either neighbour when it is within 10⁻⁹ of a whole number (the two unit systems
    /// may land on either side of one).
    static func candidates(_ x: Double, _ rule: FloatingPointRoundingRule) -> Set<Int> {
        let near = x.rounded()
        return abs(x - near) < 1e-9 ? [Int(near), Int(near) + (rule == .down ? -1 : 1)] : [Int(x.rounded(rule))]
    }

    @Test(arguments: Fixture.forecastNames)
    func everyBarsEndsAreProportionalToItsLowAndHighOnTheSharedScale(_ name: String) throws {
        guard let (days, first) = try Self.rawDays(name), !days.isEmpty else { return }
        let data = try NetworkData(json: Fixture.data(name))
        let forecast = Forecast(data: data, now: try #require(data.list.map(\.dt).min()))
        let text = TableRenderer(units: .standard, icons: .none).render(forecast, origin: .saved(name: name))
        let bars = Self.bars(text)
        #expect(bars.count == days.count, "\(name)")
        let lowest = days.map(\.low).min() ?? 0
        let highest = days.map(\.high).max() ?? 0
        let width = highest - lowest
        // A week of one temperature: every value is in the middle, sub-column 12.
        let markX = width > 0 ? (first - lowest) / width * 24 : 12
        let mark = Self.candidates(markX, .down).map { min($0, 23) }
        for (index, (day, bar)) in zip(days, bars).enumerated() {
            #expect(bar.unicodeScalars.count == 12)
            let shown = Self.decode(bar)
            let starts = width > 0 ? Self.candidates((day.low - lowest) / width * 24, .down) : [12]
            let ends = width > 0 ? Self.candidates((day.high - lowest) / width * 24, .up).map { $0 - 1 } : [12]
            let inside = shown.inside.subtracting(index == 0 ? Set(mark) : [])
            let expected = starts.flatMap { start in
                ends.map { end in
                    Set(min(start, 23)...min(max(end, start), 23)).subtracting(index == 0 ? Set(mark) : [])
                }
            }
            #expect(expected.contains(inside), "\(name) day \(index): \(bar)")
            if index == 0 {
                #expect(shown.mark.map { mark.contains($0) } == true, "\(name) mark: \(bar)")
            } else {
                #expect(shown.mark == nil)
            }
        }
    }

    @Test func colouredBarIsThePlainBarWithColours() throws {
        let bar = RangeBar(scale: kelvin(-5)...kelvin(35), cells: 12)
        let plain = bar.render(low: kelvin(5), high: kelvin(31), marker: kelvin(20))
        let coloured = bar.render(low: kelvin(5), high: kelvin(31), marker: kelvin(20), color: true)
        #expect(Cells.stripped(coloured) == plain)
        // The range's cells take the scale's colours (xterm 256: 117 light blue for 0…9 °C, 203 red for 30 °C and
        // up); the track outside is grey (102).
        #expect(coloured.contains("\u{1B}[38;5;117m"))
        #expect(coloured.contains("\u{1B}[38;5;203m"))
        #expect(coloured.hasPrefix("\u{1B}[38;5;102m"))
    }

    /// A week of one temperature has no scale to spread over: each day is one sub-column in the middle, not a
    /// full bar that would read as the widest range there is. 4 cells are 8 sub-columns; the middle is 8 / 2 =
    /// 4, the left half of cell 2: dots 2 and 3 on the left (0x02 + 0x04), the track's dot 6 on the right
    /// (0x20), U+2826 "⠦"; the other cells are track on both halves, 0x04 + 0x20 = U+2824 "⠤".
    @Test func aWeekOfOneTemperatureIsOneMarkInTheMiddle() {
        let bar = RangeBar(scale: kelvin(10)...kelvin(10), cells: 4)
        #expect(bar.render(low: kelvin(10), high: kelvin(10)) == "⠤⠤⠦⠤")
        #expect(bar.render(low: .nan, high: kelvin(10)) == "    ")
    }

    /// A scale as wide as Double allows, from a fuzzed response: its width, high minus low, is infinite, and
    /// once trapped converting infinity over infinity to a sub-column. Worked in halves it is 1e308 wide: the
    /// high is the last of 8 sub-columns (cell 3's right half), the low the first, a day from low to high all 8.
    @Test func aScaleAsWideAsDoubleAllowsStillPlacesItsEnds() {
        let bar = RangeBar(scale: -1e308...1e308, cells: 4)
        #expect(bar.span(low: 1e308, high: 1e308) == 7...7)
        #expect(bar.span(low: -1e308, high: -1e308) == 0...0)
        #expect(bar.span(low: -1e308, high: 1e308) == 0...7)
        #expect(bar.span(low: 0, high: 0) == 4...4)
    }

    /// A hand-made week at UTC: Monday 0…20 °C sets the scale, Tuesday is 10.4 °C all day, Wednesday 5.4 °C.
    /// On 24 sub-columns 10.4 °C is at 24 × 10.4 / 20 = 12.48, sub-column 12, the left half of cell 6; 5.4 °C at
    /// 24 × 5.4 / 20 = 6.48, sub-column 6, the left half of cell 3. Monday covers every sub-column (U+2836 "⠶").
    @Test func aDayWhoseLowIsItsHighIsOneMarkAtItsPlaceOnTheWeeksScale() throws {
        let city = City(name: "Flat", timezone: 0)
        let list = [
            slot(utc(2024, 3, 4, 12), 10, max: 20, min: 0), slot(utc(2024, 3, 5, 12), 10.4, max: 10.4, min: 10.4),
            slot(utc(2024, 3, 6, 12), 5.4, max: 5.4, min: 5.4),
        ]
        // Seen the day before, so no day is today and no bar carries the current temperature's mark.
        let forecast = Forecast(data: NetworkData(list: list, city: city), now: utc(2024, 3, 3, 12))
        let text = TableRenderer(units: .metric, icons: .none).render(forecast, origin: .demo)
        #expect(
            Self.bars(text) == [
                String(repeating: "⠶", count: 12), "⠤⠤⠤⠤⠤⠤⠦⠤⠤⠤⠤⠤", "⠤⠤⠤⠦⠤⠤⠤⠤⠤⠤⠤⠤",
            ])
    }

    @Test func barsGoBeforeAnyNumberColumnWhenNarrow() throws {
        for (name, units) in [
            (Fixture.goyang, Units.metric), (Fixture.chongqing, .imperial), (Fixture.rostov, .metric),
        ] {
            let data = try NetworkData(json: Fixture.data(name)).normalized(from: units)
            let forecast = Forecast(data: data, now: data.list[0].dt)
            for width in 40...200 {
                let text = TableRenderer(units: units, icons: .emoji, width: width)
                    .render(forecast, origin: .saved(name: name))
                let weekly = text.components(separatedBy: "\n").drop { !$0.hasPrefix("Day ") }
                let header = try #require(weekly.first)
                // The separate rain and snow columns go only once the bars have gone.
                if !header.contains("Rain mm") { #expect(!header.contains("Range"), "\(name) at \(width)") }
                for line in weekly { #expect(Cells.of(line) <= width, "\(name) at \(width): \(line)") }
            }
            let wide = TableRenderer(units: .metric, icons: .emoji, width: 200).render(forecast, origin: .demo)
            #expect(wide.contains("  Range  "))
        }
    }
}
