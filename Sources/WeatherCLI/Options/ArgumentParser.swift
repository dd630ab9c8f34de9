import WeatherCore

/// Turns the words of a command line into a ``Command``. Pure: no environment, no files.
///
/// Options are `--name value`, `--name=value` or a flag; `--` ends them. Negative numbers are values
/// (`--lat -33.9`); a value that starts with `--` is a missing value. `--lat`, `--lon` and `--city` may be
/// repeated for several places; any other option given twice is an error. Bare words are places by name
/// (``Positional/place``), resolved with the config file.
enum ArgumentParser {
    /// The command for `arguments` (without the program name).
    /// - Throws: ``UsageError`` naming the first option that is unknown, repeated, missing its value or out of range.
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var arguments = arguments[...]
        var result = Arguments()
        var order: [Option] = []  // .lat or .city, to keep places in the order given
        var spelled: [Option: String] = [:]  // how each option given was written, for "given twice"
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
            guard let option = Option(spelling: name) else {
                let hint = suggestion(for: name).map { ". Did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name.abbreviated())'\(hint)")
            }
            let declaration = option.declaration
            if let earlier = spelled[option], !declaration.isRepeatable {
                throw UsageError(message: earlier == name ? "\(name) given twice" : "\(earlier) and \(name) both given")
            }
            spelled[option] = name
            result.given.insert(option)
            let input: Option.Declaration.Input
            if !declaration.takesValue {
                if inline != nil { throw UsageError(message: "\(name) takes no value") }
                input = .flag(name != declaration.negation)
            } else if let inline {
                input = .text(inline)
            } else if let next = arguments.first, !next.hasPrefix("--") {
                input = .text(next)
                arguments.removeFirst()
            } else {
                throw UsageError(message: "\(name) needs a value")
            }
            do {
                try declaration.store(&result, input)
            } catch {
                throw UsageError(message: error.message(subject: name, value: input.text))
            }
            switch option {
            case .lat where result.latitudes.count > result.longitudes.count,
                .lon where result.longitudes.count > result.latitudes.count:
                order.append(.lat)
            case .city: order.append(.city)
            default: break
            }
        }
        if result.help { return .help }
        if result.version { return .version }
        if let shell = result.completions { return .completions(shell) }
        // The one word that is not a place: a place named Doctor is `--city doctor`.
        if result.names.first == Doctor.word {
            result.names.removeFirst()
            guard result.names.isEmpty, result.latitudes.isEmpty, result.longitudes.isEmpty, result.cities.isEmpty,
                !result.given.contains(.input), !result.given.contains(.demo)
            else {
                throw UsageError(
                    message: "weather doctor takes no place, --input or --demo; for a place named Doctor, "
                        + "write --city doctor")
            }
            return .doctor(result)
        }
        guard result.latitudes.count == result.longitudes.count else {
            throw UsageError(
                message: result.latitudes.count > result.longitudes.count
                    ? "--lat needs --lon too" : "--lon needs --lat too")
        }
        var nextCoordinate = 0, nextCity = 0
        for kind in order {
            if kind == .city {
                result.places.append(.city(result.cities[nextCity]))
                nextCity += 1
            } else {
                result.places.append(
                    .coordinates(
                        latitude: result.latitudes[nextCoordinate], longitude: result.longitudes[nextCoordinate]))
                nextCoordinate += 1
            }
        }
        let sources = [
            !result.places.isEmpty || !result.names.isEmpty, result.given.contains(.input),
            result.given.contains(.demo),
        ]
        guard sources.filter({ $0 }).count <= 1 else {
            throw UsageError(message: "choose one of places (--lat/--lon, --city, a name), --input or --demo")
        }
        return .run(result)
    }

    /// "--name=value" → ("--name", "value"); "--name" → ("--name", nil).
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// The known option nearest to `name`, when it is a likely typo (edit distance at most 2). A one-letter
    /// option ("-u") is one edit from every other ("-h"), so it is matched instead by its letter: the one long
    /// option starting with it ("--units"), else none.
    static func suggestion(for name: String) -> String? {
        if name.count == 2, name.hasPrefix("-"), let letter = name.last, letter != "-" {
            let starting = Option.spellings.filter { $0.hasPrefix("--\(letter)") }
            return starting.count == 1 ? starting[0] : nil
        }
        let candidates = Option.spellings.map { ($0, editDistance(name, $0, bound: 2)) }
        guard let best = candidates.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// Levenshtein distance between two strings, by characters; when the lengths alone differ by more than
    /// `bound`, just that difference, which is less than the distance but already over the bound. The bound
    /// keeps a 131 KB word against the option names from costing 6 s (it cost that before).
    static func editDistance(_ a: String, _ b: String, bound: Int = .max) -> Int {
        let a = Array(a), b = Array(b)
        guard abs(a.count - b.count) <= bound else { return abs(a.count - b.count) }
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
