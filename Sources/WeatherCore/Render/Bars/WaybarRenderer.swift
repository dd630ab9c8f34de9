/// Renders a forecast as the one-line JSON object of a waybar custom module with `"return-type": "json"`:
/// `text` (the template), `tooltip` (the place, the data's age and the weekly table), `class` (the condition
/// key now, "rain-soon" when rain or snow is under way or comes within ``BarContext/rainSoon``, "stale", and
/// "air-poor" when the air now is Poor or Very Poor), `alt` (the condition key, for `format-icons`) and
/// `percentage` (today's highest probability of precipitation, 0…100). Waybar reads text and tooltip as Pango
/// markup, so values are escaped.
/// Pure: values in, `String` out.
package struct WaybarRenderer: StatusBarRenderer {
    /// Units, icons, the data's age and the place name to show.
    package var context: BarContext
    /// What `text` shows; the template's own text may hold Pango markup, its values are escaped.
    package var template: Template

    package init(context: BarContext = BarContext(), template: Template = .line) {
        self.context = context
        self.template = template
    }

    /// The JSON object on one line, keys sorted, ending with a newline.
    package func render(_ forecast: Forecast) -> String {
        let key = ConditionKey(forecast.current?.condition).rawValue
        let today = forecast.days.first?.pop
        return encode(
            Output(
                text: context.text(template, forecast, escape: Self.pango),
                tooltip: tooltip(forecast),
                classes: [key] + (context.isRainSoon(forecast) ? ["rain-soon"] : [])
                    + (context.isStale ? ["stale"] : [])
                    + (forecast.airNow?.isPoor == true ? ["air-poor"] : []),
                alt: key,
                percentage: today.map { Int(($0 * 100).rounded(.toNearestOrAwayFromZero)) }))
    }

    /// `{"class":"error","text":"⚠ offline","tooltip":"<the whole sentence>"}`: waybar hides a module that
    /// prints nothing or fails, so an error is still a valid object, and the reason is a hover away.
    package func error(_ error: BarError) -> String {
        encode(
            Output(
                text: Self.pango(error.line), tooltip: Self.pango(error.message),
                classes: ["error"], alt: nil, percentage: nil))
    }

    /// Text made safe for Pango markup: `&`, `<` and `>` as entities (quotes only matter inside attributes).
    static func pango(_ text: String) -> String {
        text.replacingScalars {
            switch $0 {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            default: nil
            }
        }
    }

    /// The place, the data's age, and the weekly table in `<tt>` so that its columns line up, each row
    /// unbreakable (``unbreakable(_:)``).
    private func tooltip(_ forecast: Forecast) -> String {
        let table = context.weeklyTable(forecast)
        let head = [context.place(forecast) ?? context.language.phrases.unknownPlace, context.ageLine].compactMap { $0 }
        let rows = table.map { Self.pango(Self.unbreakable($0.singleLine)) }
        return (head.map { Self.pango($0.singleLine) } + ["<tt>" + rows.joined(separator: "\n") + "</tt>"])
            .joined(separator: "\n")
    }

    /// A table row that GTK cannot wrap: its tooltip label wraps lines wider than 70 average characters
    /// (`max-width-chars` in GTK 3's gtktooltipwindow.ui), at spaces and also between Hangul syllables, CJK
    /// characters and emoji, which would break the columns. Spaces become no-break spaces (U+00A0), and a word
    /// joiner (U+2060), which Pango draws as nothing, goes between every two characters: a no-break space alone
    /// still allows a break after "-" or "–" (UAX #14's LB12a), which the word joiner's LB11 forbids. Pango then
    /// finds no place to break, and the tooltip grows to the row's width (measured in GTK by
    /// scripts/bars/tooltip.py over every recorded response).
    static func unbreakable(_ row: String) -> String {
        var text = ""
        for character in row {
            if !text.isEmpty { text.append("\u{2060}") }
            text.append(character == " " ? "\u{A0}" : character)
        }
        return text
    }

    private func encode(_ output: Output) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(output) else {
            return #"{"class":"error","text":"⚠","tooltip":"could not encode the output"}"# + "\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The object waybar reads; `class` is a string when there is one class and an array when there are more,
    /// as waybar accepts both.
    struct Output: Encodable {
        var text: String
        var tooltip: String
        var classes: [String]
        var alt: String?
        var percentage: Int?

        enum CodingKeys: String, CodingKey {
            case text, tooltip, alt, percentage
            case classes = "class"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(tooltip, forKey: .tooltip)
            if classes.count == 1 {
                try container.encode(classes[0], forKey: .classes)
            } else {
                try container.encode(classes, forKey: .classes)
            }
            try container.encodeIfPresent(alt, forKey: .alt)
            try container.encodeIfPresent(percentage, forKey: .percentage)
        }
    }
}
