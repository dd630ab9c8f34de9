/// A day's low-to-high drawn as a bar on one temperature scale shared by the whole week, as Apple's Weather app
/// draws its 10-day list, so that warm and cold days stand out without reading numbers.
///
/// Drawn in braille, which is East Asian width neutral (one cell in every terminal, unlike the ambiguous block
/// and box-drawing characters) and gives two steps a cell across: each cell is two sub-columns. The range is
/// dots 2 and 3 of each sub-column it covers (a thick line through the middle, "⠶"), the rest of the scale dot 3
/// alone (a thin track, "⠤"), and a marked value (today's current temperature) all four dots of its sub-column
/// ("⡇", "⢸"), so the plain form reads without colour. With colour, each cell of the range takes the colour of
/// the temperature at its middle (``BarPalette``) and the track is grey.
package struct RangeBar: Sendable, Equatable {
    /// The temperatures the bar's ends stand for, in kelvins: the week's lowest low to its highest high.
    package var scale: ClosedRange<Double>
    /// The bar's length in terminal cells; it has twice as many sub-columns.
    package var cells: Int

    package init(scale: ClosedRange<Double>, cells: Int) {
        self.scale = scale
        self.cells = max(1, cells)
    }

    /// The scale shared by `days`: the lowest low to the highest high; nil when no day has finite values.
    package static func scale(of days: [Day]) -> ClosedRange<Double>? {
        let lows = days.map(\.low).filter(\.isFinite)
        let highs = days.map(\.high).filter(\.isFinite)
        guard let low = lows.min(), let high = highs.max(), low <= high else { return nil }
        return low...high
    }

    /// The number of sub-columns: two per cell.
    package var subColumns: Int { 2 * cells }

    /// Where `kelvin` falls on the scale, in sub-columns from the left end: 0 at the scale's low, `subColumns`
    /// at its high, the middle on a scale of one temperature (a week whose every low and high are equal); nil
    /// when not finite.
    func position(_ kelvin: Double) -> Double? {
        guard kelvin.isFinite, scale.lowerBound.isFinite, scale.upperBound.isFinite else { return nil }
        // In halves, so that a scale as wide as Double allows (-1e308…1e308) has a finite width: a whole one
        // would be infinite, and infinity over infinity no position at all.
        let width = scale.upperBound / 2 - scale.lowerBound / 2
        guard width > 0 else { return Double(subColumns) / 2 }
        return min(max((kelvin / 2 - scale.lowerBound / 2) / width, 0), 1) * Double(subColumns)
    }

    /// The sub-columns the range `low…high` covers: every one whose span on the scale it touches, at least one,
    /// so a day whose low is its high is one sub-column at its place, never the whole bar.
    package func span(low: Double, high: Double) -> ClosedRange<Int>? {
        guard let from = position(min(low, high)), let to = position(max(low, high)) else { return nil }
        let start = min(Int(from.rounded(.down)), subColumns - 1)
        let end = min(max(Int(to.rounded(.up)) - 1, start), subColumns - 1)
        return start...end
    }

    /// The sub-column a marked value falls in.
    package func markerColumn(_ kelvin: Double) -> Int? {
        position(kelvin).map { min(Int($0.rounded(.down)), subColumns - 1) }
    }

    /// The bar, one braille character a cell, with ANSI colours when `color` is true; spaces when `low` or
    /// `high` is not finite.
    package func render(low: Double, high: Double, marker: Double? = nil, color: Bool = false) -> String {
        guard let span = span(low: low, high: high) else { return String(repeating: " ", count: cells) }
        let mark = marker.flatMap(markerColumn)
        var text = ""
        var open: String?
        for cell in 0..<cells {
            var bits: UInt32 = 0
            var inside = false
            for half in 0..<2 {
                let column = 2 * cell + half
                let dots: UInt32 =
                    column == mark ? 0b1111 : span.contains(column) ? 0b0110 : 0b0100
                inside = inside || span.contains(column) || column == mark
                bits |= Self.braille(dots, right: half == 1)
            }
            let character = Character(Unicode.Scalar(0x2800 + bits) ?? " ")
            guard color else {
                text.append(character)
                continue
            }
            let middle = scale.lowerBound + (Double(cell) + 0.5) / Double(cells) * (scale.upperBound - scale.lowerBound)
            let hex =
                inside ? BarPalette.color(celsius: Units.metric.temperature(fromKelvin: middle)) : BarPalette.stale
            let style = ANSIColor.foreground(hex: hex)
            if style != open {
                text += style.map { "\u{1B}[\($0)m" } ?? "\u{1B}[0m"
                open = style
            }
            text.append(character)
        }
        return color ? text + "\u{1B}[0m" : text
    }

    /// The braille bits of one sub-column's dots, rows 1…4 from the top as bits 0…3 of `rows`: dots 1, 2, 3, 7
    /// on the left, 4, 5, 6, 8 on the right (Unicode's braille patterns, U+2800 + the dots' bits).
    static func braille(_ rows: UInt32, right: Bool) -> UInt32 {
        let bits: [UInt32] = right ? [0x08, 0x10, 0x20, 0x80] : [0x01, 0x02, 0x04, 0x40]
        return (0..<4).reduce(0) { rows & (1 << $1) != 0 ? $0 | bits[$1] : $0 }
    }
}
