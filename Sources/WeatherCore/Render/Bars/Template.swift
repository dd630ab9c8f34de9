/// A `--template` string parsed once into literal text and placeholders, so that a mistake is reported before
/// anything is fetched and rendering cannot fail.
///
/// Named placeholders are `{temp}`, `{feels_like}`, `{high}`, `{low}`, `{icon}`, `{condition}`, `{description}`,
/// `{pop}`, `{rain}`, `{snow}`, `{precipitation}`, `{wind}`, `{humidity}`, `{place}`, `{sunrise}`, `{sunset}`,
/// `{day_length}`, `{moon}`, `{summary}`, `{aqi}`, `{pm2_5}`, `{pm10}`, `{age}`, `{weekday}`, `{rain_start}`,
/// `{rain_end}`, `{rain_in}`, `{gust}`, `{pressure}`, `{pressure_trend}`, `{dew_point}`, `{visibility}` and
/// `{clouds}`; the day ones take an offset in days after today, `{high+1}` being tomorrow's high.
/// wttr.in's one-line codes work too: `%c %C %t %f %w %h %p %o %l %S %s`, plus `%H`/`%L` for today's high/low.
/// `%%`, `{{` and `}}` stand for a literal `%`, `{` and `}`. See `TemplateRenderer` for what each shows.
public struct Template: Sendable, Equatable, CustomStringConvertible {
    /// The template as written.
    public let source: String
    /// The parsed pieces, in order.
    let tokens: [Token]

    /// Parses a template.
    /// - Throws: ``TemplateError`` naming the first unknown placeholder or code, or the unpaired brace.
    public init(_ source: String) throws(TemplateError) {
        self.source = source
        tokens = try Self.parse(Array(source))
        // A bar would show nothing, with no word why (docs/fuzzing.md, finding 8: `--template '\n'`).
        if tokens.allSatisfy({ if case .literal(let text) = $0 { text.allSatisfy(\.isWhitespace) } else { false } }) {
            throw .nothingToShow
        }
    }

    private init(source: String, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
    }

    /// The default for a bar's line, `{icon} {temp} {high}/{low}`: the icon and temperature now, today's high
    /// and low, e.g. "⛅ 10°C 15°C/9°C".
    public static let line = Template(
        source: "{icon} {temp} {high}/{low}",
        tokens: [
            .placeholder(.init(.icon)), .literal(" "), .placeholder(.init(.temp)), .literal(" "),
            .placeholder(.init(.high)), .literal("/"), .placeholder(.init(.low)),
        ])

    /// The default for a bar's short text, `{icon} {temp}`, e.g. "⛅ 10°C".
    package static let short = Template(
        source: "{icon} {temp}",
        tokens: [.placeholder(.init(.icon)), .literal(" "), .placeholder(.init(.temp))])

    /// Every named placeholder, as written: "{temp}", "{feels_like}", … for help and error messages.
    package static var placeholders: [String] { Field.allCases.map { "{\($0.rawValue)}" } }

    /// Every wttr.in-style code, as written: "%c", "%C", … for help and error messages.
    package static var codes: [String] { codeFields.map { "%\($0.code)" } }

    /// The template as written.
    public var description: String { source }

    /// One piece of a template.
    enum Token: Sendable, Equatable {
        case literal(String)
        case placeholder(Placeholder)
    }

    /// A value to put in: what (`field`) and for which day (`day`: 0 is today; nil when none was written).
    struct Placeholder: Sendable, Equatable {
        var field: Field
        var day: Int?

        init(_ field: Field, day: Int? = nil) {
            self.field = field
            self.day = day
        }
    }

    /// The values a template can show, named as in `{name}`.
    enum Field: String, CaseIterable, Sendable {
        case temp
        case feelsLike = "feels_like"
        case high, low, icon, condition, description, pop, rain, snow
        case precipitation, wind, humidity, place, sunrise, sunset
        case dayLength = "day_length"
        case moon, summary, aqi
        case pm2_5, pm10, age, weekday
        case rainStart = "rain_start"
        case rainEnd = "rain_end"
        case rainIn = "rain_in"
        case gust, pressure
        case pressureTrend = "pressure_trend"
        case dewPoint = "dew_point"
        case visibility, clouds

        /// Whether the value belongs to a day, so that `{name+N}` means N days after today.
        var takesDayOffset: Bool {
            switch self {
            case .high, .low, .icon, .condition, .description, .pop, .rain, .snow, .precipitation, .sunrise, .sunset,
                .dayLength, .moon, .weekday:
                true
            case .temp, .feelsLike, .wind, .humidity, .place, .summary, .aqi, .pm2_5, .pm10, .age, .rainStart, .rainEnd,
                .rainIn, .gust, .pressure, .pressureTrend, .dewPoint, .visibility, .clouds:
                false
            }
        }
    }

    /// wttr.in's one-line codes (github.com/chubin/wttr.in, "One-line output") and the field each shows.
    private static let codeFields: [(code: Character, field: Field)] = [
        ("c", .icon), ("C", .description), ("t", .temp), ("f", .feelsLike), ("w", .wind), ("h", .humidity),
        ("p", .precipitation), ("o", .pop), ("l", .place), ("S", .sunrise), ("s", .sunset), ("H", .high),
        ("L", .low),
    ]

    private static func parse(_ characters: [Character]) throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        func emit(_ placeholder: Placeholder) {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
            tokens.append(.placeholder(placeholder))
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            switch character {
            case "{" where next == "{", "}" where next == "}", "%" where next == "%":
                literal.append(character)
                index += 2
            case "{":
                guard let close = characters[(index + 1)...].firstIndex(where: { $0 == "}" || $0 == "{" }),
                    characters[close] == "}"
                else { throw .unclosedBrace(position: index + 1) }
                emit(try placeholder(String(characters[(index + 1)..<close])))
                index = close + 1
            case "}":
                throw .unmatchedClosingBrace(position: index + 1)
            case "%":
                guard let next else { throw .trailingPercent }
                guard let field = codeFields.first(where: { $0.code == next })?.field else {
                    throw .unknownCode("%" + String(next))
                }
                emit(Placeholder(field))
                index += 2
            default:
                literal.append(character)
                index += 1
            }
        }
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        return tokens
    }

    /// The placeholder for the text between braces: "temp", "high+1".
    private static func placeholder(_ inner: String) throws(TemplateError) -> Placeholder {
        let written = "{\(inner)}"
        let parts = inner.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        guard let field = Field(rawValue: String(parts[0])) else { throw .unknownPlaceholder(written) }
        guard parts.count == 2 else { return Placeholder(field) }
        guard field.takesDayOffset else { throw .dayOffsetNotAllowed(written) }
        let digits = parts[1]
        guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy(\.isASCIIDigit), let day = Int(digits) else {
            throw .badDayOffset(written)
        }
        return Placeholder(field, day: day)
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0…9 (not any Unicode number, as `isNumber` would allow).
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
