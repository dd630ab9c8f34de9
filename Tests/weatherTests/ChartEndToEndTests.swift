import Foundation
import Testing

extension PlacesEndToEnd {
    /// `weather --input FILE --chart` through the real binary, seen at the response's first slot (a saved
    /// response's own clock): the chart's midnights, its highest dot and now are where the response's own
    /// `dt`s and `city.timezone`, read here with JSONSerialization, put them.
    @Suite struct ChartEndToEndTests {
        /// The chart's lines of `stdout`: the title line and the eight after it.
        static func chart(_ stdout: String) throws -> [String] {
            let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let title = try #require(lines.firstIndex { $0.hasPrefix("Temperature ") })
            try #require(title + 8 < lines.count)
            return Array(lines[title...(title + 8)])
        }

        /// The response's slots as (dt, temp) and its UTC offset, read without the project's decoder.
        static func slots(_ fixture: Fixture) throws -> (slots: [(dt: Int, temp: Double)], offset: Int) {
            let json = try #require(try JSONSerialization.jsonObject(with: fixture.data()) as? [String: Any])
            let list = try #require(json["list"] as? [[String: Any]])
            let slots = try list.map { item in
                let main = try #require(item["main"] as? [String: Any])
                return (
                    dt: try #require(item["dt"] as? Int), temp: try #require((main["temp"] as? NSNumber)?.doubleValue)
                )
            }
            let city = try #require(json["city"] as? [String: Any])
            return (slots, try #require(city["timezone"] as? Int))
        }

        @Test(arguments: [40, 80, 131])
        func chartMarksMidnightsNowAndTheWarmestSlotWhereTheResponsePutsThem(columns: Int) async throws {
            try await WeatherProcess.with { weather in
                weather.environment["COLUMNS"] = String(columns)
                let fixture = Fixture.goyangMetric
                let result = try await weather.run(
                    ["--input", fixture.path, "--input-units", "metric", "--chart", "--color", "never"])
                #expect(result.status == 0, "\(result.stderr)")
                let chart = try Self.chart(result.stdout)
                #expect(chart[0] == "Temperature °C; ^ now, | local midnight")
                #expect(chart[8] == "pop = precipitation probability")
                // The label column: the widest of the whole top and bottom temperatures and "pop", and a space.
                let (slots, offset) = try Self.slots(fixture)
                let high = try #require(slots.map(\.temp).max())
                let low = try #require(slots.map(\.temp).min())
                let labelWidth = max(String(Int(high.rounded())).count, String(Int(low.rounded())).count, 3) + 1
                let cells = columns - labelWidth
                for line in chart[1...5] { #expect(line.unicodeScalars.count == columns, "\(line)") }
                let first = slots[0].dt
                let last = slots[slots.count - 1].dt
                func dotColumn(_ dt: Int) -> Int {
                    Int((Double(dt - first) / Double(last - first) * Double(2 * cells - 1)).rounded())
                }
                // The axis: now (the first slot) at the first cell, "|" at every local midnight's cell.
                let axis = Array(chart[6].dropFirst(labelWidth))
                #expect(axis.first == "^")
                let midnights = stride(from: first, through: last, by: 3600).filter { ($0 + offset) % 86_400 == 0 }
                // 38 slots from 07-11 09:00 end 111 hours later at 07-16 00:00: the midnights of 07-12 to 07-16.
                #expect(midnights.count == 5)
                let expected = Set(midnights.map { dotColumn($0) / 2 })
                let marked = Set(axis.indices.filter { axis[$0] == "|" })
                #expect(marked == expected, "\(chart[6])")
                // The warmest slot is the highest dot: dot 1 (left) or 4 (right) of the top text row, in its column.
                let warmest = try #require(slots.max { $0.temp < $1.temp })
                let column = dotColumn(warmest.dt)
                let top = Array(chart[1].unicodeScalars.dropFirst(labelWidth))
                let bits = top[column / 2].value - 0x2800
                #expect(bits & (column % 2 == 0 ? 0x01 : 0x08) != 0, "\(chart[1])")
            }
        }

        @Test func configsAmbiguousWidthIsTheOptions() async throws {
            try await WeatherProcess.with { weather in
                weather.environment["COLUMNS"] = "40"
                let config = weather.temporaryDirectory.appendingPathComponent("config.json")
                try Data(#"{"ambiguous_width": "wide", "chart": true}"#.utf8).write(to: config)
                let input = ["--input", Fixture.goyangMetric.path, "--input-units", "metric", "--color", "never"]
                let fromConfig = try await weather.run(input + ["--config", config.path])
                let fromOption = try await weather.run(input + ["--chart", "--ambiguous-width", "wide"])
                let narrow = try await weather.run(input + ["--chart"])
                #expect(fromConfig.status == 0 && fromOption.status == 0 && narrow.status == 0)
                #expect(fromConfig.stdout == fromOption.stdout)
                // At 40 cells the narrowest weekly table, "Fri 07-11*  35°C  29°C      0%  ", has 10 + 2 + 4 + 2 + 4 +
                // 2 + 6 + 2 = 32 fixed cells narrow, leaving 8 for "Conditions": "Conditi" and a one-cell "…". Wide,
                // each temperature column is a cell wider (its °): 34, leaving 6, "Cond" and a two-cell "…".
                #expect(narrow.stdout.contains("  Conditi…\n"))
                #expect(fromOption.stdout.contains("  Cond…\n"))
            }
        }
    }
}
