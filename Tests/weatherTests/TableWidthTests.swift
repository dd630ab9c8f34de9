import Foundation
import Testing

extension PlacesEndToEnd {
    /// Tables fitted to `COLUMNS`, else to the terminal's own width, and never cut in a pipe. ASCII icons keep
    /// every table character one cell wide, so a line's width is its count of Unicode scalars.
    @Suite struct TableWidthTests {
        /// The daily ("Time …") and weekly ("Day …") tables of a table view, headers first.
        static func tables(_ stdout: String) -> (daily: [String], weekly: [String]) {
            let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            func table(_ header: String) -> [String] {
                guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
                return Array(lines[start...].prefix { !$0.isEmpty })
            }
            // Without the lines that name a later date inside the daily table ("Sat 2025-07-12").
            let daily = table("Time ").filter {
                $0.replacing(/\x{1B}\[[0-9;]*m/, with: "").wholeMatch(of: /[A-Z][a-z]{2} [0-9-]{10}/) == nil
            }
            return (daily, table("Day "))
        }

        static func cells(_ line: String) -> Int { line.unicodeScalars.count }

        /// A `COLUMNS` no terminal has is taken as the widest one, 1000 cells: with --chart, whose rows are as
        /// long as the width, Int.max trapped on an overflow and 10^9 asked for 32 GB (hostile-test finding).
        @Test(arguments: ["9223372036854775807", "1000000000"])
        func aHugeColumnsIsTakenAsAThousand(_ columns: String) async throws {
            try await WeatherProcess.with { weather in
                var environment = weather.environment
                environment["COLUMNS"] = columns
                var run = weather
                run.environment = environment
                let result = try await run.run(["--demo", "--chart", "--icons", "ascii"])
                #expect(result.status == 0, "\(result.stderr.prefix(300))")
                let widest = result.stdout.split(separator: "\n").map { $0.unicodeScalars.count }.max() ?? 0
                #expect(widest > 900 && widest <= 1000, "\(widest) cells")
            }
        }

        @Test func columnsCutsDailyDescriptionsToFit() async throws {
            // "18:00  BKN   9°C      0%  " is 26 cells: 34 columns leave 8, "broken clouds" becomes "broken …".
            let result = try await ColorOutputTests.run(["--icons", "ascii"], environment: ["COLUMNS": "34"])
            #expect(result.status == 0)
            let daily = Self.tables(result.stdout).daily
            try #require(daily.count >= 2)
            for line in daily {
                #expect(Self.cells(line) <= 34, "\(Self.cells(line)) cells: \(line)")
            }
            #expect(daily.dropFirst().allSatisfy { $0.hasSuffix("…") })
        }

        @Test func columnsFiftyDropsTheEmptyAmountsBeforeCuttingWeeklyDescriptions() async throws {
            let result = try await ColorOutputTests.run(["--icons", "ascii"], environment: ["COLUMNS": "50"])
            // Too narrow for the full weekly table. The week is dry: its rain and snow columns are 0.0 on every
            // day and carry nothing, so they go, and then the icons, before the descriptions are cut:
            // "Fri 12-04   12°C   4°C      0%  overcast clouds" is 10 + 4 + 4 + 6 + 15 cells and 2 between each,
            // 47 in all; with the icons' 3 and 2 it would be 52.
            let weekly = Self.tables(result.stdout).weekly.filter { !$0.hasPrefix("* ") }
            #expect(weekly.count == 7)
            #expect(weekly.first == "Day         High   Low  Precip  Conditions", "\(weekly)")
            #expect(weekly.contains { $0.hasSuffix("  overcast clouds") }, "\(weekly)")
            #expect(weekly.allSatisfy { !$0.hasSuffix("…") }, "\(weekly)")
            #expect(result.stdout.contains("* partial day"))
        }

        @Test func columnsFiftyFitsEveryTableLine() async throws {
            let result = try await ColorOutputTests.run(["--icons", "ascii"], environment: ["COLUMNS": "50"])
            let (daily, weekly) = Self.tables(result.stdout)
            for line in daily + weekly {
                #expect(Self.cells(line) <= 50, "\(Self.cells(line)) cells: \(line)")
            }
        }

        @Test func pipeWithoutColumnsIsNotCut() async throws {
            let result = try await ColorOutputTests.run(["--icons", "ascii"])
            #expect(result.stdout.contains("  overcast clouds\n"))
            #expect(!result.stdout.contains("…"))
        }

        @Test func terminalWidthIsUsedWithoutColumns() async throws {
            let result = try await ColorOutputTests.runOnTerminal(
                ["--icons", "ascii", "--color", "never"], columns: 34)
            #expect(result.status == 0)
            let daily = Self.tables(result.stdout).daily
            try #require(daily.count >= 2)
            for line in daily {
                #expect(Self.cells(line) <= 34, "\(Self.cells(line)) cells: \(line)")
            }
        }

        @Test func columnsBeatsTheTerminalsWidth() async throws {
            let result = try await ColorOutputTests.runOnTerminal(
                ["--icons", "ascii", "--color", "never"], environment: ["COLUMNS": "34"], columns: 200)
            let daily = Self.tables(result.stdout).daily
            #expect(daily.dropFirst().allSatisfy { $0.hasSuffix("…") })
        }

        @Test func colouredTableIsCutTheSameAsAPlainOne() async throws {
            let plain = try await ColorOutputTests.run(
                ["--icons", "ascii", "--color", "never"], environment: ["COLUMNS": "34"])
            let coloured = try await ColorOutputTests.run(
                ["--icons", "ascii", "--color", "always"], environment: ["COLUMNS": "34"])
            let stripped = coloured.stdout.replacing(/\x{1B}\[[0-9;]*m/, with: "")
            // The header's "Updated … ago" may tick between the runs; the tables may not differ.
            #expect(Self.tables(stripped).daily == Self.tables(plain.stdout).daily)
            #expect(Self.tables(stripped).weekly == Self.tables(plain.stdout).weekly)
        }
    }
}
