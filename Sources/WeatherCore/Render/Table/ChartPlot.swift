/// The geometry of a ``ChartRenderer`` chart: where each slot, midnight and now fall, in braille dot columns
/// (two a cell) of the plot area right of the axis labels.
struct ChartPlot {
    let slots: [List]
    let zone: ZoneOffsets
    let now: Int
    /// The temperatures in the shown units, one per slot.
    let values: [Double]
    let low: Double
    let high: Double
    /// The label column's width, with its space.
    let labelWidth: Int
    /// The plot's width in cells.
    let cells: Int
    /// Whether the precipitation row shows `pop` (else mm of rain and snow).
    let usesProbability: Bool
    /// The mm a full precipitation cell stands for (at least 1).
    let precipitationTop: Double
    /// The words and dates of the labels.
    let text: Phrases
    /// The cells an East Asian Ambiguous character takes.
    let ambiguous: Int

    init?(_ forecast: Forecast, units: Units, width: Int, text: Phrases = .english, ambiguous: Int = 1) {
        self.text = text
        self.ambiguous = ambiguous
        slots = forecast.slots.filter { $0.main.temp.isFinite }
        guard slots.count >= 2, let first = slots.first?.dt, let last = slots.last?.dt, last > first else { return nil }
        zone = forecast.zone
        now = forecast.now
        values = slots.map { units.temperature(fromKelvin: $0.main.temp) }
        (low, high) = Self.axis(values.min() ?? 0, values.max() ?? 0)
        // "mm" and "in", the rain and snow row's labels, are as wide.
        let labels = [Display.whole(high), Display.whole(low), text.popLabel, "mm"]
        labelWidth = (labels.map { TerminalWidth.of($0, ambiguous: ambiguous) }.max() ?? 3) + 1
        cells = width - labelWidth
        usesProbability = slots.contains { $0.shownPop != nil }
        precipitationTop = max(1, slots.map { $0.shownRain + $0.shownSnow }.max() ?? 1)
    }

    /// The temperatures at the bottom and the top of the axis: the coldest and the warmest, unless their whole
    /// degrees are the same ("0" and "0" for −0.3 and 0.4, or a flat line): then the whole degrees around them,
    /// at least one apart, so that the two labels differ and say where the line lies (−1 and 1; 19 and 21 about
    /// a flat 20).
    static func axis(_ coldest: Double, _ warmest: Double) -> (low: Double, high: Double) {
        guard Display.whole(coldest) == Display.whole(warmest) else { return (coldest, warmest) }
        let low = Display.denoised(coldest).rounded(.down)
        let high = Display.denoised(warmest).rounded(.up)
        return low == high ? (low - 1, high + 1) : (low, high)
    }

    var topLabel: String { Display.whole(high) }
    var bottomLabel: String { Display.whole(low) }
    var dotColumns: Int { 2 * cells }
    var dotRows: Int { 4 * ChartRenderer.rows }

    func labelled(_ label: String) -> String {
        String(repeating: " ", count: max(0, labelWidth - 1 - TerminalWidth.of(label, ambiguous: ambiguous))) + label
            + " "
    }

    /// The dot column of an instant: the first slot at column 0, the last at the last column.
    func column(_ unixTime: Int) -> Int {
        let first = slots[0].dt
        let span = Double(slots[slots.count - 1].dt - first)
        let fraction = Double(unixTime - first) / span
        return Int((fraction * Double(dotColumns - 1)).rounded())
    }

    /// The dot row (0 at the bottom) of a temperature.
    func dotRow(_ value: Double) -> Int {
        guard high > low else { return dotRows / 2 }
        return Int(((value - low) / (high - low) * Double(dotRows - 1)).rounded())
    }

    /// For every dot column, the lowest and highest dot rows set: the line through the slots' values,
    /// linear between them, each column joined halfway to the one before so the line has no gaps.
    func line() -> [ClosedRange<Int>?] {
        var heights = [Int?](repeating: nil, count: dotColumns)
        for index in 0..<(slots.count - 1) {
            let from = column(slots[index].dt)
            let to = column(slots[index + 1].dt)
            for column in from...max(from, to) {
                let fraction = to > from ? Double(column - from) / Double(to - from) : 0
                heights[column] = dotRow(values[index] + (values[index + 1] - values[index]) * fraction)
            }
        }
        var ranges = [ClosedRange<Int>?](repeating: nil, count: dotColumns)
        var previous: Int?
        for (column, height) in heights.enumerated() {
            guard let height else { continue }
            let reach = previous.map { height + ($0 - height) / 2 } ?? height
            ranges[column] = min(height, reach)...max(height, reach)
            previous = height
        }
        return ranges
    }

    /// One text row of the temperature line, 0 at the top.
    func temperatureRow(_ row: Int) -> String {
        let ranges = line()
        let top = dotRows - 1 - 4 * row  // the dot row of this text row's top dots
        return String(
            (0..<cells).map { cell in
                var bits: UInt32 = 0
                for half in 0..<2 {
                    guard let range = ranges[2 * cell + half] else { continue }
                    for dot in 0..<4 where range.contains(top - dot) {
                        bits |= RangeBar.braille(1 << UInt32(dot), right: half == 1)
                    }
                }
                return Character(Unicode.Scalar(0x2800 + bits) ?? " ")
            })
    }

    /// The precipitation row: per cell, bars of 0…4 dots from the bottom for the highest `pop` (or mm) among
    /// the slots that fall in the cell.
    func precipitationRow() -> String {
        var amounts = [Double](repeating: 0, count: cells)
        for slot in slots {
            let cell = min(cells - 1, column(slot.dt) / 2)
            let amount = usesProbability ? (slot.shownPop ?? 0) : (slot.shownRain + slot.shownSnow) / precipitationTop
            amounts[cell] = max(amounts[cell], amount)
        }
        return String(
            amounts.map { amount in
                let dots = Int((min(amount, 1) * 4).rounded(.up))
                let rows: [UInt32] = [0, 0b1000, 0b1100, 0b1110, 0b1111]
                let bits = RangeBar.braille(rows[dots], right: false) | RangeBar.braille(rows[dots], right: true)
                return Character(Unicode.Scalar(0x2800 + bits) ?? " ")
            })
    }

    /// The local midnights within the slots, Unix seconds, each at the zone's offset at that midnight.
    var midnights: [Int] {
        let first = slots[0].dt
        let last = slots[slots.count - 1].dt
        let local = first + zone.offset(at: first)
        var day = (local >= 0 ? local / 86_400 : (local - 86_399) / 86_400) * 86_400 + 86_400
        var result: [Int] = []
        while true {
            // The offset before midnight, then at the midnight it gives: a change falls at night, not at 00:00.
            let guess = day - zone.offset(at: day - 86_400)
            let midnight = day - zone.offset(at: guess)
            guard midnight <= last else { break }
            result.append(midnight)
            day += 86_400
        }
        return result
    }

    /// The axis: "-" along the plot, "|" at each local midnight's cell, "^" at now's.
    func axisRow() -> String {
        var axis = [Character](repeating: "-", count: cells)
        for midnight in midnights { axis[min(cells - 1, column(midnight) / 2)] = "|" }
        if now >= slots[0].dt && now <= slots[slots.count - 1].dt { axis[min(cells - 1, column(now) / 2)] = "^" }
        return String(axis)
    }

    /// The weekday and date of each midnight ("Sat 07-12"), starting at its cell, where there is room; a label's
    /// width is its terminal cells (a Hangul weekday takes two).
    func dateRow() -> String {
        // One entry per cell: a label's text in its first cell, "" in the cells its wide characters cover.
        var row = [String](repeating: " ", count: cells)
        var free = 0
        for midnight in midnights {
            let cell = min(cells - 1, column(midnight) / 2)
            let date = LocalDate(unixTime: midnight, zone: zone)
            let label = text.short(date)
            let short = text.weekday(date)
            let shown = cell + TerminalWidth.of(label, ambiguous: ambiguous) <= cells ? label : short
            let width = TerminalWidth.of(shown, ambiguous: ambiguous)
            guard cell >= free, cell + width <= cells else { continue }
            row.replaceSubrange(cell..<(cell + width), with: [shown] + Array(repeating: "", count: max(0, width - 1)))
            free = cell + width + 1
        }
        return row.joined()
    }
}
