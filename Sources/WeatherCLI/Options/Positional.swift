/// What the bare words of a command line are, declared once as the options are in ``Option/declaration``: the
/// usage line, `--help` and the completion scripts are made from it, and tests hold the man page and the
/// README to it.
struct Positional: Equatable, Sendable {
    /// The word in `<…>`: `place`.
    var placeholder: String
    /// One line, a sentence, for `--help` and the completion menus.
    var summary: String
    /// Whether several may be given (each adds a place).
    var isRepeatable: Bool

    /// `<place>`, as messages name it.
    var name: String { "<\(placeholder)>" }

    /// `<place> ...`, as the usage line and `--help` write it.
    var synopsis: String { name + (isRepeatable ? " ..." : "") }

    /// `weather Seoul`, `weather "New York,NY,US"`, `weather home`: a name from the config file's "places",
    /// else a place looked up by name as `--city` is. Several words are several places.
    static let place = Positional(
        placeholder: "place",
        summary: "A place by name as for --city, or a name from the config file's \"places\".",
        isRepeatable: true)
}
