import Foundation
import Testing

extension PlacesEndToEnd {
    /// The config file and the locale as the binary reads them: named places (`weather home`), the default
    /// place, an invalid value (exit 78 naming the key), and the language sent to OpenWeather.
    @Suite struct ConfigFileRunTests {
        /// Writes `json` to `$HOME/.config/weather/config.json` of `weather`'s fresh HOME, made `mode` (0600,
        /// as a file that says where the user is should be, unless told).
        static func writeConfig(_ json: String, for weather: WeatherProcess, mode: mode_t = 0o600) throws {
            let home = try #require(weather.environment["HOME"])
            let directory = URL(fileURLWithPath: home).appendingPathComponent(".config/weather")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("config.json")
            try Data(json.utf8).write(to: file)
            #expect(chmod(file.path, mode) == 0)
        }

        /// `--config /dev/null` is no settings: the demo runs as with no file. Before: "the config file /dev/null
        /// is not valid: not valid JSON.", exit 78.
        @Test func devNullAsTheConfigFileIsNoSettings() async throws {
            try await WeatherProcess.with { weather in
                let result = try await weather.run(["--config", "/dev/null", "--demo"])

                #expect(result.status == 0)
                #expect(result.stderrLines.isEmpty)
            }
        }

        /// Before: no warning at all, though any local user could read where the user lives. Said once, although
        /// the run asks OpenWeather; the forecast is still fetched.
        @Test func configFileWithPlacesOthersCanReadIsWarnedAboutOnce() async throws {
            try await LocalOpenWeather.start().serving { server in
                try await WeatherProcess.with { weather in
                    try Self.writeConfig("{\(Self.places)}", for: weather, mode: 0o644)
                    let path = weather.home.appendingPathComponent(".config/weather/config.json").path

                    let result = try await weather.run(["home", "--base-url", server.baseURL])

                    #expect(result.status == 0)
                    #expect(server.requests.map { $0.query["lat"] } == ["37.5665"])
                    #expect(
                        result.stderrLines == [
                            "Warning: the config file \(path) says where you are and other users can read it (mode 644); "
                                + "run chmod 600 \(path)."
                        ])
                }
            }
        }

        /// A file of options only says nothing about where the user is: no warning, whatever its mode.
        @Test func configFileWithoutAPlaceOthersCanReadIsNotWarnedAbout() async throws {
            try await WeatherProcess.with { weather in
                try Self.writeConfig(#"{"units": "imperial"}"#, for: weather, mode: 0o644)

                let result = try await weather.run(["--demo"])

                #expect(result.status == 0 && result.stderr == "")
            }
        }

        static let places =
            #""places": {"home": {"lat": 37.5665, "lon": 126.978}, "mum": {"lat": 35.1796, "lon": 129.0756}}"#

        @Test func namedPlaceFromTheConfigFileIsFetched() async throws {
            try await LocalOpenWeather.start().serving { server in
                try await WeatherProcess.with { weather in
                    try Self.writeConfig("{\(Self.places)}", for: weather)

                    let result = try await weather.run(["home", "--base-url", server.baseURL])

                    #expect(result.status == 0)
                    #expect(result.stderr == "")
                    #expect(server.requests.map { [$0.query["lat"], $0.query["lon"]] } == [["37.5665", "126.978"]])
                }
            }
        }

        @Test func defaultPlaceNeedsNoArguments() async throws {
            try await LocalOpenWeather.start().serving { server in
                try await WeatherProcess.with { weather in
                    try Self.writeConfig(#"{"place": "mum", \#(Self.places)}"#, for: weather)

                    let result = try await weather.run(["--base-url", server.baseURL])

                    #expect(result.status == 0)
                    #expect(server.requests.map { $0.query["lat"] } == ["35.1796"])
                }
            }
        }

        @Test func xdgConfigHomeIsWhereTheFileIsLooked() async throws {
            try await LocalOpenWeather.start().serving { server in
                try await WeatherProcess.with { weather in
                    let xdg = weather.temporaryDirectory.appendingPathComponent("xdg")
                    try FileManager.default.createDirectory(
                        at: xdg.appendingPathComponent("weather"), withIntermediateDirectories: true)
                    try Data(#"{"places": {"work": {"lat": -33.9, "lon": 18.4}}}"#.utf8)
                        .write(to: xdg.appendingPathComponent("weather/config.json"))
                    weather.environment["XDG_CONFIG_HOME"] = xdg.path

                    let result = try await weather.run(["work", "--base-url", server.baseURL])

                    #expect(result.status == 0)
                    #expect(server.requests.first?.query["lat"] == "-33.9")
                }
            }
        }

        /// A name the file's "places" lacks is not an error: it is looked up, as --city is.
        @Test func nameNotInPlacesIsLookedUpByName() async throws {
            try await LocalOpenWeather.start(
                geocoding: LocalOpenWeather.geocoding(CityLookupTests.sanDiego)
            ).serving { server in
                try await WeatherProcess.with { weather in
                    try Self.writeConfig("{\(Self.places)}", for: weather)

                    let result = try await weather.run(["work", "--base-url", server.baseURL])

                    #expect(result.status == 0)
                    #expect(server.requests.map { $0.query["q"] } == ["work", nil])
                }
            }
        }

        @Test(arguments: [
            (#"{"units": "kelvinish"}"#, "\"units\""), (#"{"lang": "klingon"}"#, "\"lang\""),
            (#"{"max_age": "soon"}"#, "max_age"), (#"{"color": 1}"#, "color"),
            (#"{"template": "{tmp}"}"#, "\"template\""), (#"{"chart": "yes"}"#, "\"chart\" takes true or false"),
            (#"{"chart": 1}"#, "\"chart\" takes true or false, not a number"),
            (#"{"precipitation_threshold": "50"}"#, "\"precipitation_threshold\" takes a number, not a string"),
            (#"{"units": true}"#, "\"units\" takes a string, not true or false"),
        ])
        func invalidConfigValueExitsConfigNamingTheKey(json: String, key: String) async throws {
            try await WeatherProcess.with { weather in
                try Self.writeConfig(json, for: weather)

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", "http://127.0.0.1:1"])

                #expect(result.status == 78)
                #expect(result.stdout == "")
                #expect(result.stderrLines.count == 1)
                #expect(result.stderr.hasPrefix("Error: "))
                #expect(result.stderr.contains("config.json"))
                #expect(result.stderr.contains(key))
            }
        }

        /// `"chart": false` turns the chart off (it turned it on, a flag's value being ignored), `"chart": true`
        /// on, and `--no-chart` and `--chart` beat the file.
        @Test(arguments: [
            (#"{"chart": false}"#, [String](), false), (#"{"chart": true}"#, [], true),
            (#"{"chart": true}"#, ["--no-chart"], false), (#"{"chart": false}"#, ["--chart"], true),
            ("{}", [], false),
        ])
        func chartFromTheConfigFileAndTheCommandLine(json: String, words: [String], shown: Bool) async throws {
            try await WeatherProcess.with { weather in
                try Self.writeConfig(json, for: weather)

                let result = try await weather.run(["--demo"] + words)

                #expect(result.status == 0 && result.stderr == "")
                #expect(result.stdout.contains("Temperature °C; ^ now, | local midnight") == shown, "\(json) \(words)")
            }
        }

        @Test func unknownKeysAreWarningsAndTheRunGoesOn() async throws {
            try await WeatherProcess.with { weather in
                try Self.writeConfig(
                    #"{"unit": "imperial", "places": {"home": {"lat": 37.5665, "lon": 126.978, "citi": "Seoul"}}}"#,
                    for: weather)
                let path = weather.home.appendingPathComponent(".config/weather/config.json").path

                let result = try await weather.run(["--demo"])

                #expect(result.status == 0)
                #expect(result.stdout.hasPrefix("Goyang-si, KR"))
                // Not taken for "units": the demo's °C, not °F.
                #expect(result.stdout.contains("°C"))
                #expect(
                    result.stderrLines == [
                        #"Warning: \#(path): unknown key "unit" (did you mean "units"?)"#,
                        #"Warning: \#(path): unknown key "places.home.citi" (did you mean "places.home.city"?)"#,
                    ])
            }
        }

        @Test func unknownKeyLeavesABarItsValidOutput() async throws {
            try await WeatherProcess.with { weather in
                try Self.writeConfig(#"{"colour": "never"}"#, for: weather)

                let result = try await weather.run(["--demo", "--format", "waybar"])

                #expect(result.status == 0)
                let output = try #require(WaybarOutput(result.stdout), "not one waybar object: \(result.stdout)")
                #expect(!output.classes.contains("error"))
                #expect(result.stderrLines.count == 1)
                #expect(result.stderr.hasPrefix("Warning: "))
                #expect(result.stderr.contains(#"config.json: unknown key "colour" (did you mean "color"?)"#))
            }
        }

        /// With OpenWeather's descriptions, the language is asked for in OpenWeather's spelling; the program's own
        /// (the default) ask without `lang`, whatever the language.
        @Test func koreanLocaleSendsOpenWeathersKrForItsDescriptions() async throws {
            try await LocalOpenWeather.start().serving { server in
                try await WeatherProcess.with { weather in
                    weather.environment["LANG"] = "ko_KR.UTF-8"

                    let place = ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--no-cache"]
                    let result = try await weather.run(place + ["--descriptions", "server"])
                    let program = try await weather.run(place)

                    #expect(result.status == 0 && program.status == 0)
                    #expect(server.requests.first?.query["lang"] == "kr")
                    #expect(server.requests.first?.rawTarget.contains("&lang=kr") == true)
                    #expect(server.requests.last?.query["lang"] == nil)
                }
            }
        }

        @Test func configLangBeatsTheLocaleAndTheFlagBeatsBoth() async throws {
            try await LocalOpenWeather.start().serving { server in
                try await WeatherProcess.with { weather in
                    weather.environment["LANG"] = "ko_KR.UTF-8"
                    try Self.writeConfig(#"{"lang": "zh_tw"}"#, for: weather)
                    let arguments = [
                        "--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--no-cache", "--descriptions",
                        "server",
                    ]

                    _ = try await weather.run(arguments)
                    _ = try await weather.run(arguments + ["--lang", "pt_br"])

                    #expect(server.requests.map { $0.query["lang"] } == ["zh_tw", "pt_br"])
                }
            }
        }

        @Test func cLocaleSendsEnglish() async throws {
            try await LocalOpenWeather.start().serving { server in
                try await WeatherProcess.with { weather in
                    weather.environment["LC_ALL"] = "C"
                    weather.environment["LANG"] = "ko_KR.UTF-8"

                    _ = try await weather.run(
                        ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--descriptions", "server"])

                    #expect(server.requests.first?.query["lang"] == "en")
                }
            }
        }
    }
}
