import WeatherCore

/// The text of `weather --help`, in swift-argument-parser's layout, wrapped to the terminal's width.
enum Help {
    /// The usage line of a run for places, as errors quote it.
    static let usage = usageParts.joined(separator: " ")

    /// ``usage`` as the groups its line breaks between in a narrow terminal.
    static let usageParts = [
        "weather", "[\(Positional.place.synopsis)", "|", "--lat <degrees>", "--lon <degrees>", "|", "--city <name>]",
        "[<options>]",
    ]

    /// The width `--help` is wrapped to when neither `COLUMNS` nor a terminal gives one (a pipe, a file).
    static let defaultWidth = 80

    /// The help wrapped to `width` terminal cells (at most ``Output/widestTerminal``): option descriptions hang
    /// under their column, lines break between words, and examples break between their words with a shell's
    /// ` \` so that each can still be pasted. A word wider than a line stays whole.
    static func text(width: Int) -> String {
        let layout = Layout(width: min(width, Output.widestTerminal))
        let statuses = ExitStatus.allCases.sorted { $0.rawValue < $1.rawValue }.map {
            layout.item(String($0.rawValue), [$0.meaning], column: 6)
        }
        let options = Option.allCases.map(\.declaration).map { option -> String in
            let names = ([option.short].compactMap { $0 } + [option.synopsis]).joined(separator: ", ")
            let values = option.values.isEmpty ? [] : ["(" + option.values.joined(separator: ", ") + ")"]
            return layout.item(names + (option.placeholder.map { " <\($0)>" } ?? ""), [option.summary] + values)
        }
        let place = layout.item(
            Positional.place.synopsis,
            [
                Positional.place.summary,
                // No-break spaces keep the example on one line (Layout.lines turns them back into spaces).
                "\"places\" wins over the lookup; several names are several places. Quote a name with spaces: "
                    + "weather\u{A0}\"New\u{A0}York,NY,US\".",
            ])
        let examples = Self.examples.map { layout.command($0) }
        let sections = [
            layout.hanging(
                "OVERVIEW: ",
                Layout.words(
                    "Today's 3-hour forecast and the week's highs and lows, from OpenWeather's 5-day forecast."),
                hanging: 10),
            layout.usage(),
            "ARGUMENTS:\n" + place,
            "OPTIONS:\n" + options.joined(separator: "\n"),
            layout.paragraph("API KEY (the first found wins):", indent: 0) + "\n"
                + layout.paragraph(
                    "the OPENWEATHER_API_KEY environment variable, --api-key-file, ./APIKey.json, "
                        + "$XDG_CONFIG_HOME/weather/APIKey.json (default ~/.config/weather/APIKey.json)."),
            "DOCTOR:\n"
                + layout.paragraph(
                    "weather doctor says what weather sees here, one line each with what to do: the API key's "
                        + "source and shape (never the key), the config file, the cache folder and its entries, "
                        + "libcurl, one request to the base URL (it counts against the key's quota) and the clock "
                        + "against the server's, the terminal's width and colour. Exit 0 when all is well, else as "
                        + "a run would. A place named Doctor: weather --city doctor."),
            "DAYS:\n"
                + layout.paragraph(
                    "A day is the calendar date in the place's own time zone, at the zone's offset at each slot's time "
                        + "(city.timezone where the zone cannot be known). High and low are "
                        + "the maximum temp_max and minimum temp_min over the day's 3-hour slots; days with fewer "
                        + "than 8 slots are marked partial."),
            "EXAMPLES:\n" + examples.joined(separator: "\n"),
            "EXIT STATUS:\n" + statuses.joined(separator: "\n") + "\n"
                + layout.paragraph(
                    "A request that fails when the cache has a forecast for the place: that forecast is shown, "
                        + "marked stale with its age, the failure is said on stderr and the run exits with the "
                        + "failure's status (a bar's exits 0)."),
        ]
        return sections.joined(separator: "\n\n") + "\n\n"
    }

    /// The examples, each as the parts a line may break between: an option stays with its value.
    static let examples: [[String]] = [
        ["weather", "--demo"],
        ["weather", "Seoul"],
        ["weather", "--lat 37.5665", "--lon 126.978"],
        ["weather", "--city \"New York,NY,US\"", "--units imperial"],
        ["weather", "--city Seoul", "--city Busan", "--format json"],
        ["weather", "--here"],
        // A bar's command takes its place from the config file's "place": a place on it is in the bar's config
        // and, for bars that start it through a shell, in `ps` for the whole run.
        ["weather", "--format waybar", "--template '{icon} {temp} ({high}/{low})'"],
        ["weather", "--input saved.json", "--input-units metric"],
    ]
}
