import Foundation
import TestSupport

@testable import WeatherCLI

/// One generated run of `weather` for ``CommandLineFuzzTests``: a command line, the environment variables
/// `weather` reads, a config file and a key file, all drawn from a seeded ``SplitMix64`` so that a failing case
/// runs again from its seed alone. Values lean to the edges (separators alone, huge and fractional numbers,
/// control characters, paths that are not files) but stay valid often enough to reach every stage of a run.
struct CommandLineCase: CustomStringConvertible {
    var seed: UInt64
    var words: [String]
    /// Variables to set (on top of PATH, HOME and the key) and to remove (a nil value).
    var environment: [String: String?]
    /// `$HOME/.config/weather/config.json`, when there is one.
    var config: Data?
    /// `./APIKey.json`, when there is one.
    var keyFile: Data?
    /// The bar format the run must answer in (exit 0, valid bar output) whatever else is wrong: set when the
    /// case starts with `--format BAR` and no other word could change the format or ask for help instead.
    var barFormat: String?

    var description: String {
        let environment = self.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value ?? "(unset)")" }
        return "seed \(seed): weather \(words.map(Self.quoted).joined(separator: " ")); environment "
            + "\(environment.joined(separator: " ")); config \(config.map(Self.text) ?? "none"); key file "
            + "\(keyFile.map(Self.text) ?? "none")"
    }

    private static func quoted(_ word: String) -> String { "'" + word.debugDescription.dropFirst().dropLast() + "'" }
    private static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self).debugDescription }

    /// Words that look like values of every kind, many of them wrong.
    static let values: [String] = [
        "", "-", "_", "--", "=", "-_", "_.UTF-8", "@", ".", "-1", "0", "-0", "1", "5", "40", "41", "600", "600.5",
        "1e300", "-1e300", "1e-300", "nan", "inf", "-inf", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "0x10", "37.5665", "126.978", "-90", "90.0001", "180", "-180.5", "Seoul,KR", "Busan",
        "kr", "zh_cn", "zh-CN", "ko_KR.UTF-8", "C", "en", "xx", "metric", "imperial", "standard", "table", "json",
        "line", "waybar", "i3blocks", "polybar", "tmux", "xbar", "nerd", "emoji", "text", "auto", "always", "never",
        "bash", "zsh", "fish", "{temp}", "{icon} {high}/{low}", "{", "}", "{nope}", "%{F#f00}", "%", "\n", "a\nb",
        "\u{1B}[31m", "\u{7F}", "é", "🌧", "\u{2028}", String(repeating: "x", count: 3000), "http://127.0.0.1:1",
        "http://user:secret@127.0.0.1:1", "https://user:secret@example.invalid", "http://example.com",
        "https://[::1]:1", "ftp://x", "file:///etc/passwd", "http://127.0.0.1:99999", "/dev/null", "/dev/zero",
        "/nonexistent", ".", "/", "APIKey.json", "config.json", "input.json", "home", "-h", "--help", "--version",
    ]

    /// Values for the locale variables.
    static let locales = [
        "", "_", "_.UTF-8", "-", "@", ".", "C", "POSIX", "C.UTF-8", "ko_KR.UTF-8", "zh_TW", "xx_YY", "ko_", "_KR",
        "de_DE@euro", "\u{1B}", "é",
    ]

    /// A config member's value: any JSON type, numbers at their edges.
    static let configValues: [String] = [
        #""metric""#, #""waybar""#, #""table""#, #""-""#, #""_""#, #""""#, #""kr""#, #""{temp}""#, #""{""#, "600",
        "600.5", "1e300", "-1", "0", "-0", "9223372036854775808", "1e-300", "true", "null", "[]", "{}", #"[1, "a"]"#,
        #"{"lat": 37.5, "lon": 126.9}"#, #"{"lat": 1e300, "lon": 0}"#, #"{"city": "Busan"}"#, #""home""#,
        #"{"home": {"lat": 37.5, "lon": 126.9}}"#, #"{"home": {"city": ""}}"#, #"{"home": 5}"#,
    ]

    static let configKeys = [
        "units", "lang", "format", "icons", "color", "template", "max_age", "place", "places", "unit", "",
    ]

    /// The case for `seed`. `baseURL` is the local server's; `folder` the run's own temporary folder.
    static func make(seed: UInt64, baseURL: String, folder: String) -> CommandLineCase {
        var random = SplitMix64(seed: seed)
        var words: [String] = []
        var bar: String?
        let bars = Options.Format.allCases.filter(\.isBar).map(\.rawValue)
        if Bool.random(using: &random) {
            bar = bars.randomElement(using: &random)
            words += ["--format", bar!]
        }
        switch Int.random(in: 0..<9, using: &random) {
        case 0: words.append("--demo")
        case 1: words += ["--input", "input.json"]
        case 2, 7, 8:
            words += ["--lat", pick(values, or: "37.5", &random), "--lon", pick(values, or: "126.9", &random)]
        case 3: words += ["--city", pick(values, or: "Seoul,KR", &random)]
        case 4: words.append("home")
        default: break
        }
        // A third of the cases have no odd option, so that the environment and files get to the fetch.
        for _ in 0..<(Int.random(in: 0..<3, using: &random) == 0 ? 0 : Int.random(in: 1...4, using: &random)) {
            words += option(&random)
        }
        if Int.random(in: 0..<8, using: &random) == 0 {
            words.insert("--", at: Int.random(in: 0...words.count, using: &random))
        }
        // Anything that could pick another format or answer with help, a version or a script instead.
        let rest = bar == nil ? [] : words.dropFirst(2)
        if words.prefix(2) != ["--format", bar ?? ""]
            || rest.contains(where: {
                $0.hasPrefix("--f") || $0 == "-h" || $0.hasPrefix("--h") || $0.hasPrefix("--v")
                    || $0.hasPrefix("--co") || $0 == "--"
            })
        {
            bar = nil
        }

        var environment: [String: String?] = [:]
        for variable in ["LANG", "LC_ALL", "LC_MESSAGES"] where Int.random(in: 0..<3, using: &random) == 0 {
            environment[variable] = locales.randomElement(using: &random)
        }
        let paths = [folder + "/missing", folder + "/cwd/input.json", "relative", "", folder + "/home"]
        for variable in ["HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"] where Int.random(in: 0..<5, using: &random) == 0 {
            environment[variable] = paths.randomElement(using: &random)
        }
        environment["OPENWEATHER_BASE_URL"] =
            Int.random(in: 0..<6, using: &random) == 0 ? pick(values, or: baseURL, &random) : baseURL
        if Int.random(in: 0..<4, using: &random) == 0 {
            environment["OPENWEATHER_API_KEY"] = [nil, "", " ", "\n"].randomElement(using: &random)!
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            environment["COLUMNS"] = ["0", "-1", "1", "20", "abc", "99999999999999999999"].randomElement(using: &random)
        }
        if Int.random(in: 0..<6, using: &random) == 0 { environment["NO_COLOR"] = "1" }
        if Int.random(in: 0..<6, using: &random) == 0 {
            environment["TERM"] = ["", "dumb", "xterm-256color"].randomElement(using: &random)
        }
        if Int.random(in: 0..<6, using: &random) == 0 {
            environment["TZ"] = ["", "Pacific/Kiritimati", ":/x", "UTC+99"].randomElement(using: &random)
        }

        var config: Data?
        if Int.random(in: 0..<3, using: &random) != 0 {
            var members: [String] = []
            // A third of the cases have no odd option, so that the environment and files get to the fetch.
            for _ in 0..<(Int.random(in: 0..<3, using: &random) == 0 ? 0 : Int.random(in: 1...4, using: &random)) {
                let key = configKeys.randomElement(using: &random)!
                members.append("\"\(key)\": \(configValues.randomElement(using: &random)!)")
            }
            var text = "{" + members.joined(separator: ", ") + "}"
            switch Int.random(in: 0..<10, using: &random) {
            case 0: text = String(text.prefix(Int.random(in: 0...text.count, using: &random)))
            case 1:
                text = ["", "[]", "null", "\u{FEFF}{}", "{\"units\": \"metric\",}", "\u{FF}"].randomElement(
                    using: &random)!
            default: break
            }
            config = Data(text.utf8)
        }
        var keyFile: Data?
        if Int.random(in: 0..<3, using: &random) == 0 {
            keyFile = Data(
                [
                    #"{"APIKey": "\#(WeatherProcess.fileSentinelKey)"}"#, #"{"APIKey": ""}"#, #"{"APIKey": 5}"#, "",
                    "{", #"{"APIKey": "\#(WeatherProcess.fileSentinelKey)\n"}"#,
                ].randomElement(using: &random)!.utf8)
        }
        return CommandLineCase(
            seed: seed, words: words, environment: environment, config: config, keyFile: keyFile, barFormat: bar)
    }

    /// An option in one of its spellings (`--units X`, `--units=X`, a near miss), with a value or not.
    private static func option(_ random: inout SplitMix64) -> [String] {
        let option = Option.allCases.randomElement(using: &random)!.declaration
        var name = option.name
        switch Int.random(in: 0..<12, using: &random) {
        case 0: name = String(name.dropLast())
        case 1: name = name.uppercased()
        case 2: name = String(name.dropFirst())
        default: break
        }
        guard option.takesValue || Int.random(in: 0..<8, using: &random) == 0 else { return [name] }
        let value = Int.random(in: 0..<3, using: &random) == 0 ? option.values.randomElement(using: &random) : nil
        let word = value ?? values.randomElement(using: &random)!
        if Int.random(in: 0..<10, using: &random) == 0 { return [] + [name] }  // the value left out
        return Int.random(in: 0..<4, using: &random) == 0 ? ["\(name)=\(word)"] : [name, word]
    }

    /// A random edge value one time in three, else `good`.
    private static func pick(_ values: [String], or good: String, _ random: inout SplitMix64) -> String {
        Int.random(in: 0..<3, using: &random) == 0 ? values.randomElement(using: &random)! : good
    }
}
