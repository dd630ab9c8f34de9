import Foundation
import Testing

@testable import WeatherCLI

/// Finding and reading the config file: `$XDG_CONFIG_HOME/weather/config.json`, else
/// `~/.config/weather/config.json`; a missing default file is an empty config, a bad one a failure that names
/// the file and the key.
@Suite struct ConfigFileTests {
    /// Writes `text` to a fresh temporary file made `mode` (0600 unless told: a file with places should be)
    /// and returns its path.
    func file(_ text: String, mode: mode_t = 0o600) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "weather-config-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        #expect(chmod(url.path, mode) == 0)
        return url.path
    }

    /// The config at `path` and the warnings it gave.
    func load(_ path: String?, required: Bool = false) throws -> (ConfigFile, [String]) {
        var warnings: [String] = []
        let config = try ConfigFile.load(path: path, required: required) { warnings.append($0) }
        return (config, warnings)
    }

    func loadFailure(_ path: String, required: Bool = false) -> String? {
        do {
            _ = try ConfigFile.load(path: path, required: required) { _ in }
            return nil
        } catch {
            return error.message
        }
    }

    @Test func xdgConfigHomeComesFirst() {
        let environment = ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/u"]
        #expect(ConfigFile.defaultPath(environment: environment) == "/x/config/weather/config.json")
    }

    /// A base ending in "/" (`HOME=/`, as some services have) gives one slash before the folder, not two.
    @Test func aTrailingSlashIsNotDoubled() {
        #expect(ConfigFile.defaultPath(environment: ["HOME": "/"]) == "/.config/weather/config.json")
        #expect(
            ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/x/config//"]) == "/x/config/weather/config.json")
    }

    @Test func relativeXDGConfigHomeIsIgnored() {
        // The XDG Base Directory spec: a relative path is invalid and must be ignored.
        let environment = ["XDG_CONFIG_HOME": "config", "HOME": "/home/u"]
        #expect(ConfigFile.defaultPath(environment: environment) == "/home/u/.config/weather/config.json")
        #expect(ConfigFile.defaultPath(environment: [:]) == nil)
    }

    @Test func missingDefaultFileIsAnEmptyConfig() throws {
        #expect(try load("/nonexistent/weather/config.json").0 == ConfigFile())
        #expect(try load(nil).0 == ConfigFile())
    }

    @Test func missingFileAskedForByNameIsAFailure() {
        #expect(
            loadFailure("/nonexistent/c.json", required: true) == "the config file /nonexistent/c.json does not exist.")
    }

    /// Before: no warning. Readable by the file's group is readable by others too; a default place that is a
    /// name ("place": "Seoul,KR") says where the user is as much as coordinates do.
    @Test func fileSayingWhereTheUserIsThatOthersCanReadIsWarnedAbout() throws {
        for (json, mode) in [
            (#"{"place": "Seoul,KR"}"#, mode_t(0o640)), (#"{"places": {"home": {"lat": 1, "lon": 2}}}"#, 0o604),
        ] {
            let path = try file(json, mode: mode)
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(
                try load(path).1 == [
                    "the config file \(path) says where you are and other users can read it "
                        + "(mode \(String(mode, radix: 8))); run chmod 600 \(path)."
                ])
        }
    }

    @Test func privateFileOrOneWithoutAPlaceIsNotWarnedAbout() throws {
        for (json, mode) in [
            (#"{"place": "Seoul,KR"}"#, mode_t(0o600)), (#"{"units": "metric", "places": {}}"#, 0o644),
        ] {
            let path = try file(json, mode: mode)
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(try load(path).1 == [])
        }
    }

    @Test func everyKeyIsRead() throws {
        let path = try file(
            #"""
            {"units": "imperial", "lang": "kr", "format": "json", "icons": "ascii", "color": "never",
             "template": "{temp}", "max_age": 120, "place": "home",
             "places": {"home": {"lat": 37.5665, "lon": 126.978}, "mum": {"city": "Busan,KR"}}}
            """#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (config, warnings) = try load(path, required: true)
        #expect(warnings == [])
        #expect(config[.units] == .text("imperial"))
        #expect(config[.lang] == .text("kr"))
        #expect(config[.format] == .text("json"))
        #expect(config[.icons] == .text("ascii"))
        #expect(config[.color] == .text("never"))
        #expect(config[.template] == .text("{temp}"))
        #expect(config[.maxAge] == .text("120"))
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

    /// Before: "the config file … is not valid: not valid JSON." — "not valid" twice.
    @Test(arguments: ["{", #"{"units": "metric""#, "units = metric\n"])
    func notJSONSaysSoOnce(_ text: String) throws {
        let path = try file(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(loadFailure(path) == "the config file \(path) is not valid JSON.")
    }

    /// An empty file, or one of white space alone, is no settings, as `{}` is: `--config /dev/null` runs without
    /// the usual file. Before, each was "not valid: not valid JSON". So is one an editor saved as UTF-8 with a
    /// byte order mark and nothing else, which JSON before an object takes too.
    @Test(arguments: ["", "  \n\t\r\n", "\u{FEFF}", "\u{FEFF}\r\n"])
    func anEmptyFileIsNoSettings(_ text: String) throws {
        let path = try file(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (config, warnings) = try load(path, required: true)
        #expect(config.values.isEmpty && config.place == nil && config.places == nil)
        #expect(warnings.isEmpty)
        #expect(try load("/dev/null", required: true).0.values.isEmpty)
    }

    /// A key given twice in one object is a warning naming it (with its path inside a place), since the first
    /// is used where jq and editors would take the last; a name spelled with an escape is the same name. Before,
    /// the second "units" did nothing and nothing said so.
    @Test func aKeyGivenTwiceIsAWarningAndTheFirstIsUsed() throws {
        let text = #"""
            {"units": "metric", "places": {"home": {"lat": 1, "lon": 2, "lat": 3}, "mum": {"city": "Busan"}},
             "\u0075nits": "imperial", "units": 5}
            """#
        let path = try file(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (config, warnings) = try load(path)
        #expect(
            warnings == [
                "\(path): \"places.home.lat\" is given twice; the first is used.",
                "\(path): \"units\" is given twice; the first is used.",
            ])
        #expect(config[.units] == .text("metric"))
    }

    @Test func unknownKeyIsAWarningNamingTheFileAndTheNearestKnownKey() throws {
        let path = try file(#"{"unit": "imperial", "lang": "kr"}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (config, warnings) = try load(path)
        #expect(warnings == ["\(path): unknown key \"unit\" (did you mean \"units\"?)"])
        // The rest of the file is still read; the unknown key is not taken for the one it resembles.
        #expect(config[.lang] == .text("kr"))
        #expect(config[.units] == nil)
    }

    @Test(arguments: [
        ("Units", "units"), ("colour", "color"), ("maxage", "max_age"), ("max-age", "max_age"),
        ("temlate", "template"), ("plaec", "place"), ("place_", "place"),
    ])
    func nearMissSuggestsTheKnownKey(key: String, known: String) {
        #expect(
            ConfigFile.unknownKeys(in: Data("{\"\(key)\": 1}".utf8), path: "c.json")
                == ["c.json: unknown key \"\(key)\" (did you mean \"\(known)\"?)"])
    }

    @Test func farKeyGetsNoGuess() {
        // "lng" is 2 edits from both "lat" and "lon"; "language" 4 from "lang".
        let data = Data(#"{"language": "en", "places": {"home": {"lat": 1, "lng": 2}}}"#.utf8)
        #expect(
            ConfigFile.unknownKeys(in: data, path: "c.json") == [
                #"c.json: unknown key "language""#, #"c.json: unknown key "places.home.lng""#,
            ])
    }

    @Test func keysInsidePlacesAreCheckedButPlaceNamesAreNot() {
        let data = Data(
            #"""
            {"place": {"lat": 1, "lon": 2, "cty": "x"},
             "places": {"zz top": {"citi": "Busan,KR"}, "home": {"lat": 1, "lon": 2}, "mum": "home"}}
            """#.utf8)
        #expect(
            ConfigFile.unknownKeys(in: data, path: "c.json") == [
                #"c.json: unknown key "place.cty" (did you mean "place.city"?)"#,
                #"c.json: unknown key "places.zz top.citi" (did you mean "places.zz top.city"?)"#,
            ])
    }

    @Test func knownKeysGiveNoWarning() {
        let data = Data(
            #"""
            {"units": "metric", "lang": "kr", "format": "table", "icons": "emoji", "color": "auto",
             "template": "{temp}", "max_age": 600, "place": "home", "places": {"home": {"lat": 1, "lon": 2}, "mum": {"city": "Busan,KR"}}}
            """#.utf8)
        #expect(ConfigFile.unknownKeys(in: data, path: "c.json") == [])
    }

    @Test func aFileThatFailsGivesItsErrorWithoutWarnings() throws {
        let path = try file(#"{"unit": "metric", "max_age": "soon"}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var warnings: [String] = []
        #expect(throws: ConfigFile.Unusable.self) {
            try ConfigFile.load(path: path, required: false) { warnings.append($0) }
        }
        #expect(warnings == [])
    }
}
