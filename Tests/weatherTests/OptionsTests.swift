import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// `Options.resolve`: flags first, then the config file, then the locale (for the language only); named
/// places from the config file; its `place` as the default.
@Suite struct OptionsTests {
    static let path = "/home/u/.config/weather/config.json"

    /// A config file decoded from JSON text, as `ConfigFile.load` would.
    func config(_ json: String) throws -> ConfigFile {
        try JSONDecoder().decode(ConfigFile.self, from: Data(json.utf8))
    }

    /// The options for a command line, a config file and an environment.
    func resolve(_ words: [String], config json: String = "{}", environment: [String: String] = [:]) throws -> Options {
        guard case .run(let arguments) = try ArgumentParser.parse(words) else { throw UsageError(message: "not a run") }
        return try Options.resolve(arguments, config: config(json), path: Self.path, environment: environment)
    }

    /// The message of the error resolving throws, or nil.
    func failure(_ words: [String], config json: String = "{}") -> String? {
        do {
            _ = try resolve(words, config: json)
            return nil
        } catch let error as UsageError {
            return "usage: " + error.message
        } catch let error as ConfigFile.Unusable {
            return "config: " + error.message
        } catch {
            return "other: \(error)"
        }
    }

    /// A config file's boolean keys: `true` turns the flag on, `false` leaves it off (it turned `--chart` on).
    @Test func configBooleansTurnFlagsOnAndOff() throws {
        let place = ["--lat", "37", "--lon", "126"]
        #expect(try resolve(place, config: #"{"chart": true, "air": true}"#).chart)
        #expect(try resolve(place, config: #"{"chart": true, "air": true}"#).air)
        #expect(try !resolve(place, config: #"{"chart": false, "air": false}"#).chart)
        #expect(try !resolve(place, config: #"{"chart": false, "air": false}"#).air)
        #expect(try resolve(place + ["--chart", "--air"], config: #"{"chart": false, "air": false}"#).air)
        #expect(try !resolve(place).air)
    }

    @Test func flagBeatsTheConfigFile() throws {
        let config = #"{"units": "imperial", "format": "json", "icons": "ascii", "color": "always", "max_age": 60}"#
        let options = try resolve(
            [
                "--demo", "--units", "metric", "--format", "table", "--icons", "none", "--color", "never", "--max-age",
                "5",
            ],
            config: config)
        #expect(options.units == .metric)
        #expect(options.format == .table)
        #expect(options.icons == IconSet.none)
        #expect(options.color == .never)
        #expect(options.maxAge == 5)
    }

    @Test func configFileFillsWhatFlagsLeaveOut() throws {
        let config = #"{"units": "Imperial", "format": "json", "icons": "ascii", "color": "always", "max_age": 60}"#
        let options = try resolve(["--demo"], config: config)
        #expect(options.units == .imperial)
        #expect(options.format == .json)
        #expect(options.icons == .ascii)
        #expect(options.color == .always)
        #expect(options.maxAge == 60)
    }

    @Test func builtInDefaultsWithoutFlagsOrConfig() throws {
        let options = try resolve(["--demo"])
        #expect(options.units == .metric)
        #expect(options.format == .table)
        #expect(options.color == .auto)
        #expect(options.maxAge == 600)
        #expect(options.lang == nil)
    }

    @Test func langFlagBeatsConfigAndLocale() throws {
        let options = try resolve(
            ["--demo", "--lang", "ja"], config: #"{"lang": "de"}"#, environment: ["LANG": "ko_KR.UTF-8"])
        #expect(options.lang == "ja")
    }

    @Test func configLangBeatsTheLocale() throws {
        let options = try resolve(["--demo"], config: #"{"lang": "zh-CN"}"#, environment: ["LC_ALL": "ko_KR.UTF-8"])
        #expect(options.lang == "zh_cn")
    }

    @Test func localeGivesTheLangWhenNeitherFlagNorConfigDoes() throws {
        #expect(try resolve(["--demo"], environment: ["LANG": "ko_KR.UTF-8"]).lang == "kr")
        #expect(try resolve(["--demo"], environment: ["LC_MESSAGES": "uk_UA.UTF-8", "LANG": "C"]).lang == "ua")
    }

    @Test func unsupportedConfigLangNamesTheKey() {
        #expect(
            failure(["--demo"], config: #"{"lang": "klingon"}"#)
                == "config: \(Self.path): \"lang\" takes an OpenWeather language code such as en, kr or zh_cn, not 'klingon'."
        )
    }

    @Test(arguments: [
        (#"{"units": "kelvinish"}"#, "\"units\" must be one of standard, metric, imperial, not 'kelvinish'."),
        (#"{"format": "xml"}"#, "\"format\" must be one of"),
        (#"{"icons": "big"}"#, "\"icons\" must be one of"),
        (#"{"color": "yes"}"#, "\"color\" must be one of auto, always, never, not 'yes'."),
        (#"{"max_age": 999999999}"#, "\"max_age\" takes whole seconds from 0 to 604800, not '999999999'."),
    ])
    func invalidConfigValueIsAConfigFailureNamingTheKey(json: String, message: String) {
        let text = failure(["--demo"], config: json)
        #expect(text?.hasPrefix("config: \(Self.path): ") == true)
        #expect(text?.contains(message) == true, "\(text ?? "no failure")")
    }

    @Test func namedPlacesComeAfterExplicitOnesInOrder() throws {
        let config = #"{"places": {"home": {"lat": 37.5665, "lon": 126.978}, "mum": {"city": "Busan,KR"}}}"#
        let options = try resolve(["mum", "--lat", "1", "--lon", "2", "home"], config: config)
        #expect(
            options.source
                == .places([
                    .coordinates(latitude: 1, longitude: 2), .city("Busan,KR"),
                    .coordinates(latitude: 37.5665, longitude: 126.978),
                ]))
    }

    /// A name the config file's "places" lacks is looked up by name, as --city is, with or without
    /// "places"; one it has is that place.
    @Test func nameNotInPlacesIsACity() throws {
        let config = #"{"places": {"mum": {"city": "Busan,KR"}, "home": {"lat": 1, "lon": 2}}}"#
        #expect(try resolve(["work"], config: config).source == .places([.city("work")]))
        #expect(try resolve(["New York,NY,US"]).source == .places([.city("New York,NY,US")]))
        #expect(
            try resolve(["Seoul", "mum"], config: config).source == .places([.city("Seoul"), .city("Busan,KR")]))
    }

    @Test func bareWordTakesCitysRules() {
        #expect(failure([" "]) == #"usage: <place> needs a place name, such as "Seoul,KR""#)
        #expect(
            failure([String(repeating: "x", count: 201)])
                == "usage: <place> is 201 characters long; a place name has at most 200")
    }

    @Test func placeWithBothCityAndCoordinatesIsAConfigurationError() {
        #expect(
            failure(["home"], config: #"{"places": {"home": {"city": "Busan,KR", "lat": 35.1, "lon": 129.0}}}"#)
                == "config: \(Self.path): place 'home' has both \"city\" and \"lat\"/\"lon\"; give one of them.")
    }

    @Test func configPlaceIsTheDefault() throws {
        #expect(try resolve([], config: #"{"place": {"city": "Seoul,KR"}}"#).source == .places([.city("Seoul,KR")]))
        let named = #"{"place": "home", "places": {"home": {"lat": -33.9, "lon": 18.4}}}"#
        #expect(try resolve([], config: named).source == .places([.coordinates(latitude: -33.9, longitude: 18.4)]))
    }

    @Test func flagsBeatTheDefaultPlace() throws {
        let options = try resolve(["--city", "Busan"], config: #"{"place": {"city": "Seoul,KR"}}"#)
        #expect(options.source == .places([.city("Busan")]))
    }

    @Test func defaultPlaceNamingNoEntryIsAConfigFailure() {
        #expect(
            failure([], config: #"{"place": "work", "places": {}}"#)
                == "config: \(Self.path): \"place\" names 'work', which is not in \"places\".")
    }

    @Test(arguments: [#"{"lat": 91, "lon": 0}"#, #"{"lat": 10}"#, #"{"city": ""}"#])
    func placeWithoutUsableCoordinatesIsAConfigFailure(entry: String) {
        let text = failure(["home"], config: #"{"places": {"home": \#(entry)}}"#)
        #expect(
            text == "config: \(Self.path): place 'home' needs \"lat\" (-90…90) and \"lon\" (-180…180), or \"city\".")
    }

    /// The guide `weather` prints with no place at all, as a value: with no config file and no key in
    /// the environment it says where the key goes and gives a whole file to paste.
    @Test func noPlaceAnywhereIsAUsageErrorWithAGuide() throws {
        let error = try #require(noPlace([], environment: ["HOME": "/home/u"]))
        #expect(
            error.message == "no place given, and there is no config file at \(Self.path) to name a default \"place\"")
        #expect(error.short == "no place")
        #expect(
            error.guide == [
                "Name one:",
                "  weather Seoul                        by name (quote a name with spaces: weather \"New York,NY,US\")",
                "  weather --lat 37.5665 --lon 126.978  by latitude and longitude",
                "To make it the default, put this in \(Self.path):",
                #"  {"place": {"city": "Seoul,KR"}}"#,
                #"The API key goes in OPENWEATHER_API_KEY, or as {"APIKey": "…"} in /home/u/.config/weather/APIKey.json."#,
                "To see it work without a key or the network: weather --demo",
            ])
    }

    /// The line to paste works: the file it gives, read back, has Seoul,KR as its default place.
    @Test func noPlaceGuidesFileToPasteMakesTheDefault() throws {
        let error = try #require(noPlace([], environment: [:]))
        let index = try #require(error.guide.firstIndex { $0.hasPrefix("To make it the default") })
        let line = error.guide[index + 1]
        #expect(try resolve([], config: line).source == .places([.city("Seoul,KR")]))
    }

    /// With a config file that has places but no default, the member to add names the first of them, and the
    /// guide shows it as a command; added to the file, it makes that place the default. A key in the
    /// environment needs no line about the key.
    @Test func noPlaceGuideWithPlacesNamesOneOfThem() throws {
        let config = #"{"units": "metric", "places": {"mum": {"city": "Busan,KR"}, "home": {"lat": 1, "lon": 2}}}"#
        let error = try #require(noPlace([], config: config, environment: ["OPENWEATHER_API_KEY": "k"]))
        #expect(error.guide.contains("  weather home                         from \"places\""))
        let index = try #require(error.guide.firstIndex { $0.hasPrefix("To make it the default, add this") })
        let member = error.guide[index + 1].trimmingWhitespace
        #expect(member == #""place": "home""#)
        #expect(!error.guide.contains { $0.contains("API key") })
        let pasted = "{" + member + ", " + config.dropFirst()
        #expect(try resolve([], config: pasted).source == .places([.coordinates(latitude: 1, longitude: 2)]))
    }

    /// In Korean the guide's prose is Korean, and its commands, paths and keys are as they are; the error's
    /// sentence stays English, as every error message does.
    @Test func noPlaceGuideIsInTheInterfacesLanguage() throws {
        let config = #"{"places": {"home": {"lat": 1, "lon": 2}}}"#
        let error = try #require(noPlace(["--lang", "kr"], config: config, environment: ["HOME": "/home/u"]))
        #expect(error.message == "no place given, and \(Self.path) names no default \"place\"")
        let key = #"API 키는 OPENWEATHER_API_KEY에 넣거나, /home/u/.config/weather/APIKey.json에 {"APIKey": "…"} 형식으로"#
        #expect(
            error.guide == [
                "장소를 지정하세요:",
                "  weather Seoul                        이름으로 (띄어쓰기가 있는 이름은 따옴표로 감싸서: weather \"New York,NY,US\")",
                "  weather --lat 37.5665 --lon 126.978  위도와 경도로",
                "  weather home                         \"places\"에 있는 장소",
                "기본값으로 하려면 \(Self.path)의 객체에 다음을 추가하세요:",
                #"  "place": "home""#,
                key + " 넣으세요.",
                "키나 네트워크 없이 동작을 보려면: weather --demo",
            ])
    }

    /// The usage error resolving throws for `words`, or nil.
    /// With no config file the message says there is none, and where it would go; before, it said the path
    /// "names no default", as if the file were there. A file that is there, even empty, keeps that wording.
    @Test func noPlaceSaysWhetherTheConfigFileIsMissing() throws {
        let missing = try #require(noPlace([], environment: [:]))
        #expect(
            missing.message == "no place given, and there is no config file at \(Self.path) to name a default \"place\""
        )
        var empty = ConfigFile()
        empty.bytes = Data()
        let error = try #require(try Self.noPlace(config: empty))
        #expect(error.message == "no place given, and \(Self.path) names no default \"place\"")
    }

    /// A file that holds nothing but white space (`touch`ed, or `--config /dev/null`) has no object to add a
    /// member to: the guide gives the whole object to put in it, as for a missing file, and that object, as
    /// the file's text, makes Seoul,KR the default.
    @Test(arguments: ["", " \n\t\r\n"])
    func noPlaceGuideForABlankFileGivesTheWholeObject(text: String) throws {
        var blank = ConfigFile()
        blank.bytes = Data(text.utf8)
        let error = try #require(try Self.noPlace(config: blank))
        let index = try #require(error.guide.firstIndex { $0.hasPrefix("To make it the default") })
        #expect(error.guide[index] == "To make it the default, put this in \(Self.path):")
        let line = error.guide[index + 1]
        #expect(line == #"  {"place": {"city": "Seoul,KR"}}"#)
        #expect(try resolve([], config: line).source == .places([.city("Seoul,KR")]))
    }

    /// The usage error resolving with `config` throws, or nil.
    static func noPlace(config: ConfigFile) throws -> UsageError? {
        guard case .run(let arguments) = try ArgumentParser.parse([]) else { return nil }
        do {
            _ = try Options.resolve(arguments, config: config, path: Self.path, environment: [:])
            return nil
        } catch {
            return error as? UsageError
        }
    }

    func noPlace(_ words: [String], config json: String = "{}", environment: [String: String]) -> UsageError? {
        do {
            _ = try resolve(words, config: json, environment: environment)
            return nil
        } catch {
            return error as? UsageError
        }
    }

    @Test func barFormatTakesOnePlace() {
        #expect(failure(["--city", "A", "--city", "B", "--format", "waybar"])?.contains("shows one place") == true)
    }

    @Test(arguments: ["table", "json"])
    func templateFlagWithTableOrJSONIsAUsageErrorNamingTheBarFormats(format: String) {
        #expect(
            failure(["--demo", "--format", format, "--template", "{temp}"])
                == "usage: --template applies only to the bar formats (line, waybar, i3blocks, polybar, tmux, xbar), "
                + "not to --format \(format)")
    }

    @Test func templateFlagWithTheDefaultTableIsAUsageErrorThatBlamesNoFile() {
        #expect(
            failure(["--demo", "--template", "{temp}"])
                == "usage: --template applies only to the bar formats (line, waybar, i3blocks, polybar, tmux, xbar), "
                + "not to --format table")
    }

    @Test func formatFromTheConfigFileIsNamedInTheError() {
        #expect(
            failure(["--demo", "--urgent"], config: #"{"format": "json"}"#)
                == "usage: --urgent applies only to --format i3blocks, not to --format json (from \(Self.path))")
    }

    @Test(arguments: ["table", "json", "line", "waybar", "polybar", "tmux", "xbar"])
    func urgentFlagOutsideI3blocksIsAUsageError(format: String) {
        #expect(
            failure(["--demo", "--format", format, "--urgent"])
                == "usage: --urgent applies only to --format i3blocks, not to --format \(format)")
    }

    @Test func barOnlyFlagsWithTheirFormatsAreAccepted() throws {
        let i3blocks = try resolve(["--demo", "--format", "i3blocks", "--urgent", "--template", "{temp}"])
        #expect(i3blocks.urgent)
        #expect(i3blocks.template?.source == "{temp}")
        let fromConfig = try resolve(["--demo", "--template", "{temp}"], config: #"{"format": "line"}"#)
        #expect(fromConfig.template?.source == "{temp}")
    }

    @Test func templateInTheConfigFileIsFineWithATable() throws {
        let options = try resolve(["--demo", "--format", "table"], config: #"{"template": "{icon} {temp}"}"#)
        #expect(options.format == .table)
        #expect(options.template?.source == "{icon} {temp}")
    }
}
