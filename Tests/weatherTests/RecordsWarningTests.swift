import Foundation
import Testing

/// A forecast with temperatures no place on Earth has had (below −95 °C or above 60 °C) prints with one
/// warning line: for `--input` it names `--input-units`; for a fetched forecast it does not,
/// since `weather` always asks for kelvins. The Goyang recording is metric, 21.78…36.86 (python3 json.load):
/// read as kelvins its coldest is 21.78 K = −251.37 °C.
@Suite struct RecordsWarningTests {
    static let goyangAsKelvins: Substring =
        "Warning: \(Fixture.goyangMetric.path): -251°C is below -95°C, colder than any temperature recorded on Earth; it "
        + "was read in kelvins, as without --input-units: if it was recorded in other units, say which with "
        + "--input-units metric or imperial."

    @Test func aMetricRecordingReadAsKelvinsWarnsOnceNamingInputUnits() async throws {
        try await WeatherProcess.with { weather in

            let table = try await weather.run(["--input", Fixture.goyangMetric.path])
            let json = try await weather.run(["--input", Fixture.goyangMetric.path, "--format", "json"])

            #expect(table.status == 0)
            #expect(table.stderrLines == [Self.goyangAsKelvins])
            #expect(table.stdout.hasPrefix("Goyang-si, KR"))
            #expect(json.status == 0)
            #expect(json.stderrLines == [Self.goyangAsKelvins])
            #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
        }
    }

    /// A temperature too far out to print (1e300 °C) is named in words: before, the line began "?°C is above
    /// 60°C", the "?" the table shows for it.
    @Test func aTemperatureTooFarOutToShowIsNamedInWords() async throws {
        try await WeatherProcess.with { weather in
            var object = try #require(
                try JSONSerialization.jsonObject(with: Fixture.goyangMetric.data()) as? [String: Any])
            var list = try #require(object["list"] as? [[String: Any]])
            var main = try #require(list[0]["main"] as? [String: Any])
            main["temp"] = 1e300
            list[0]["main"] = main
            object["list"] = list
            let path = weather.temporaryDirectory.appendingPathComponent("hot.json").path
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))

            let result = try await weather.run(["--input", path, "--input-units", "metric"])

            #expect(result.status == 0)
            #expect(
                result.stderrLines == [
                    "Warning: \(path): a temperature beyond any that can be shown is above 60°C, hotter than any "
                        + "temperature recorded on Earth; it was read in °C, as --input-units metric says: if it was "
                        + "recorded in other units, say which with --input-units standard or imperial."
                ])
        }
    }

    /// The Changwon recording (kelvins, hottest 291.45) read as °F: 291.45 °F = 144.14 °C, over 60 °C = 140 °F.
    @Test func aKelvinRecordingReadAsFahrenheitWarnsInTheUnitsShown() async throws {
        try await WeatherProcess.with { weather in

            let result = try await weather.run(
                ["--input", Fixture.changwon.path, "--input-units", "imperial", "--units", "imperial"])

            #expect(result.status == 0)
            #expect(
                result.stderrLines == [
                    "Warning: \(Fixture.changwon.path): 291°F is above 140°F, hotter than any temperature recorded on Earth; "
                        + "it was read in °F, as --input-units imperial says: if it was recorded in other units, say "
                        + "which with --input-units standard or metric."
                ])
        }
    }

    @Test func recordingsReadInTheirOwnUnitsSayNothing() async throws {
        try await WeatherProcess.with { weather in

            let metric = try await weather.run(["--input", Fixture.goyangMetric.path, "--input-units", "metric"])
            let kelvin = try await weather.run(["--input", Fixture.changwon.path])

            #expect(metric.status == 0 && kelvin.status == 0)
            #expect(metric.stderr == "")
            #expect(kelvin.stderr == "")
        }
    }

    /// In a bar format the bar's line comes first (polybar shows the first line of stdout and stderr joined),
    /// then the warning.
    @Test(arguments: ["polybar", "waybar", "i3blocks", "tmux"])
    func inABarTheWarningComesAfterTheBarsOutput(_ format: String) async throws {
        try await WeatherProcess.with { weather in

            let result = try await BarStderrOrderTests.joined(
                weather, ["--input", Fixture.goyangMetric.path, "--format", format])

            #expect(result.status == 0)
            let lines = result.stdout.split(separator: "\n")
            // Seen at its first slot, whose `main.temp` 29.2 read as kelvins is −243.95 °C.
            #expect(lines.first?.contains("-244°C") == true, "the bar's line first: \(result.stdout)")
            #expect(lines.last == Self.goyangAsKelvins)
            #expect(lines.filter { $0.hasPrefix("Warning: ") }.count == 1)
        }
    }

    /// A server at --base-url that answers in °C: the warning is about the server, not --input-units.
    @Test func aFetchedForecastInOtherUnitsBlamesTheServerNotTheOptions() async throws {
        let days = Fixture.goyangMetric.daysToTomorrow(firstSlot: 1_752_192_000, utcOffset: 32_400)
        let body = try Fixture.goyangMetric.data(shiftedByDays: days)
        try await TestHTTPServer { _ in
            .respond(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])

                #expect(result.status == 0)
                #expect(server.requestCount == 1)
                #expect(
                    result.stderrLines == [
                        "Warning: Goyang-si: the forecast has -251°C, below -95°C, colder than any temperature recorded on Earth; "
                            + "weather asks for kelvins: does the server at --base-url answer in other units?"
                    ])
                #expect(!result.stderr.contains("--input-units"))
            }
        }
    }
}
