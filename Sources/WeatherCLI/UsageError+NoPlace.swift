extension UsageError {
    /// `weather` with no place anywhere — none on the command line and no `"place"` in the config file — is
    /// someone's first run more often than a mistake: a short guide to naming a place, making one the default
    /// and where the API key goes, rather than a bare usage error. Still exit 64.
    /// - Parameters:
    ///   - configPath: the config file that was read, for the line to paste.
    ///   - config: what it holds: an empty one is written whole, else only the `"place"` member to add, naming
    ///     one of its `"places"` when it has some.
    ///   - keyFile: the API key file `weather` looks for; nil when the environment already gives the key.
    static func noPlace(configPath: String, config: ConfigFile, keyFile: String?) -> UsageError {
        let name = config.places?.keys.sorted().first
        let member = "\"place\": " + (name.map { "\"\($0)\"" } ?? #"{"city": "Seoul,KR"}"#)
        let paste =
            config == ConfigFile()
            ? ["To make it the default, put this in \(configPath):", "  {\(member)}"]
            : ["To make it the default, add this to the object in \(configPath):", "  \(member)"]
        let key = keyFile.map { "The API key goes in OPENWEATHER_API_KEY, or as {\"APIKey\": \"…\"} in \($0)." }
        let examples = [
            example("weather Seoul", "by name (quote a name with spaces: weather \"New York,NY,US\")"),
            example("weather --lat 37.5665 --lon 126.978", "by latitude and longitude"),
        ]
        return UsageError(
            message: "no place given, and \(configPath) names no default \"place\"",
            guide: ["Name one:"] + examples + (name.map { [example("weather \($0)", "from \"places\"")] } ?? [])
                + paste + (key.map { [$0] } ?? []) + ["To see it work without a key or the network: weather --demo"],
            short: "no place")
    }

    /// One line of the guide: a command, then what it does, in a column.
    private static func example(_ command: String, _ what: String) -> String {
        "  " + command + String(repeating: " ", count: max(2, 37 - command.count)) + what
    }
}
