/// Everything `weather` writes in a language besides the data: one value per language (`Phrases+English.swift`
/// and its siblings), each member a typed key. The memberwise initializer takes every member, so a language
/// that lacks one does not compile; `PhrasesTests` checks the counts of the lists and that no text is empty.
///
/// Weekday and month names and the date patterns are CLDR 47's (`ca-gregorian.json` of cldr-json 47.0.0:
/// `days.format.abbreviated`, `months.format.abbreviated`, `availableFormats` `yMMMEd`, `MMMEd`, `MEd`), except
/// English, whose ISO dates scripts already read. The 12-hour clock and the narrow units of ages and day lengths
/// are CLDR 47's too (`dayPeriods`, `availableFormats` `h` and `hm`; `units.json` narrow `duration-*`; English
/// keeps its plain space before "AM"). Functions put a value where the language's word order wants it.
public struct Phrases: Sendable {
    // MARK: Calendar (CLDR)

    /// The abbreviated weekday names, Sunday first (7).
    public let weekdays: [String]
    /// The abbreviated month names, January first (12).
    public let months: [String]
    /// The pattern of a day's title and the daily table's date lines (CLDR `yMMMEd`).
    public let titleDate: String
    /// The pattern of a day in the weekly table where the width allows (CLDR `MMMEd`).
    public let rowDate: String
    /// The pattern of a day in a narrow weekly table and the chart (CLDR `MEd`).
    public let shortDate: String

    // MARK: Clock and durations (CLDR)

    /// The 12-hour clock's marks before and after noon (CLDR `dayPeriods.format.abbreviated` `am`, `pm`).
    public let am: String, pm: String
    /// The pattern of a 12-hour time on the hour (CLDR `availableFormats` `h`: "h a", "a h시", "aK時").
    public let hourPattern: String
    /// The pattern of a 12-hour time with minutes (CLDR `availableFormats` `hm`: "h:mm a", "a h:mm").
    public let hourMinutePattern: String
    /// "<38>m": CLDR's narrow `duration-minute`. No language here changes it by count, so it takes the number
    /// as written, and a day length can pad it ("05").
    public let narrowMinutes: @Sendable (String) -> String
    /// "<2>h": CLDR's narrow `duration-hour`, in the count's plural form.
    public let narrowHours: @Sendable (Int) -> String
    /// "<3>d": CLDR's narrow `duration-day`, in the count's plural form.
    public let narrowDays: @Sendable (Int) -> String

    // MARK: Words the program adds

    /// The 16 compass points the wind comes from, clockwise from north.
    public let compassPoints: [String]
    /// OpenWeather's air quality index 1…5 by name.
    public let airQuality: [String]
    /// The Moon's eight phases, from the new Moon.
    public let moonPhases: [String]
    /// The weekday names in a sentence, Sunday first (7): the spell line's and the week summary's ("화요일", "火曜"),
    /// where the tables' abbreviations ("화") read as a bare syllable; the abbreviations where they read well.
    public let sentenceWeekdays: [String]
    /// Between the parts of the "now" line and of the spell line: ", ", "、", "，".
    public let listSeparator: String
    /// After the "now" line's label, before what it labels: ": ", "：" in Chinese.
    public let labelEnd: String
    /// Each of OpenWeather's conditions (`weather[0].id`) as a weather report in the language says it, short and
    /// in the interface's register: shown instead of the response's `description` (see ``DescriptionSource``).
    public let condition: @Sendable (ConditionCode) -> String

    /// "forecast from <weekday date time>".
    public let forecastFrom: @Sendable (String) -> String
    /// When no slot is left.
    public let noForecastLeft: String
    /// Times of a response without `city.timezone`.
    public let utcWithoutZone: String
    /// "local time (UTC<+09:00>)".
    public let localTime: @Sendable (String) -> String
    /// "Updated <3 h 5 min ago>".
    public let updated: @Sendable (String) -> String
    /// "Stale: updated <ago>", or without an age when it is unknown.
    public let stale: @Sendable (String?) -> String
    /// "Saved response: <file>".
    public let savedResponse: @Sendable (String) -> String
    /// "near <Seoul, KR> (by IP)": the place a location service gave for the machine's IP address (`--here`).
    public let nearByIP: @Sendable (String) -> String
    /// "Demo: a real OpenWeather response< recorded date>, not live weather".
    public let demo: @Sendable (String?) -> String
    /// "sunrise <05:20>".
    public let sunrise: @Sendable (String) -> String
    /// "sunset <19:55>".
    public let sunset: @Sendable (String) -> String
    /// The daily table's note on the day of a clock change: "clocks go forward <1h> at <02:00>" (`forward`), or
    /// "clocks go back <1h> at <03:00>"; the time is the clock's reading when it changes.
    public let clockChange: @Sendable (_ forward: Bool, _ amount: String, _ time: String) -> String

    /// An age under a minute.
    public let justNow: String
    /// "<12> min ago".
    public let minutesAgo: @Sendable (Int) -> String
    /// "<3> h <5> min ago".
    public let hoursAgo: @Sendable (Int, Int) -> String
    /// "<2> d <4> h ago".
    public let daysAgo: @Sendable (Int, Int) -> String

    /// "Now, <14:30>, from the <12:00> forecast".
    public let nowFrom: @Sendable (String, String) -> String
    /// "Now, <14:30>, estimated from the <12:00> and <15:00> forecasts".
    public let nowBetween: @Sendable (String, String, String) -> String
    /// "Now (forecast for <Tue 15:00>)".
    public let nowForecastFor: @Sendable (String) -> String
    /// "feels like <28°C>".
    public let feelsLike: @Sendable (String) -> String
    /// "wind <3.2 m/s NNE>".
    public let wind: @Sendable (String) -> String
    /// "humidity <80%>".
    public let humidity: @Sendable (String) -> String
    /// "precipitation <20%>".
    public let precipitation: @Sendable (String) -> String
    /// "air <Fair (2)>", or "air -".
    public let air: @Sendable (String) -> String

    /// The kinds of a spell: rain.
    public let rain: String
    /// Snow.
    public let snow: String
    /// Rain and snow.
    public let rainAndSnow: String
    /// "<Rain> now, until <21:00>".
    public let spellNow: @Sendable (String, String) -> String
    /// "<Rain> from <15:00> until <Wed 03:00>".
    public let spellFrom: @Sendable (String, String, String) -> String
    /// "up to <80%>".
    public let upTo: @Sendable (String) -> String
    /// "No rain or snow in the next <5> days".
    public let dryDays: @Sendable (Int) -> String
    /// "No rain or snow in the next <n> hour(s)".
    public let dryHours: @Sendable (Int) -> String
    /// A spell under way, as a bar's `{rain_in}`.
    public let startsNow: String

    /// "Today, <Fri 2025-07-11>".
    public let today: @Sendable (String) -> String
    /// When no slot is left for the tables.
    public let noSlots: String
    /// "<5>-day forecast".
    public let dayForecast: @Sendable (Int) -> String
    /// The daily table's column titles.
    public let time: String, temperature: String, precipitationColumn: String, windColumn: String, from: String
    /// The daily table's titles of the feels-like temperature and the wind's gust (shown where the width allows).
    public let feelsLikeColumn: String, gustColumn: String
    /// The conditions' column title, in both tables.
    public let conditions: String
    /// The weekly table's column titles.
    public let day: String, high: String, low: String, range: String, rainColumn: String, snowColumn: String
    /// The weekly table's column titles with `--air` and the Sun and Moon.
    public let airColumn: String, sun: String, moon: String
    /// After a partial day's date: " (partial)".
    public let partial: String
    /// The note under a narrow weekly table that marks partial days with "*".
    public let partialNote: String
    /// A day the Sun does not rise.
    public let polarNight: String
    /// A day the Sun does not set.
    public let midnightSun: String

    /// "Warmest <Sat>, <37°C>".
    public let warmest: @Sendable (String, String) -> String
    /// "coldest <Tue>, <22°C>".
    public let coldest: @Sendable (String, String) -> String
    /// No rain or snow all week.
    public let dry: String
    /// "rain <Tue>, <32 mm>".
    public let rainOn: @Sendable (String, String) -> String
    /// "snow <Tue>, <3 mm>".
    public let snowOn: @Sendable (String, String) -> String
    /// "gusts to <14 m/s> on <Mon>".
    public let gustsTo: @Sendable (String, String) -> String
    /// "wind to <9.1 m/s> on <Mon>".
    public let windTo: @Sendable (String, String) -> String
    /// "air <Poor> on <Wed>".
    public let airOn: @Sendable (String, String) -> String
    /// Between the summary's parts: "; ".
    public let summarySeparator: String
    /// After the summary: ".".
    public let summaryEnd: String

    /// "Temperature <°C>; ^ now, | local midnight".
    public let chartTitle: @Sendable (String) -> String
    /// The chart's label of the probability row.
    public let popLabel: String
    /// "pop = precipitation probability", with the label.
    public let popLegend: String
    /// "<mm> = rain + snow (top <3.2 mm>)": the precipitation unit, then the amount a full cell stands for.
    public let amountLegend: @Sendable (String, String) -> String

    /// A bar's name for a place the response does not name.
    public let unknownPlace: String
    /// The xbar menu item that runs the plugin again.
    public let refresh: String

    // MARK: The guide when no place is given (on stderr; commands, paths and keys are put in as they are)

    /// "Name one:", before the commands that name a place.
    public let guideNameOne: String
    /// "by name (quote a name with spaces: <weather "New York,NY,US">)".
    public let guideByName: @Sendable (String) -> String
    /// What `weather --lat … --lon …` does: "by latitude and longitude".
    public let guideByCoordinates: String
    /// "from <"places">", after a name the config file's places have.
    public let guideFromPlaces: @Sendable (String) -> String
    /// "To make it the default, put this in <config file>:".
    public let guidePut: @Sendable (String) -> String
    /// "To make it the default, add this to the object in <config file>:".
    public let guideAdd: @Sendable (String) -> String
    /// "The API key goes in <OPENWEATHER_API_KEY>, or as <{"APIKey": "…"}> in <key file>."
    public let guideKey: @Sendable (String, String, String) -> String
    /// "To see it work without a key or the network: <weather --demo>".
    public let guideDemo: @Sendable (String) -> String
}
