/// Renders a forecast as the default terminal view: a header, "now", today's 3-hour slots (the daily table) and
/// each day's high and low (the weekly table). Pure: values in, `String` out.
@dynamicMemberLookup
public struct TableRenderer: Sendable {
    /// The units, language, icons and the rest every view shares; read and set through the renderer too
    /// (`renderer.units`).
    public var presentation: Presentation

    /// Whether to colour temperatures by value (cold blue … hot red) and dim partial days, with ANSI escapes.
    public var color: Bool
    /// The terminal's width in cells: the descriptions are cut with "…" to fit; nil for no limit.
    public var width: Int?
    /// Whether to add the chart of the whole forecast under the tables (``ChartRenderer``).
    public var chart: Bool = false
    /// Whether the weekly table shows each day's sunrise, sunset and Moon where the width allows.
    public var sky: Bool = false
    /// Whether a one-line summary of the week (`WeekSummary`) follows the weekly table.
    public var summary: Bool = false
    /// How many days the weekly table shows, from today; nil for all the forecast has.
    public var days: Int?
    /// How many hours the daily table covers, from the slot under way (``Forecast/next(hours:)``).
    public var hours = 24
    /// The parts shown under the header, in their fixed order; all of them unless fewer are chosen.
    public var sections = Set(TableSection.allCases)

    /// The words and dates of the presentation's language.
    var text: Phrases { presentation.language.phrases }

    /// A table view as `presentation` says, coloured or not, cut to `width` cells (nil for no limit).
    public init(_ presentation: Presentation, color: Bool = false, width: Int? = nil, chart: Bool = false) {
        self.presentation = presentation
        self.color = color
        self.width = width
        self.chart = chart
    }

    /// A table view in `units` with `icons`, coloured or not, cut to `width` cells (nil for no limit).
    public init(
        units: Units = .metric, icons: IconSet = .emoji, color: Bool = false, width: Int? = nil, chart: Bool = false,
        ambiguousWidth: AmbiguousWidth = .narrow, quantities: QuantityUnits? = nil
    ) {
        let presentation = Presentation(
            units: units, quantities: quantities, icons: icons, ambiguousWidth: ambiguousWidth)
        self.init(presentation, color: color, width: width, chart: chart)
    }

    /// A setting of ``presentation`` (`renderer.units`, `renderer.language`, …).
    public subscript<Value>(dynamicMember setting: WritableKeyPath<Presentation, Value>) -> Value {
        get { presentation[keyPath: setting] }
        set { presentation[keyPath: setting] = newValue }
    }

    /// The whole view, lines separated by "\n", ending with a newline.
    public func render(_ forecast: Forecast, origin: DataOrigin) -> String {
        var lines = header(forecast, origin: origin)
        guard let estimate = forecast.estimate, !forecast.days.isEmpty else {
            lines.append("")
            lines += wrapped(text.noSlots)
            return lines.joined(separator: "\n") + "\n"
        }
        if sections.contains(.now) {
            lines.append("")
            lines += now(estimate, forecast)
            lines += nextPrecipitation(forecast)
        }
        let today = LocalDate(unixTime: forecast.now, zone: forecast.zone)
        if sections.contains(.today) {
            lines.append("")
            let date = forecast.localTime(forecast.next(hours: hours).first?.dt ?? forecast.now).date
            let title = text.title(date)
            lines += wrapped(date == today ? text.today(title) : title)
            lines += dailyTable(forecast)
        }
        if sections.contains(.week) { lines += week(forecast, estimate: estimate, today: today) }
        if chart {
            let chartRenderer = ChartRenderer(presentation, width: width)
            let chartLines = chartRenderer.render(forecast)
            if !chartLines.isEmpty { lines += [""] + chartLines }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The weekly table under its title, and the week's summary when asked for.
    private func week(_ forecast: Forecast, estimate: NowEstimate, today: LocalDate) -> [String] {
        var lines = [""]
        let shownDays = days.map { Array(forecast.days.prefix(Swift.max(1, $0))) } ?? forecast.days
        lines += wrapped(text.dayForecast(shownDays.count))
        let marker = forecast.days.first?.date == today ? estimate.slot.main.temp : nil
        let air = forecast.air.map { _ in
            shownDays.map { day in forecast.air(on: day.date)?.aqi.map(text.airQuality) ?? "-" }
        }
        lines += weeklyTable(
            shownDays, rangeBars: true, current: marker, sky: sky ? forecast : nil, airCells: air)
        lines += clockChangeLines(shownDays, forecast)
        let summarizer = WeekSummary(presentation)
        if summary, let line = summarizer.text(forecast, days: shownDays) {
            // Broken between its parts where they are not spaced ("、", "，"), else between words.
            let separator = text.summarySeparator
            let (parts, between) =
                separator.contains(" ") ? ([line], " ") : (line.components(separatedBy: separator), separator)
            lines +=
                [""]
                + TerminalWidth.wrap(parts, separator: between, to: width, ambiguous: presentation.ambiguousWidth.cells)
        }
        return lines
    }

    private func header(_ forecast: Forecast, origin: DataOrigin) -> [String] {
        var place = forecast.placeName(presentation.language).singleLine
        if let coord = forecast.city.shownCoord {
            place += " (\(Display.decimal(coord.lat, places: 4)), \(Display.decimal(coord.lon, places: 4)))"
        }
        let firstSlot = forecast.days.first?.slots.first.map { forecast.localTime($0.dt) }
        let start =
            firstSlot.map { text.forecastFrom(text.title($0.date) + " " + clock($0)) } ?? text.noForecastLeft
        // Responses from before 2020 have no city.timezone: their times are UTC, and saying "local time" would
        // pass UTC off as the place's clock.
        let zone =
            forecast.city.timezone == nil
            ? text.utcWithoutZone
            : text.localTime(LocalDateTime(unixTime: 0, utcOffset: forecast.utcOffset).offsetText)
        // Where a location service placed the machine, beside the place the forecast names (`--here`).
        let near = forecast.located.map { [text.nearByIP($0.label.singleLine)] } ?? []
        var lines = TerminalWidth.wrap(
            [place] + near + ["\(start) \(zone)"], separator: " · ", to: width,
            ambiguous: presentation.ambiguousWidth.cells)
        var details: [String] = []
        switch origin {
        case .fetched(let at):
            details.append(text.updated(text.ago(Display.seconds(from: at, to: forecast.now))))
        case .stale(let at, let reason):
            details.append(text.stale(text.ago(Display.seconds(from: at, to: forecast.now))) + " (\(reason))")
        case .saved(let name):
            details.append(text.savedResponse(name))
        case .demo:
            // English keeps the ISO date it has always written.
            details.append(
                text.demo(
                    firstSlot.map { presentation.language == .english ? $0.date.description : text.title($0.date) }))
        }
        if let sunrise = forecast.sunrise { details.append(text.sunrise(clock(forecast.localTime(sunrise)))) }
        if let sunset = forecast.sunset { details.append(text.sunset(clock(forecast.localTime(sunset)))) }
        lines += TerminalWidth.wrap(details, separator: " · ", to: width, ambiguous: presentation.ambiguousWidth.cells)
        return lines
    }

    /// The condition in words as this table shows it (``Weather/shownDescription(_:_:)``).
    func describe(_ condition: Weather?) -> String? {
        condition?.shownDescription(presentation.language, presentation.descriptions)
    }

    private func now(_ estimate: NowEstimate, _ forecast: Forecast) -> [String] {
        let slot = estimate.slot
        var parts = [
            Self.nowLabel(estimate, forecast, text, clock: presentation.quantities.clock) + text.labelEnd
                + icon(slot.condition?.icon)
                + Display.temperature(slot.main.temp, presentation.units)
        ]
        if let feelsLike = slot.main.feelsLike {
            parts.append(text.feelsLike(Display.temperature(feelsLike, presentation.units)))
        }
        if let description = describe(slot.condition) { parts.append(description.singleLine) }
        var details: [String] = []
        if let speed = slot.shownWindSpeed {
            details.append(text.windText(speed, slot.wind, presentation.quantities.speed))
        }
        if let humidity = slot.shownHumidity { details.append(text.humidity("\(Display.whole(humidity))%")) }
        if let pop = slot.shownPop { details.append(text.precipitation(Display.percent(pop))) }
        if forecast.air != nil { details.append(Self.airText(forecast.airNow, text)) }
        let lines = TerminalWidth.wrap(
            parts, separator: text.listSeparator, to: width, ambiguous: presentation.ambiguousWidth.cells)
        guard !details.isEmpty else { return lines }
        details[0] = details[0].capitalizingFirst
        return lines
            + TerminalWidth.wrap(details, separator: " · ", to: width, ambiguous: presentation.ambiguousWidth.cells)
    }

    /// "air Fair (2), PM2.5 5 µg/m³, PM10 8 µg/m³" for the air now; "air -" when it could not be had.
    static func airText(_ reading: AirReading?, _ text: Phrases = .english) -> String {
        guard let reading else { return text.air("-") }
        let parts = [
            text.air(reading.aqi.map { "\(text.airQuality($0)) (\($0))" } ?? "-"),
            reading.pm2_5.map { "PM2.5 \(Display.whole($0)) µg/m³" },
            reading.pm10.map { "PM10 \(Display.whole($0)) µg/m³" },
        ]
        return parts.compactMap { $0 }.joined(separator: ", ")
    }

    /// The line of the next spell of rain or snow: "Rain from 15:00 until Wed 03:00, up to 80%, 6.2 mm", or
    /// "No rain or snow in the next 5 days".
    private func nextPrecipitation(_ forecast: Forecast) -> [String] {
        guard let spell = forecast.nextPrecipitation(threshold: presentation.precipitationThreshold) else {
            return wrapped(PrecipitationSpell.noneLine(forecast, text))
        }
        return TerminalWidth.wrap(
            spell.lineParts(forecast, text, units: presentation.quantities), separator: text.listSeparator, to: width,
            ambiguous: presentation.ambiguousWidth.cells)
    }

    /// "Now, 14:30, estimated from the 12:00 and 15:00 forecasts"; "Now, 12:00, from the 12:00 forecast" on a
    /// slot's start; "Now (forecast for Tue 15:00)" when the nearest slot stands in for now.
    static func nowLabel(
        _ estimate: NowEstimate, _ forecast: Forecast, _ text: Phrases = .english,
        clock format: ClockFormat = .twentyFourHour
    ) -> String {
        let sources = estimate.estimatedFrom.map { format.text(forecast.localTime($0), text) }
        guard estimate.isNow else {
            return text.nowForecastFor(text.weekdayTime(forecast.localTime(estimate.time), clock: format))
        }
        let clock = format.text(forecast.localTime(estimate.time), text)
        guard sources.count == 2 else { return text.nowFrom(clock, sources[0]) }
        return text.nowBetween(clock, sources[0], sources[1])
    }

    /// A table, without its icon column (column 1) when icons are off.
    func table(
        _ header: [String], _ rows: [[String]], rightAligned: Set<Int>, styles: [[String?]] = [],
        display: [[String?]] = [], showIcons: Bool = true
    ) -> TextTable {
        guard presentation.icons == .none || !showIcons else {
            return TextTable(
                header: header, rows: rows, rightAligned: rightAligned, styles: styles, display: display,
                maximumWidth: width, ambiguous: presentation.ambiguousWidth.cells)
        }
        let keep = header.indices.filter { $0 != 1 }
        func kept(_ cells: [[String?]]) -> [[String?]] {
            cells.map { row in keep.map { row.indices.contains($0) ? row[$0] : nil } }
        }
        return TextTable(
            header: keep.map { header[$0] }, rows: rows.map { row in keep.map { row[$0] } },
            rightAligned: Set(rightAligned.map { $0 - 1 }), styles: kept(styles), display: kept(display),
            maximumWidth: width, ambiguous: presentation.ambiguousWidth.cells)
    }

    /// The ANSI foreground for a temperature in kelvins, from the bars' scale (``BarPalette``) in xterm's 256
    /// colours; nil without colour.
    func temperatureStyle(_ kelvin: Double) -> String? {
        guard color else { return nil }
        return ANSIColor.foreground(hex: BarPalette.color(celsius: Units.metric.temperature(fromKelvin: kelvin)))
    }

    /// A probability as a whole percentage, "-" when unknown: a table keeps to characters of East Asian width
    /// narrow, and "–" is ambiguous (two cells in many CJK terminals).
    func percent(_ probability: Double?) -> String {
        probability == nil ? "-" : Display.percent(probability)
    }

    /// A time of day in the chosen clock: "15:00" or "3 PM".
    func clock(_ time: LocalDateTime) -> String {
        presentation.quantities.clock.text(time, text)
    }

    /// A line of words broken between words to fit ``width`` (a longer word stays whole): what is one line in
    /// English may be two in a language whose words are longer or drawn wider.
    func wrapped(_ line: String) -> [String] {
        TerminalWidth.wrap([line], separator: " ", to: width, ambiguous: presentation.ambiguousWidth.cells)
    }

    /// `text` dimmed when colouring.
    func dim(_ text: String) -> String {
        color ? "\u{1B}[2m\(text)\u{1B}[0m" : text
    }

    private func icon(_ id: String?) -> String {
        presentation.icons == .none ? "" : presentation.icons.icon(for: id) + " "
    }
}

extension String {
    /// The string with its first character upper-cased ("wind 3 m/s" → "Wind 3 m/s").
    var capitalizingFirst: String { prefix(1).uppercased() + dropFirst() }
}
