import Foundation
import WeatherCore

/// Turns the words of a command line into a ``Command``. Pure: no environment, no files.
///
/// Options are `--name value`, `--name=value` or a flag; `--` ends them. Negative numbers are values
/// (`--lat -33.9`); a value that starts with `--` is a missing value.
enum ArgumentParser {
    /// The options that take a value, from ``OptionTable``.
    static let valued = OptionTable.all.filter(\.takesValue).flatMap(\.spellings)
    /// The options that take none, from ``OptionTable``.
    static let flags = OptionTable.all.filter { !$0.takesValue }.flatMap(\.spellings)

    /// The command for `arguments` (without the program name).
    /// - Throws: ``UsageError`` naming the first option that is unknown, repeated, missing its value or out of range.
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var values: [String: String] = [:]
        var seenFlags: Set<String> = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                if index < arguments.count { throw UsageError(message: "unexpected argument '\(arguments[index])'") }
                break
            }
            guard word.hasPrefix("-"), word.count > 1 else {
                throw UsageError(message: "unexpected argument '\(word)'")
            }
            let (name, inline) = split(word)
            if flags.contains(name) {
                if inline != nil { throw UsageError(message: "\(name) takes no value") }
                guard seenFlags.insert(name).inserted else { throw UsageError(message: "\(name) given twice") }
                continue
            }
            guard valued.contains(name) else {
                let hint = suggestion(for: name).map { ". Did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)'\(hint)")
            }
            let value: String
            if let inline {
                value = inline
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "\(name) needs a value")
            }
            guard values.updateValue(value, forKey: name) == nil else {
                throw UsageError(message: "\(name) given twice")
            }
        }
        if seenFlags.contains("--help") || seenFlags.contains("-h") { return .help }
        if seenFlags.contains("--version") { return .version }
        if let shell = values["--completions"] {
            return .completions(try choice(shell, option: "--completions", Completions.Shell.self))
        }
        var options = try options(values, demo: seenFlags.contains("--demo"))
        options.refresh = seenFlags.contains("--refresh")
        options.useCache = !seenFlags.contains("--no-cache")
        options.verbose = seenFlags.contains("--verbose")
        return .run(options)
    }

    private static func options(_ values: [String: String], demo: Bool) throws(UsageError) -> Options {
        let latitude = try values["--lat"].map { (text) throws(UsageError) in
            try number(text, option: "--lat", range: -90...90)
        }
        let longitude = try values["--lon"].map { (text) throws(UsageError) in
            try number(text, option: "--lon", range: -180...180)
        }
        let source: Options.Source
        switch (latitude, longitude, values["--input"], demo) {
        case (let latitude?, let longitude?, nil, false):
            source = .coordinates(latitude: latitude, longitude: longitude)
        case (nil, nil, let path?, false):
            guard !path.isEmpty else { throw UsageError(message: "--input needs a file name, or - for standard input") }
            source = .input(path: path)
        case (nil, nil, nil, true):
            source = .demo
        case (_?, nil, nil, false): throw UsageError(message: "--lat needs --lon too")
        case (nil, _?, nil, false): throw UsageError(message: "--lon needs --lat too")
        case (nil, nil, nil, false):
            throw UsageError(message: "say where: --lat and --lon, --input FILE, or --demo")
        default:
            throw UsageError(message: "choose one of --lat/--lon, --input and --demo")
        }
        var options = Options(source: source)
        if let text = values["--units"] { options.units = try units(text, option: "--units") }
        if let text = values["--input-units"] {
            options.inputUnits = try units(text, option: "--input-units")
        }
        if let text = values["--format"] { options.format = try choice(text, option: "--format", Options.Format.self) }
        if let text = values["--icons"] { options.icons = try choice(text, option: "--icons", IconSet.self) }
        if let text = values["--lang"] {
            let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-")
            guard (2...5).contains(text.count), text.unicodeScalars.allSatisfy(allowed.contains) else {
                throw UsageError(message: "--lang takes an OpenWeather language code such as en, kr or zh_cn, not '\(text)'")
            }
            options.lang = text
        }
        if let text = values["--cnt"] {
            guard let count = Int(text), (1...40).contains(count) else {
                throw UsageError(message: "--cnt takes a whole number of slots from 1 to 40, not '\(text)'")
            }
            options.count = count
        }
        if let text = values["--timeout"] {
            options.timeout = try number(text, option: "--timeout", range: 0.1...300)
        }
        if let text = values["--max-age"] {
            guard let seconds = Int(text), (0...604_800).contains(seconds) else {
                throw UsageError(message: "--max-age takes whole seconds from 0 to 604800, not '\(text)'")
            }
            options.maxAge = seconds
        }
        if let text = values["--base-url"] { options.baseURL = text }
        if let text = values["--api-key-file"] {
            guard !text.isEmpty else { throw UsageError(message: "--api-key-file needs a file name") }
            options.apiKeyFile = text
        }
        return options
    }

    /// A decimal number with a dot, within `range`.
    private static func number(_ text: String, option: String, range: ClosedRange<Double>) throws(UsageError) -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw UsageError(message: "\(option) takes a number with a dot as decimal separator, not '\(text)'")
        }
        guard range.contains(value) else {
            let bounds = "\(plain(range.lowerBound)) to \(plain(range.upperBound))"
            throw UsageError(message: "\(option) must be from \(bounds), not '\(text)'")
        }
        return value
    }

    /// "90" for 90.0, "0.1" for 0.1.
    private static func plain(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func units(_ text: String, option: String) throws(UsageError) -> Units {
        switch text.lowercased() {
        case "c": return .metric
        case "f": return .imperial
        case "k": return .standard
        default: return try choice(text.lowercased(), option: option, Units.self)
        }
    }

    private static func choice<T: RawRepresentable & CaseIterable>(
        _ text: String, option: String, _: T.Type
    ) throws(UsageError) -> T where T.RawValue == String {
        guard let value = T(rawValue: text) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "\(option) must be one of \(allowed), not '\(text)'")
        }
        return value
    }

    /// "--name=value" → ("--name", "value"); "--name" → ("--name", nil).
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// The known option nearest to `name`, when it is a likely typo (edit distance at most 2).
    static func suggestion(for name: String) -> String? {
        let candidates = (valued + flags).map { ($0, editDistance(name, $0)) }
        guard let best = candidates.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// Levenshtein distance between two strings, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
