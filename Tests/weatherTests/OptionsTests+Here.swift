import Foundation
import Testing

@testable import WeatherCLI

/// `--here` and `"place": "here"` as the options resolve them: the IP address's place, with the config file's
/// place to stand in when the service cannot say, and never beside another place.
extension OptionsTests {
    @Test func hereStandsAloneWithoutAConfiguredPlace() throws {
        #expect(try resolve(["--here"]).source == .places([.here(fallback: nil)]))
    }

    @Test func hereKeepsTheConfigFilesPlaceToStandIn() throws {
        let city = try resolve(["--here"], config: #"{"place": {"city": "Busan,KR"}}"#)
        let named = try resolve(
            ["--here"], config: #"{"place": "home", "places": {"home": {"lat": 37.5665, "lon": 126.978}}}"#)

        #expect(city.source == .places([.here(fallback: .city("Busan,KR"))]))
        #expect(
            named.source
                == .places([.here(fallback: .coordinates(latitude: 37.5665, longitude: 126.978), fallbackName: "home")])
        )
    }

    /// `"place": "here"` is `--here` with nothing to stand in; a `"places"` entry named `here` is the user's own
    /// place, as before, and stands in for `--here`.
    @Test func configPlaceHereAsksTheServiceUnlessPlacesNamesIt() throws {
        let here = try resolve([], config: #"{"place": "here"}"#)
        let both = try resolve(["--here"], config: #"{"place": "here"}"#)
        let named = try resolve([], config: #"{"place": "here", "places": {"here": {"city": "Oslo"}}}"#)

        #expect(here.source == .places([.here(fallback: nil)]))
        #expect(both.source == .places([.here(fallback: nil)]))
        #expect(named.source == .places([.city("Oslo")]))
    }

    /// A place on the command line beats the config file's `"here"`, as it beats any default.
    @Test func aPlaceGivenBeatsTheConfigFilesHere() throws {
        #expect(try resolve(["--city", "Busan"], config: #"{"place": "here"}"#).source == .places([.city("Busan")]))
    }

    @Test(arguments: [
        (["--city", "Seoul"], "--city"), (["--lat", "1", "--lon", "2"], "--lat/--lon"), (["home"], "the place 'home'"),
    ])
    func hereWithAnotherPlaceIsAUsageErrorNamingBoth(other: [String], named: String) {
        #expect(
            failure(["--here"] + other)
                == "usage: --here and \(named) both give the place; give one of them")
    }

    @Test func theLocateURLComesFromTheCommandLineOrTheConfigFile() throws {
        let given = try resolve(
            ["--here", "--locate-url", "https://ip.example/json"], config: #"{"locate_url": "https://other/json"}"#)
        let configured = try resolve(["--here"], config: #"{"locate_url": "https://other/json"}"#)

        #expect(given.locateURL == "https://ip.example/json")
        #expect(configured.locateURL == "https://other/json")
        #expect(try resolve(["--here"]).locateURL == nil)
    }
}
