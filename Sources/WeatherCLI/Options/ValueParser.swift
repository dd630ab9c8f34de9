import WeatherCore

/// Why an option's value cannot be used, said after whatever names the option: `--units`, or
/// `config.json: "units"`, so that the command line and the config file report a value the same way.
struct ValueError: Error, Equatable {
    /// What the value must be: "must be one of auto, always, never", "needs a file name".
    var predicate: String
    /// Whether the message goes on to quote the value (", not 'sometimes'").
    var quotesValue = true

    /// The message for `value` given to `subject`.
    func message(subject: String, value: String) -> String {
        "\(subject) \(predicate)" + (quotesValue ? ", not '\(value.abbreviated())'" : "")
    }
}

/// The readers of option values that several options share. Pure.
enum ValueParser {
    /// A decimal number with a dot, within `range`.
    static func number(_ text: String, in range: ClosedRange<Double>) throws(ValueError) -> Double {
        // Decimal only: Double("0x1p3") would take hexadecimal, which no one means for degrees. "inf", "nan" and
        // a number too big for a Double ("1e400", infinite) are numbers, out of range.
        let trimmed = text.trimmingWhitespace
        let unsigned = trimmed.lowercased().drop { $0 == "+" || $0 == "-" }
        guard
            trimmed.unicodeScalars.allSatisfy("0123456789.-+eE".unicodeScalars.contains)
                || ["inf", "infinity", "nan"].contains(unsigned),
            let value = Double(trimmed)
        else {
            throw ValueError(predicate: "takes a number with a dot as decimal separator")
        }
        guard value.isFinite, range.contains(value) else {
            throw ValueError(
                predicate: "must be from \(String(plain: range.lowerBound)) to \(String(plain: range.upperBound))")
        }
        return value
    }

    /// A whole number within `range`; `what` names it in the message ("whole seconds").
    static func whole(_ text: String, in range: ClosedRange<Int>, what: String) throws(ValueError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw ValueError(predicate: "takes \(what) from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// A duration as whole minutes, hours or days ("90m", "6h", "2d"), at most 30 days, in seconds. A bare "0"
    /// is taken too: zero is the same in every unit, and the help gives `--within`'s default as "0".
    static func duration(_ text: String) throws(ValueError) -> Int {
        if text == "0" { return 0 }
        let seconds: [Character: Int] = ["m": 60, "h": 3600, "d": 86_400]
        let error = ValueError(predicate: "takes a duration such as 90m, 6h or 2d, at most 30d")
        guard let unit = text.last.flatMap({ seconds[Character($0.lowercased())] }),
            text.dropLast().allSatisfy({ ("0"..."9").contains($0) }), let count = Int(text.dropLast()),
            count <= 30 * 86_400 / unit
        else { throw error }
        return count * unit
    }

    /// `text` itself, unless it is empty.
    /// - Parameter missing: what the option needs, for the message ("needs a file name").
    static func nonEmpty(_ text: String, missing: String) throws(ValueError) -> String {
        guard !text.isEmpty else { throw ValueError(predicate: missing, quotesValue: false) }
        return text
    }

    /// The case of `T` whose raw value is `text` in any case, or one of `aliases`.
    static func choice<T: RawRepresentable & CaseIterable>(
        _ text: String, aliases: [String: T] = [:]
    ) throws(ValueError) -> T where T.RawValue == String {
        if let value = T(rawValue: text.lowercased()) ?? aliases[text.lowercased()] { return value }
        let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw ValueError(predicate: "must be one of \(allowed)")
    }

    /// An OpenWeather language code in its own spelling ("zh_cn"); case and "-" are forgiven ("zh-CN"), and
    /// ISO and locale spellings are mapped ("ko" and "ko_KR" → "kr", "cs" → "cz").
    static func language(_ text: String) throws(ValueError) -> String {
        let code = text.lowercased().replacing("-", with: "_")
        if LanguageCode.supported.contains(code) { return code }
        guard let mapped = LanguageCode.from(locale: text.replacing("-", with: "_")) else {
            throw ValueError(predicate: "takes an OpenWeather language code such as en, kr or zh_cn")
        }
        return mapped
    }

    /// A `--template`, parsed: what is wrong with it in the template's own words.
    static func template(_ text: String) throws(ValueError) -> Template {
        do throws(TemplateError) {
            return try Template(text)
        } catch {
            throw ValueError(predicate: "cannot be used: \(error.errorDescription ?? "\(error)")", quotesValue: false)
        }
    }

    /// A place name for the Geocoding API, trimmed.
    static func city(_ text: String) throws(ValueError) -> String {
        let city = text.trimmingWhitespace
        guard !city.isEmpty else {
            throw ValueError(predicate: "needs a place name, such as \"Seoul,KR\"", quotesValue: false)
        }
        // The longest place names are under 200 characters; anything longer is a mistake, and would only come
        // back from the server as 414 (URI too long).
        guard city.count <= 200 else {
            throw ValueError(
                predicate: "is \(city.count) characters long; a place name has at most 200", quotesValue: false)
        }
        return city
    }
}
