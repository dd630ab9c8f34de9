/// The week in one line, deterministic from the forecast: the warmest and the coldest day with their
/// temperatures, the wettest day and its rain or snow, the windiest day with its gusts, and with `--air` the
/// day of the worst air, over the days shown, e.g.
/// "Warmest Sat, 37°C; coldest Tue, 22°C; rain Tue, 32 mm; gusts to 14 m/s on Mon." At most
/// ``maximumLength`` characters, short enough for a tooltip: the parts at the end go first when it is longer.
@dynamicMemberLookup
package struct WeekSummary: Sendable {
    /// The units of temperatures, wind and precipitation, and the language of the words around the numbers.
    package var presentation: Presentation

    /// The longest a summary is, in characters.
    package static let maximumLength = 120

    package init(_ presentation: Presentation) {
        self.presentation = presentation
    }

    package init(units: Units = .metric, quantities: QuantityUnits? = nil, language: Language = .english) {
        self.init(Presentation(units: units, quantities: quantities, language: language))
    }

    /// A setting of ``presentation``.
    package subscript<Value>(dynamicMember setting: WritableKeyPath<Presentation, Value>) -> Value {
        get { presentation[keyPath: setting] }
        set { presentation[keyPath: setting] = newValue }
    }

    /// The summary of `forecast`'s days, with the worst day's air when it has air data ("air Poor on Wed");
    /// nil when it has no days.
    package func text(_ forecast: Forecast) -> String? {
        text(forecast, days: forecast.days)
    }

    /// The summary of `shown`, the days of `forecast` a table shows (`--days`), and of nothing else, so that it
    /// never names a day the table leaves out; nil when there are none.
    package func text(_ forecast: Forecast, days shown: [Day]) -> String? {
        let days = shown.filter { $0.high.isFinite && $0.low.isFinite }
        // `max(by:)` and `min(by:)` keep the first of equals: the earliest day wins a tie.
        guard let warmest = days.max(by: { $0.high < $1.high }), let coldest = days.min(by: { $0.low < $1.low })
        else { return nil }
        let text = presentation.language.phrases
        var parts = [
            text.warmest(text.sentenceWeekday(warmest.date), Display.temperature(warmest.high, presentation.units)),
            text.coldest(text.sentenceWeekday(coldest.date), Display.temperature(coldest.low, presentation.units)),
        ]
        parts.append(precipitation(days, text))
        if let wind = wind(days, text) { parts.append(wind) }
        if let worst = forecast.worstAir(among: shown), let aqi = worst.reading.aqi {
            parts.append(text.airOn(text.airQuality(aqi), text.sentenceWeekday(worst.date)))
        }
        // A last part that ends in an abbreviation's "." ("Mo.") ends the sentence itself.
        func sentence(_ parts: [String]) -> String {
            let line = parts.joined(separator: text.summarySeparator)
            return line.hasSuffix(text.summaryEnd) ? line : line + text.summaryEnd
        }
        while parts.count > 1 && sentence(parts).count > Self.maximumLength {
            parts.removeLast()
        }
        let line = sentence(parts)
        return line.count <= Self.maximumLength ? line : String(line.prefix(Self.maximumLength - 1)) + "…"
    }

    /// "rain Tue, 32 mm" for the wettest day, rain and snow together (named after the larger; the earliest of
    /// equals), one decimal fewer from 1 unit on; "dry" when its amount shows as 0 in the chosen unit, as 0.1 mm
    /// does in inches ("0.00"), or no day has any.
    private func precipitation(_ days: [Day], _ text: Phrases) -> String {
        // `max(by:)` keeps the first of equals.
        guard let wettest = days.max(by: { $0.precipitation < $1.precipitation }) else { return text.dry }
        let unit = presentation.quantities.precipitation
        let total = wettest.precipitation
        let places = unit.amount(fromMillimetres: total) >= 1 ? unit.places - 1 : unit.places
        let amount = unit.number(fromMillimetres: total, places: places)
        guard let shown = Double(amount), shown > 0 else { return text.dry }
        let on = wettest.snow > wettest.rain ? text.snowOn : text.rainOn
        return on(text.sentenceWeekday(wettest.date), amount + " " + unit.rawValue)
    }

    /// "gusts to 14.2 m/s on Mon" for the day with the strongest gust (`wind.gust`), or "wind to 9.1 m/s on Mon"
    /// from `wind.speed` when no slot has gusts; nil when no slot has wind.
    private func wind(_ days: [Day], _ text: Phrases) -> String? {
        let gusts = days.flatMap { day in day.slots.compactMap { $0.shownGust }.filter(\.isFinite).map { (day, $0) } }
        let speeds = days.flatMap { day in
            day.slots.compactMap { $0.shownWindSpeed }.filter(\.isFinite).map { (day, $0) }
        }
        let (words, values) = gusts.isEmpty ? (text.windTo, speeds) : (text.gustsTo, gusts)
        guard let strongest = values.max(by: { $0.1 < $1.1 }) else { return nil }
        return words(
            presentation.quantities.speed.text(fromMetresPerSecond: strongest.1), text.sentenceWeekday(strongest.0.date)
        )
    }
}
