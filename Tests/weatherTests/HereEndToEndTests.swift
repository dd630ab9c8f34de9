import Foundation
import Testing
import WeatherCore

@testable import TestSupport

extension PlacesEndToEnd {
    /// `--here` and `"place": "here"` end to end, over a local server standing in for the location service and
    /// OpenWeather: the service asked without the key, its place shown and cached for an hour, and every way it
    /// can fail ending in the config file's place with a warning, or in exit 69 with words.
    @Suite struct HereEndToEndTests {
        /// ipinfo.io's shape, placing the machine in Seoul.
        static let seoul = Data(
            #"{"ip": "203.0.113.7", "city": "Seoul", "region": "Seoul", "country": "KR", "loc": "37.5660,126.9784"}"#
                .utf8)

        /// The local OpenWeather, its `/json` answering as a location service with `locate`.
        static func server(locate: TestHTTPServer.Behavior = LocalOpenWeather.json(seoul)) throws -> TestHTTPServer {
            try LocalOpenWeather.start(locate: locate)
        }

        static func here(_ server: TestHTTPServer) -> [String] {
            ["--here", "--locate-url", server.baseURL + "/json", "--base-url", server.baseURL]
        }

        /// The config file's place, Busan's coordinates: told apart from Changwon's and Seoul's on the wire.
        static let configured = #"{"place": {"lat": 35.1, "lon": 129.05}}"#

        /// Puts in the cache that `server`'s service placed the machine in Changwon (35.2, 128.6) `age` seconds
        /// before the launch: dated just before it, so that no wait for a process slot ages it.
        static func placedInChangwon(_ age: Int, by server: TestHTTPServer, for weather: inout WeatherProcess) throws {
            let request = LocateRequest(url: try #require(URL(string: server.baseURL + "/json")))
            let file = weather.cacheDirectory.appendingPathComponent(
                LocateEntry.fileName(for: request, source: .openWeather))
            let folder = weather.cacheDirectory.path
            weather.beforeLaunch = {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                let changwon = IPLocation(latitude: 35.2, longitude: 128.6, city: "Changwon", country: "KR")
                let entry = LocateEntry(location: changwon, fetchedAt: Int(Date().timeIntervalSince1970) - age)
                try JSONEncoder().encode(entry).write(to: file)
                _ = chmod(file.path, 0o600)
            }
        }

        /// The first line of the table.
        static func header(_ result: WeatherProcess.Result) -> String {
            result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        }

        @Test func asksTheServiceWithoutTheKeyAndShowsWhereItIs() async throws {
            try await Self.server().serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(Self.here(server))

                    #expect(result.status == 0)
                    #expect(result.stderr == "")
                    let requests = server.requests
                    try #require(requests.count == 2)
                    // The location service learns the address and nothing else: no key, no query, no place.
                    #expect(requests[0].rawTarget == "/json")
                    for (name, value) in requests[0].headers {
                        #expect(!value.contains(WeatherProcess.sentinelKey), "header \(name)")
                        #expect(!value.contains(String(WeatherProcess.sentinelKey.prefix(8))), "header \(name)")
                    }
                    // The forecast is asked for where loc says, "37.5660,126.9784", as coordinates go on the wire.
                    #expect(requests[1].path == "/data/2.5/forecast")
                    #expect(requests[1].query["lat"] == "37.566")
                    #expect(requests[1].query["lon"] == "126.9784")
                    #expect(requests[1].query["appid"] == WeatherProcess.sentinelKey)
                    let header = try #require(result.stdout.split(separator: "\n").first)
                    #expect(header.contains(" · near Seoul, KR (by IP) · "), "\(header)")
                }
            }
        }

        /// Within the hour neither the service nor OpenWeather is asked again, and the place is still said; the
        /// entry says where the user is, so only they may read it.
        @Test func aSecondRunWithinTheHourAsksNothingAndTheEntryIsPrivate() async throws {
            try await Self.server().serving { server in
                try await WeatherProcess.with { weather in
                    // The runs in one process slot: the same "Updated just now" in both only if no wait for a slot
                    // comes between them.
                    weather.takesSlot = false
                    let (first, second, verbose) = try await ProcessSlots.shared.holding(1) { [weather] in
                        let first = try await weather.run(Self.here(server))
                        let second = try await weather.run(Self.here(server))
                        return (first, second, try await weather.run(Self.here(server) + ["--verbose"]))
                    }

                    #expect(first.status == 0 && second.status == 0 && verbose.status == 0)
                    #expect(server.requests.map(\.path) == ["/json", "/data/2.5/forecast"])
                    #expect(second.stdout == first.stdout)
                    #expect(
                        verbose.stderrLines.first == "weather: location by IP address: from the cache, near Seoul, KR")
                    let entries = weather.cacheFileNames().filter { $0.hasPrefix("here_") && $0.hasSuffix(".json") }
                    try #require(entries.count == 1)
                    let file = weather.cacheDirectory.appendingPathComponent(entries[0])
                    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
                    let folder = try FileManager.default.attributesOfItem(atPath: weather.cacheDirectory.path)
                    #expect((attributes[.posixPermissions] as? Int) == 0o600)
                    #expect((folder[.posixPermissions] as? Int) == 0o700)
                    let text = try String(contentsOf: file, encoding: .utf8)
                    #expect(text.contains("37.566,126.9784") && !text.contains("203.0.113.7"))
                }
            }
        }

        /// Ten bars started together ask the service once between them, and OpenWeather once, as for a name.
        @Test func tenCopiesStartedTogetherLocateOnce() async throws {
            try await Self.server(
                locate: .respond(
                    status: 200, headers: ["Content-Type": "application/json"], body: Self.seoul, delay: 0.2)
            ).serving { server in
                try await WeatherProcess.with { weather in
                    weather.hardLimit = .seconds(60)

                    let results = try await weather.runTogether(10, Self.here(server) + ["--timeout", "20"])

                    #expect(server.requests.map(\.path) == ["/json", "/data/2.5/forecast"])
                    #expect(results.count == 10)
                    #expect(results.allSatisfy { $0.status == 0 && $0.stderr == "" }, "\(results.map(\.stderr))")
                    #expect(Set(results.map(\.stdout)).count == 1)
                }
            }
        }

        @Test func verboseShowsTheLocateRequestAsItShowsTheForecasts() async throws {
            try await Self.server().serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(Self.here(server) + ["--verbose"])

                    #expect(result.status == 0)
                    let log = result.requestLog
                    try #require(log.count == 2)
                    #expect(log[0].hasPrefix("weather: GET \(server.baseURL)/json → 200, "), "\(log[0])")
                    #expect(
                        log[1].hasPrefix("weather: GET \(server.baseURL)/data/2.5/forecast?lat=37.566&lon=126.9784&"))
                    #expect(result.stderr.contains("weather: location by IP address: from the server\n"))
                }
            }
        }

        @Test func jsonSaysThePlaceCameFromTheIPAddress() async throws {
            try await Self.server().serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(Self.here(server) + ["--format", "json"])

                    #expect(result.status == 0)
                    let document = try #require(
                        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                    let location = try #require(document["location"] as? [String: Any])
                    #expect(location["source"] as? String == "ip")
                    #expect(location["near"] as? String == "Seoul, KR")
                }
            }
        }

        /// The service fails: the config file's place is shown, with one line saying why.
        @Test func aFailureShowsTheConfiguredPlaceWithAWarning() async throws {
            try await Self.server(
                locate: .respond(status: 503, body: Data(#"{"error": "busy"}"#.utf8))
            ).serving { server in
                try await WeatherProcess.with { weather in
                    try ConfigFileRunTests.writeConfig(#"{"place": {"lat": 35.2, "lon": 128.6}}"#, for: weather)

                    let result = try await weather.run(Self.here(server))

                    #expect(result.status == 0)
                    #expect(
                        result.stderrLines == [
                            "Warning: cannot tell where this machine is from its IP address: 127.0.0.1 answered HTTP 503; "
                                + "showing 35.2, 128.6, the config file's \"place\", instead."
                        ])
                    #expect(server.requests.last?.query["lat"] == "35.2")
                    #expect(!result.stdout.contains("(by IP)"))
                }
            }
        }

        /// A config file whose "place" names one of its "places": the warning names it as the file does
        /// ("home"), not by the coordinates the user never wrote in "place".
        @Test func aFailureNamesTheConfiguredPlaceByItsName() async throws {
            try await Self.server(
                locate: .respond(status: 503, body: Data(#"{"error": "busy"}"#.utf8))
            ).serving { server in
                try await WeatherProcess.with { weather in
                    try ConfigFileRunTests.writeConfig(
                        #"{"place": "home", "places": {"home": {"lat": 35.2, "lon": 128.6}}}"#, for: weather)

                    let result = try await weather.run(Self.here(server))

                    #expect(result.status == 0)
                    #expect(
                        result.stderrLines == [
                            "Warning: cannot tell where this machine is from its IP address: 127.0.0.1 answered HTTP 503; "
                                + "showing home, the config file's \"place\", instead."
                        ])
                    #expect(server.requests.last?.query["lat"] == "35.2")
                }
            }
        }

        /// First in the order: a location of the last hour is used as it is, before the config file's place, and
        /// the service is not asked.
        @Test func aLocationOfTheLastHourIsUsedWithoutAsking() async throws {
            try await Self.server().serving { server in
                try await WeatherProcess.with { weather in
                    try ConfigFileRunTests.writeConfig(Self.configured, for: weather)
                    try Self.placedInChangwon(1800, by: server, for: &weather)

                    let result = try await weather.run(Self.here(server))

                    #expect(result.status == 0)
                    #expect(result.stderr == "")
                    #expect(server.requests.map(\.path) == ["/data/2.5/forecast"])
                    #expect(server.requests.last?.query["lat"] == "35.2")
                    #expect(Self.header(result).contains(" · near Changwon, KR (by IP) · "), "\(Self.header(result))")
                }
            }
        }

        /// Second: a location older than the hour is asked for again, and the service's answer is shown.
        @Test func anOlderLocationIsAskedForAgain() async throws {
            try await Self.server().serving { server in
                try await WeatherProcess.with { weather in
                    try ConfigFileRunTests.writeConfig(Self.configured, for: weather)
                    try Self.placedInChangwon(7200, by: server, for: &weather)

                    let result = try await weather.run(Self.here(server))

                    #expect(result.status == 0)
                    #expect(result.stderr == "")
                    #expect(server.requests.map(\.path) == ["/json", "/data/2.5/forecast"])
                    #expect(server.requests.last?.query["lat"] == "37.566")
                    #expect(Self.header(result).contains(" · near Seoul, KR (by IP) · "), "\(Self.header(result))")
                }
            }
        }

        /// Third: when the service fails, the config file's place comes before an older location, which may be
        /// where the machine was, not where it is.
        @Test func aFailureShowsTheConfiguredPlaceBeforeAnOlderLocation() async throws {
            try await Self.server(locate: .closeImmediately).serving { server in
                try await WeatherProcess.with { weather in
                    try ConfigFileRunTests.writeConfig(Self.configured, for: weather)
                    try Self.placedInChangwon(7200, by: server, for: &weather)

                    let result = try await weather.run(Self.here(server))

                    #expect(result.status == 0)
                    #expect(server.requests.last?.query["lat"] == "35.1")
                    #expect(!result.stdout.contains("(by IP)"))
                    try #require(result.stderrLines.count == 1)
                    #expect(
                        result.stderrLines[0].hasPrefix(
                            "Warning: cannot tell where this machine is from its IP address: 127.0.0.1 could not be "
                                + "reached ("), "\(result.stderrLines[0])")
                    #expect(
                        result.stderrLines[0].hasSuffix(#"; showing 35.1, 129.05, the config file's "place", instead."#)
                    )
                }
            }
        }

        /// `--verbose` says why the older location did not stand in when the configured place is shown.
        @Test func verboseSaysWhyAnOlderLocationDidNotStandIn() async throws {
            try await Self.server(locate: .closeImmediately).serving { server in
                try await WeatherProcess.with { weather in
                    try ConfigFileRunTests.writeConfig(Self.configured, for: weather)
                    try Self.placedInChangwon(7200, by: server, for: &weather)

                    let result = try await weather.run(Self.here(server) + ["--verbose"])

                    #expect(result.status == 0)
                    #expect(server.requests.last?.query["lat"] == "35.1")
                    let subject = "weather: location by IP address: "
                    #expect(
                        result.stderrLines.contains(
                            subject + "the request failed; the cached answer stands in, stale"))
                    #expect(
                        result.stderrLines.contains(
                            subject + "its answer of 2 h 0 min ago does not stand in: older than an hour, and the "
                                + "configured place comes first"), "\(result.stderr)")
                }
            }
        }

        /// Fourth: with no place configured, a location of the last day stands after any failure, as a cached
        /// forecast does, with a line saying how old it is (dated just before the launch: its age to the second).
        @Test(arguments: [
            (TestHTTPServer.Behavior.closeImmediately, 7200, "127.0.0.1 could not be reached (", "2 h 0 min"),
            (
                LocalOpenWeather.json(Data("<html>".utf8)), 82_800, "127.0.0.1's answer is not a location: ",
                "23 h 0 min"
            ),
        ])
        func withoutAConfiguredPlaceALocationOfTheLastDayStands(
            service: TestHTTPServer.Behavior, age: Int, reason: String, shownAge: String
        ) async throws {
            try await Self.server(locate: service).serving { server in
                try await WeatherProcess.with { weather in
                    try Self.placedInChangwon(age, by: server, for: &weather)

                    let result = try await weather.run(Self.here(server))

                    #expect(result.status == 0)
                    #expect(server.requests.last?.query["lat"] == "35.2")
                    #expect(Self.header(result).contains(" · near Changwon, KR (by IP) · "), "\(Self.header(result))")
                    try #require(result.stderrLines.count == 1)
                    #expect(result.stderrLines[0].hasPrefix("Warning: " + reason), "\(result.stderrLines[0])")
                    #expect(result.stderrLines[0].hasSuffix("; showing where it placed this machine \(shownAge) ago."))
                }
            }
        }

        /// Last: a location older than a day says little about where a laptop is; with no place configured the
        /// run ends with 69, saying so, and asks for no forecast.
        @Test func aLocationOlderThanADayIsNotShown() async throws {
            try await Self.server(locate: .closeImmediately).serving { server in
                try await WeatherProcess.with { weather in
                    try Self.placedInChangwon(90_000, by: server, for: &weather)

                    let result = try await weather.run(Self.here(server))

                    #expect(result.status == 69)
                    #expect(result.stdout == "")
                    // The service only (a connection closed at once is tried again).
                    #expect(!server.requests.isEmpty && server.requests.allSatisfy { $0.path == "/json" })
                    try #require(result.stderrLines.count == 1)
                    #expect(
                        result.stderrLines[0].hasPrefix(
                            "Error: cannot tell where this machine is from its IP address: "))
                    // 90000 s is 1 d 1 h.
                    #expect(
                        result.stderrLines[0].contains(
                            ". Where it placed this machine 1 d 1 h ago is too old to show (24 h at most). Name a place"
                        ),
                        "\(result.stderrLines[0])")
                }
            }
        }

        /// --refresh (and SIGUSR1 in --follow, which runs a copy with it) asks the service again within the hour:
        /// a click after the laptop moved finds where it is now.
        @Test func refreshAsksTheServiceAgainWithinTheHour() async throws {
            try await Self.server().serving { server in
                try await WeatherProcess.with { weather in
                    try Self.placedInChangwon(1800, by: server, for: &weather)

                    let result = try await weather.run(Self.here(server) + ["--refresh"])

                    #expect(result.status == 0)
                    #expect(result.stderr == "")
                    #expect(server.requests.map(\.path) == ["/json", "/data/2.5/forecast"])
                    #expect(Self.header(result).contains(" · near Seoul, KR (by IP) · "), "\(Self.header(result))")
                }
            }
        }

        /// A refresh the service fails keeps the location of the last hour, still the first in the order, before
        /// the config file's place, with a line saying the service failed.
        @Test func aFailedRefreshKeepsTheLocationOfTheLastHour() async throws {
            try await Self.server(locate: .closeImmediately).serving { server in
                try await WeatherProcess.with { weather in
                    try ConfigFileRunTests.writeConfig(Self.configured, for: weather)
                    try Self.placedInChangwon(1800, by: server, for: &weather)

                    let result = try await weather.run(Self.here(server) + ["--refresh"])

                    #expect(result.status == 0)
                    #expect(server.requests.last?.query["lat"] == "35.2")
                    #expect(Self.header(result).contains(" · near Changwon, KR (by IP) · "), "\(Self.header(result))")
                    try #require(result.stderrLines.count == 1)
                    #expect(result.stderrLines[0].hasPrefix("Warning: 127.0.0.1 could not be reached ("))
                    #expect(result.stderrLines[0].hasSuffix("; showing where it placed this machine 30 min ago."))
                }
            }
        }

        /// In --follow, SIGUSR1 asks the location service again as it asks OpenWeather (its copy runs with
        /// --refresh): the machine moved from Seoul to Busan within the hour, and the line follows it. The forecast
        /// is named by where it was asked for.
        @Test func sigusr1InFollowAsksTheServiceAgain() async throws {
            let located = Locked(Self.seoul)
            let busan = Data(#"{"city": "Busan", "region": "Busan", "country": "KR", "loc": "35.1796,129.0756"}"#.utf8)
            let text = try LocalOpenWeather.changwonText()
            let server = try TestHTTPServer { request in
                switch request.path {
                case "/json":
                    return LocalOpenWeather.json(located.withLock { $0 })
                case "/data/2.5/forecast":
                    let name = request.query["lat"] == "37.566" ? "Alpha" : "Beta"
                    return LocalOpenWeather.json(LocalOpenWeather.forecast(named: name, from: text))
                default:
                    return .respond(status: 404, body: Data())
                }
            }
            defer { server.stop() }
            try await WeatherProcess.with { weather in
                try await ProcessSlots.shared.holding(2) { [weather] in
                    let follower = try FollowingProcess(
                        Self.here(server) + ["--format", "waybar", "--follow"], in: weather)
                    let first = try #require(await follower.line(0), "no first line: \(follower.report)")
                    #expect(first.contains("Alpha"))

                    located.withLock { $0 = busan }
                    follower.send(SIGUSR1)
                    let second = try #require(await follower.line(1), "no line after SIGUSR1: \(follower.report)")

                    #expect(second.contains("Beta") && !second.contains("Alpha"), "\(second)")
                    #expect(
                        server.requests.map(\.path) == ["/json", "/data/2.5/forecast", "/json", "/data/2.5/forecast"])
                    #expect(server.requests.last?.query["lat"] == "35.1796")
                    follower.closeOutput()
                    #expect(await follower.end()?.status == 0)
                }
            }
        }

        /// With no place to show instead, an answer off the globe ends the run: 69, no forecast asked for.
        @Test(arguments: [
            (#"{"loc": "95.1,126.9"}"#, " at loc: invalid value (latitude 95.1 is not within ±90°)"),
            (#"{"loc": "37.5,190"}"#, " at loc: invalid value (longitude 190.0 is not within ±180°)"),
            (#"{"city": "Seoul"}"#, " at loc: missing"),
            ("<html>", ": not valid JSON"),
        ])
        func aBadAnswerWithoutAPlaceExitsUnavailable(body: String, reason: String) async throws {
            try await Self.server(locate: LocalOpenWeather.json(Data(body.utf8))).serving { server in
                try await WeatherProcess.with { weather in
                    try ConfigFileRunTests.writeConfig(
                        #"{"place": "here", "locate_url": "\#(server.baseURL)/json"}"#, for: weather)

                    let result = try await weather.run(["--base-url", server.baseURL])

                    #expect(result.status == 69)
                    #expect(result.stdout == "")
                    #expect(result.stderrLines.count == 1)
                    #expect(
                        result.stderr.hasPrefix(
                            "Error: cannot tell where this machine is from its IP address: 127.0.0.1's answer is not a "
                                + "location\(reason). Name a place"), "\(result.stderr)")
                    #expect(server.requests.map(\.path) == ["/json"])
                }
            }
        }

        /// The run's --timeout bounds the service's answer too.
        @Test func aServiceThatNeverAnswersEndsAtTheDeadline() async throws {
            try await Self.server(locate: .neverAnswer).serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(Self.here(server) + ["--timeout", "1"])

                    #expect(result.status == 69)
                    #expect(
                        result.stderr.contains("127.0.0.1 could not be reached (no answer within 1 s)"),
                        "\(result.stderr)")
                }
            }
        }

        /// An answer over the response size limit is refused as it arrives, as OpenWeather's would be.
        @Test func anOversizedAnswerIsAFailureToLocate() async throws {
            try await Self.server(
                locate: .stream(status: 200, declaredLength: nil, start: Data(#"{"loc": ""#.utf8), count: 6_000_000)
            ).serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(Self.here(server))

                    #expect(result.status == 69)
                    #expect(result.stderr.hasPrefix("Error: cannot tell where this machine is from its IP address: "))
                    #expect(server.requests.map(\.path) == ["/json"])
                }
            }
        }

        /// A bar keeps its few words, and exits 0.
        @Test func aBarShowsItsShortError() async throws {
            try await Self.server(locate: .respond(status: 500, body: Data())).serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(Self.here(server) + ["--format", "line"])

                    #expect(result.status == 0)
                    #expect(result.stdout.contains("no location"), "\(result.stdout)")
                }
            }
        }

        @Test(arguments: [
            (["--city", "Seoul"], "--city"), (["--lat", "1", "--lon", "2"], "--lat/--lon"),
            (["Seoul"], "the place 'Seoul'"),
        ])
        func hereWithAnotherPlaceIsAUsageError(other: [String], named: String) async throws {
            try await WeatherProcess.with { weather in

                let result = try await weather.run(["--here"] + other)

                #expect(result.status == 64)
                #expect(result.stderrLines.first == "Error: --here and \(named) both give the place; give one of them")
            }
        }

        @Test func aLocateURLInClearTextToAnotherMachineIsRefused() async throws {
            try await WeatherProcess.with { weather in

                let result = try await weather.run(["--here", "--locate-url", "http://ipinfo.io/json"])

                #expect(result.status == 78)
                #expect(result.stderr.contains("refusing http://ipinfo.io: where you are would cross the network"))
            }
        }
    }
}
