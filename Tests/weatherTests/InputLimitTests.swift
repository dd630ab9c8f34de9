import Foundation
import Testing

/// One limit per input, whatever its source: a place name, a language, a template and a base URL are checked by
/// one check, which says the same words after naming where the value came from (`--city`, `config.json:
/// place 'home' "city"`, `OPENWEATHER_BASE_URL`). The exit status is the source's: 64 for the command line
/// (EX_USAGE), 78 for the config file and the environment (EX_CONFIG), and 78 for a base URL from either,
/// as the README's exit-status table says.
@Suite struct InputLimitTests {
    /// What follows the subject in an error line: the limit's own words.
    struct Refusal: Equatable {
        var status: Int32
        var line: String
    }

    func run(_ arguments: [String], config: String? = nil, environment: [String: String] = [:]) async throws
        -> Refusal
    {
        try await WeatherProcess.with { weather in
            var arguments = arguments
            if let config {
                let file = weather.temporaryDirectory.appendingPathComponent("config.json")
                try Data(config.utf8).write(to: file)
                arguments += ["--config", file.path]
            }
            for (name, value) in environment { weather.environment[name] = value }
            // Nothing may be asked: every run here stops at its input.
            let result = try await weather.run(arguments + ["--base-url", "http://127.0.0.1:9", "--no-cache"])
            let line = result.messages.first { $0.hasPrefix("Error: ") }.map(String.init) ?? result.stderr
            return Refusal(
                status: result.status, line: line.replacingOccurrences(of: weather.temporaryDirectory.path, with: "…"))
        }
    }

    static let long = String(repeating: "a", count: 201)
    static let tooLong = "is 201 characters long; a place name has at most 200"

    @Test func aPlaceNameHasOneLimitFromEverySource() async throws {
        // 201 characters, one over the limit, from each place a name can be given.
        #expect(try await run(["--city", Self.long]) == Refusal(status: 64, line: "Error: --city \(Self.tooLong)"))
        #expect(try await run([Self.long]) == Refusal(status: 64, line: "Error: <place> \(Self.tooLong)"))
        #expect(
            try await run([], config: #"{"places": {"home": {"city": "\#(Self.long)"}}, "place": "home"}"#)
                == Refusal(status: 78, line: "Error: …/config.json: place 'home' \"city\" \(Self.tooLong)."))
        #expect(
            try await run([], config: #"{"place": {"city": "\#(Self.long)"}}"#)
                == Refusal(status: 78, line: "Error: …/config.json: place 'place' \"city\" \(Self.tooLong)."))
        // A bare word naming a place of the file gets the file's check.
        #expect(
            try await run(["home"], config: #"{"places": {"home": {"city": "\#(Self.long)"}}}"#)
                == Refusal(status: 78, line: "Error: …/config.json: place 'home' \"city\" \(Self.tooLong)."))
    }

    @Test func aPlaceNameOfWhiteSpaceIsRefusedFromEverySource() async throws {
        let needs = "needs a place name, such as \"Seoul,KR\""
        #expect(try await run(["--city", "  "]) == Refusal(status: 64, line: "Error: --city \(needs)"))
        #expect(
            try await run([], config: #"{"place": {"city": "  "}}"#)
                == Refusal(status: 78, line: "Error: …/config.json: place 'place' \"city\" \(needs)."))
    }

    @Test func aLanguageHasOneCheckFromEverySource() async throws {
        let words = "takes an OpenWeather language code such as en, kr or zh_cn, not 'xx'"
        #expect(try await run(["--demo", "--lang", "xx"]) == Refusal(status: 64, line: "Error: --lang \(words)"))
        #expect(
            try await run(["--demo"], config: #"{"lang": "xx"}"#)
                == Refusal(status: 78, line: "Error: …/config.json: \"lang\" \(words)."))
    }

    @Test func aTemplateHasOneCheckFromEverySource() async throws {
        let words =
            "cannot be used: unknown placeholder '{tmp}'; known: "
        let line = try await run(["--demo", "--format", "waybar", "--template", "{tmp}"])
        let fromFile = try await run(["--demo", "--format", "waybar"], config: #"{"template": "{tmp}"}"#)
        #expect(line.status == 0 && fromFile.status == 0, "a bar exits 0 and shows the error")
        #expect(line.line.hasPrefix("Error: --template \(words)"), "\(line.line)")
        #expect(fromFile.line.hasPrefix("Error: …/config.json: \"template\" \(words)"), "\(fromFile.line)")
        // The same words after the subject.
        #expect(
            line.line.dropFirst("Error: --template".count)
                == fromFile.line.dropFirst("Error: …/config.json: \"template\"".count).dropLast())
        // As a table, where the bar's exit 0 does not apply.
        let table = try await run(["--demo"], config: #"{"template": "{tmp}"}"#)
        #expect(table.status == 78 && table.line == fromFile.line, "\(table)")
    }

    @Test func aBaseURLHasOneCheckFromEverySource() async throws {
        try await WeatherProcess.with { weather in
            let flag = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", "ftp://x", "--no-cache"])
            weather.environment["OPENWEATHER_BASE_URL"] = "ftp://x"
            let variable = try await weather.run(["--lat", "37", "--lon", "126", "--no-cache"])
            let words = "Error: the base URL 'ftp://x' must start with https://."
            #expect(flag.status == 78 && flag.messages == [Substring(words)], "\(flag.stderr)")
            #expect(variable.status == 78 && variable.messages == [Substring(words)], "\(variable.stderr)")
        }
    }

    /// A NUL (`\u0000`) or bytes that are not UTF-8 inside a string of the config file are refused naming the
    /// key, where they were read as "takes a string, not a number" or sent in a request.
    @Test func aNulOrInvalidUTF8InAConfigStringIsRefusedNamingTheKey() async throws {
        #expect(
            try await run(["--demo"], config: #"{"lang": "k\u0000r"}"#)
                == Refusal(
                    status: 78,
                    line: "Error: …/config.json: \"lang\" holds a NUL character (\\u0000), which no value has."))
        #expect(
            try await run([], config: #"{"places": {"home": {"city": "Se\u0000oul"}}, "place": "home"}"#)
                == Refusal(
                    status: 78,
                    line:
                        "Error: …/config.json: \"places.home.city\" holds a NUL character (\\u0000), which no value has."
                ))
        try await WeatherProcess.with { weather in
            let file = weather.temporaryDirectory.appendingPathComponent("config.json")
            try Data(#"{"lang": "k"#.utf8 + [0xFF] + #"r"}"#.utf8).write(to: file)
            let result = try await weather.run(["--demo", "--config", file.path])
            #expect(result.status == 78)
            #expect(
                result.messages == [
                    Substring("Error: \(file.path): \"lang\" holds bytes that are not UTF-8; save the file as UTF-8.")
                ], "\(result.stderr)")
        }
    }
}
