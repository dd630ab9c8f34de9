/// A command line read: the ``Options`` its declarations wrote, and what only the command line says (its
/// places as typed, the config file to read, and the commands that are not a run).
struct Arguments: Equatable {
    /// The options as the command line sets them; the config file and the environment fill in the rest
    /// (``Options/resolve(_:config:path:environment:)``).
    var options = Options()
    /// The options given on the command line, in any spelling.
    var given: Set<Option> = []
    /// `--lat/--lon` pairs and `--city` names, in the order given.
    var places: [Options.Place] = []
    /// The bare words, places by name (``Positional/place``): the config file's (`weather home`), else looked
    /// up as `--city` is (`weather Seoul`).
    var names: [String] = []
    /// `--lat`, `--lon` and `--city` as given, which the parser pairs into ``places``.
    var latitudes: [Double] = [], longitudes: [Double] = [], cities: [String] = []
    /// `--config`.
    var config: String?
    var help = false
    var version = false
    var completions: Completions.Shell?
}
