/// A JSON scalar that OpenWeather sends as a string in some responses and as a number in others
/// (`cod` is `"200"` on success but `401` in some error bodies; `message` is `0.0122` or `"city not found"`).
/// Kept as text: it is only shown or compared, never computed with.
package struct LenientText: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The value as text: a string as sent, a number in its shortest form (`401`, `0.0122`).
    package var description: String

    package init(_ description: String) {
        self.description = description
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            // Cut as an explanation, not a name: `message` is the only long text OpenWeather sends.
            description = text.fromOutside(limit: String.outsideMessageLimit)
        } else if let whole = try? container.decode(Int.self) {
            description = String(whole)
        } else if let number = try? container.decode(Double.self) {
            description = String(number)
        } else if let flag = try? container.decode(Bool.self) {
            description = String(flag)
        } else {
            throw DecodingError.typeMismatch(
                LenientText.self,
                .init(codingPath: decoder.codingPath, debugDescription: "expected a string or a number"))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
