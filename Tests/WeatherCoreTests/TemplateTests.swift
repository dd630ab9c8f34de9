import Foundation
import Testing
import WeatherCore

struct TemplateTests {
    @Test func defaultLineTemplateIsIconTemperatureHighAndLow() throws {
        #expect(Template.line.source == "{icon} {temp} {high}/{low}")
        #expect(try Template("{icon} {temp} {high}/{low}") == Template.line)
        #expect(try Template("{icon} {temp}") == Template.short)
    }

    @Test func listsEveryPlaceholderAndCode() {
        #expect(
            Template.placeholders == [
                "{temp}", "{feels_like}", "{high}", "{low}", "{icon}", "{condition}", "{description}", "{pop}",
                "{rain}", "{snow}", "{precipitation}", "{wind}", "{humidity}", "{place}", "{sunrise}", "{sunset}",
                "{day_length}", "{moon}", "{summary}", "{aqi}", "{pm2_5}", "{pm10}", "{age}", "{weekday}",
                "{rain_start}", "{rain_end}", "{rain_in}",
                "{gust}", "{pressure}", "{pressure_trend}", "{dew_point}", "{visibility}", "{clouds}",
            ])
        #expect(Template.codes == ["%c", "%C", "%t", "%f", "%w", "%h", "%p", "%o", "%l", "%S", "%s", "%H", "%L"])
    }

    @Test func rejectsAnUnknownPlaceholderNamingItAndTheKnownOnes() {
        #expect(throws: TemplateError.unknownPlaceholder("{tmp}")) { try Template("{icon} {tmp}") }
        #expect(
            TemplateError.unknownPlaceholder("{tmp}").localizedDescription
                == "unknown placeholder '{tmp}'; known: {temp}, {feels_like}, {high}, {low}, {icon}, {condition}, "
                + "{description}, {pop}, {rain}, {snow}, {precipitation}, {wind}, {humidity}, {place}, {sunrise}, "
                + "{sunset}, {day_length}, {moon}, {summary}, {aqi}, {pm2_5}, {pm10}, {age}, {weekday}, {rain_start}, "
                + "{rain_end}, {rain_in}, {gust}, {pressure}, {pressure_trend}, {dew_point}, {visibility}, {clouds}")
        #expect(throws: TemplateError.unknownPlaceholder("{}")) { try Template("{}") }
        #expect(throws: TemplateError.unknownPlaceholder("{high-1}")) { try Template("{high-1}") }
        #expect(throws: TemplateError.unknownPlaceholder("{ temp }")) { try Template("{ temp }") }
    }

    @Test func rejectsADayOffsetOnAValueOfNow() {
        #expect(throws: TemplateError.dayOffsetNotAllowed("{temp+1}")) { try Template("{temp+1}") }
        #expect(
            TemplateError.dayOffsetNotAllowed("{temp+1}").localizedDescription
                == "placeholder '{temp+1}' takes no day offset; only {high}, {low}, {icon}, {condition}, "
                + "{description}, {pop}, {rain}, {snow}, {precipitation}, {sunrise}, {sunset}, {day_length}, "
                + "{moon} and {weekday} do, e.g. '{high+1}'")
    }

    @Test func rejectsADayOffsetThatIsNotAWholeNumberOfDays() {
        for text in ["{high+}", "{high+x}", "{high+1.5}", "{high+-1}", "{high+1000}", "{high+١}"] {
            #expect(throws: TemplateError.badDayOffset(text)) { try Template(text) }
        }
        #expect(
            TemplateError.badDayOffset("{high+x}").localizedDescription
                == "bad day offset in '{high+x}': write a whole number of days after today, e.g. '{high+1}'")
    }

    @Test func rejectsAnUnknownPercentCode() {
        #expect(throws: TemplateError.unknownCode("%x")) { try Template("%t %x") }
        #expect(throws: TemplateError.unknownCode("%{")) { try Template("%{F#fff}") }
        #expect(
            TemplateError.unknownCode("%x").localizedDescription
                == "unknown code '%x'; known: %c %C %t %f %w %h %p %o %l %S %s %H %L, and '%%' for a literal '%'")
        #expect(throws: TemplateError.trailingPercent) { try Template("rain 50%") }
        #expect(
            TemplateError.trailingPercent.localizedDescription
                == "'%' at the end of the template; write '%%' for a literal '%'")
    }

    /// A template of white space only would leave a bar blank with no word why (docs/fuzzing.md, finding 8).
    @Test(arguments: ["", "\n", " \t ", "\u{3000}"])
    func rejectsATemplateThatShowsNothing(_ text: String) {
        #expect(throws: TemplateError.nothingToShow) { try Template(text) }
    }

    @Test func acceptsLiteralTextAndPlaceholdersAmongWhiteSpace() throws {
        _ = try Template(" %t ")
        _ = try Template("\n{temp}")
        _ = try Template("%%")
        _ = try Template("rain")
    }

    @Test func rejectsUnpairedBracesWithTheirPosition() {
        #expect(throws: TemplateError.unclosedBrace(position: 5)) { try Template("now {temp") }
        #expect(throws: TemplateError.unclosedBrace(position: 1)) { try Template("{te{mp}") }
        #expect(throws: TemplateError.unmatchedClosingBrace(position: 2)) { try Template("a}b") }
        #expect(
            TemplateError.unclosedBrace(position: 5).localizedDescription
                == "unclosed '{' at character 5; write '{{' for a literal '{'")
        #expect(
            TemplateError.unmatchedClosingBrace(position: 2).localizedDescription
                == "unmatched '}' at character 2; write '}}' for a literal '}'")
    }

    @Test func keepsTheTextAsWrittenForMessages() throws {
        #expect(try Template("%t {high+1}").description == "%t {high+1}")
    }
}
