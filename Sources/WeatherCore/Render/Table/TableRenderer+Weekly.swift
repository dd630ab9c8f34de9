extension TableRenderer {
    /// The weekly table: a header, then one row per day with its icon, high, low, the range bar (see
    /// ``RangeBar``), precipitation probability, rain and snow in mm and conditions; shared with the status-bar
    /// tooltips and menus (without range bars), without a newline.
    ///
    /// With `sky`, each day's sunrise and sunset ("05:20-19:55", or "polar night", "midnight sun") and Moon
    /// (its glyph and lit fraction) come before the conditions, where the width allows. When ``width`` is too
    /// narrow, the columns that carry nothing go first (rain or snow 0 on every day, the probability "-" on
    /// every day of a response without `pop`), then the Sun and Moon go, then the days are written "Fri 07-11*"
    /// (`*` marks a partial day, explained under the table), then the range bars go, before any number column:
    /// then rain and snow share one column, the icons go, and last (under about 46 cells) the millimetres.
    /// - Parameters:
    ///   - rangeBars: whether to draw each day's low-to-high on the week's shared scale.
    ///   - current: the temperature now, K, marked on the first day's bar (pass it only when that day is today).
    ///   - sky: the forecast whose Sun and Moon to show for each day; nil for none.
    ///   - airCells: with `--air`, each day's air ("Fair"), shown in every layout; nil for no air column.
    func weeklyTable(
        _ days: [Day], rangeBars: Bool = false, current: Double? = nil, sky: Forecast? = nil, airCells: [String]? = nil
    ) -> [String] {
        let bar = rangeBars ? RangeBar.scale(of: days).map { RangeBar(scale: $0, cells: Self.rangeBarCells) } : nil
        let sunAndMoon: [[String]]? = sky.map { forecast in days.map { self.skyCells($0, forecast) } }
        // With `--air`, every layout has the day's air: "-" where it could not be had.
        let air: [String]? = airCells.map { cells in
            days.indices.map { cells.indices.contains($0) ? cells[$0] : "-" }
        }
        var skyLayouts: [Weekly] = []
        if let sunAndMoon {
            skyLayouts = [
                Weekly(shortDates: false, bar: bar, sky: sunAndMoon),
                Weekly(shortDates: true, bar: bar, sky: sunAndMoon),
            ]
        }
        let layouts: [Weekly] =
            skyLayouts + [
                Weekly(shortDates: false, bar: bar), Weekly(shortDates: true, bar: bar), Weekly(),
                Weekly(shortDates: true, mergedAmounts: true),
                Weekly(shortDates: true, mergedAmounts: true, icons: false),
                Weekly(shortDates: true, amounts: false, icons: false),
            ]
            // The weekday alone, for languages whose dates and titles are wider than English's (English keeps
            // the layouts it has always had).
            + (presentation.language == .english
                ? [] : [Weekly(shortDates: true, amounts: false, icons: false, weekdayOnly: true)])
        // Columns that carry nothing go before any that carry something: every layout after the widest lacks them.
        let rain = days.contains { amount($0.rain) != amount(0) }
        let snow = days.contains { amount($0.snow) != amount(0) }
        // A response without `pop` leaves the probability "-" on every day.
        let pop = days.contains { $0.pop != nil }
        let carrying = layouts.map { layout in
            var layout = layout
            (layout.rain, layout.snow, layout.pop) = (rain, snow, pop)
            layout.amounts = layout.amounts && (rain || snow)
            return layout
        }
        let withAir = ((rain && snow && pop) ? layouts : [layouts[0]] + carrying).map { layout in
            var layout = layout
            layout.air = air
            return layout
        }
        var chosen = withAir[0]
        if let width {
            // Descriptions are cut last: the first layout that shows them whole, else the first that fits cut.
            let tables = withAir.map { ($0, weekly(days, $0, current: current)) }
            chosen =
                (tables.first { $0.1.fitsWhole(width) } ?? tables.first { $0.1.fits(width) })?.0
                ?? withAir[withAir.count - 1]
        }
        let lines = weekly(days, chosen, current: current).lines()
        let note = chosen.shortDates && days.contains(where: \.isPartial)
        return lines + (note ? wrapped(text.partialNote) : [])
    }

    /// Under the weekly table, the day of each clock change among `days`, with its note:
    /// "Sun 2026-03-29 · clocks go forward 1h at 02:00"; none without a change.
    func clockChangeLines(_ days: [Day], _ forecast: Forecast) -> [String] {
        guard let first = days.first?.slots.first?.dt, let last = days.last?.slots.last?.dt,
            first < last
        else { return [] }
        return forecast.zone.changes(in: (first + 1)...last).flatMap { change, previous in
            let date = forecast.localTime(change.unixTime).date
            let notes = clockChanges(forecast, after: change.unixTime - 1, until: change.unixTime)
            return notes.flatMap { wrapped(dim(text.title(date) + " · " + $0)) }
        }
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
        /// Whether the rain and the snow columns are shown (unless merged, or all amounts left out).
        var rain = true
        var snow = true
        /// Whether the precipitation probability has its column.
        var pop = true
        /// Whether a day is its weekday alone ("Fri*"), with no date.
        var weekdayOnly = false
        /// Per day, the Sun and Moon cells (see ``skyCells(_:_:)``); nil for none.
        var sky: [[String]]? = nil
        /// Per day, the air cell; nil for no air column.
        var air: [String]? = nil
    }

    /// A day's Sun and Moon as table cells: "05:20-19:55" (or "polar night", "midnight sun"; "-" without
    /// coordinates) and the Moon's glyph and lit fraction ("🌔 78%"; without emoji icons, "78%").
    func skyCells(_ day: Day, _ forecast: Forecast) -> [String] {
        let sun = forecast.sun(on: day.date).map { sun -> String in
            switch sun.kind {
            case .risesAndSets:
                [sun.sunrise, sun.sunset].map { $0.map { clock(forecast.localTime($0)) } ?? "-" }.joined(separator: "-")
            case .polarNight: text.polarNight
            case .midnightSun: text.midnightSun
            }
        }
        let moon = forecast.moon(on: day.date)
        let lit = Display.percent(moon.illumination)
        return [sun ?? "-", presentation.icons == .emoji ? moon.glyph(southern: forecast.isSouthern) + " " + lit : lit]
    }

    /// A rain or snow column's title ("Rain mm", "Дождь, мм") with the chosen unit in place of the
    /// millimetres it is written with: "Rain in".
    private func amountTitle(_ title: String) -> String {
        guard presentation.quantities.precipitation != .millimetres else { return title }
        for millimetres in ["mm", "мм"] where title.hasSuffix(millimetres) {
            return title.dropLast(millimetres.count) + presentation.quantities.precipitation.rawValue
        }
        return title + " " + presentation.quantities.precipitation.rawValue
    }

    /// An amount of rain or snow given in mm, in the chosen unit, without the unit: "6.2", "0.24".
    private func amount(_ millimetres: Double) -> String {
        presentation.quantities.precipitation.number(fromMillimetres: millimetres)
    }

    private func weekly(_ days: [Day], _ layout: Weekly, current: Double?) -> TextTable {
        let unit = presentation.quantities.precipitation.rawValue
        let separate =
            (layout.rain ? [amountTitle(text.rainColumn)] : []) + (layout.snow ? [amountTitle(text.snowColumn)] : [])
        let amountHeaders = !layout.amounts ? [] : layout.mergedAmounts ? [unit] : separate
        let rows = days.enumerated().map { index, day -> [String] in
            let date =
                layout.weekdayOnly
                ? text.weekday(day.date) : layout.shortDates ? text.short(day.date) : text.row(day.date)
            let partial = day.isPartial ? (layout.shortDates ? "*" : text.partial) : ""
            let amounts =
                !layout.amounts
                ? []
                : layout.mergedAmounts
                    ? [amount(day.precipitation)]
                    : (layout.rain ? [amount(day.rain)] : []) + (layout.snow ? [amount(day.snow)] : [])
            let bar = layout.bar.map { [$0.render(low: day.low, high: day.high, marker: index == 0 ? current : nil)] }
            return [date + partial, presentation.icons.icon(for: day.condition?.icon)]
                + [Display.temperature(day.high, presentation.units), Display.temperature(day.low, presentation.units)]
                + (bar ?? [])
                + (layout.pop ? [percent(day.pop)] : []) + amounts + (layout.air.map { [$0[index]] } ?? [])
                + (layout.sky?[index] ?? []) + [
                    (describe(day.condition) ?? "").singleLine
                ]
        }
        let styles = days.map { day -> [String?] in
            let dim = day.isPartial && color ? "2" : nil
            let high = [dim, temperatureStyle(day.high)].compactMap { $0 }.joined(separator: ";")
            let low = [dim, temperatureStyle(day.low)].compactMap { $0 }.joined(separator: ";")
            return [dim, nil, high.isEmpty ? nil : high, low.isEmpty ? nil : low] + (layout.bar == nil ? [] : [nil])
                + Array(repeating: dim, count: (layout.pop ? 1 : 0) + amountHeaders.count)
        }
        let display = days.enumerated().map { index, day -> [String?] in
            guard color, let bar = layout.bar else { return [] }
            let shown = bar.render(low: day.low, high: day.high, marker: index == 0 ? current : nil, color: true)
            return [nil, nil, nil, nil, shown]
        }
        let header =
            [text.day, "", text.high, text.low] + (layout.bar == nil ? [] : [text.range])
            + (layout.pop ? [text.precipitationColumn] : []) + amountHeaders
            + (layout.air == nil ? [] : [text.airColumn]) + (layout.sky == nil ? [] : [text.sun, text.moon])
            + [text.conditions]
        let left: Set<Int> = layout.bar == nil ? [] : [4]
        return table(
            header, rows, rightAligned: Set(2..<(header.count - 1)).subtracting(left), styles: styles,
            display: display, showIcons: layout.icons)
    }
}
