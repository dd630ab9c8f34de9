import WeatherCore

/// Turns the words of a command line into a ``Command``. Pure: no environment, no files.
///
/// Options are `--name value`, `--name=value` or a flag; `--` ends them. Negative numbers are values
/// (`--lat -33.9`); a value that starts with `--` is a missing value. `--lat`, `--lon` and `--city` may be
/// repeated for several places; any other option given twice is an error. Bare words name places from the
/// config file.
enum ArgumentParser {
    /// The options that take a value, from ``OptionTable``.
    static let valued = OptionTable.all.filter(\.takesValue).flatMap(\.spellings)
    /// The options that take none, from ``OptionTable``.
    static let flags = OptionTable.all.filter { !$0.takesValue }.flatMap(\.spellings)
    /// The options that may be given more than once.
    static let repeatable: Set<String> = ["--lat", "--lon", "--city"]

    /// The command for `arguments` (without the program name).
    /// - Throws: ``UsageError`` naming the first option that is unknown, repeated, missing its value or out of range.
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var arguments = arguments[...]
        var result = Arguments()
        var seen: Set<String> = []
        var latitudes: [Double] = [], longitudes: [Double] = []
        var order: [String] = []  // "coordinates" or "city", to keep places in the order given
        var cities: [String] = []
        var help = false, version = false
        var shell: Completions.Shell?
        var optionsEnded = false
        while let word = arguments.popFirst() {
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                result.names.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (name, inline) = split(word)
            let isFlag = flags.contains(name)
            guard isFlag || valued.contains(name) else {
                let hint = suggestion(for: name).map { ". Did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)'\(hint)")
            }
            guard seen.insert(name).inserted || repeatable.contains(name) else {
                throw UsageError(message: "\(name) given twice")
            }
            if isFlag {
                if inline != nil { throw UsageError(message: "\(name) takes no value") }
                switch name {
                case "--demo": result.demo = true
                case "--refresh": result.refresh = true
                case "--no-cache": result.noCache = true
                case "--verbose": result.verbose = true
                case "--urgent": result.urgent = true
                case "--version": version = true
                default: help = true
                }
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if let next = arguments.first, !next.hasPrefix("--") {
                value = next
                arguments.removeFirst()
            } else {
                throw UsageError(message: "\(name) needs a value")
            }
            switch name {
            case "--lat":
                latitudes.append(try number(value, option: name, range: -90...90))
                if latitudes.count > longitudes.count { order.append("coordinates") }
            case "--lon":
                longitudes.append(try number(value, option: name, range: -180...180))
                if longitudes.count > latitudes.count { order.append("coordinates") }
            case "--completions":
                shell = try choice(value, option: name, Completions.Shell.self)
            case "--city":
                let city = value.trimmingWhitespace
                guard !city.isEmpty else {
                    throw UsageError(message: "--city needs a place name, such as \"Seoul,KR\"")
                }
                // The longest place names are under 200 characters; anything longer is a mistake, and would
                // only come back from the server as 414 (URI too long).
                guard city.count <= 200 else {
                    throw UsageError(message: "--city is \(city.count) characters long; a place name has at most 200")
                }
                cities.append(city)
                order.append("city")
            default:
                try set(name, value, in: &result)
            }
        }
        if help { return .help }
        if version { return .version }
        if let shell { return .completions(shell) }
        guard latitudes.count == longitudes.count else {
            throw UsageError(
                message: latitudes.count > longitudes.count ? "--lat needs --lon too" : "--lon needs --lat too")
        }
        var nextCoordinate = 0, nextCity = 0
        for kind in order {
            if kind == "city" {
                result.places.append(.city(cities[nextCity]))
                nextCity += 1
            } else {
                result.places.append(
                    .coordinates(latitude: latitudes[nextCoordinate], longitude: longitudes[nextCoordinate]))
                nextCoordinate += 1
            }
        }
        let sources = [!result.places.isEmpty || !result.names.isEmpty, result.input != nil, result.demo]
        guard sources.filter({ $0 }).count <= 1 else {
            throw UsageError(message: "choose one of places (--lat/--lon, --city, a name), --input and --demo")
        }
        return .run(result)
    }

    /// Stores one single-valued option, checked.
    private static func set(_ name: String, _ value: String, in result: inout Arguments) throws(UsageError) {
        switch name {
        case "--units": result.units = try units(value, option: name)
        case "--input-units": result.inputUnits = try units(value, option: name)
        case "--format": result.format = try choice(value, option: name, Options.Format.self)
        case "--icons": result.icons = try choice(value, option: name, IconSet.self)
        case "--color": result.color = try choice(value, option: name, ColorMode.self)
        case "--template":
            guard !value.isEmpty else {
                throw UsageError(message: "--template needs a template such as '{icon} {temp}'")
            }
            result.template = value
        case "--lang":
            guard let code = language(value) else {
                throw UsageError(
                    message: "--lang takes an OpenWeather language code such as en, kr or zh_cn, not '\(value)'")
            }
            result.lang = code
        case "--cnt":
            guard let count = Int(value), (1...40).contains(count) else {
                throw UsageError(message: "--cnt takes a whole number of slots from 1 to 40, not '\(value)'")
            }
            result.count = count
        case "--timeout": result.timeout = try number(value, option: name, range: 0.1...300)
        case "--max-age":
            guard let seconds = Int(value), (0...604_800).contains(seconds) else {
                throw UsageError(message: "--max-age takes whole seconds from 0 to 604800, not '\(value)'")
            }
            result.maxAge = seconds
        case "--input":
            guard !value.isEmpty else {
                throw UsageError(message: "--input needs a file name, or - for standard input")
            }
            result.input = value
        case "--base-url": result.baseURL = value
        case "--api-key-file":
            guard !value.isEmpty else { throw UsageError(message: "--api-key-file needs a file name") }
            result.apiKeyFile = value
        case "--config":
            guard !value.isEmpty else { throw UsageError(message: "--config needs a file name") }
            result.config = value
        default: throw UsageError(message: "unknown option '\(name)'")
        }
    }

    /// An OpenWeather language code in its own spelling ("zh_cn"); case and "-" are forgiven ("zh-CN"), and
    /// ISO and locale spellings are mapped ("ko" and "ko_KR" → "kr", "cs" → "cz").
    static func language(_ text: String) -> String? {
        let code = text.lowercased().replacing("-", with: "_")
        if LanguageCode.supported.contains(code) { return code }
        return LanguageCode.from(locale: text.replacing("-", with: "_"))
    }

    /// A decimal number with a dot, within `range`.
    private static func number(_ text: String, option: String, range: ClosedRange<Double>) throws(UsageError) -> Double
    {
        // Decimal only: Double("0x1p3") would take hexadecimal, which no one means for degrees.
        let trimmed = text.trimmingWhitespace
        guard trimmed.unicodeScalars.allSatisfy("0123456789.-+eE".unicodeScalars.contains),
            let value = Double(trimmed), value.isFinite
        else {
            throw UsageError(message: "\(option) takes a number with a dot as decimal separator, not '\(text)'")
        }
        guard range.contains(value) else {
            throw UsageError(
                message:
                    "\(option) must be from \(plain(range.lowerBound)) to \(plain(range.upperBound)), not '\(text)'")
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
        guard let value = T(rawValue: text.lowercased()) else {
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
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
