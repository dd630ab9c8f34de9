import Foundation
import Testing

@testable import WeatherCLI

/// The config file's values are read by their JSON type: a flag's is `true` or `false`, a number's a number,
/// anything else's a string; a value of another type is one line naming the key and what it takes.
extension ConfigFileTests {
    /// The config decoded from `json`, or the message `ConfigFile.load` gives for it.
    func decoded(_ json: String) throws -> Result<ConfigFile, ConfigFile.Unusable> {
        let path = try file(json)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            return .success(try ConfigFile.load(path: path, required: true) { _ in })
        } catch {
            return .failure(ConfigFile.Unusable(message: error.message.replacingOccurrences(of: path, with: "c.json")))
        }
    }

    @Test func aFlagIsTrueOrFalse() throws {
        #expect(try decoded(#"{"chart": false}"#).get()[.chart] == .flag(false))
        #expect(try decoded(#"{"chart": true}"#).get()[.chart] == .flag(true))
        #expect(try decoded(#"{"chart": null}"#).get()[.chart] == nil)
    }

    @Test func aNumberIsReadAsTheCommandLinesText() throws {
        #expect(
            try decoded(#"{"max_age": 60, "precipitation_threshold": 40}"#).get().values == [
                .maxAge: .text("60"), .precipitationThreshold: .text("40"),
            ])
        #expect(try decoded(#"{"max_age": 600.5}"#).get()[.maxAge] == .text("600.5"))
    }

    @Test(arguments: [
        (#"{"chart": "true"}"#, #""chart" takes true or false, not a string"#),
        (#"{"chart": 0}"#, #""chart" takes true or false, not a number"#),
        (#"{"chart": []}"#, #""chart" takes true or false, not an array"#),
        (#"{"max_age": "600"}"#, #""max_age" takes a number, not a string"#),
        (#"{"max_age": false}"#, #""max_age" takes a number, not true or false"#),
        (#"{"precipitation_threshold": {}}"#, #""precipitation_threshold" takes a number, not an object"#),
        (#"{"units": 1}"#, #""units" takes a string, not a number"#),
        (#"{"lang": true}"#, #""lang" takes a string, not true or false"#),
        (#"{"rain_soon": 3}"#, #""rain_soon" takes a string, not a number"#),
    ])
    func aValueOfAnotherTypeNamesTheKeyAndWhatItTakes(json: String, message: String) throws {
        let result = try decoded(json)
        guard case .failure(let failure) = result else {
            Issue.record("\(json) was read")
            return
        }
        #expect(failure.message == "the config file c.json is not valid: \(message).")
    }

    /// Every key's type is its declaration's: flags are JSON booleans, and the numbers are those of
    /// `days`, `hours`, `max_age` and `precipitation_threshold`.
    @Test func eachKeyTakesItsDeclarationsType() {
        var types: [String: Option.Declaration.ConfigType] = [:]
        for option in Option.allCases {
            let declaration = option.declaration
            guard let key = declaration.configKey else { continue }
            types[key] = declaration.configType
            #expect(declaration.takesValue == (declaration.configType != .boolean), "\(key)")
        }
        #expect(types.filter { $0.value == .boolean }.keys.sorted() == ["air", "chart", "now", "today", "week"])
        #expect(
            types.filter { $0.value == .number }.keys.sorted() == [
                "days", "hours", "max_age", "precipitation_threshold",
            ])
    }
}
