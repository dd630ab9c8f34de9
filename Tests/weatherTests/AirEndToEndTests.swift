import Foundation
import Testing

/// `weather --air` through the real binary against a local server that answers forecasts with the moved
/// Changwon recording and air with the recorded Belgrade Air Pollution forecast (96 hours) moved to start two
/// hours before now. Expected values are grouped here from the served JSON by integer arithmetic on
/// `dt + 32400` (Changwon's `city.timezone`), not by the program's own day code.
@Suite struct AirEndToEndTests {
    static let airPath = "/data/2.5/air_pollution/forecast"
    static let forecastPath = "/data/2.5/forecast"
    /// The Belgrade recording's first hour, `list[0].dt`.
    static let firstHour = 1_714_950_000

    /// The Belgrade recording moved by whole hours so that its first hour starts two hours before `now`;
    /// with `aqi`, every hour's index replaced by it.
    static func airBody(now: Date = Date(), aqi: Int? = nil) throws -> Data {
        let start = Int(now.timeIntervalSince1970) / 3600 * 3600 - 7200
        var text = String(
            decoding: try Fixture(name: "air_pollution_forecast_belgrade_rs_2024_96h.json").data(), as: UTF8.self)
        text = text.replacing(/"dt":(\d+)/) { "\"dt\":\(Int($0.1)! - firstHour + start)" }
        if let aqi { text = text.replacing(/"aqi":\d/) { _ in "\"aqi\":\(aqi)" } }
        return Data(text.utf8)
    }

    /// A served air body's days as Changwon's clock has them: the worst index and highest PM2.5 and PM10 per
    /// local date ("2026-12-02").
    static func expectedDays(_ body: Data) throws -> [String: (aqi: Int, pm2_5: Double, pm10: Double)] {
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let hours = try #require(object["list"] as? [[String: Any]])
        var days: [String: (aqi: Int, pm2_5: Double, pm10: Double)] = [:]
        for hour in hours {
            let dt = try #require(hour["dt"] as? Int)
            let aqi = try #require((hour["main"] as? [String: Any])?["aqi"] as? Int)
            let components = try #require(hour["components"] as? [String: Any])
            let pm2_5 = try #require((components["pm2_5"] as? NSNumber)?.doubleValue)
            let pm10 = try #require((components["pm10"] as? NSNumber)?.doubleValue)
            let date = Fixture.date("1970-01-01", plusDays: (dt + FetchSuccessTests.utcOffset) / 86_400)
            let old = days[date] ?? (0, 0, 0)
            days[date] = (max(old.aqi, aqi), max(old.pm2_5, pm2_5), max(old.pm10, pm10))
        }
        return days
    }

    /// The indices of the served hours that cover an instant from `start` to `end` (the run's "now").
    /// The index of the served hour holding `instant` (Unix seconds): the air of the hour that `now` stands for.
    static func aqi(_ body: Data, at instant: Int) throws -> Set<Int> {
        try aqiNow(
            body, between: Date(timeIntervalSince1970: Double(instant)),
            and: Date(timeIntervalSince1970: Double(instant)))
    }

    static func aqiNow(_ body: Data, between start: Date, and end: Date) throws -> Set<Int> {
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let hours = try #require(object["list"] as? [[String: Any]])
        let (from, to) = (Int(start.timeIntervalSince1970), Int(end.timeIntervalSince1970))
        return Set(
            hours.compactMap { hour in
                guard let dt = hour["dt"] as? Int, dt <= to, dt + 3600 > from else { return nil }
                return (hour["main"] as? [String: Any])?["aqi"] as? Int
            })
    }

    /// A server answering forecasts with the moved Changwon recording and air with `air`, each after `delay`.
    static func server(air: TestHTTPServer.Behavior, delay: TimeInterval = 0) throws -> TestHTTPServer {
        let forecast = try LocalOpenWeather.changwonText()
        return try TestHTTPServer { request in
            switch request.path {
            case forecastPath:
                return .respond(
                    status: 200, headers: ["Content-Type": "application/json"], body: Data(forecast.utf8), delay: delay)
            case airPath:
                guard case .respond(let status, let headers, let body, _) = air else { return air }
                return .respond(status: status, headers: headers, body: body, delay: delay)
            default:
                return .respond(status: 404, body: Data(#"{"cod":"404","message":"Not found"}"#.utf8))
            }
        }
    }

    static let place = ["--lat", "37", "--lon", "126"]

    @Test func jsonHasEachDaysWorstAirAndTheHourOfNowWithOneRequestMore() async throws {
        let body = try Self.airBody()
        try await Self.server(air: LocalOpenWeather.json(body)).serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(
                    Self.place + ["--base-url", server.baseURL, "--format", "json", "--air"])

                #expect(result.status == 0)
                #expect(result.stderr == "")
                let requests = server.requests
                #expect(requests.map(\.path) == [Self.forecastPath, Self.airPath])
                #expect(requests.last?.query == ["lat": "37", "lon": "126", "appid": WeatherProcess.sentinelKey])
                let document = try #require(
                    try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                let days = try #require(document["days"] as? [[String: Any]])
                let expected = try Self.expectedDays(body)
                var withAir = 0
                for day in days {
                    let date = try #require(day["date"] as? String)
                    guard let worst = expected[date] else {
                        #expect(day["air"] == nil || day["air"] is NSNull, "\(date) has air the response has not")
                        continue
                    }
                    withAir += 1
                    let air = try #require(day["air"] as? [String: Any], "\(date)")
                    #expect(air["aqi"] as? Int == worst.aqi, "\(date)")
                    #expect(abs(try #require(air["pm2_5"] as? Double) - worst.pm2_5) < 1e-9, "\(date)")
                    #expect(abs(try #require(air["pm10"] as? Double) - worst.pm10) < 1e-9, "\(date)")
                }
                // The forecast starts on Changwon's tomorrow and the air covers 96 hours from two hours ago: 3 or 4 of
                // the forecast's 6 days have air, and the last has none.
                #expect((3...4).contains(withAir), "\(withAir) days with air")
                // The air of the hour `now` stands for: its `dt`, the instant estimated (the forecast starts on
                // Changwon's tomorrow, so a slot ahead stands in for now).
                let nowObject = try #require(document["now"] as? [String: Any])
                let air = try #require(nowObject["air"] as? [String: Any])
                let instant = try #require(nowObject["dt"] as? Int)
                #expect(try Self.aqi(body, at: instant).contains(try #require(air["aqi"] as? Int)))
            }
        }
    }

    @Test func tableHasAnAirColumnAndTheAirNow() async throws {
        let body = try Self.airBody()
        try await Self.server(air: LocalOpenWeather.json(body)).serving { server in
            try await WeatherProcess.with { weather in

                let start = Date()
                let result = try await weather.run(
                    Self.place + ["--base-url", server.baseURL, "--air", "--color", "never"])
                let end = Date()

                #expect(result.status == 0)
                #expect(result.stderr == "")
                let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
                let header = try #require(lines.firstIndex { $0.hasPrefix("Day") })
                #expect(lines[header].contains(" Air "))
                let rows = lines[(header + 1)...].prefix { !$0.isEmpty }
                #expect(rows.count == 6)
                let expected = try Self.expectedDays(body)
                for row in rows {
                    let date = String(row.dropFirst(4).prefix(10))
                    // A day the air's 96 hours do not reach shows "-".
                    let cell = expected[date].map { Self.name($0.aqi) } ?? "-"
                    #expect(row.contains("  \(cell)  "), "\(row)")
                }
                #expect(rows.last?.contains("  -  ") == true)
                // The air of the hour `now` stands for, which the same run's JSON (from the cache) dates.
                let json = try await weather.run(
                    Self.place + ["--base-url", server.baseURL, "--air", "--format", "json"])
                let document = try #require(
                    try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
                let instant = try #require((document["now"] as? [String: Any])?["dt"] as? Int)
                let now = try Self.aqi(body, at: instant).union(Self.aqiNow(body, between: start, and: end))
                #expect(now.contains { result.stdout.contains("air \(Self.name($0)) (\($0))") }, "\(result.stdout)")
            }
        }
    }

    @Test func waybarHasTheClassAirPoorAndTheTemplatesIndex() async throws {
        try await Self.server(air: LocalOpenWeather.json(try Self.airBody(aqi: 4))).serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(
                    Self.place + [
                        "--base-url", server.baseURL, "--air", "--format", "waybar", "--template", "{temp} {aqi}",
                    ])

                #expect(result.status == 0)
                #expect(result.stderr == "")
                let bar = try #require(WaybarOutput(result.stdout), "\(result.stdout)")
                #expect(bar.classes.contains("air-poor"))
                #expect(bar.text.hasSuffix(" 4 Poor"), "\(bar.text)")
            }
        }
    }

    /// A failing Air Pollution API: the forecast is shown all the same, with "-" for the air, one warning, and
    /// the exit status of a shown forecast; in a bar, valid output first and the warning after it.
    @Test(arguments: ["table", "json", "waybar"])
    func failingAirKeepsTheForecastWithOneWarning(_ format: String) async throws {
        try await Self.server(
            air: .respond(status: 404, body: Data(#"{"cod":"404","message":"Internal error"}"#.utf8))
        ).serving { server in
            try await WeatherProcess.with { weather in
                // Both runs in one process slot: the failure is remembered for a minute, which a loaded machine's
                // wait for a slot between them could outlast.
                weather.takesSlot = false
                let (result, again) = try await ProcessSlots.shared.holding(1) { [weather] in
                    let result = try await weather.run(
                        Self.place + ["--base-url", server.baseURL, "--air", "--format", format, "--color", "never"])
                    let again = try await weather.run(
                        Self.place + ["--base-url", server.baseURL, "--air", "--format", format])
                    return (result, again)
                }

                #expect(result.status == 0)
                #expect(result.stderrLines.count == 1, "\(result.stderr)")
                let warning = try #require(result.stderrLines.first)
                #expect(warning.hasPrefix("Warning: no air quality for 37, 126: "), "\(warning)")
                #expect(warning.contains("404"), "\(warning)")
                #expect(warning.hasSuffix("The forecast is shown without it."), "\(warning)")
                switch format {
                case "table":
                    #expect(result.stdout.hasPrefix("Changwon, KR"))
                    #expect(result.stdout.contains("air -"))
                case "json":
                    let document = try #require(
                        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                    let days = try #require(document["days"] as? [[String: Any]])
                    #expect(days.count == 6)
                    #expect(days.allSatisfy { $0["air"] == nil || $0["air"] is NSNull })
                default:
                    let bar = try #require(WaybarOutput(result.stdout), "\(result.stdout)")
                    #expect(!bar.classes.contains("air-poor") && !bar.classes.contains("error"))
                }
                // The failure is remembered a minute for every copy: the next run asks nothing, and says why.
                #expect(again.status == 0)
                #expect(server.requests.filter { $0.path == Self.airPath }.count == 1)
                #expect(again.stderr.contains("not asking again for"), "\(again.stderr)")
            }
        }
    }

    /// A cached forecast and its cached air answer the next runs without a request, with `--air` or without.
    @Test func aFreshCacheAnswersWithoutARequest() async throws {
        let body = try Self.airBody()
        try await Self.server(air: LocalOpenWeather.json(body)).serving { server in
            try await WeatherProcess.with { weather in
                let arguments = Self.place + ["--base-url", server.baseURL, "--format", "json"]

                let first = try await weather.run(arguments + ["--air"])
                let second = try await weather.run(arguments + ["--air"])
                let without = try await weather.run(arguments)

                #expect(server.requests.map(\.path) == [Self.forecastPath, Self.airPath])
                #expect([first.status, second.status, without.status] == [0, 0, 0])
                #expect(second.stdout == first.stdout || second.stdout.contains(#""air""#))
                #expect(!without.stdout.contains(#""air""#))
                // The air's entry is a file of its own, readable by the user only.
                let folder = URL(fileURLWithPath: weather.environment["HOME"]!).appendingPathComponent(".cache/weather")
                let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                let air = try #require(names.first { $0.hasPrefix("air_37_126_") && $0.hasSuffix(".json") }, "\(names)")
                let attributes = try FileManager.default.attributesOfItem(
                    atPath: folder.appendingPathComponent(air).path)
                #expect((attributes[.posixPermissions] as? Int) == 0o600)
            }
        }
    }

    /// Two copies started together, against a server that takes a second to answer: one asks for the forecast
    /// and the air, the other waits for it and shows what it wrote.
    @Test func aSecondCopyWaitsForTheFirstsAir() async throws {
        let body = try Self.airBody()
        try await Self.server(air: LocalOpenWeather.json(body), delay: 1).serving { server in
            try await WeatherProcess.with { weather in
                let arguments =
                    Self.place + ["--base-url", server.baseURL, "--format", "json", "--air", "--timeout", "20"]

                async let one = weather.run(arguments)
                async let two = weather.run(arguments)
                let results = try await [one, two]

                #expect(results.map(\.status) == [0, 0])
                #expect(results.map(\.stderr) == ["", ""])
                #expect(server.requests.map(\.path) == [Self.forecastPath, Self.airPath])
                for result in results {
                    let document = try #require(
                        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                    #expect((document["now"] as? [String: Any])?["air"] is [String: Any])
                }
            }
        }
    }

    /// `"air": true` in the config file asks for the air as `--air` does; `"air": false` does not.
    @Test(arguments: [true, false])
    func theConfigFilesAirKey(_ air: Bool) async throws {
        try await Self.server(air: LocalOpenWeather.json(try Self.airBody())).serving { server in
            try await WeatherProcess.with { weather in
                let config = weather.temporaryDirectory.appendingPathComponent("config.json")
                try Data(#"{"air": \#(air)}"#.utf8).write(to: config)

                let result = try await weather.run(
                    Self.place + ["--base-url", server.baseURL, "--config", config.path])

                #expect(result.status == 0)
                #expect(result.stderr == "")
                #expect(server.requests.map(\.path) == (air ? [Self.forecastPath, Self.airPath] : [Self.forecastPath]))
            }
        }
    }

    /// The demo has no recording of its place's air: `--air` there is said to do nothing, and no air is shown.
    @Test func theDemoSaysAirDoesNothing() async throws {
        try await WeatherProcess.with { weather in

            let result = try await weather.run(["--demo", "--air", "--color", "never"])

            #expect(result.status == 0)
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.hasPrefix("Warning: --air does nothing with --demo"), "\(result.stderr)")
            #expect(!result.stdout.contains(" Air "))
        }
    }

    /// OpenWeather's name of an index, written out here: 1 Good … 5 Very Poor.
    static func name(_ aqi: Int) -> String {
        ["Good", "Fair", "Moderate", "Poor", "Very Poor"][aqi - 1]
    }
}
