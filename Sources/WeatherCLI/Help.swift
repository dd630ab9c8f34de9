import WeatherCore

/// The text of `weather --help`, in swift-argument-parser's layout.
enum Help {
    static let usage =
        "weather [\(Positional.place.synopsis) | --lat <degrees> --lon <degrees> | --city <name>] [<options>]"

    static var text: String {
        let statuses = ExitStatus.allCases.sorted { $0.rawValue < $1.rawValue }.map {
            "  " + padded(String($0.rawValue), to: 4) + $0.meaning
        }
        let options = Option.allCases.map(\.declaration).map { option -> String in
            let names = ([option.short].compactMap { $0 } + [option.name]).joined(separator: ", ")
            let left = names + (option.placeholder.map { " <\($0)>" } ?? "")
            let line =
                "  " + padded(left, to: max(26, left.count + 2)) + option.summary
            guard !option.values.isEmpty else { return line }
            return line + "\n" + String(repeating: " ", count: 28) + "(" + option.values.joined(separator: ", ") + ")"
        }
        return """
            OVERVIEW: Today's 3-hour forecast and the week's highs and lows, from OpenWeather's 5-day forecast.

            USAGE: \(usage)
                   weather --input <file> [<options>]
                   weather --demo [<options>]

            ARGUMENTS:
              \(padded(Positional.place.synopsis, to: 26))\(Positional.place.summary)
                                        "places" wins over the lookup; several names are several places.
                                        Quote a name with spaces: weather "New York,NY,US".

            OPTIONS:
            \(options.joined(separator: "\n"))

            API KEY (the first found wins):
              the OPENWEATHER_API_KEY environment variable, --api-key-file, ./APIKey.json,
              $XDG_CONFIG_HOME/weather/APIKey.json (default ~/.config/weather/APIKey.json).

            DAYS:
              A day is the calendar date in the place's own time zone (dt + city.timezone). High and low are the
              maximum temp_max and minimum temp_min over the day's 3-hour slots; days with fewer than 8 slots
              are marked partial.

            EXAMPLES:
              weather --demo
              weather Seoul
              weather --lat 37.5665 --lon 126.978
              weather --city "New York,NY,US" --units imperial
              weather --city Seoul --city Busan --format json
              weather --lat 37.57 --lon 126.98 --format waybar
              weather --lat 37.57 --lon 126.98 --format line --template '{icon} {temp} ({high}/{low})'
              weather --input saved.json --input-units metric

            EXIT STATUS:
            \(statuses.joined(separator: "\n"))

            """
    }

    /// `text` followed by spaces up to `width` characters.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
