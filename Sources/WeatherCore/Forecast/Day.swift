/// One calendar day of a forecast in the city's time zone, summarised from its 3-hour slots.
public struct Day: Sendable, Equatable {
    /// The city-local date.
    public let date: LocalDate
    /// The day's slots in time order.
    public let slots: [List]
    /// The day's high, K: the maximum `main.temp_max` over its slots (`main.temp` where there is no `temp_max`).
    public let high: Double
    /// The day's low, K: the minimum `main.temp_min` over its slots (`main.temp` where there is no `temp_min`).
    public let low: Double
    /// The day's precipitation probability, 0…1: the maximum `pop` over its slots, each held to 0…1 (see
    /// `List/shownPop`); nil when no slot has `pop`.
    public let pop: Double?
    /// The day's rain in mm: the sum of its slots' `rain.3h` as the decimals they are written as (see
    /// `ExactDecimal`), a negative volume counting as 0.
    public let rain: Double
    /// The day's snow in mm: the sum of its slots' `snow.3h`, as ``rain`` is summed.
    public let snow: Double
    /// The condition that stands for the day, with the day variant of its icon (see `representativeCondition(of:)`).
    public let condition: Weather?

    /// The number of slots a whole day has: 24 hours in 3-hour steps.
    package static let slotsInWholeDay = 8

    /// Summarises one day's slots. `slots` must be non-empty and all on `date`.
    package init(date: LocalDate, slots: [List]) {
        self.date = date
        self.slots = slots
        high = slots.map(\.main.high).max() ?? .nan
        low = slots.map(\.main.low).min() ?? .nan
        pop = slots.compactMap(\.shownPop).max()
        rain = ExactDecimal.total(slots.map(\.shownRain))
        snow = ExactDecimal.total(slots.map(\.shownSnow))
        condition = Self.representativeCondition(of: slots)
    }

    /// The day's rain and snow together in mm, summed as ``rain`` is.
    public var precipitation: Double { ExactDecimal.total([rain, snow]) }

    /// The number of slots on this day.
    public var slotCount: Int { slots.count }

    /// Whether the forecast covers only part of the day (fewer than 8 slots), as its first and last days usually do.
    public var isPartial: Bool { slotCount < Self.slotsInWholeDay }

    /// The condition that stands for a day, chosen among its daytime slots (all its slots when none is in
    /// daylight), so that a day with a wet afternoon does not show as cloudy:
    /// 1. if any of them has precipitation, the most severe kind present wins — thunderstorm (2xx), snow (6xx),
    ///    rain (5xx), drizzle (3xx), by OpenWeather's condition groups (openweathermap.org/weather-conditions);
    /// 2. within that kind, or among all conditions when none has precipitation, the most frequent
    ///    `weather.id`; a tie goes to the earliest.
    ///
    /// Its icon is the day variant ("10n" becomes "10d").
    package static func representativeCondition(of slots: [List]) -> Weather? {
        let daytime = slots.filter(\.isDaytime)
        var candidates = (daytime.isEmpty ? slots : daytime).compactMap(\.condition)
        for group in [2, 6, 5, 3] {
            let wet = candidates.filter { $0.id / 100 == group }
            if !wet.isEmpty {
                candidates = wet
                break
            }
        }
        // Counted pairwise (a day has 8 slots) rather than in a dictionary keyed by `id`: the first hashed use of a
        // type makes the runtime search every conformance in the program, which costs more than a bar's whole
        // render.
        let counts = candidates.map { candidate in candidates.count { $0.id == candidate.id } }
        guard let best = counts.max(), let first = counts.firstIndex(of: best) else { return nil }
        var chosen = candidates[first]
        chosen.icon = chosen.dayIcon
        return chosen
    }

    /// Groups slots into days by the city-local date of `dt + utcOffset` (see ``group(_:zone:)``).
    package static func group(_ slots: [List], utcOffset: Int) -> [Day] {
        group(slots, zone: .fixed(utcOffset))
    }

    /// Groups slots into days by the local date of each `dt` at the zone's offset then, in date order, keeping every date
    /// that has a slot. Never by UTC date, never by counting slots. A `dt` that appears twice counts once
    /// (the first).
    /// - Parameters:
    ///   - slots: 3-hour slots in any order.
    ///   - zone: the place's offsets from UTC (``ZoneOffsets/fixed(_:)`` of `city.timezone` where its zone is not
    ///     known).
    package static func group(_ slots: [List], zone: ZoneOffsets) -> [Day] {
        var days: [Day] = []
        var current: (date: LocalDate, slots: [List])?
        var previous: Int?
        // In time order, and each `dt` once: a repeated slot must not count twice or make a day look whole. Sorted,
        // a repeat is next to its first, so no set of the `dt`s seen is needed.
        for slot in slots.sorted(by: { $0.dt < $1.dt }) where slot.dt != previous {
            previous = slot.dt
            let date = LocalDate(unixTime: slot.dt, zone: zone)
            if let open = current, open.date == date {
                current?.slots.append(slot)
            } else {
                if let open = current { days.append(Day(date: open.date, slots: open.slots)) }
                current = (date, [slot])
            }
        }
        if let open = current { days.append(Day(date: open.date, slots: open.slots)) }
        return days
    }
}
