/// The spell as the table's line and the bars' placeholders say it, in the place's local time and in the
/// language of `text`.
extension PrecipitationSpell {
    /// The line under "now", in parts to join with ", " or wrap: "Rain from 15:00 until Wed 03:00", "up to
    /// 80%", "6.2 mm"; "Snow now, until 21:00", …; the probability and amount only where the slots have them.
    func lineParts(_ forecast: Forecast, _ text: Phrases = .english, units: QuantityUnits = QuantityUnits()) -> [String]
    {
        let until = Self.time(end, forecast, text, clock: units.clock)
        var parts = [
            isUnderWay(at: forecast.now)
                ? text.spellNow(text.kind(kind), until)
                : text.spellFrom(text.kind(kind), Self.time(start, forecast, text, clock: units.clock), until)
        ]
        if let probability { parts.append(text.upTo(Display.percent(probability))) }
        let amount = ExactDecimal.total([rain, snow])
        if amount > 0 { parts.append(units.precipitation.text(fromMillimetres: amount)) }
        return parts
    }

    /// The line when no spell comes: "No rain or snow in the next 5 days", over what the forecast covers from
    /// now: whole days, rounded, from a day and a half on; whole hours below that.
    static func noneLine(_ forecast: Forecast, _ text: Phrases = .english) -> String {
        // A slot's `dt` is bounded when decoded; `now` may be any Int, so it is not added to.
        let end = forecast.slots.last.map { $0.dt + slotLength } ?? forecast.now
        let seconds = Swift.max(0, Display.seconds(from: forecast.now, to: end))
        if seconds >= 36 * 3600 {
            return text.dryDays(Int((Double(seconds) / 86_400).rounded(.toNearestOrAwayFromZero)))
        }
        return text.dryHours(Swift.max(1, seconds / 3600))
    }

    /// An instant as the spell's line says it: "15:00" on the local date of now, else "Wed 03:00" ("수요일 03:00").
    static func time(
        _ instant: Int, _ forecast: Forecast, _ text: Phrases = .english, clock: ClockFormat = .twentyFourHour
    ) -> String {
        let time = forecast.localTime(instant)
        let today = forecast.localTime(forecast.now).date
        return time.date == today ? clock.text(time, text) : text.sentenceWeekdayTime(time, clock: clock)
    }

    /// How soon the spell starts, as a bar has room for: "now" when under way, "40m" within the hour, "2h"
    /// within 12 hours (whole hours, rounded down), in the language's narrow units ("40분", "2시간"), else the
    /// local weekday and time ("Tue 15:00").
    func startsIn(_ forecast: Forecast, _ text: Phrases = .english, clock: ClockFormat = .twentyFourHour) -> String {
        let seconds = Display.seconds(from: forecast.now, to: start)
        switch seconds {
        case ...0: return text.startsNow
        case ..<3600: return text.narrowMinutes(String(Swift.max(1, seconds / 60)))
        case ..<(12 * 3600): return text.narrowHours(seconds / 3600)
        default: return text.weekdayTime(forecast.localTime(start), clock: clock)
        }
    }
}
