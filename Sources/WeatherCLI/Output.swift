import FoundationEssentials
import Glibc
import WeatherCore

/// Prints outcomes in the chosen format and works out the exit status. Tables and JSON report failures on
/// stderr with their status; bar formats always print something the bar can show and exit 0 (i3blocks: 33,
/// urgent, with `--urgent`), because a bar hides a module that fails or prints nothing.
struct Output {
    let options: Options
    let template: Template?
    let environment: [String: String]
    let isTerminal: Bool

    /// Prints every outcome in order; returns the first failure's status, else 0.
    /// - Parameter now: the instant the forecasts are seen at, Unix seconds.
    func print(_ outcomes: [Runner.Outcome], now: Int) -> ExitStatus {
        // Data whose every slot is before today (a stale cache after days offline) is no forecast at all.
        let outcomes = outcomes.map { outcome -> Runner.Outcome in
            guard case .shown(let data, let origin, let stale, _) = outcome,
                Forecast(data: data, now: now).days.isEmpty
            else { return outcome }
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
        switch options.format {
        case .table: return table(outcomes, now: now)
        case .json: return json(outcomes, now: now)
        default: return bar(outcomes.first, now: now)
        }
    }

    private func table(_ outcomes: [Runner.Outcome], now: Int) -> ExitStatus {
        let renderer = TableRenderer(
            units: options.units, icons: options.icons,
            color: options.color.isEnabled(isTerminal: isTerminal, environment: environment),
            width: Self.terminalWidth(environment: environment, isTerminal: isTerminal))
        var blocks: [String] = []
        var status = ExitStatus.ok
        for outcome in outcomes {
            switch outcome {
            case .shown(let data, let origin, let stale, let note):
                if let note { Console.line("Note: \(note)") }
                blocks.append(renderer.render(Forecast(data: data, now: now), origin: origin))
                if let stale {
                    if case .stale(_, let reason) = origin { Console.error(reason + " Showing the cached forecast.") }
                    status = status == .ok ? ExitStatus(stale) : status
                }
            case .failed(let message, let failure):
                Console.error(message)
                status = status == .ok ? failure : status
            }
        }
        Console.write(blocks.joined(separator: "\n"))
        return status
    }

    private func json(_ outcomes: [Runner.Outcome], now: Int) -> ExitStatus {
        let renderer = JSONRenderer(units: options.units)
        var documents: [String] = []
        var status = ExitStatus.ok
        for outcome in outcomes {
            switch outcome {
            case .shown(let data, let origin, let stale, let note):
                if let note { Console.line("Note: \(note)") }
                do {
                    documents.append(try renderer.render(Forecast(data: data, now: now), origin: origin))
                } catch {
                    Console.error("could not write JSON: \(Console.describe(error))")
                    status = status == .ok ? .parseError : status
                }
                if let stale, case .stale(_, let reason) = origin {
                    Console.error(reason + " Showing the cached forecast.")
                    status = status == .ok ? ExitStatus(stale) : status
                }
            case .failed(let message, let failure):
                Console.error(message)
                status = status == .ok ? failure : status
                if outcomes.count > 1 {
                    documents.append(JSONRenderer.errorDocument(message: message, exitStatus: Int(failure.rawValue)))
                }
            }
        }
        guard outcomes.count > 1 else {
            Console.write(documents.joined())
            return status
        }
        // Several places: one JSON array, a document per place in the order given.
        let items = documents.map { $0.trimming(while: { $0 == "\n" }) }
        Console.write("[\n" + items.joined(separator: ",\n") + "\n]\n")
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

    private func bar(_ outcome: Runner.Outcome?, now: Int) -> ExitStatus {
        switch outcome {
        case .shown(let data, let origin, _, _):
            var context = BarContext(units: options.units, icons: options.icons)
            switch origin {
            case .fetched:
                context.age = origin.age(at: now).flatMap { $0 >= 60 ? $0 : nil }
            case .stale:
                context.age = origin.age(at: now)
                context.isStale = true
            case .saved, .demo: break
            }
            Console.write(renderer(context).render(Forecast(data: data, now: now)))
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
