/// A chart of the whole forecast for under the tables (`--chart`): the temperature over every slot as a line of
/// braille dots (2 × 4 a cell, so a 4-row chart is 16 dots high), a row of precipitation under it, an axis
/// with the place's local midnights (`|`) and now (`^`), and the midnights' weekday and date. Braille and ASCII
/// only, East Asian width neutral: it lines up in CJK terminals too. Pure: values in, `String` lines out.
@dynamicMemberLookup
public struct ChartRenderer: Sendable {
    /// The units the axis is labelled in, the unit of the rain and snow row (for responses without `pop`), the
    /// language of the labels and dates, and the East Asian Ambiguous width labels are padded by.
    public var presentation: Presentation
    /// The width to fit, in cells, at least 40 (an 80-cell chart when nil).
    public var width: Int?

    /// The unit of the rain and snow row's label and legend: the presentation's.
    public var precipitation: PrecipitationUnit {
        get { presentation.quantities.precipitation }
        set { presentation.quantities.precipitation = newValue }
    }

    /// The text rows of the temperature line.
    package static let rows = 4

    /// A chart as `presentation` says, as wide as `width` cells (nil for no limit).
    public init(_ presentation: Presentation, width: Int? = nil) {
        self.presentation = presentation
        self.width = width
    }

    /// A chart in `units`, as wide as `width` cells (nil for no limit).
    public init(units: Units = .metric, width: Int? = nil) {
        self.init(Presentation(units: units), width: width)
    }

    /// A setting of ``presentation`` (`chart.units`, `chart.language`, …).
    public subscript<Value>(dynamicMember setting: WritableKeyPath<Presentation, Value>) -> Value {
        get { presentation[keyPath: setting] }
        set { presentation[keyPath: setting] = newValue }
    }

    /// The chart's lines, without a newline; empty with fewer than two slots.
    public func render(_ forecast: Forecast) -> [String] {
        let text = presentation.language.phrases
        guard
            let plot = ChartPlot(
                forecast, units: presentation.units, width: max(40, width ?? 80), text: text,
                ambiguous: presentation.ambiguousWidth.cells)
        else { return [] }
        let cells = max(40, width ?? 80)
        // The title and the legend in words, broken between words where a language's are too long for the width.
        func wrapped(_ line: String) -> [String] {
            TerminalWidth.wrap([line], separator: " ", to: cells, ambiguous: presentation.ambiguousWidth.cells)
        }
        var lines = wrapped(text.chartTitle(presentation.units.temperatureSymbol))
        for row in 0..<Self.rows {
            let label = row == 0 ? plot.topLabel : row == Self.rows - 1 ? plot.bottomLabel : ""
            lines.append(plot.labelled(label) + plot.temperatureRow(row))
        }
        lines.append(
            plot.labelled(plot.usesProbability ? text.popLabel : precipitation.rawValue) + plot.precipitationRow())
        lines.append(plot.labelled("") + plot.axisRow())
        lines.append(plot.labelled("") + plot.dateRow())
        lines += wrapped(
            plot.usesProbability
                ? text.popLegend
                : text.amountLegend(
                    precipitation.rawValue, precipitation.text(fromMillimetres: plot.precipitationTop)))
        return lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
