/// Whose words describe the conditions: the program's, from the condition code in the interface's language
/// (``Phrases/condition``), or OpenWeather's `description` as the response has it.
package enum DescriptionSource: String, CaseIterable, Sendable {
    /// The program's wording of `weather[0].id`; the response's text for a code it does not know.
    case program
    /// OpenWeather's own text, in the language the response was asked in.
    case server
}
