import WeatherCore

extension UsageError {
    /// `weather` with no place anywhere — none on the command line and no `"place"` in the config file — is
    /// someone's first run more often than a mistake: a short guide to naming a place, making one the default
    /// and where the API key goes, rather than a bare usage error. Still exit 64. The guide is in the
    /// interface's language, with its commands, paths and keys as they are; the error's sentence stays English,
    /// as every error message does.
    /// - Parameters:
    ///   - configPath: the config file that was read, for the line to paste.
    ///   - config: what it holds: for a file that is missing or holds nothing but white space the object is
    ///     written whole, since there is no object to add a member to; else only the `"place"` member to add,
    ///     naming one of its `"places"` when it has some. The message says when there is no file at all, rather
    ///     than have the user look for one that "names no default".
    ///   - keyFile: the API key file `weather` looks for; nil when the environment already gives the key.
    ///   - text: the interface's language.
    static func noPlace(configPath: String, config: ConfigFile, keyFile: String?, text: Phrases) -> UsageError {
        let name = config.places?.keys.sorted().first
        let member = "\"place\": " + (name.map { "\"\($0)\"" } ?? #"{"city": "Seoul,KR"}"#)
        let holdsNoObject = config == ConfigFile() || config.bytes.map(ConfigFile.isBlank) == true
        let paste =
            holdsNoObject
            ? [text.guidePut(configPath), "  {\(member)}"]
            : [text.guideAdd(configPath), "  \(member)"]
        let key = keyFile.map { text.guideKey("OPENWEATHER_API_KEY", #"{"APIKey": "…"}"#, $0) }
        let examples = [
            example("weather Seoul", text.guideByName(#"weather "New York,NY,US""#)),
            example("weather --lat 37.5665 --lon 126.978", text.guideByCoordinates),
        ]
        let fromPlaces = name.map { [example("weather \($0)", text.guideFromPlaces(#""places""#))] } ?? []
        // A file that was not there reads as `ConfigFile()`; one that was keeps its bytes, even an empty one.
        let missing = config == ConfigFile()
        return UsageError(
            message: missing
                ? "no place given, and there is no config file at \(configPath) to name a default \"place\""
                : "no place given, and \(configPath) names no default \"place\"",
            guide: [text.guideNameOne] + examples + fromPlaces + paste + (key.map { [$0] } ?? [])
                + [text.guideDemo("weather --demo")],
            short: "no place")
    }

    /// One line of the guide: a command, then what it does, in a column.
    private static func example(_ command: String, _ what: String) -> String {
        "  " + command + String(repeating: " ", count: max(2, 37 - command.count)) + what
    }
}
