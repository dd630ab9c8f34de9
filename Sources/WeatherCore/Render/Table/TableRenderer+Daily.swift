extension TableRenderer {
    /// The next ``hours`` hours (``Forecast/next(hours:)``), a line with the weekday and date before the first
    /// slot of each later date.
    ///
    /// With the room, the gust (in the wind's unit) and the feels-like temperature where it differs from the
    /// temperature by ``feelsLikeDifference`` or more have columns of their own. When ``width`` is too narrow,
    /// columns absent on every row (the probability of a response without `pop`) go first, then the gust, then
    /// the feels-like, all before any description is cut. Then the wind's unit moves to the header, then the
    /// wind goes (it is in the "now" lines), then the icons.
    func dailyTable(_ forecast: Forecast) -> [String] {
        let slots = forecast.next(hours: hours)
        let gust = slots.contains { $0.shownGust != nil }
        let feelsLike = slots.contains { feelsLikeShown($0) != nil }
        // Columns absent on every row ("-" all down) carry nothing: every layout after the widest lacks them.
        let pop = slots.contains { $0.pop != nil }
        let wind = slots.contains { $0.wind?.speed != nil || $0.wind?.deg != nil }
        func carrying(_ layout: Daily) -> Daily {
            var layout = layout
            layout.pop = pop
            layout.wind = wind ? layout.wind : nil
            return layout
        }
        let widest = Daily(gust: gust, feelsLike: feelsLike)
        // The columns that only add detail, in the order they are kept: both, then the feels-like alone.
        let detailed = [widest, Daily(feelsLike: feelsLike), Daily(gust: gust)].filter { $0.gust || $0.feelsLike }
            .map(carrying)
        let plain: [Daily] = [Daily(), Daily(wind: .compact), Daily(wind: nil), Daily(wind: nil, icons: false)]
            .map(carrying)
        var chosen = daily(slots, forecast, widest)
        if let width {
            let whole = ([widest] + detailed + plain.prefix(1)).lazy.map { self.daily(slots, forecast, $0) }
                .first { $0.fitsWhole(width) }
            if let whole {
                chosen = whole
            } else {
                for layout in plain {
                    chosen = daily(slots, forecast, layout)
                    if chosen.fits(width) { break }
                }
            }
        }
        var lines = chosen.lines()
        // Date lines go in from the bottom so the row indices above stay right (row i is line i + 1); a clock
        // change's note goes before the first row after it, under the date line.
        for index in slots.indices.dropFirst().reversed() {
            for note in clockChanges(forecast, after: slots[index - 1].dt, until: slots[index].dt).reversed() {
                lines.insert(dim(note), at: index + 1)
            }
            let date = forecast.localTime(slots[index].dt).date
            guard date != forecast.localTime(slots[index - 1].dt).date else { continue }
            lines.insert(dim(text.title(date)), at: index + 1)
        }
        return lines
    }

    /// The notes of the zone's clock changes after `start` up to `end`: "clocks go back 1h at 03:00".
    func clockChanges(_ forecast: Forecast, after start: Int, until end: Int) -> [String] {
        guard start < end else { return [] }
        return forecast.zone.changes(in: (start + 1)...end).map { change, previous in
            let shift = change.offset - previous
            let clockReading = LocalDateTime(unixTime: change.unixTime, utcOffset: previous)
            return text.clockChange(shift > 0, text.shiftText(seconds: abs(shift)), clock(clockReading))
        }
    }

    /// How far apart, in degrees of the shown unit, the feels-like and the temperature are before the daily
    /// table shows the feels-like: a smaller difference is within what the rounding to whole degrees hides.
    static let feelsLikeDifference = 3.0

    /// A slot's feels-like temperature, `main.feels_like`, as shown ("6°C"), when it differs from `main.temp`
    /// by ``feelsLikeDifference`` or more in ``units``, compared unrounded; nil otherwise.
    func feelsLikeShown(_ slot: List) -> String? {
        guard let feelsLike = slot.main.feelsLike else { return nil }
        let difference =
            presentation.units.temperature(fromKelvin: feelsLike)
            - presentation.units.temperature(fromKelvin: slot.main.temp)
        guard abs(Display.denoised(difference)) >= Self.feelsLikeDifference else { return nil }
        return Display.temperature(feelsLike, presentation.units)
    }

    /// How the daily table shows speeds: with their unit ("3.2 m/s") or under a unit header ("m/s" over "3.2").
    enum Speeds { case full, compact }

    /// One layout of the daily table.
    struct Daily {
        /// How the wind's speed and gust are shown; nil for no wind columns.
        var wind: Speeds? = .full
        var icons = true
        var gust = false
        var feelsLike = false
        /// Whether the precipitation probability has its column.
        var pop = true
    }

    private func daily(_ slots: [List], _ forecast: Forecast, _ layout: Daily) -> TextTable {
        func speed(_ metresPerSecond: Double?) -> String {
            guard let metresPerSecond else { return "-" }
            return layout.wind == .compact
                ? presentation.quantities.speed.number(fromMetresPerSecond: metresPerSecond)
                : presentation.quantities.speed.text(fromMetresPerSecond: metresPerSecond)
        }
        let gust = layout.gust && layout.wind != nil
        let rows = slots.map { slot -> [String] in
            var row = [clock(forecast.localTime(slot.dt)), presentation.icons.icon(for: slot.condition?.icon)]
            row +=
                [Display.temperature(slot.main.temp, presentation.units)]
                + (layout.feelsLike ? [feelsLikeShown(slot) ?? ""] : [])
            row += layout.pop ? [percent(slot.shownPop)] : []
            if layout.wind != nil {
                row +=
                    [speed(slot.shownWindSpeed), text.windFrom(slot, presentation.quantities.speed) ?? "-"]
                    + (gust ? [speed(slot.shownGust)] : [])
            }
            return row + [(describe(slot.condition) ?? "").singleLine]
        }
        var header = [text.time, "", text.temperature] + (layout.feelsLike ? [text.feelsLikeColumn] : [])
        header += layout.pop ? [text.precipitationColumn] : []
        if let wind = layout.wind {
            header +=
                [wind == .full ? text.windColumn : presentation.quantities.speed.symbol, text.from]
                + (gust ? [text.gustColumn] : [])
        }
        header += [text.conditions]
        let styles = slots.map { slot in
            [nil, nil, temperatureStyle(slot.main.temp)] + Array(repeating: nil, count: header.count - 3)
        }
        // Numbers are right-aligned: every column between the icon and the conditions but the compass point.
        let compassPoint = layout.wind == nil ? nil : header.count - (gust ? 3 : 2)
        let numbers = Set(2..<(header.count - 1)).subtracting(compassPoint.map { [$0] } ?? [])
        return table(header, rows, rightAligned: numbers, styles: styles, showIcons: layout.icons)
    }
}
