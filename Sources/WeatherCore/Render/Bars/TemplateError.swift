/// Why a `--template` string cannot be used; found when it is parsed, before anything is fetched.
public enum TemplateError: Error, Equatable, Sendable, LocalizedError {
    /// A `{name}` that is not a placeholder, e.g. "{tmp}".
    case unknownPlaceholder(String)
    /// A day offset on a placeholder that describes "now", e.g. "{temp+1}".
    case dayOffsetNotAllowed(String)
    /// A day offset that is not a whole number of days, e.g. "{high+x}".
    case badDayOffset(String)
    /// A `%` code that is not one of wttr.in's one-line codes, e.g. "%x".
    case unknownCode(String)
    /// A `{` with no `}` after it; `position` counts characters from 1.
    case unclosedBrace(position: Int)
    /// A `}` with no `{` before it; `position` counts characters from 1.
    case unmatchedClosingBrace(position: Int)
    /// A `%` as the template's last character.
    case trailingPercent
    /// Nothing but white space, or nothing at all: a bar would be blank.
    case nothingToShow

    public var errorDescription: String? {
        switch self {
        case .unknownPlaceholder(let text):
            "unknown placeholder '\(text)'; known: \(Template.placeholders.joined(separator: ", "))"
        case .dayOffsetNotAllowed(let text):
            "placeholder '\(text)' takes no day offset; only \(Self.offsetPlaceholders) do, e.g. '{high+1}'"
        case .badDayOffset(let text):
            "bad day offset in '\(text)': write a whole number of days after today, e.g. '{high+1}'"
        case .unknownCode(let text):
            "unknown code '\(text)'; known: \(Template.codes.joined(separator: " ")), and '%%' for a literal '%'"
        case .unclosedBrace(let position):
            "unclosed '{' at character \(position); write '{{' for a literal '{'"
        case .unmatchedClosingBrace(let position):
            "unmatched '}' at character \(position); write '}}' for a literal '}'"
        case .trailingPercent:
            "'%' at the end of the template; write '%%' for a literal '%'"
        case .nothingToShow:
            "the template shows nothing (it is empty or only white space); try '{icon} {temp}'"
        }
    }

    private static var offsetPlaceholders: String {
        let names = Template.Field.allCases.filter(\.takesDayOffset).map { "{\($0.rawValue)}" }
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
