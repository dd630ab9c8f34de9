import Foundation
import Testing

extension PlacesEndToEnd {
    /// `weather Seoul` end to end: a bare word the config file's "places" lacks is looked up by name
    /// on the wire as `--city` is; one it has is that place, with no lookup; several words are several places.
    @Suite struct PlaceArgumentTests {
        @Test func bareWordIsLookedUpByNameAsCityIs() async throws {
            try await LocalOpenWeather.start(
                geocoding: LocalOpenWeather.geocoding(CityLookupTests.sanDiego)
            ).serving { server in
                try await WeatherProcess.with { weather in

                    let result = try await weather.run(["New York,NY,US", "--base-url", server.baseURL])

                    #expect(result.status == 0, "\(result.stderr)")
                    let requests = server.requests
                    try #require(requests.count == 2)
                    #expect(requests[0].path == "/geo/1.0/direct")
                    #expect(requests[0].rawTarget.hasPrefix("/geo/1.0/direct?q=New%20York%2CNY%2CUS&limit=5&appid="))
                    // The recorded answer is San Diego's, 32.7174202, -117.1627728: its coordinates are the ones asked for.
                    #expect(requests[1].path == "/data/2.5/forecast")
                    #expect(requests[1].query["lat"] == "32.7174")
                    #expect(requests[1].query["lon"] == "-117.1628")
                    #expect(result.stdout.contains("Changwon"))
                }
            }
        }

        /// London's recorded answer has 5 matches: the first is used and named on stderr, exactly as for --city.
        @Test func bareWordNamesTheMatchOnStderrAsCityDoes() async throws {
            try await LocalOpenWeather.start(geocoding: LocalOpenWeather.geocoding(CityLookupTests.london)).serving {
                server in
                try await WeatherProcess.with { weather in

                    let bare = try await weather.run(["London", "--base-url", server.baseURL, "--no-cache"])
                    let city = try await weather.run(["--city", "London", "--base-url", server.baseURL, "--no-cache"])

                    #expect(bare.status == 0)
                    #expect(bare.stderr.contains("London, GB (51.5085, -0.1257)"))
                    #expect(bare.stderr == city.stderr)
                    #expect(
                        server.requests.filter { $0.path == "/geo/1.0/direct" }.map { $0.query["q"] } == [
                            "London", "London",
                        ])
                }
            }
        }

        @Test func nameInTheConfigFilesPlacesWinsOverTheLookup() async throws {
            try await LocalOpenWeather.start(geocoding: LocalOpenWeather.geocoding(CityLookupTests.london)).serving {
                server in
                try await WeatherProcess.with { weather in
                    try ConfigFileRunTests.writeConfig(
                        #"{"places": {"London": {"lat": -33.9, "lon": 18.4}}}"#, for: weather)

                    let result = try await weather.run(["London", "--base-url", server.baseURL])

                    #expect(result.status == 0)
                    #expect(server.requests.map(\.path) == ["/data/2.5/forecast"])
                    #expect(server.requests.first?.query["lat"] == "-33.9")
                }
            }
        }

        /// `home` is the config file's; `Busan` is not, so it is looked up: two places, two tables.
        @Test func severalWordsAreSeveralPlaces() async throws {
            try await LocalOpenWeather.start(
                geocoding: LocalOpenWeather.geocoding(CityLookupTests.sanDiego)
            ).serving { server in
                try await WeatherProcess.with { weather in
                    try ConfigFileRunTests.writeConfig(
                        #"{"places": {"home": {"lat": 37.5665, "lon": 126.978}}}"#, for: weather)

                    let result = try await weather.run([
                        "home", "Busan", "--base-url", server.baseURL, "--format", "json",
                    ])

                    #expect(result.status == 0, "\(result.stderr)")
                    let requests = server.requests
                    #expect(requests.filter { $0.path == "/geo/1.0/direct" }.map { $0.query["q"] } == ["Busan"])
                    let forecasts = requests.filter { $0.path == "/data/2.5/forecast" }.compactMap { $0.query["lat"] }
                    #expect(Set(forecasts) == ["37.5665", "32.7174"])
                    let documents = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any]
                    #expect(documents?.count == 2)
                }
            }
        }

        @Test func emptyWordIsAUsageError() async throws {
            try await WeatherProcess.with { weather in

                let result = try await weather.run([" "])

                #expect(result.status == 64)
                #expect(result.stderrLines.first == #"Error: <place> needs a place name, such as "Seoul,KR""#)
            }
        }
    }
}

extension PlacesEndToEnd.PlaceArgumentTests {
    /// `weather hom` with a `home` in "places" is looked up by name, as any other word, and a warning says so
    /// with the name it is one letter from; `weather Busan` (far from `home`) has no warning.
    @Test func wordNearAConfigNameIsLookedUpWithAWarning() async throws {
        try await LocalOpenWeather.start(
            geocoding: LocalOpenWeather.geocoding(PlacesEndToEnd.CityLookupTests.sanDiego)
        ).serving { server in
            try await WeatherProcess.with { weather in
                try PlacesEndToEnd.ConfigFileRunTests.writeConfig(
                    #"{"places": {"home": {"lat": 37.5665, "lon": 126.978}}}"#, for: weather)

                let near = try await weather.run(["hom", "--base-url", server.baseURL])
                let far = try await weather.run(["Busan", "--base-url", server.baseURL])

                #expect(near.status == 0)
                let home = try #require(weather.environment["HOME"])
                #expect(
                    near.stderrLines == [
                        "Warning: 'hom' is not in \"places\" of \(home)/.config/weather/config.json, so it is looked up by name (did you mean 'home'?)."
                    ])
                #expect(server.requests.first?.query["q"] == "hom")
                #expect(far.status == 0)
                #expect(far.stderr == "")
            }
        }
    }
}
