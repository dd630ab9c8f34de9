/// Dates, ages and compass points in the language, from its CLDR names and patterns.
extension Phrases {
    /// The date's abbreviated weekday ("Fri", "금", "Fr.").
    package func weekday(_ date: LocalDate) -> String {
        weekdays.indices.contains(date.weekday - 1) ? weekdays[date.weekday - 1] : "?"
    }

    /// A day's title: "Fri 2025-07-11", "2025년 7월 11일 (금)", "Fr., 11. Juli 2025".
    package func title(_ date: LocalDate) -> String { format(date, titleDate) }

    /// A day in the weekly table: "Fri 2025-07-11", "7월 11일 (금)", "Fr., 11. Juli".
    package func row(_ date: LocalDate) -> String { format(date, rowDate) }

    /// A day where room is short: "Fri 07-11", "7. 11. (금)", "Fr., 11.7.".
    package func short(_ date: LocalDate) -> String { format(date, shortDate) }

    /// A weekday and a clock time: "Wed 03:00", "수 03:00".
    func weekdayTime(_ time: LocalDateTime, clock: ClockFormat = .twentyFourHour) -> String {
        weekday(time.date) + " " + clock.text(time, self)
    }

    /// The weekday of `date` as a sentence names it (``sentenceWeekdays``): "Tue", "화요일", "火曜".
    package func sentenceWeekday(_ date: LocalDate) -> String {
        sentenceWeekdays.indices.contains(date.weekday - 1) ? sentenceWeekdays[date.weekday - 1] : "?"
    }

    /// "Wed 03:00" in a sentence: "수요일 03:00".
    func sentenceWeekdayTime(_ time: LocalDateTime, clock: ClockFormat = .twentyFourHour) -> String {
        sentenceWeekday(time.date) + " " + clock.text(time, self)
    }

    /// `date` written by a CLDR date pattern: `y` (the year), `yyyy` (four digits), `M`/`MM` (the month's
    /// number), `MMM` (its abbreviated name), `d`/`dd` (the day), `E`, `EEE` or `ccc` (the abbreviated weekday), and
    /// text in single quotes as it is (`''` for a quote); other letters are left as they are.
    func format(_ date: LocalDate, _ pattern: String) -> String {
        Self.expand(pattern) { letter, count in
            switch (letter, count) {
            case ("y", 4): pad(date.year, 4)
            case ("y", _): String(date.year)
            case ("M", 1): String(date.month)
            case ("M", 2): pad(date.month, 2)
            case ("M", _): months.indices.contains(date.month - 1) ? months[date.month - 1] : "?"
            case ("d", 1): String(date.day)
            case ("d", _): pad(date.day, 2)
            case ("E", _), ("c", _): weekday(date)
            default: nil
            }
        }
    }

    /// `pattern` with each run of one repeated letter replaced by `field(letter, count)`, or kept when that is
    /// nil, and text in single quotes as it is (`''` for a quote): CLDR's pattern syntax, for dates and times.
    static func expand(_ pattern: String, _ field: (Character, Int) -> String?) -> String {
        var result = ""
        var characters = pattern[...]
        while let first = characters.first {
            if first == "'" {
                characters.removeFirst()
                if characters.first == "'" {
                    result.append("'")
                    characters.removeFirst()
                    continue
                }
                while let next = characters.first, next != "'" {
                    result.append(next)
                    characters.removeFirst()
                }
                if !characters.isEmpty { characters.removeFirst() }
                continue
            }
            let run = characters.prefix { $0 == first }
            characters.removeFirst(run.count)
            result += field(first, run.count) ?? String(run)
        }
        return result
    }

    /// How long ago something happened, from an age in seconds: "just now", "12 min ago", "3 h 5 min ago",
    /// "2 d 4 h ago"; a negative age (a clock that jumped) counts as 0.
    package func ago(_ seconds: Int) -> String {
        switch seconds {
        case ..<60: justNow
        case ..<3600: minutesAgo(seconds / 60)
        case ..<86_400: hoursAgo(seconds / 3600, seconds % 3600 / 60)
        default: daysAgo(seconds / 86_400, seconds % 86_400 / 3600)
        }
    }

    /// The compass point the wind comes from (``Wind/compassIndex``); nil without a finite `deg`.
    package func compassPoint(_ wind: Wind?) -> String? {
        wind?.compassIndex.map { compassPoints[$0] }
    }

    /// The wind's speed and the compass point it comes from, "3.2 m/s NE", or ``calm`` alone when the speed
    /// shows as 0 in `unit`: an arrow for air that does not move would say more than the numbers do.
    package func windSpeed(_ speed: Double, _ wind: Wind?, _ unit: SpeedUnit) -> String {
        guard !unit.isCalm(metresPerSecond: speed) else { return calm }
        return [unit.text(fromMetresPerSecond: speed), compassPoint(wind)].compactMap { $0 }.joined(separator: " ")
    }

    /// "wind 3.2 m/s NE" for the now line, or ``calm`` alone.
    package func windText(_ speed: Double, _ wind: Wind?, _ unit: SpeedUnit) -> String {
        unit.isCalm(metresPerSecond: speed) ? calm : self.wind(windSpeed(speed, wind, unit))
    }

    /// The compass point of a slot's wind for the daily table's column: ``calm`` when its speed shows as 0 in
    /// `unit`; nil without a direction.
    package func windFrom(_ slot: List, _ unit: SpeedUnit) -> String? {
        if let speed = slot.shownWindSpeed, unit.isCalm(metresPerSecond: speed) { return calm }
        return compassPoint(slot.wind)
    }

    /// The name of OpenWeather's air quality index 1…5 (held to that scale).
    package func airQuality(_ aqi: Int) -> String { airQuality[min(max(aqi, 1), 5) - 1] }

    /// The kind of a spell of rain or snow: "Rain", "Snow", "Rain and snow".
    func kind(_ kind: PrecipitationSpell.Kind) -> String {
        switch kind {
        case .rain: rain
        case .snow: snow
        case .mixed: rainAndSnow
        }
    }
}
