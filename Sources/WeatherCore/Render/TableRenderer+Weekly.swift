extension TableRenderer {
    /// The weekly table: a header, then one row per day with its icon, high, low, the range bar (see
    /// ``RangeBar``), precipitation probability, rain and snow in mm and conditions; shared with the status-bar
    /// tooltips and menus (without range bars), without a newline.
    ///
    /// When ``width`` is too narrow, the days are written "Fri 07-11*" (`*` marks a partial day, explained under
    /// the table), then the range bars go, before any number column: then rain and snow share one column, the
    /// icons go, and last (under about 46 cells) the millimetres.
    /// - Parameters:
    ///   - rangeBars: whether to draw each day's low-to-high on the week's shared scale.
    ///   - current: the temperature now, K, marked on the first day's bar (pass it only when that day is today).
    func weeklyTable(_ days: [Day], rangeBars: Bool = false, current: Double? = nil) -> [String] {
        let bar = rangeBars ? RangeBar.scale(of: days).map { RangeBar(scale: $0, cells: Self.rangeBarCells) } : nil
        let layouts: [Weekly] = [
            Weekly(shortDates: false, bar: bar), Weekly(shortDates: true, bar: bar), Weekly(),
            Weekly(shortDates: true, mergedAmounts: true), Weekly(shortDates: true, mergedAmounts: true, icons: false),
            Weekly(shortDates: true, amounts: false, icons: false),
        ]
        var chosen = layouts[0]
        if let width {
            chosen = layouts.first { weekly(days, $0, current: current).fits(width) } ?? layouts[layouts.count - 1]
        }
        let lines = weekly(days, chosen, current: current).lines()
        let note = chosen.shortDates && days.contains(where: \.isPartial)
        return lines + (note ? ["* partial day (under 8 slots)"] : [])
    }

    /// A range bar's length in cells: 24 steps across the week's temperatures.
    static let rangeBarCells = 12

    /// One layout of the weekly table.
    struct Weekly {
        var shortDates = false
        var bar: RangeBar? = nil
        var mergedAmounts = false
        var amounts = true
        var icons = true
    }

    private func weekly(_ days: [Day], _ layout: Weekly, current: Double?) -> TextTable {
        let rows = days.enumerated().map { index, day -> [String] in
            let date = layout.shortDates ? "\(pad(day.date.month, 2))-\(pad(day.date.day, 2))" : day.date.description
            let partial = day.isPartial ? (layout.shortDates ? "*" : " (partial)") : ""
            let amounts =
                !layout.amounts
                ? []
                : layout.mergedAmounts
                    ? [Display.decimal(day.rain + day.snow, places: 1)]
                    : [Display.decimal(day.rain, places: 1), Display.decimal(day.snow, places: 1)]
            let bar = layout.bar.map { [$0.render(low: day.low, high: day.high, marker: index == 0 ? current : nil)] }
            return ["\(day.date.weekdayName) \(date)\(partial)", icons.icon(for: day.condition?.icon)]
                + [Display.temperature(day.high, units), Display.temperature(day.low, units)] + (bar ?? [])
                + [percent(day.pop)] + amounts + [(day.condition?.description ?? "").singleLine]
        }
        let styles = days.map { day -> [String?] in
            let dim = day.isPartial && color ? "2" : nil
            let high = [dim, temperatureStyle(day.high)].compactMap { $0 }.joined(separator: ";")
            let low = [dim, temperatureStyle(day.low)].compactMap { $0 }.joined(separator: ";")
            return [dim, nil, high.isEmpty ? nil : high, low.isEmpty ? nil : low] + (layout.bar == nil ? [] : [nil])
                + Array(repeating: dim, count: !layout.amounts ? 1 : layout.mergedAmounts ? 2 : 3)
        }
        let display = days.enumerated().map { index, day -> [String?] in
            guard color, let bar = layout.bar else { return [] }
            let shown = bar.render(low: day.low, high: day.high, marker: index == 0 ? current : nil, color: true)
            return [nil, nil, nil, nil, shown]
        }
        let header =
            ["Day", "", "High", "Low"] + (layout.bar == nil ? [] : ["Range"]) + ["Precip"]
            + (!layout.amounts ? [] : layout.mergedAmounts ? ["mm"] : ["Rain mm", "Snow mm"]) + ["Conditions"]
        let left: Set<Int> = layout.bar == nil ? [] : [4]
        return table(
            header, rows, rightAligned: Set(2..<(header.count - 1)).subtracting(left), styles: styles,
            display: display, showIcons: layout.icons)
    }
}
