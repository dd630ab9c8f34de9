import WeatherCore

/// Prints outcomes in the chosen format and works out the exit status. Tables and JSON report failures on
/// stderr with their status; bar formats always print something the bar can show and exit 0 (i3blocks: 33,
/// urgent, with `--urgent`), because a bar hides a module that fails or prints nothing.
struct Output {
    let options: Options
    let template: Template?
    let environment: [String: String]
    let isTerminal: Bool

    /// An outcome with its forecast seen at `now`, made once for the check and the rendering.
    private enum Item {
        case shown(Forecast, DataOrigin, stale: NetworkError?, note: String?)
        case failed(message: String, status: ExitStatus)
    }

    /// Prints every outcome in order; returns the first failure's status, else 0.
    /// - Parameter now: the instant the forecasts are seen at, Unix seconds.
    func print(_ outcomes: [Runner.Outcome], now: Int) -> ExitStatus {
        let items = outcomes.map { outcome -> Item in
            switch outcome {
            case .failed(let message, let status):
                return .failed(message: message, status: status)
            case .shown(let data, let origin, let stale, let note):
                let forecast = Forecast(data: data, now: now)
                guard forecast.days.isEmpty else { return .shown(forecast, origin, stale: stale, note: note) }
                // Data whose every slot is before today (a stale cache after days offline) is no forecast at all.
                let last = data.list.map(\.dt).max().map { LocalDate(unixTime: $0, utcOffset: data.city.utcOffset) }
                let ends = last.map { " (it ends \($0))" } ?? ""
                // A cached forecast shown because the request failed: the failure is the news, and its status.
                if let stale, case .stale(_, let reason) = origin {
                    return .failed(
                        message: reason + " The cached forecast has nothing for today or later\(ends).",
                        status: ExitStatus(stale))
                }
                return .failed(message: "The forecast has nothing for today or later\(ends).", status: .dataError)
            }
        }
        switch options.format {
        case .table: return table(items)
        case .json: return json(items)
        default: return bar(items.first, now: now)
        }
    }

    /// Writes to stderr what comes with an item in a table or JSON — its note, why cached data is shown, or
    /// the failure — and returns the status it brings (0 for fresh data).
    private static func report(_ item: Item) -> ExitStatus {
        switch item {
        case .shown(_, let origin, let stale, let note):
            if let note { Console.line("Note: \(note)") }
            guard let stale, case .stale(_, let reason) = origin else { return .ok }
            Console.error(reason + " Showing the cached forecast.")
            return ExitStatus(stale)
        case .failed(let message, let status):
            Console.error(message)
            return status
        }
    }

    private func table(_ items: [Item]) -> ExitStatus {
        let renderer = TableRenderer(
            units: options.units, icons: options.icons,
            color: options.color.isEnabled(isTerminal: isTerminal, environment: environment),
            width: Self.terminalWidth(environment: environment, isTerminal: isTerminal))
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
        let renderer = JSONRenderer(units: options.units)
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
                    Console.error("could not write JSON: \(Console.describe(error))")
                    status = status == .ok ? .parseError : status
                }
            case .failed(let message, let failure):
                if items.count > 1 {
                    documents.append(JSONRenderer.errorDocument(message: message, exitStatus: Int(failure.rawValue)))
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

    /// The width to fit tables to: `COLUMNS` when it is a number, else the terminal's own width when stdout is
    /// one; nil (no limit) for a pipe or a file.
    static func terminalWidth(environment: [String: String], isTerminal: Bool) -> Int? {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        guard isTerminal else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    private func bar(_ item: Item?, now: Int) -> ExitStatus {
        switch item {
        case .shown(let forecast, let origin, _, _):
            var context = BarContext(units: options.units, icons: options.icons)
            switch origin {
            case .fetched:
                context.age = origin.age(at: now).flatMap { $0 >= 60 ? $0 : nil }
            case .stale:
                context.age = origin.age(at: now)
                context.isStale = true
            case .saved, .demo: break
            }
            Console.write(renderer(context).render(forecast))
            return .ok
        case .failed(let message, _):
            Console.error(message)
            Console.write(renderer(BarContext(units: options.units, icons: options.icons)).error(message: message))
            return options.urgent && options.format == .i3blocks ? .urgent : .ok
        case nil:
            return .ok
        }
    }

    private func renderer(_ context: BarContext) -> any StatusBarRenderer {
        (BarFormat(rawValue: options.format.rawValue) ?? .line).renderer(context: context, template: template)
    }
}
