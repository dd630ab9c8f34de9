/// Everything `weather` writes in a language besides the data: one value per language (`Phrases+English.swift`
/// and its siblings), each member a typed key. The memberwise initializer takes every member, so a language
/// that lacks one does not compile; `PhrasesTests` checks the counts of the lists and that no text is empty.
///
/// Weekday and month names and the date patterns are CLDR 47's (`ca-gregorian.json` of cldr-json 47.0.0:
/// `days.format.abbreviated`, `months.format.abbreviated`, `availableFormats` `yMMMEd`, `MMMEd`, `MEd`), except
/// English, whose ISO dates scripts already read. The 12-hour clock and the narrow units of ages and day lengths
/// are CLDR 47's too (`dayPeriods`, `availableFormats` `h` and `hm`; `units.json` narrow `duration-*`; English
/// keeps its plain space before "AM"). Functions put a value where the language's word order wants it.
package struct Phrases: Sendable {
    // MARK: Calendar (CLDR)

    /// The abbreviated weekday names, Sunday first (7).
    package let weekdays: [String]
    /// The abbreviated month names, January first (12).
    package let months: [String]
    /// The pattern of a day's title and the daily table's date lines (CLDR `yMMMEd`).
    package let titleDate: String
    /// The pattern of a day in the weekly table where the width allows (CLDR `MMMEd`).
    package let rowDate: String
    /// The pattern of a day in a narrow weekly table and the chart (CLDR `MEd`).
    package let shortDate: String

    // MARK: Clock and durations (CLDR)

    /// The 12-hour clock's marks before and after noon (CLDR `dayPeriods.format.abbreviated` `am`, `pm`).
    package let am: String, pm: String
    /// The pattern of a 12-hour time on the hour (CLDR `availableFormats` `h`: "h a", "a h시", "aK時").
    package let hourPattern: String
    /// The pattern of a 12-hour time with minutes (CLDR `availableFormats` `hm`: "h:mm a", "a h:mm").
    package let hourMinutePattern: String
    /// "<38>m": CLDR's narrow `duration-minute`. No language here changes it by count, so it takes the number
    /// as written, and a day length can pad it ("05").
    package let narrowMinutes: @Sendable (String) -> String
    /// "<2>h": CLDR's narrow `duration-hour`, in the count's plural form.
    package let narrowHours: @Sendable (Int) -> String
    /// "<3>d": CLDR's narrow `duration-day`, in the count's plural form.
    package let narrowDays: @Sendable (Int) -> String

    // MARK: Words the program adds

    /// The 16 compass points the wind comes from, clockwise from north.
    package let compassPoints: [String]
    /// The wind when its speed shows as 0 in the unit shown ("0.0 m/s", force 0): calm, which comes from no
    /// direction; said in place of the speed and compass point, and in the compass point's column.
    package let calm: String
    /// OpenWeather's air quality index 1…5 by name.
    package let airQuality: [String]
    /// The Moon's eight phases, from the new Moon.
    package let moonPhases: [String]
    /// The weekday names in a sentence, Sunday first (7): the spell line's and the week summary's ("화요일", "火曜"),
    /// where the tables' abbreviations ("화") read as a bare syllable; the abbreviations where they read well.
    package let sentenceWeekdays: [String]
    /// Between the parts of the "now" line and of the spell line: ", ", "、", "，".
    package let listSeparator: String
    /// After the "now" line's label, before what it labels: ": ", "：" in Chinese.
    package let labelEnd: String
    /// Each of OpenWeather's conditions (`weather[0].id`) as a weather report in the language says it, short and
    /// in the interface's register: shown instead of the response's `description` (see ``DescriptionSource``).
    package let condition: @Sendable (ConditionCode) -> String

    /// "forecast from <weekday date time>".
    package let forecastFrom: @Sendable (String) -> String
    /// When no slot is left.
    package let noForecastLeft: String
    /// Times of a response without `city.timezone`.
    package let utcWithoutZone: String
    /// "local time (UTC<+09:00>)".
    package let localTime: @Sendable (String) -> String
    /// "Updated <3 h 5 min ago>".
    package let updated: @Sendable (String) -> String
    /// "Stale: updated <ago>", or without an age when it is unknown.
    package let stale: @Sendable (String?) -> String
    /// "Saved response: <file>".
    package let savedResponse: @Sendable (String) -> String
    /// "near <Seoul, KR> (by IP)": the place a location service gave for the machine's IP address (`--here`).
    package let nearByIP: @Sendable (String) -> String
    /// "Demo: a real OpenWeather response< recorded date>, not live weather".
    package let demo: @Sendable (String?) -> String
    /// "sunrise <05:20>".
    package let sunrise: @Sendable (String) -> String
    /// "sunset <19:55>".
    package let sunset: @Sendable (String) -> String
    /// The daily table's note on the day of a clock change: "clocks go forward <1h> at <02:00>" (`forward`), or
    /// "clocks go back <1h> at <03:00>"; the time is the clock's reading when it changes.
    package let clockChange: @Sendable (_ forward: Bool, _ amount: String, _ time: String) -> String

    /// An age under a minute.
    package let justNow: String
    /// "<12> min ago".
    package let minutesAgo: @Sendable (Int) -> String
    /// "<3> h <5> min ago".
    package let hoursAgo: @Sendable (Int, Int) -> String
    /// "<2> d <4> h ago".
    package let daysAgo: @Sendable (Int, Int) -> String

    /// "Now, <14:30>, from the <12:00> forecast".
    package let nowFrom: @Sendable (String, String) -> String
    /// "Now, <14:30>, estimated from the <12:00> and <15:00> forecasts".
    package let nowBetween: @Sendable (String, String, String) -> String
    /// "Now (forecast for <Tue 15:00>)".
    package let nowForecastFor: @Sendable (String) -> String
    /// "feels like <28°C>".
    package let feelsLike: @Sendable (String) -> String
    /// "wind <3.2 m/s NNE>".
    package let wind: @Sendable (String) -> String
    /// "humidity <80%>".
    package let humidity: @Sendable (String) -> String
    /// "precipitation <20%>".
    package let precipitation: @Sendable (String) -> String
    /// "air <Fair (2)>", or "air -".
    package let air: @Sendable (String) -> String

    /// The kinds of a spell: rain.
    package let rain: String
    /// Snow.
    package let snow: String
    /// Rain and snow.
    package let rainAndSnow: String
    /// "<Rain> now, until <21:00>".
    package let spellNow: @Sendable (String, String) -> String
    /// "<Rain> from <15:00> until <Wed 03:00>".
    package let spellFrom: @Sendable (String, String, String) -> String
    /// "up to <80%>".
    package let upTo: @Sendable (String) -> String
    /// "No rain or snow in the next <5> days".
    package let dryDays: @Sendable (Int) -> String
    /// "No rain or snow in the next <n> hour(s)".
    package let dryHours: @Sendable (Int) -> String
    /// A spell under way, as a bar's `{rain_in}`.
    package let startsNow: String

    /// "Today, <Fri 2025-07-11>".
    package let today: @Sendable (String) -> String
    /// When no slot is left for the tables.
    package let noSlots: String
    /// "<5>-day forecast".
    package let dayForecast: @Sendable (Int) -> String
    /// The daily table's column titles.
    package let time: String, temperature: String, precipitationColumn: String, windColumn: String, from: String
    /// The daily table's titles of the feels-like temperature and the wind's gust (shown where the width allows).
    package let feelsLikeColumn: String, gustColumn: String
    /// The conditions' column title, in both tables.
    package let conditions: String
    /// The weekly table's column titles.
    package let day: String, high: String, low: String, range: String, rainColumn: String, snowColumn: String
    /// The weekly table's column titles with `--air` and the Sun and Moon.
    package let airColumn: String, sun: String, moon: String
    /// After a partial day's date: " (partial)".
    package let partial: String
    /// The note under a narrow weekly table that marks partial days with "*".
    package let partialNote: String
    /// A day the Sun does not rise.
    package let polarNight: String
    /// A day the Sun does not set.
    package let midnightSun: String

    /// "Warmest <Sat>, <37°C>".
    package let warmest: @Sendable (String, String) -> String
    /// "coldest <Tue>, <22°C>".
    package let coldest: @Sendable (String, String) -> String
    /// No rain or snow all week.
    package let dry: String
    /// "rain <Tue>, <32 mm>".
    package let rainOn: @Sendable (String, String) -> String
    /// "snow <Tue>, <3 mm>".
    package let snowOn: @Sendable (String, String) -> String
    /// "gusts to <14 m/s> on <Mon>".
    package let gustsTo: @Sendable (String, String) -> String
    /// "wind to <9.1 m/s> on <Mon>".
    package let windTo: @Sendable (String, String) -> String
    /// "air <Poor> on <Wed>".
    package let airOn: @Sendable (String, String) -> String
    /// Between the summary's parts: "; ".
    package let summarySeparator: String
    /// After the summary: ".".
    package let summaryEnd: String

    /// "Temperature <°C>; ^ now, | local midnight".
    package let chartTitle: @Sendable (String) -> String
    /// The chart's label of the probability row.
    package let popLabel: String
    /// "pop = precipitation probability", with the label.
    package let popLegend: String
    /// "<mm> = rain + snow (top <3.2 mm>)": the precipitation unit, then the amount a full cell stands for.
    package let amountLegend: @Sendable (String, String) -> String

    /// A bar's name for a place the response does not name.
    package let unknownPlace: String
    /// The xbar menu item that runs the plugin again.
    package let refresh: String

    // MARK: The guide when no place is given (on stderr; commands, paths and keys are put in as they are)

    /// "Name one:", before the commands that name a place.
    package let guideNameOne: String
    /// "by name (quote a name with spaces: <weather "New York,NY,US">)".
    package let guideByName: @Sendable (String) -> String
    /// What `weather --lat … --lon …` does: "by latitude and longitude".
    package let guideByCoordinates: String
    /// "from <"places">", after a name the config file's places have.
    package let guideFromPlaces: @Sendable (String) -> String
    /// "To make it the default, put this in <config file>:".
    package let guidePut: @Sendable (String) -> String
    /// "To make it the default, add this to the object in <config file>:".
    package let guideAdd: @Sendable (String) -> String
    /// "The API key goes in <OPENWEATHER_API_KEY>, or as <{"APIKey": "…"}> in <key file>."
    package let guideKey: @Sendable (String, String, String) -> String
    /// "To see it work without a key or the network: <weather --demo>".
    package let guideDemo: @Sendable (String) -> String
}
