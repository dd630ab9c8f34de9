/// Fills a ``Template`` with a forecast's values. Pure: values in, `String` out; missing data shows as "–".
///
/// What each placeholder shows ("now" is the forecast's estimate for the current instant, ``NowEstimate``, "the day" is today, or N days after
/// today with `+N`):
/// - `{temp}` `%t`: the temperature now, whole, with its unit ("10°C"); `{feels_like}` `%f`: as perceived.
/// - `{high}` `%H`, `{low}` `%L`: the day's high and low.
/// - `{icon}` `%c`, `{condition}` (the English group, "Rain"), `{description}` `%C` (in words, in the
///   context's language: "небольшой дождь"): the conditions now; with `+N` (even `+0`) the day's representative condition.
/// - `{pop}` `%o`: the day's highest probability of precipitation ("20%"); `{rain}`, `{snow}` and
///   `{precipitation}` `%p` (rain and snow together): the day's total in mm, one decimal ("0.1 mm").
/// - `{wind}` `%w`: the wind speed and the compass point it comes from now ("3.0 m/s NNE"); `{humidity}` `%h`: the humidity now ("91%").
/// - `{place}` `%l`: the place ("Rostov, RU"); `{sunrise}` `%S`, `{sunset}` `%s`: city-local "HH:mm" (without an
///   offset OpenWeather's `city.sunrise`/`city.sunset` where the response has them, else the Sun worked out for
///   the day, ``SunDay``), "polar night" or "midnight sun" on a day the Sun does not rise or set;
///   `{day_length}`: how long the Sun is up ("14h 35m"); `{moon}`: the Moon's glyph, lit on the side seen from
///   the place's hemisphere, and name ("🌔 Waxing Gibbous"); `{summary}`: the week in one line (``WeekSummary``).
/// - `{aqi}`, `{pm2_5}`, `{pm10}`: with `--air`, the air now: OpenWeather's index and its name ("2 Fair"), and
///   the particles in µg/m³, whole ("16 µg/m³").
/// - `{age}`: the data's age ("38m", "2h", "3d"); `{weekday}`: the day's English abbreviated name ("Fri").
/// - `{rain_start}`, `{rain_end}`: when the next spell of rain or snow (``PrecipitationSpell``) starts and ends,
///   city-local "15:00", with the weekday when not today ("Wed 03:00"); `{rain_in}`: how soon it starts
///   ("now", "40m", "2h", "Tue 15:00"). All three show "–" when no spell comes.
/// - Now: `{gust}` the wind gust ("6.1 m/s"); `{pressure}` the sea-level pressure ("1013 hPa");
///   `{pressure_trend}` its change over the next 3 hours (``PressureTrend``: "↑ +2 hPa", "→ 0 hPa", "↓ -3 hPa");
///   `{dew_point}` from temperature and humidity by the Magnus formula ("12°C"); `{visibility}` in km to one
///   decimal ("10.0 km"); `{clouds}` the cloudiness ("75%").
package struct TemplateRenderer: Sendable {
    /// Units, icons, the data's age and the place name to show.
    package var context: BarContext

    package init(context: BarContext = BarContext()) {
        self.context = context
    }

    /// The template filled in with `forecast`'s values, without a newline.
    package func render(_ template: Template, _ forecast: Forecast) -> String {
        render(template, forecast, escape: { $0 })
    }

    /// The template filled in, each value put on one line and then through `escape` (a bar's markup escaping);
    /// the template's own text is left as written, so that it can hold the bar's markup, but on one line too: a
    /// line break in it made i3blocks read the rest as its short text and colour.
    func render(_ template: Template, _ forecast: Forecast, escape: (String) -> String) -> String {
        template.tokens.map { token in
            switch token {
            case .literal(let text): text.singleLine
            case .placeholder(let placeholder): escape((value(placeholder, forecast) ?? "–").singleLine)
            }
        }.joined()
    }

    /// The text for one placeholder; nil when the forecast does not have it.
    func value(_ placeholder: Template.Placeholder, _ forecast: Forecast) -> String? {
        let units = context.units
        let quantities = context.quantities
        let text = context.language.phrases
        let now = forecast.current
        let dayIndex = placeholder.day ?? 0
        let day = forecast.days.indices.contains(dayIndex) ? forecast.days[dayIndex] : nil
        let condition = placeholder.day == nil ? now?.condition : day?.condition
        let hasCondition = placeholder.day == nil ? now != nil : day != nil
        switch placeholder.field {
        case .temp: return now.map { Display.temperature($0.main.temp, units) }
        case .feelsLike: return now?.main.feelsLike.map { Display.temperature($0, units) }
        case .high: return day.map { Display.temperature($0.high, units) }
        case .low: return day.map { Display.temperature($0.low, units) }
        case .icon: return hasCondition ? context.icons.icon(for: condition?.icon) : nil
        case .condition: return condition?.main
        case .description: return condition?.shownDescription(context.language, context.descriptions)
        case .pop: return day?.pop.map(Display.percent)
        case .rain: return day.map { quantities.precipitation.text(fromMillimetres: $0.rain) }
        case .snow: return day.map { quantities.precipitation.text(fromMillimetres: $0.snow) }
        case .precipitation: return day.map { quantities.precipitation.text(fromMillimetres: $0.precipitation) }
        case .wind:
            return now?.shownWindSpeed.map { text.windSpeed($0, now?.wind, quantities.speed) }
        case .humidity: return now?.shownHumidity.map { Display.whole($0) + "%" }
        case .place: return context.place(forecast)
        case .sunrise:
            if placeholder.day == nil, let sunrise = forecast.sunrise {
                return quantities.clock.text(forecast.localTime(sunrise), text)
            }
            return day.flatMap { forecast.sun(on: $0.date) }.map {
                Self.clock($0.sunrise, $0, forecast, text, format: quantities.clock)
            }
        case .sunset:
            if placeholder.day == nil, let sunset = forecast.sunset {
                return quantities.clock.text(forecast.localTime(sunset), text)
            }
            return day.flatMap { forecast.sun(on: $0.date) }.map {
                Self.clock($0.sunset, $0, forecast, text, format: quantities.clock)
            }
        case .dayLength: return day.flatMap { forecast.sun(on: $0.date) }.map { text.duration($0.dayLength) }
        case .moon:
            return day.map { forecast.moon(on: $0.date) }.map { moon in
                [
                    context.icons == .emoji ? moon.glyph(southern: forecast.isSouthern) : nil,
                    text.moonPhases[moon.octant],
                ]
                .compactMap { $0 }.joined(separator: " ")
            }
        case .summary:
            return WeekSummary(units: units, quantities: quantities, language: context.language).text(forecast)
        case .aqi: return forecast.airNow?.aqi.map { "\($0) \(text.airQuality($0))" }
        case .pm2_5: return forecast.airNow?.pm2_5.map { Display.whole($0) + " µg/m³" }
        case .pm10: return forecast.airNow?.pm10.map { Display.whole($0) + " µg/m³" }
        case .age: return context.age.map(text.compactAge)
        case .weekday: return day.map { text.weekday($0.date) }
        case .rainStart:
            return spell(forecast).map { PrecipitationSpell.time($0.start, forecast, text, clock: quantities.clock) }
        case .rainEnd:
            return spell(forecast).map { PrecipitationSpell.time($0.end, forecast, text, clock: quantities.clock) }
        case .rainIn: return spell(forecast)?.startsIn(forecast, text, clock: quantities.clock)
        case .gust: return now?.shownGust.map { quantities.speed.text(fromMetresPerSecond: $0) }
        case .pressure: return now?.main.pressure.map { quantities.pressure.text(fromHectopascals: $0) }
        case .pressureTrend:
            return PressureTrend(at: forecast.now, slots: forecast.slots)?.text(in: quantities.pressure)
        case .dewPoint: return now?.dewPoint.map { Display.temperature($0, units) }
        case .visibility: return now?.visibility.map { Display.decimal($0 / 1000, places: 1) + " km" }
        case .clouds: return now?.shownClouds.map { Display.whole($0) + "%" }
        }
    }

    /// A sunrise or sunset as "HH:mm" (or "3 PM"), or what the day has instead: "polar night", "midnight sun".
    static func clock(
        _ time: Int?, _ sun: SunDay, _ forecast: Forecast, _ text: Phrases = .english,
        format: ClockFormat = .twentyFourHour
    ) -> String {
        if let time { return format.text(forecast.localTime(time), text) }
        return sun.kind == .polarNight ? text.polarNight : text.midnightSun
    }

    private func spell(_ forecast: Forecast) -> PrecipitationSpell? {
        forecast.nextPrecipitation(threshold: context.precipitationThreshold)
    }
}
