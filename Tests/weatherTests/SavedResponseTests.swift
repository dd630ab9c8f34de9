import Foundation
import Testing

/// Forecasts that need no network: `--demo` and `--input FILE` / `--input -`.
@Suite struct SavedResponseTests {
    /// The `days` of a `--format json` document as (date, high, low, slot_count).
    static func days(_ stdout: String) throws -> [(date: String, high: Double, low: Double, slots: Int)] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let days = try #require(document["days"] as? [[String: Any]])
        return try days.map { day in
            (
                try #require(day["date"] as? String), try #require(day["high"] as? Double),
                try #require(day["low"] as? Double), try #require(day["slot_count"] as? Int)
            )
        }
    }

    @Test func demoRendersTheBundledGoyangResponseWithoutKeyOrServer() async throws {
        try await WeatherProcess.with { weather in
            weather.environment["OPENWEATHER_API_KEY"] = nil

            let result = try await weather.run(["--demo"])

            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.contains("Goyang-si"))
            #expect(result.stdout.contains("Demo"))
            #expect(result.stdout.contains("6-day forecast"))
        }
    }

    /// A saved file is text from outside as a server's answer is: the API key in it (echoed into the city's name,
    /// or quoted by OpenWeather's error answer) is hidden as a fetch hides it. The harness also fails any run whose
    /// output holds the key; here the output says where it was.
    @Test func theKeyInASavedFileIsHidden() async throws {
        try await WeatherProcess.with { weather in
            let key = WeatherProcess.sentinelKey
            let text = String(decoding: try Fixture.goyangMetric.data(), as: UTF8.self)
            let saved = weather.temporaryDirectory.appendingPathComponent("saved.json")
            try text.replacingOccurrences(of: #""name": "Goyang-si""#, with: #""name": "Goyang \#(key)""#)
                .write(to: saved, atomically: true, encoding: .utf8)
            let answer = weather.temporaryDirectory.appendingPathComponent("answer.json")
            try #"{"cod": 401, "message": "Invalid API key \#(key)."}"#.write(
                to: answer, atomically: true, encoding: .utf8)

            let shown = try await weather.run(["--input", saved.path, "--input-units", "metric"])
            let refused = try await weather.run(["--input", answer.path])

            #expect(shown.status == 0, "\(shown.stderr)")
            #expect(shown.stdout.hasPrefix("Goyang ***, KR"), "\(shown.stdout)")
            #expect(refused.status == 65)
            #expect(refused.stderr.contains("Invalid API key ***."), "\(refused.stderr)")
        }
    }

    /// Expected values worked out with python3 from the fixture, independently of `weather`: slots grouped by
    /// the UTC date of `dt + city.timezone` (32400), high = max `main.temp_max`, low = min `main.temp_min`, the
    /// file already in °C: 2025-07-11 5 slots 35.25 / 29.2; 2025-07-16 1 slot 22.2 / 22.2; 8 slots between.
    /// In °F (× 9/5 + 32): 35.25 → 95.45, 29.2 → 84.56.
    @Test func inputFileRecordedInMetricGivesItsCityLocalDays() async throws {
        try await WeatherProcess.with { weather in
            let input = ["--input", Fixture.goyangMetric.path, "--input-units", "metric", "--format", "json"]

            let metric = try await weather.run(input)
            let imperial = try await weather.run(input + ["--units", "imperial"])

            #expect(metric.status == 0)
            #expect(metric.stderr == "")
            let days = try Self.days(metric.stdout)
            try #require(days.count == 6)
            #expect(days.map(\.slots) == [5, 8, 8, 8, 8, 1])
            #expect(days[0].date == "2025-07-11")
            #expect(abs(days[0].high - 35.25) < 1e-6 && abs(days[0].low - 29.2) < 1e-6)
            #expect(days[5].date == "2025-07-16")
            #expect(abs(days[5].high - 22.2) < 1e-6 && abs(days[5].low - 22.2) < 1e-6)

            #expect(imperial.status == 0)
            let fahrenheit = try Self.days(imperial.stdout)
            #expect(abs(try #require(fahrenheit.first).high - 95.45) < 1e-6)
            #expect(abs(try #require(fahrenheit.first).low - 84.56) < 1e-6)
        }
    }

    /// Values as in `FetchSuccessTests`: the Changwon file in kelvins, first day 2023-12-04 8.84 / 6.07 °C.
    @Test func inputFromStandardInputIsRenderedAsKelvinsByDefault() async throws {
        try await WeatherProcess.with { weather in
            let body = try Fixture.changwon.data()

            let json = try await weather.run(["--input", "-", "--format", "json"], stdin: body)
            let table = try await weather.run(["--input", "-"], stdin: body)

            #expect(json.status == 0)
            #expect(json.stderr == "")
            let days = try Self.days(json.stdout)
            #expect(days.count == 6)
            #expect(days.first?.date == "2023-12-04")
            #expect(abs(try #require(days.first).high - 8.84) < 1e-6)
            #expect(table.status == 0)
            #expect(table.stdout.hasPrefix("Changwon, KR"))
            #expect(table.stdout.contains("standard input"))
        }
    }

    /// A response whose slots cover the current time (one just fetched, as with `--input <(curl …)`) is seen
    /// now, not as of its first slot, up to a day earlier here.
    /// An old recording is still seen as of its first slot (the test above: its days are 2023's).
    @Test func inputCoveringNowIsSeenNow() async throws {
        try await WeatherProcess.with { weather in
            let before = Int(Date().timeIntervalSince1970)
            // Whole days, so that the first slot falls within the day before now and the last days after it.
            let days = (before - FetchSuccessTests.firstSlot) / 86_400
            let body = try Fixture.changwon.data(shiftedByDays: days)
            let firstSlot = FetchSuccessTests.firstSlot + days * 86_400

            let json = try await weather.run(["--input", "-", "--format", "json"], stdin: body)

            let after = Int(Date().timeIntervalSince1970)
            #expect(json.status == 0)
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let now = try #require((document["now"] as? [String: Any])?["dt"] as? Int)
            #expect(
                (before...after).contains(now), "now \(now), run from \(before) to \(after), first slot \(firstSlot)")
        }
    }

    @Test func missingInputFileExitsNoInputNamingIt() async throws {
        try await WeatherProcess.with { weather in
            let missing = weather.temporaryDirectory.appendingPathComponent("no-such-forecast.json").path

            let result = try await weather.run(["--input", missing])

            #expect(result.status == 66)
            #expect(result.stdout == "")
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.hasPrefix("Error: "))
            #expect(result.stderr.contains("no-such-forecast.json"))
        }
    }

    /// A file name with a line break and an escape sequence in it is named on one line, escaped, and cannot
    /// colour the terminal (review finding: the message came out on two lines).
    @Test func fileNameWithALineBreakIsNamedOnOneLine() async throws {
        try await WeatherProcess.with { weather in
            let missing = weather.temporaryDirectory.appendingPathComponent("no\nsuch\u{1B}[31m.json").path

            let result = try await weather.run(["--input", missing])

            #expect(result.status == 66)
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.contains(#"no\nsuch\u{1B}[31m.json"#))
            #expect(!result.stderr.contains("\u{1B}"))
        }
    }

    @Test func directoryAsInputExitsNoInput() async throws {
        try await WeatherProcess.with { weather in

            let result = try await weather.run(["--input", weather.temporaryDirectory.path])

            #expect(result.status == 66)
            #expect(result.stdout == "")
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.hasPrefix("Error: "))
            #expect(result.stderr.contains("directory"))
        }
    }

    /// OpenWeather's recorded 404 body saved and given to `--input` says OpenWeather's status and message as
    /// the fetch that got it says them, not "missing list"; still 65, bad data: the file is
    /// not a forecast.
    @Test(arguments: [
        (404, "error_404_city_not_found_string_cod.json"), (401, "error_401_invalid_key_http_url_int_cod.json"),
    ])
    func savedErrorBodyAsInputSaysWhatTheFetchSaid(status: Int, name: String) async throws {
        let body = try Fixture(name: name).data()
        try await TestHTTPServer { _ in
            .respond(status: status, headers: ["Content-Type": "application/json"], body: body)
        }.serving { server in
            try await WeatherProcess.with { weather in

                let fetched = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])
                let saved = try await weather.run(["--input", Fixture(name: name).path])
                let piped = try await weather.run(["--input", "-"], stdin: body)

                #expect(fetched.status == 69)
                let said = try #require(fetched.stderrLines.first?.dropFirst("Error: ".count), "\(fetched.stderr)")
                #expect(said.contains("HTTP \(status)"))
                #expect(saved.status == 65)
                #expect(saved.stdout == "")
                #expect(
                    saved.stderrLines == [
                        "Error: \(Fixture(name: name).path) holds OpenWeather's error answer, not a forecast: \(said)"
                    ])
                #expect(piped.status == 65)
                #expect(
                    piped.stderrLines == [
                        "Error: standard input holds OpenWeather's error answer, not a forecast: \(said)"
                    ]
                )
            }
        }
    }

    /// A bar shows it as a bar error, exit 0.
    @Test func savedErrorBodyAsInputIsABarError() async throws {
        try await WeatherProcess.with { weather in

            let result = try await weather.run(
                ["--input", Fixture(name: "error_401_invalid_key_http_url_int_cod.json").path, "--format", "waybar"])

            #expect(result.status == 0)
            let bar = try #require(WaybarOutput(result.stdout), "\(result.stdout)")
            #expect(bar.classes.contains("error"))
            #expect(result.stderr.contains("HTTP 401: Invalid API key."))
        }
    }

    /// The Changwon recording with its sunrise and sunset 0, as OpenWeather sends them in polar day and night:
    /// no sun times in the table's header or the JSON document, as for a response without them.
    @Test func sunTimesOfZeroAreNotShown() async throws {
        try await WeatherProcess.with { weather in
            let text = String(decoding: try Fixture.changwon.data(), as: UTF8.self)
                .replacing(/"(sunrise|sunset)": \d+/) { "\"\($0.1)\": 0" }
            #expect(text.contains(#""sunrise": 0"#) && text.contains(#""sunset": 0"#))

            let table = try await weather.run(["--input", "-"], stdin: Data(text.utf8))
            let json = try await weather.run(["--input", "-", "--format", "json"], stdin: Data(text.utf8))

            #expect(table.status == 0)
            #expect(table.stdout.split(separator: "\n").dropFirst().first == "Saved response: standard input")
            #expect(!table.stdout.contains("sunrise") && !table.stdout.contains("sunset"))
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let location = try #require(document["location"] as? [String: Any])
            #expect(location["sunrise"] == nil && location["sunset"] == nil)
            #expect(!json.stdout.contains("1970"))
        }
    }
}
