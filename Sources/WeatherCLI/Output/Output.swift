import WeatherCore

/// Prints outcomes in the chosen format and works out the exit status. Tables and JSON report failures on
/// stderr with their status; bar formats always print something the bar can show and exit 0 (i3blocks: 33,
/// urgent, with `--urgent`), because a bar hides a module that fails or prints nothing.
struct Output {
    let options: Options
    let template: Template?
    let environment: [String: String]
    let isTerminal: Bool
    /// The config file's warnings, written to stderr after a bar's output (a table's and JSON's are written
    /// before, by the runner). A bar's cautions about its forecast's data follow them (``Diagnostics/afterBar(_:)``).
    var diagnostics: Diagnostics

    /// The language of what is written on stdout, the conditions included (``Options/presentation``).
    var language: Language { options.presentation.language }

    /// An outcome with its forecast seen at `now`, made once for the check and the rendering.
    private typealias Item = Outcome<Forecast>

    /// Prints every outcome in order; returns the first failure's status, else 0.
    /// - Parameter now: the instant the forecasts are seen at, Unix seconds.
    func print(_ outcomes: [Outcome<Fetched>], now: Int) -> ExitStatus {
        let items = items(outcomes, now: now)
        if let condition = options.condition { return answer(condition, items.first) }
        // Before a table's or JSON's output, as notes are, but after a bar's line: the sink knows which.
        let cautions = cautions(outcomes)
        diagnostics.beforeData(Array(cautions.joined()))
        switch options.format.bar {
        case nil where options.format == .json:
            return json(items)
        case nil:
            return table(items)
        case let format?:
            return bar(format, items.first, now: now, cautions: cautions.first ?? []).written()
        }
    }

    /// What a bar run prints for `outcomes` seen at `now`, without writing it: for ``Follower``, which prints a
    /// line only when it differs from the last.
    func barText(_ outcomes: [Outcome<Fetched>], format: BarFormat, now: Int) -> BarText {
        bar(format, items(outcomes, now: now).first, now: now, cautions: cautions(outcomes).first ?? [])
    }

    /// A bar run's output: the text for stdout, then the lines for stderr, and the exit status.
    struct BarText: Equatable {
        var text: String
        var lines: [String] = []
        var status = ExitStatus.ok

        /// Writes the text, then the lines, and gives the status.
        func written() -> ExitStatus {
            Console.write(text)
            lines.forEach(Console.line)
            return status
        }
    }

    /// The warnings that come with each outcome's data: unlikely records, the air that could not be had.
    private func cautions(_ outcomes: [Outcome<Fetched>]) -> [[String]] {
        outcomes.map { outcome -> [String] in
            guard case .shown(let fetched, let origin, _, _) = outcome else { return [] }
            return [fetched.placeWarning, recordsWarning(fetched.data, origin), fetched.airWarning].compactMap { $0 }
        }
    }

    /// Each outcome with its forecast seen at `now`, or the failure that data too old to show comes to.
    private func items(_ outcomes: [Outcome<Fetched>], now: Int) -> [Item] {
        outcomes.map { outcome -> Item in
            switch outcome {
            case .failed(let failure):
                return .failed(failure)
            case .shown(let fetched, let origin, let stale, let note):
                let data = fetched.data
                let zone = ZoneFinder.zone(for: data)
                if options.verbose { Console.line(Self.zoneLine(zone, data.city)) }
                var forecast = Forecast(data: data, now: now, zone: zone)
                forecast.air = fetched.air
                forecast.located = fetched.located
                guard forecast.days.isEmpty else { return .shown(forecast, origin, stale: stale, note: note) }
                // Data whose every slot is before today (a stale cache after days offline) is no forecast at all.
                let last = data.list.map(\.dt).max().map { LocalDate(unixTime: $0, zone: forecast.zone) }
                let ends = last.map { " (it ends \($0))" } ?? ""
                // A cached forecast shown because the request failed: the failure is the news, and its status.
                if let stale, case .stale(_, let reason) = origin {
                    return .failed(
                        Failure(
                            reason + " The cached forecast has nothing for today or later\(ends).",
                            kind: .request(stale), short: BarError.short(stale)))
                }
                return .failed(Failure("The forecast has nothing for today or later\(ends).", kind: .noForecast))
            }
        }
    }

    /// `--verbose`'s line on the place's time zone: its name, or the fixed offset kept and why.
    static func zoneLine(_ zone: ZoneOffsets?, _ city: City) -> String {
        if let name = zone?.identifier { return "weather: time zone \(name)" }
        let offset = LocalDateTime(unixTime: 0, utcOffset: city.utcOffset).offsetText
        let reason =
            city.timezone == nil
            ? "the response has no city.timezone" : "no zone of country \(city.country ?? "-") matches it here"
        return "weather: time zone unknown, the response's fixed offset \(offset) (\(reason))"
    }

    /// Where a bar shows a failure, and how: for ``report(_:bar:)``.
    struct Bar {
        var format: BarFormat
        var context = BarContext()
        var template: Template?
        /// `--urgent` with i3blocks: exit 33 rather than 0.
        var urgent = false
    }

    /// Writes `failure` — the one place that does — and returns the status the run ends with. In a table or
    /// JSON, the lines on stderr and the failure's status; in a bar, first the error as the bar shows it on
    /// stdout (a few words; polybar shows the first line written to stdout or stderr), then the lines on
    /// stderr, and 0 (33 with `--urgent`), because a bar hides a module that fails or prints nothing, which
    /// would leave the user no clue.
    static func report(_ failure: Failure, bar: Bar?) -> ExitStatus {
        guard let bar else {
            failure.lines.forEach(Console.line)
            return failure.status
        }
        return barReport(failure, bar: bar).written()
    }

    /// What ``report(_:bar:)`` writes for `failure` in a bar, as text.
    static func barReport(_ failure: Failure, bar: Bar) -> BarText {
        BarText(
            text: bar.format.renderer(context: bar.context, template: bar.template).error(failure.barError),
            lines: failure.barLines, status: bar.urgent ? .urgent : .ok)
    }

    /// Writes to stderr what comes with an item in a table or JSON — its note, why cached data is shown, or
    /// the failure — and returns the status it brings (0 for fresh data).
    /// - Parameter instead: what is done with cached data shown after a failure, said after the failure.
    private static func report(_ item: Item, instead: String = "Showing the cached forecast.") -> ExitStatus {
        switch item {
        case .shown(_, let origin, let stale, let note):
            if let note { Console.line("Note: \(note)") }
            guard let stale, case .stale(_, let reason) = origin else { return .ok }
            return report(Failure(reason + " " + instead, kind: .request(stale)), bar: nil)
        case .failed(let failure):
            return report(failure, bar: nil)
        }
    }

    /// `--if`: nothing on stdout, a failure or stale data reported as in a table, else 0 when the rain or snow
    /// asked about falls now or starts within the time given, 1 when not.
    private func answer(_ condition: Options.Condition, _ item: Item?) -> ExitStatus {
        guard let item else { return .ok }
        // Nothing is shown with --if, and a cached forecast does not answer it: the failure's status is the answer.
        let status = Self.report(item, instead: "--if answers only from a forecast fetched now or fresh in the cache.")
        guard status == .ok, case .shown(let forecast, _, _, _) = item else { return status }
        let coming = forecast.precipitation(
            within: condition.within, threshold: options.precipitationThreshold, filter: condition.filter)
        return coming ? .ok : .conditionNotMet
    }

    private func table(_ items: [Item]) -> ExitStatus {
        var renderer = TableRenderer(
            options.presentation, color: options.color.isEnabled(isTerminal: isTerminal, environment: environment),
            width: Self.terminalWidth(environment: environment, isTerminal: isTerminal), chart: options.chart)
        (renderer.sky, renderer.summary) = (true, true)
        renderer.days = options.days
        renderer.hours = options.hours
        renderer.sections = options.sections
        var blocks: [String] = []
        var status = ExitStatus.ok
        for item in items {
            let reported = Self.report(item)
            status = status == .ok ? reported : status
            if case .shown(let forecast, let origin, _, _) = item {
                blocks.append(renderer.render(forecast, origin: origin))
            }
        }
        Console.write(blocks.joined(separator: "\n"))
        return status
    }

    private func json(_ items: [Item]) -> ExitStatus {
        let renderer = JSONRenderer(options.presentation)
        var documents: [String] = []
        var status = ExitStatus.ok
        for item in items {
            let reported = Self.report(item)
            status = status == .ok ? reported : status
            switch item {
            case .shown(let forecast, let origin, _, _):
                do {
                    documents.append(try renderer.render(forecast, origin: origin))
                } catch {
                    let failed = Self.report(
                        Failure("could not write JSON: \(Console.describe(error))", kind: .internal), bar: nil)
                    status = status == .ok ? failed : status
                }
            case .failed(let failure):
                if items.count > 1 {
                    documents.append(
                        JSONRenderer.errorDocument(message: failure.message, exitStatus: Int(failure.status.rawValue)))
                }
            }
        }
        guard items.count > 1 else {
            Console.write(documents.joined())
            return status
        }
        // Several places: one JSON array, a document per place in the order given.
        let parts = documents.map { $0.trimming(while: { $0 == "\n" }) }
        Console.write("[\n" + parts.joined(separator: ",\n") + "\n]\n")
        return status
    }

    /// The widest a table or chart is made, cells: no terminal is wider, and a chart's rows are as long as the
    /// width (`COLUMNS=9223372036854775807` would overflow, and 10^9 would ask for 32 GB).
    static let widestTerminal = 1_000

    /// The width to fit tables to: `COLUMNS` when it is a number, else the terminal's own width when stdout is
    /// one; nil (no limit) for a pipe or a file. At most ``widestTerminal``.
    static func terminalWidth(environment: [String: String], isTerminal: Bool) -> Int? {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return min(columns, widestTerminal)
        }
        guard isTerminal else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return min(Int(size.ws_col), widestTerminal)
    }

    /// The bar's output, then the config file's warnings on stderr (polybar shows the first line written to
    /// stdout or stderr, so nothing may come before the bar's).
    /// A bar shows the first outcome only; the cautions about its data follow the config file's warnings.
    private func bar(_ format: BarFormat, _ item: Item?, now: Int, cautions: [String]) -> BarText {
        let warnings = diagnostics.afterBar(cautions)
        let context = barContext(item, now: now)
        switch item {
        case .shown(let forecast, _, _, _):
            return BarText(
                text: format.renderer(context: context, template: template).render(forecast), lines: warnings)
        case .failed(let failure):
            var text = Self.barReport(
                failure, bar: Bar(format: format, context: context, template: template, urgent: urgent))
            text.lines += warnings
            return text
        case nil:
            return BarText(text: "", lines: warnings)
        }
    }

    /// Whether a bar that shows no forecast is urgent: i3blocks with `--urgent`.
    private var urgent: Bool { options.urgent && options.format.bar == .i3blocks }

    /// How a bar shows `item`: the run's units, icons, colours and language, and for a forecast its age.
    private func barContext(_ item: Item?, now: Int) -> BarContext {
        // SwiftBar sets SWIFTBAR=1 for its plugins and reads more parameters than xbar, which rejects them.
        var context = BarContext(
            menuBar: environment["SWIFTBAR"] == nil ? .xbar : .swiftBar, colors: options.color.barColors)
        context.presentation = options.presentation
        context.rainSoon = options.rainSoon
        guard case .shown(_, let origin, _, _) = item else { return context }
        switch origin {
        case .fetched:
            context.age = origin.age(at: now).flatMap { $0 >= 60 ? $0 : nil }
        case .stale:
            context.age = origin.age(at: now)
            context.isStale = true
        case .saved, .demo: break
        }
        return context
    }

    /// What the run prints, made before it is printed, for a run that may not live to print it (``RunWatchdog``'s
    /// crash handler): a bar's line for the first outcome, its forecast when it has one; for a table or JSON
    /// only `failure`'s line. Nothing is written.
    func prepared(_ outcomes: [Outcome<Fetched>], failure: Failure, now: Int) -> RunWatchdog.Prepared {
        guard let format = options.format.bar, options.condition == nil else {
            return RunWatchdog.Prepared(stderr: Self.stderrText(failure.lines), status: failure.status)
        }
        var item = Item.failed(failure)
        if case .shown(let fetched, let origin, let stale, let note)? = outcomes.first {
            var forecast = Forecast(data: fetched.data, now: now)
            forecast.air = fetched.air
            if !forecast.days.isEmpty { item = .shown(forecast, origin, stale: stale, note: note) }
        }
        let renderer = format.renderer(context: barContext(item, now: now), template: template)
        guard case .shown(let forecast, _, _, _) = item else {
            return RunWatchdog.Prepared(
                stdout: renderer.error(failure.barError), stderr: Self.stderrText(failure.barLines),
                status: urgent ? .urgent : .ok)
        }
        return RunWatchdog.Prepared(
            stdout: renderer.render(forecast), stderr: Self.stderrText(failure.barLines), status: .ok)
    }

    /// `lines` as ``Console/line(_:)`` writes them.
    private static func stderrText(_ lines: [String]) -> String {
        lines.map { $0.escapingControlCharacters + "\n" }.joined()
    }
}
