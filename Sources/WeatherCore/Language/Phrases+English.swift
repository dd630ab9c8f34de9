extension Phrases {
    /// English, as `weather` has always written it: ISO dates and English abbreviations, which scripts read.
    static let english = Phrases(
        weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
        months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        titleDate: "E yyyy-MM-dd", rowDate: "E yyyy-MM-dd", shortDate: "E MM-dd",
        am: "AM", pm: "PM", hourPattern: "h a", hourMinutePattern: "h:mm a",
        narrowMinutes: { "\($0)m" }, narrowHours: { "\($0)h" }, narrowDays: { "\($0)d" },
        compassPoints: [
            "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
        ],
        calm: "calm",
        airQuality: ["Good", "Fair", "Moderate", "Poor", "Very Poor"],
        moonPhases: [
            "New Moon", "Waxing Crescent", "First Quarter", "Waxing Gibbous", "Full Moon", "Waning Gibbous",
            "Last Quarter", "Waning Crescent",
        ],
        sentenceWeekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], listSeparator: ", ", labelEnd: ": ",
        condition: englishCondition,
        forecastFrom: { "forecast from \($0)" },
        noForecastLeft: "no forecast left for today or later",
        utcWithoutZone: "UTC (the response gives no time zone)",
        localTime: { "local time (UTC\($0))" },
        updated: { "Updated \($0)" },
        stale: { $0.map { "Stale: updated \($0)" } ?? "Stale: age unknown" },
        savedResponse: { "Saved response: \($0)" },
        nearByIP: { "near \($0) (by IP)" },
        demo: { "Demo: a real OpenWeather response\($0.map { " recorded \($0)" } ?? ""), not live weather" },
        sunrise: { "sunrise \($0)" }, sunset: { "sunset \($0)" },
        clockChange: { forward, amount, time in
            forward ? "clocks go forward \(amount) at \(time)" : "clocks go back \(amount) at \(time)"
        },
        justNow: "just now", minutesAgo: { "\($0) min ago" }, hoursAgo: { "\($0) h \($1) min ago" },
        daysAgo: { "\($0) d \($1) h ago" },
        nowFrom: { "Now, \($0), from the \($1) forecast" },
        nowBetween: { "Now, \($0), estimated from the \($1) and \($2) forecasts" },
        nowForecastFor: { "Now (forecast for \($0))" },
        feelsLike: { "feels like \($0)" }, wind: { "wind \($0)" }, humidity: { "humidity \($0)" },
        precipitation: { "precipitation \($0)" }, air: { "air \($0)" },
        rain: "Rain", snow: "Snow", rainAndSnow: "Rain and snow",
        spellNow: { "\($0) now, until \($1)" }, spellFrom: { "\($0) from \($1) until \($2)" },
        upTo: { "up to \($0)" },
        dryDays: { "No rain or snow in the next \($0) days" },
        dryHours: { "No rain or snow in the next \($0) hour" + ($0 == 1 ? "" : "s") },
        startsNow: "now",
        today: { "Today, \($0)" }, noSlots: "No forecast slots remain for today or later.",
        dayForecast: { "\($0)-day forecast" },
        time: "Time", temperature: "Temp", precipitationColumn: "Precip", windColumn: "Wind", from: "From",
        feelsLikeColumn: "Feels", gustColumn: "Gust",
        conditions: "Conditions",
        day: "Day", high: "High", low: "Low", range: "Range", rainColumn: "Rain mm", snowColumn: "Snow mm",
        airColumn: "Air", sun: "Sun", moon: "Moon",
        partial: " (partial)", partialNote: "* partial day (under 8 slots)",
        polarNight: "polar night", midnightSun: "midnight sun",
        warmest: { "Warmest \($0), \($1)" }, coldest: { "coldest \($0), \($1)" }, dry: "dry",
        rainOn: { "rain \($0), \($1)" }, snowOn: { "snow \($0), \($1)" },
        gustsTo: { "gusts to \($0) on \($1)" }, windTo: { "wind to \($0) on \($1)" },
        airOn: { "air \($0) on \($1)" }, summarySeparator: "; ", summaryEnd: ".",
        chartTitle: { "Temperature \($0); ^ now, | local midnight" },
        popLabel: "pop", popLegend: "pop = precipitation probability",
        amountLegend: { "\($0) = rain + snow (top \($1))" },
        unknownPlace: "Unknown place", refresh: "Refresh",
        guideNameOne: "Name one:",
        guideByName: { "by name (quote a name with spaces: \($0))" },
        guideByCoordinates: "by latitude and longitude",
        guideFromPlaces: { "from \($0)" },
        guidePut: { "To make it the default, put this in \($0):" },
        guideAdd: { "To make it the default, add this to the object in \($0):" },
        guideKey: { "The API key goes in \($0), or as \($1) in \($2)." },
        guideDemo: { "To see it work without a key or the network: \($0)" })

    /// Each condition in English; read against OpenWeather's English descriptions (``ConditionCode``).
    static func englishCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "thunderstorm with light rain"
        case .thunderstormWithRain: "thunderstorm with rain"
        case .thunderstormWithHeavyRain: "thunderstorm with heavy rain"
        case .lightThunderstorm: "light thunderstorm"
        case .thunderstorm: "thunderstorm"
        case .heavyThunderstorm: "heavy thunderstorm"
        case .raggedThunderstorm: "scattered thunderstorms"
        case .thunderstormWithLightDrizzle: "thunderstorm with light drizzle"
        case .thunderstormWithDrizzle: "thunderstorm with drizzle"
        case .thunderstormWithHeavyDrizzle: "thunderstorm with heavy drizzle"
        case .lightDrizzle: "light drizzle"
        case .drizzle: "drizzle"
        case .heavyDrizzle: "heavy drizzle"
        case .lightDrizzleRain: "light drizzle and rain"
        case .drizzleRain: "drizzle and rain"
        case .heavyDrizzleRain: "heavy drizzle and rain"
        case .showerRainAndDrizzle: "showers and drizzle"
        case .heavyShowerRainAndDrizzle: "heavy showers and drizzle"
        case .showerDrizzle: "drizzle showers"
        case .lightRain: "light rain"
        case .moderateRain: "moderate rain"
        case .heavyRain: "heavy rain"
        case .veryHeavyRain: "very heavy rain"
        case .extremeRain: "extreme rain"
        case .freezingRain: "freezing rain"
        case .lightShowerRain: "light showers"
        case .showerRain: "showers"
        case .heavyShowerRain: "heavy showers"
        case .raggedShowerRain: "scattered showers"
        case .lightSnow: "light snow"
        case .snow: "snow"
        case .heavySnow: "heavy snow"
        case .sleet: "sleet"
        case .lightShowerSleet: "light sleet showers"
        case .showerSleet: "sleet showers"
        case .lightRainAndSnow: "light rain and snow"
        case .rainAndSnow: "rain and snow"
        case .lightShowerSnow: "light snow showers"
        case .showerSnow: "snow showers"
        case .heavyShowerSnow: "heavy snow showers"
        case .mist: "mist"
        case .smoke: "smoke"
        case .haze: "haze"
        case .dustWhirls: "dust whirls"
        case .fog: "fog"
        case .sand: "sand"
        case .dust: "dust"
        case .volcanicAsh: "volcanic ash"
        case .squalls: "squalls"
        case .tornado: "tornado"
        case .clearSky: "clear sky"
        case .fewClouds: "few clouds"
        case .scatteredClouds: "scattered clouds"
        case .brokenClouds: "broken clouds"
        case .overcastClouds: "overcast clouds"
        }
    }
}
