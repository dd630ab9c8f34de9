import Testing
import WeatherCore

/// The chart checked by properties worked out independently of the renderer: the warmest slot's column holds
/// the chart's topmost dot, midnights fall where local midnight does (computed here from dt + city.timezone),
/// every line fits the width, and every row has the same cells (braille and ASCII, no ambiguous widths).
@Suite struct ChartRendererTests {
    static let cases: [(String, Units)] = [
        (Fixture.goyang, .metric), (Fixture.chongqing, .imperial), (Fixture.rostov, .metric),
        (Fixture.changwon, .standard), (Fixture.leHavre, .metric), (Fixture.tokyo, .metric),
    ]

    static func forecast(_ name: String, _ units: Units) throws -> Forecast {
        let data = try NetworkData(json: Fixture.data(name)).normalized(from: units)
        return Forecast(data: data, now: try #require(data.list.map(\.dt).min()))
    }

    /// The dot column of `dt` among `columns`, as the chart is specified: first slot at 0, last at the end.
    static func column(_ dt: Int, first: Int, last: Int, columns: Int) -> Int {
        Int((Double(dt - first) / Double(last - first) * Double(columns - 1)).rounded())
    }

    /// The dot columns (two a cell) with any dot set in `row`'s top dots (1 and 4).
    static func topDots(_ row: String) -> Set<Int> {
        var columns: Set<Int> = []
        for (cell, scalar) in row.unicodeScalars.enumerated() where (0x2800...0x28FF).contains(scalar.value) {
            let bits = scalar.value - 0x2800
            if bits & 0x01 != 0 { columns.insert(2 * cell) }
            if bits & 0x08 != 0 { columns.insert(2 * cell + 1) }
        }
        return columns
    }

    @Test(arguments: [40, 57, 80, 120, 200])
    func highestDotIsInTheWarmestSlotsColumn(width: Int) throws {
        for (name, units) in Self.cases {
            let forecast = try Self.forecast(name, units)
            let lines = ChartRenderer(units: units, width: width).render(forecast)
            try #require(lines.count == 9, "\(name)")
            let plotStart = try #require(
                lines[1].firstIndex { (0x2800...0x28FF).contains($0.unicodeScalars.first!.value) })
            let top = String(lines[1][plotStart...])
            let slots = forecast.slots
            let warmest = try #require(slots.max { $0.main.temp < $1.main.temp })
            let columns = 2 * (width - lines[1].distance(from: lines[1].startIndex, to: plotStart))
            let expected = Self.column(
                warmest.dt, first: slots[0].dt, last: slots[slots.count - 1].dt, columns: columns)
            #expect(Self.topDots(top).contains(expected), "\(name) at \(width): \(top)")
        }
    }

    @Test(arguments: [40, 80, 200])
    func dayBoundariesFallAtLocalMidnight(width: Int) throws {
        for (name, units) in Self.cases {
            let forecast = try Self.forecast(name, units)
            let lines = ChartRenderer(units: units, width: width).render(forecast)
            let axis = lines[6]
            let labelWidth = axis.prefix { $0 == " " }.count
            let slots = forecast.slots
            let first = slots[0].dt
            let last = slots[slots.count - 1].dt
            let offset = forecast.utcOffset
            // Every instant in the slots' span whose local time of day is 00:00.
            let midnights = stride(from: first, through: last, by: 60).filter { ($0 + offset) % 86_400 == 0 }
            let columns = 2 * (width - labelWidth)
            let expected = Set(midnights.map { Self.column($0, first: first, last: last, columns: columns) / 2 })
            let marked = Set(axis.dropFirst(labelWidth).enumerated().filter { $0.element == "|" }.map(\.offset))
            // "^" (now, at the first slot here) may stand on a midnight's cell.
            #expect(marked == expected.subtracting([0]) || marked == expected, "\(name) at \(width): \(axis)")
            #expect(!midnights.isEmpty)
        }
    }

    @Test func everyLineFitsFortyToTwoHundredCells() throws {
        for (name, units) in Self.cases {
            let forecast = try Self.forecast(name, units)
            for width in 40...200 {
                let lines = ChartRenderer(units: units, width: width).render(forecast)
                for line in lines { #expect(Cells.of(line) <= width, "\(name) at \(width): \(line)") }
                // The plot rows are exactly the width: braille and ASCII take one cell at either ambiguous width.
                for line in lines[1...5] { #expect(line.unicodeScalars.count == width, "\(name) at \(width)") }
            }
        }
    }

    @Test func saysWhichPrecipitationItShows() throws {
        let withPop = ChartRenderer(width: 80).render(try Self.forecast(Fixture.goyang, .metric))
        #expect(withPop.last == "pop = precipitation probability")
        #expect(withPop[0] == "Temperature °C; ^ now, | local midnight")
        // Before 2020 responses had no pop: the row shows rain and snow in mm.
        let london = ChartRenderer(width: 80).render(try Self.forecast(Fixture.bethnalGreen, .standard))
        #expect(london.isEmpty || london.last?.hasPrefix("mm = rain + snow") == true)
    }

    /// Chongqing's 2019 response has no pop: its row is rain and snow, the wettest slot 6.3 mm = 0.248 in
    /// (÷ 25.4), so with inches the row is labelled "in" and the legend says "top 0.25 in"; the bars are the
    /// same, each a fraction of the top.
    @Test func theAmountLegendFollowsThePrecipitationUnit() throws {
        let forecast = try Self.forecast(Fixture.chongqing, .imperial)
        let millimetres = ChartRenderer(units: .imperial, width: 80).render(forecast)
        var renderer = ChartRenderer(units: .imperial, width: 80)
        renderer.precipitation = .inches
        let inches = renderer.render(forecast)
        #expect(millimetres.last == "mm = rain + snow (top 6.3 mm)")
        #expect(inches.last == "in = rain + snow (top 0.25 in)")
        #expect(millimetres[5].hasPrefix(" mm ") && inches[5].hasPrefix(" in "))
        #expect(millimetres[5].dropFirst(4) == inches[5].dropFirst(4))
        // The table view passes its unit on.
        var table = TableRenderer(units: .imperial, width: 80, chart: true)
        table.quantities.precipitation = .inches
        let text = table.render(forecast, origin: .demo)
        #expect(text.hasSuffix("in = rain + snow (top 0.25 in)\n"))
    }

    @Test func fewerThanTwoSlotsMakeNoChart() {
        #expect(ChartRenderer().render(Forecast(data: NetworkData(list: [], city: City()), now: 0)).isEmpty)
    }
}
