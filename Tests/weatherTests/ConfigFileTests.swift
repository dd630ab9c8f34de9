import Foundation
import Testing

@testable import WeatherCLI

/// Finding and reading the config file: `$XDG_CONFIG_HOME/weather/config.json`, else
/// `~/.config/weather/config.json`; a missing default file is an empty config, a bad one a failure that names
/// the file and the key.
@Suite struct ConfigFileTests {
    /// Writes `text` to a fresh temporary file and returns its path.
    func file(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "weather-config-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func loadFailure(_ path: String, required: Bool = false) -> String? {
        do {
            _ = try ConfigFile.load(path: path, required: required)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func xdgConfigHomeComesFirst() {
        let environment = ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/u"]
        #expect(ConfigFile.defaultPath(environment: environment) == "/x/config/weather/config.json")
    }

    @Test func relativeXDGConfigHomeIsIgnored() {
        // The XDG Base Directory spec: a relative path is invalid and must be ignored.
        let environment = ["XDG_CONFIG_HOME": "config", "HOME": "/home/u"]
        #expect(ConfigFile.defaultPath(environment: environment) == "/home/u/.config/weather/config.json")
        #expect(ConfigFile.defaultPath(environment: [:]) == nil)
    }

    @Test func missingDefaultFileIsAnEmptyConfig() throws {
        #expect(try ConfigFile.load(path: "/nonexistent/weather/config.json", required: false) == ConfigFile())
        #expect(try ConfigFile.load(path: nil, required: false) == ConfigFile())
    }

    @Test func missingFileAskedForByNameIsAFailure() {
        #expect(
            loadFailure("/nonexistent/c.json", required: true) == "the config file /nonexistent/c.json does not exist.")
    }

    @Test func everyKeyIsRead() throws {
        let path = try file(
            #"""
            {"units": "imperial", "lang": "kr", "format": "json", "icons": "ascii", "color": "never",
             "template": "{temp}", "max_age": 120, "place": "home",
             "places": {"home": {"lat": 37.5665, "lon": 126.978}, "mum": {"city": "Busan,KR"}}}
            """#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let config = try ConfigFile.load(path: path, required: true)
        #expect(config.units == "imperial")
        #expect(config.lang == "kr")
        #expect(config.format == "json")
        #expect(config.icons == "ascii")
        #expect(config.color == "never")
        #expect(config.template == "{temp}")
        #expect(config.maxAge == 120)
        #expect(config.place?.name == "home")
        #expect(config.places?["home"]?.lat == 37.5665)
        #expect(config.places?["home"]?.lon == 126.978)
        #expect(config.places?["mum"]?.city == "Busan,KR")
    }

    @Test func wrongTypeNamesTheKey() throws {
        let path = try file(#"{"max_age": "ten minutes"}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let message = try #require(loadFailure(path))
        #expect(message.hasPrefix("the config file \(path) is not valid: "))
        #expect(message.contains("max_age"))
    }

    @Test func wrongTypeInsideAPlaceNamesItsPath() throws {
        let path = try file(#"{"places": {"home": {"lat": "north"}}}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let message = try #require(loadFailure(path))
        #expect(message.contains("places.home.lat"))
    }

    @Test func notJSONIsAFailureNamingTheFile() throws {
        let path = try file("units = metric\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(loadFailure(path)?.hasPrefix("the config file \(path) is not valid") == true)
    }
}
