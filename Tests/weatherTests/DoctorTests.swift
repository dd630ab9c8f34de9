import Foundation
import Testing

/// `weather doctor` end to end: the built program in a fresh HOME, against the tests' own HTTP server, which
/// it asks once, through the transport a run uses.
@Suite struct DoctorTests {
    /// A key of OpenWeather's shape (32 hexadecimal digits), which must not appear in the report.
    static let key = "0123456789abcdef0123456789abcdef"

    /// The report's line for `item` ("key", "server", …), the mark and the item's padding dropped, its text
    /// unwrapped: a line that starts under the text column goes on the one before, after a space, or after
    /// nothing where that one ends in "/" (a path broken there).
    static func lines(_ stdout: String, _ item: String) -> [(mark: String, text: String)] {
        var joined: [Substring] = []
        for line in stdout.split(separator: "\n") {
            if line.hasPrefix(String(repeating: " ", count: 14)), let last = joined.popLast() {
                joined.append(last + (last.hasSuffix("/") ? "" : " ") + line.dropFirst(14))
            } else {
                joined.append(line)
            }
        }
        return joined.compactMap { line in
            let mark = line.prefix(5).trimmingCharacters(in: .whitespaces)
            let name = line.dropFirst(5).prefix(9).trimmingCharacters(in: .whitespaces)
            return name == item ? (mark, String(line.dropFirst(14))) : nil
        }
    }

    /// "Tue, 01 Dec 2026 10:00:00 GMT" for `date`, as RFC 9110 writes an HTTP date.
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    /// A server whose forecasts carry a `Date` header `offset` seconds from now, or the answer `behavior`.
    static func server(
        offset: TimeInterval = 0, behavior: TestHTTPServer.Behavior? = nil
    ) throws -> TestHTTPServer {
        try LocalOpenWeather.start(forecast: { _, text in
            behavior
                ?? .respond(
                    status: 200,
                    headers: ["Content-Type": "application/json", "Date": httpDate(Date().addingTimeInterval(offset))],
                    body: Data(text.utf8))
        })
    }

    static func doctor(
        _ server: TestHTTPServer?, key: String? = DoctorTests.key, extra: [String] = [],
        environment: [String: String] = [:], prepare: (WeatherProcess) throws -> Void = { _ in }
    ) async throws -> WeatherProcess.Result {
        try await WeatherProcess.with { weather in
            weather.environment["OPENWEATHER_API_KEY"] = key
            weather.environment.merge(environment) { $1 }
            try prepare(weather)
            let base = server?.baseURL ?? "http://127.0.0.1:\(TestHTTPServer.closedPort())"
            let result = try await weather.run(["doctor", "--base-url", base] + extra)
            #expect(!result.stdout.contains(key ?? "\u{0}") && !result.stderr.contains(key ?? "\u{0}"), "the key shown")
            return result
        }
    }

    @Test func allWellIsExitZeroWithOneLinePerItem() async throws {
        try await Self.server().serving { server in

            let result = try await Self.doctor(server)

            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            let key = try #require(Self.lines(result.stdout, "key").first)
            #expect(key.mark == "ok" && key.text.hasPrefix("from OPENWEATHER_API_KEY: 32 hexadecimal digits"))
            #expect(Self.lines(result.stdout, "config").first?.text.hasPrefix("no file at ") == true)
            #expect(Self.lines(result.stdout, "libcurl").first?.mark == "ok")
            #expect(Self.lines(result.stdout, "terminal").first?.text.contains("not a terminal") == true)
            #expect(
                Self.lines(result.stdout, "colour").first?.text.hasPrefix("off (--color auto: standard output") == true)
            let serverLine = try #require(Self.lines(result.stdout, "server").first)
            #expect(serverLine.mark == "ok", "\(serverLine)")
            #expect(serverLine.text.hasPrefix("\(server.baseURL) answered 200 in "))
            #expect(serverLine.text.contains("counts against the key's quota"))
            #expect(Self.lines(result.stdout, "clock").first?.mark == "ok")
            #expect(server.requests.map(\.path) == ["/data/2.5/forecast"])
        }
    }

    @Test func noKeyIsAConfigurationProblemAndNoRequest() async throws {
        try await Self.server().serving { server in

            let result = try await Self.doctor(server, key: nil)

            #expect(result.status == 78)
            let key = try #require(Self.lines(result.stdout, "key").first)
            #expect(key.mark == "fail" && key.text.hasPrefix("No OpenWeather API key found."))
            #expect(server.requestCount == 0)
        }
    }

    @Test func aKeyOfAnotherShapeIsAWarningNamingItsSource() async throws {
        let result = try await Self.doctor(nil, key: "not-a-key", extra: ["--timeout", "1"])
        let key = try #require(Self.lines(result.stdout, "key").first)
        #expect(key.mark == "warn")
        #expect(key.text.hasPrefix("from OPENWEATHER_API_KEY: 9 characters, not the 32 hexadecimal digits"))
    }

    @Test func aKeyFileIsNamedByItsPath() async throws {
        let named = try await Self.doctorWithKeyFile()
        #expect(named.text.hasPrefix("from \(named.path): 32 hexadecimal digits"), "\(named.text)")
    }

    /// The key in a file passed with --api-key-file: the report names the file.
    static func doctorWithKeyFile() async throws -> (path: String, text: String) {
        try await WeatherProcess.with { weather in
            weather.environment["OPENWEATHER_API_KEY"] = nil
            let path = weather.temporaryDirectory.appendingPathComponent("key.json").path
            try Data(#"{"APIKey": "\#(key)"}"#.utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, 0o600)
            let result = try await weather.run(
                ["doctor", "--api-key-file", path, "--base-url", "http://127.0.0.1:\(TestHTTPServer.closedPort())"])
            #expect(!result.stdout.contains(key))
            return (path, Self.lines(result.stdout, "key").first?.text ?? "")
        }
    }

    @Test func aRejectedKeyIsExitSixtyNineWhereTheServerIsAsked() async throws {
        let body = Data(#"{"cod":401,"message":"Invalid API key."}"#.utf8)
        try await Self.server(behavior: .respond(status: 401, body: body)).serving { server in

            let result = try await Self.doctor(server)

            let line = try #require(Self.lines(result.stdout, "server").first)
            #expect(result.status == 69)
            #expect(line.mark == "fail" && line.text.contains("rejected the key (HTTP 401)"), "\(line)")
            #expect(server.requestCount == 1)
        }
    }

    @Test func anUnreachableServerIsExitSeventyFiveWhereTheServerIsAsked() async throws {
        let result = try await Self.doctor(nil)
        let line = try #require(Self.lines(result.stdout, "server").first)
        #expect(result.status == 75, "\(result.stdout)")
        #expect(line.mark == "fail")
        #expect(line.text.contains("Check the network"))
        #expect(!line.text.contains(". ("), "a full stop inside the line before its parenthesis: \(line.text)")
        // A refused connection sent nothing: it is not said to count against the key's quota.
        #expect(line.text.contains("it never reached the server, so it cost no quota"), "\(line.text)")
        #expect(!line.text.contains("counts against"), "\(line.text)")
        #expect(Self.lines(result.stdout, "clock").first?.text == "not compared: the server did not answer.")
    }

    /// With neither HOME nor XDG_CONFIG_HOME there is no default config file: the report still has a config
    /// line, saying why there is none and what to do, as its cache line says of the cache's folder.
    @Test func withoutHomeTheConfigLineSaysThereIsNoDefaultFile() async throws {
        let result = try await Self.doctor(nil, environment: ["HOME": ""])
        let config = Self.lines(result.stdout, "config")
        #expect(config.count == 1, "\(result.stdout)")
        #expect(config.first?.mark == "warn")
        #expect(
            config.first?.text
                == "no default file: neither XDG_CONFIG_HOME nor HOME is an absolute path; name one with --config, "
                + "or set XDG_CONFIG_HOME.")
    }

    /// A server an hour ahead: the local clock is 3600 s behind it (give or take the request's seconds).
    @Test func aClockAnHourOffIsAWarning() async throws {
        try await Self.server(offset: 3600).serving { server in

            let result = try await Self.doctor(server)

            #expect(result.status == 0)
            let clock = Self.lines(result.stdout, "clock").first
            let text = try #require(clock?.text)
            #expect(clock?.mark == "warn")
            let seconds = try #require(Int(text.prefix { $0.isNumber }))
            #expect((3595...3605).contains(seconds) && text.contains(" s behind the server's Date header"), "\(text)")
        }
    }

    @Test func aConfigFileWarningIsALineAndAnInvalidOneExitsSeventyEight() async throws {
        let warned = try await Self.doctor(nil, extra: ["--timeout", "1"]) { weather in
            let folder = weather.temporaryDirectory.appendingPathComponent("home/.config/weather")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(#"{"unit": "metric"}"#.utf8).write(to: folder.appendingPathComponent("config.json"))
        }
        let lines = Self.lines(warned.stdout, "config")
        #expect(lines.contains { $0.mark == "warn" && $0.text.contains("\"unit\"") }, "\(warned.stdout)")
        #expect(lines.last?.mark == "ok" && lines.last?.text.hasSuffix("read (warnings above).") == true)

        let invalid = try await Self.doctor(nil, extra: ["--timeout", "1"]) { weather in
            let folder = weather.temporaryDirectory.appendingPathComponent("home/.config/weather")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(#"{"units": "kelvinish"}"#.utf8).write(to: folder.appendingPathComponent("config.json"))
        }
        #expect(invalid.status == 78)
        #expect(Self.lines(invalid.stdout, "config").last?.mark == "fail")
    }

    /// Two entries of the same place (coordinates a little apart, one fixture served for both) are told apart
    /// by their files; an entry whose place no other shares is not.
    @Test func entriesNamingTheSamePlaceSayTheirFiles() async throws {
        try await Self.server().serving { server in
            try await WeatherProcess.with { weather in
                weather.environment["OPENWEATHER_API_KEY"] = Self.key
                for latitude in ["35.2", "35.21"] {
                    let fetched = try await weather.run([
                        "--lat", latitude, "--lon", "128.7", "--base-url", server.baseURL,
                    ])
                    try #require(fetched.status == 0, "\(fetched.stderr)")
                }

                let result = try await weather.run([
                    "doctor", "--base-url", "http://127.0.0.1:\(TestHTTPServer.closedPort())",
                ])

                let places = Self.lines(result.stdout, "cache").dropFirst().map(\.text)
                #expect(places.count == 2, "\(result.stdout)")
                #expect(places.contains { $0.hasPrefix("Changwon, KR (forecast_35.2_128.7_") }, "\(places)")
                #expect(places.contains { $0.hasPrefix("Changwon, KR (forecast_35.21_128.7_") }, "\(places)")
            }
        }
    }

    /// A forecast fetched by a run is listed with its place, age and freshness; the folder's mode is said.
    @Test func theCacheFolderIsListedWithItsModeAndForecasts() async throws {
        try await Self.server().serving { server in
            try await WeatherProcess.with { weather in
                weather.environment["OPENWEATHER_API_KEY"] = Self.key
                let fetched = try await weather.run(["--lat", "35.2", "--lon", "128.7", "--base-url", server.baseURL])
                try #require(fetched.status == 0, "\(fetched.stderr)")

                let result = try await weather.run([
                    "doctor", "--base-url", "http://127.0.0.1:\(TestHTTPServer.closedPort())",
                ])

                let cache = Self.lines(result.stdout, "cache")
                let folder = weather.temporaryDirectory.appendingPathComponent("home/.cache/weather").path
                #expect(cache.first?.text == "\(folder), mode 700 (yours only).", "\(result.stdout)")
                #expect(cache.count == 2)
                #expect(
                    cache.last?.text.hasPrefix("Changwon, KR: ") == true
                        && cache.last?.text.contains(" old, fresh") == true
                )

                chmod(folder, 0o755)
                let open = try await weather.run([
                    "doctor", "--base-url", "http://127.0.0.1:\(TestHTTPServer.closedPort())",
                ])
                #expect(Self.lines(open.stdout, "cache").first?.mark == "warn")
            }
        }
    }

    @Test func theTerminalWidthAndColourSayWhy() async throws {
        let result = try await Self.doctor(
            nil, extra: ["--timeout", "1"], environment: ["COLUMNS": "100", "NO_COLOR": "1"])
        #expect(Self.lines(result.stdout, "terminal").first?.text == "100 columns (COLUMNS); tables are fitted to it.")
        #expect(
            Self.lines(result.stdout, "colour").first?.text.hasPrefix("off (--color auto: NO_COLOR is set)") == true)
    }

    /// With COLUMNS=80 no line of the report is wider than 80: a long line goes on under its text, a path
    /// wider than a line is broken after a "/". Before, the server's line alone ran to about 260 characters.
    @Test func theReportFitsEightyColumns() async throws {
        try await Self.server().serving { server in

            let result = try await Self.doctor(server, environment: ["COLUMNS": "80"]) { weather in
                // A cache entry, whose line names the cache folder's long path.
                let folder = weather.cacheDirectory.path
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }

            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= 80 }, "\(result.stdout)")
            #expect(
                lines.contains { $0.hasPrefix(String(repeating: " ", count: 14)) }, "nothing wrapped: \(result.stdout)")
            let serverLine = try #require(Self.lines(result.stdout, "server").first)
            #expect(serverLine.text.hasPrefix("\(server.baseURL) answered 200 in "))
            #expect(serverLine.text.hasSuffix("(one forecast request, which counts against the key's quota)."))
        }
    }

    @Test func aPlaceNamedDoctorIsStillACity() async throws {
        try await LocalOpenWeather.start(
            geocoding: Data(#"[{"name":"Doctor","lat":35.2,"lon":128.7,"country":"KR"}]"#.utf8)
        ).serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run([
                    "--city", "doctor", "--base-url", server.baseURL, "--format", "json",
                ])

                #expect(result.status == 0, "\(result.stderr)")
                #expect(server.requests.first?.query["q"] == "doctor")
            }
        }
    }
}
