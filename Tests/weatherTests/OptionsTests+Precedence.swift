import Foundation
import Testing

@testable import WeatherCLI

/// Command line > config file > environment > default, for values and for flags, each written by the option's
/// one declaration straight into ``Options``.
extension OptionsTests {
    /// `--max-age` and `--chart` as declared, each given an environment variable too, so that one value and
    /// one flag have all four levels.
    static var layered: [(Option, Option.Declaration)] {
        [
            (.maxAge, Option.maxAge.declaration.environment("WEATHER_MAX_AGE")),
            (.chart, Option.chart.declaration.environment("WEATHER_CHART")),
        ]
    }

    /// The options `words`, the config file `json` and `environment` give, with ``layered``'s declarations.
    func layered(_ words: [String], config json: String = "{}", environment: [String: String] = [:]) throws -> Options {
        guard case .run(let arguments) = try ArgumentParser.parse(words) else { throw UsageError(message: "not a run") }
        return try Options.filled(
            arguments, config: config(json), path: Self.path, environment: environment, declarations: Self.layered
        ).options
    }

    @Test func eachLevelBeatsTheOnesBelowItForAValue() throws {
        let environment = ["WEATHER_MAX_AGE": "30"]
        let config = #"{"max_age": 60}"#
        #expect(try layered(["--demo"]).maxAge == 600)
        #expect(try layered(["--demo"], environment: environment).maxAge == 30)
        #expect(try layered(["--demo"], config: config, environment: environment).maxAge == 60)
        #expect(try layered(["--demo", "--max-age", "5"], config: config, environment: environment).maxAge == 5)
    }

    @Test func eachLevelBeatsTheOnesBelowItForAFlag() throws {
        #expect(try layered(["--demo"]).chart == false)
        #expect(try layered(["--demo"], environment: ["WEATHER_CHART": "1"]).chart == true)
        #expect(
            try layered(["--demo"], config: #"{"chart": false}"#, environment: ["WEATHER_CHART": "1"]).chart == false)
        #expect(try layered(["--demo"], config: #"{"chart": true}"#, environment: ["WEATHER_CHART": "0"]).chart == true)
        #expect(
            try layered(["--demo", "--no-chart"], config: #"{"chart": true}"#, environment: ["WEATHER_CHART": "yes"])
                .chart == false)
        #expect(
            try layered(["--demo", "--chart"], config: #"{"chart": false}"#, environment: ["WEATHER_CHART": "no"]).chart
                == true)
    }

    @Test func aFlagsEnvironmentValueThatIsNoSettingNamesTheVariable() {
        #expect(throws: ConfigFile.Unusable(message: "WEATHER_CHART takes 1 or 0, true or false, not 'maybe'.")) {
            try layered(["--demo"], environment: ["WEATHER_CHART": "maybe"])
        }
    }

    /// The levels with the real declarations: `"chart"` in the file, and `--base-url` over
    /// `OPENWEATHER_BASE_URL` over none.
    @Test func theDeclaredLevelsHold() throws {
        #expect(try resolve(["--demo"], config: #"{"chart": false}"#).chart == false)
        #expect(try resolve(["--demo"], config: #"{"chart": true}"#).chart == true)
        #expect(try resolve(["--demo", "--no-chart"], config: #"{"chart": true}"#).chart == false)
        #expect(try resolve(["--demo"]).baseURL == nil)
        let environment = ["OPENWEATHER_BASE_URL": "http://127.0.0.1:2"]
        #expect(try resolve(["--demo"], environment: environment).baseURL == "http://127.0.0.1:2")
        #expect(
            try resolve(["--demo", "--base-url", "http://127.0.0.1:3"], environment: environment).baseURL
                == "http://127.0.0.1:3")
    }

    /// Every default is written once, on its field of ``Options``, and `--help` says the same one.
    @Test func helpStatesTheDefaultsOfOptions() {
        let defaults = Options()
        let said: [(Option, String)] = [
            (.maxAge, "(default \(defaults.maxAge))"), (.hours, "(default \(defaults.hours))"),
            (.precipitationThreshold, "(default \(Int(defaults.precipitationThreshold * 100)))"),
            (.rainSoon, "(default \(defaults.rainSoon / 3600)h)"),
            (.inputUnits, "(default \(defaults.inputUnits.rawValue))"),
            (.icons, "(default \(defaults.icons.rawValue))"), (.color, "(default \(defaults.color.rawValue);"),
            (.format, "\(defaults.format.rawValue) (default)"),
            (.units, "\(defaults.units.rawValue) (°C, m/s; default)"),
            (.ambiguousWidth, "\(defaults.ambiguousWidth.rawValue) (1, default)"),
            (.timeout, "(default \(Int(defaults.timeoutSeconds)); \(Int(Options.defaultTimeout(isBar: true))) in bar"),
            (.within, "(default \(defaults.within):"),
        ]
        for (option, text) in said {
            #expect(option.declaration.summary.contains(text), "\(option.name): \(option.declaration.summary)")
        }
        #expect(defaults.days == nil && defaults.count == nil && !defaults.chart && defaults.useCache)
    }
}
