import WeatherCore

/// The text of `weather --help`, in swift-argument-parser's layout.
enum Help {
    static let usage =
        "weather [--lat <degrees> --lon <degrees> | --city <name> | <place name> ...] [<options>]"

    static var text: String {
        let statuses = ExitStatus.allCases.sorted { $0.rawValue < $1.rawValue }.map {
            "  " + String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0) + $0.meaning
        }
        let formats = Options.Format.allCases.map(\.rawValue).joined(separator: ", ")
        return """
            OVERVIEW: Today's 3-hour forecast and the week's highs and lows, from OpenWeather's 5-day forecast.

            USAGE: \(usage)
                   weather --input <file> [<options>]
                   weather --demo [<options>]

            OPTIONS:
              --lat <degrees>         Latitude, -90 to 90, with a dot as decimal separator.
              --lon <degrees>         Longitude, -180 to 180. Repeat --lat/--lon for several places.
              --city <name>           A place by name, e.g. "Seoul,KR" or "New York,NY,US" (OpenWeather
                                      geocoding; the first match is used). May be repeated.
              <place name>            A place named in the config file's "places", e.g. weather home.
              --input <file>          Render a saved forecast response instead of fetching; - for stdin.
              --input-units <units>   The units the --input file was requested in (default standard).
              --demo                  Render a real response bundled with weather: no key, no network.

              --format <format>       \(formats) (default table).
              --template <text>       Your own line for the bar formats, e.g. '{icon} {temp} {high+1}'
                                      or wttr.in codes '%c %t %H/%L'; see the README for every placeholder.
              --units <units>         metric (°C, m/s; default), imperial (°F, mph) or standard (K, m/s);
                                      also c, f, k.
              --icons <icons>         emoji (default), nerd, ascii or none.
              --color <when>          auto (default), always or never; NO_COLOR, CLICOLOR_FORCE respected.
              --lang <code>           OpenWeather language code, e.g. en, kr, zh_cn, fr (default: from
                                      LC_ALL, LC_MESSAGES or LANG).
              --cnt <slots>           Ask for only the first 1 to 40 three-hour slots.
              --urgent                i3blocks: exit 33 (urgent) when no forecast can be shown.

              --max-age <seconds>     Use a cached forecast younger than this (default 600).
              --refresh               Fetch even when the cached forecast is fresh.
              --no-cache              Neither read nor write the cache ($XDG_CACHE_HOME/weather,
                                      default ~/.cache/weather).
              --timeout <seconds>     Deadline for the whole request (default 10; 5 in bar formats).
              --base-url <url>        The API's address (default https://api.openweathermap.org;
                                      also OPENWEATHER_BASE_URL). http:// only for this machine.
              --api-key-file <path>   A JSON file {"APIKey": "…"} holding the key.
              --config <path>         The config file (default $XDG_CONFIG_HOME/weather/config.json).
              --verbose               One line on stderr per request (the key shown as ***).
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
              weather --city "New York,NY,US" --units imperial
              weather --city Seoul --city Busan --format json
              weather --lat 37.57 --lon 126.98 --format waybar
              weather --lat 37.57 --lon 126.98 --format line --template '{icon} {temp} ({high}/{low})'
              weather --input saved.json --input-units metric

            EXIT STATUS:
            \(statuses.joined(separator: "\n"))

            """
    }
}
