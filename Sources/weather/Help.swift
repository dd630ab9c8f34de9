/// The text of `weather --help`, in swift-argument-parser's layout.
enum Help {
    static let usage = "weather (--lat <degrees> --lon <degrees> | --input <file> | --demo) [<options>]"

    static var text: String {
        let statuses = ExitStatus.allCases.map { "  \(String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0))\($0.meaning)" }
        return """
            OVERVIEW: Today's 3-hour forecast and the week's highs and lows, from OpenWeather's 5-day forecast.

            USAGE: \(usage)

            OPTIONS:
              --lat <degrees>         Latitude, -90 to 90, with a dot as decimal separator.
              --lon <degrees>         Longitude, -180 to 180.
              --units <units>         metric (°C, m/s; default), imperial (°F, mph) or standard (K, m/s);
                                      also c, f, k.
              --format <format>       table (default) or json (schema in the README).
              --icons <icons>         emoji (default), ascii or none.
              --lang <code>           OpenWeather language code for descriptions, e.g. en, kr, zh_cn, fr.
              --cnt <slots>           Ask for only the first 1 to 40 three-hour slots.
              --input <file>          Render a saved forecast response instead of fetching; - for stdin.
              --input-units <units>   The units the --input file was requested in (default standard).
              --demo                  Render a real response bundled with weather: no key, no network.
              --base-url <url>        The API's address (default https://api.openweathermap.org;
                                      also OPENWEATHER_BASE_URL). http:// only for this machine.
              --timeout <seconds>     Deadline for the whole request (default 10).
              --max-age <seconds>     Use a cached forecast younger than this (default 600).
              --refresh               Fetch even when the cached forecast is fresh.
              --no-cache              Neither read nor write the cache ($XDG_CACHE_HOME/weather,
                                      default ~/.cache/weather).
              --api-key-file <path>   A JSON file {"APIKey": "…"} holding the key.
              --verbose               One line on stderr per request (the key shown as ***).
              --completions <shell>   Print a completion script for bash, zsh or fish.
              -h, --help              Show this help.
              --version               Show the version.

            API KEY (the first found wins):
              the OPENWEATHER_API_KEY environment variable, --api-key-file, ./APIKey.json,
              $XDG_CONFIG_HOME/weather/APIKey.json (default ~/.config/weather/APIKey.json).

            DAYS:
              A day is the calendar date in the place's own time zone (dt + city.timezone). High and low are the
              maximum temp_max and minimum temp_min over the day's 3-hour slots; days with fewer than 8 slots
              are marked partial.

            EXAMPLES:
              weather --demo
              weather --lat 37.5665 --lon 126.978
              weather --lat 40.71 --lon -74.01 --units imperial --format json
              weather --input saved.json --input-units metric

            EXIT STATUS:
            \(statuses.joined(separator: "\n"))

            """
    }
}
