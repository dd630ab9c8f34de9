/// A spell of rain or snow: a wet 3-hour slot that has not ended and the consecutive wet slots after it.
///
/// A slot is wet when its probability of precipitation (`pop`) is at least a threshold, or, when it has no
/// `pop` (responses from before 2020), when it has rain or snow (`rain.3h`, `snow.3h` above 0). Pure: the
/// instant and the threshold are parameters.
public struct PrecipitationSpell: Sendable, Equatable {
    /// What falls in a spell: rain, snow, or both.
    package enum Kind: String, Sendable, CaseIterable {
        case rain, snow, mixed
    }

    /// Which spells a question is about (`--if`): any precipitation, rain (alone or with snow), snow likewise.
    package enum Filter: String, Sendable, CaseIterable, Codable {
        case precipitation, rain, snow
    }

    /// The probability of precipitation a slot needs to count as wet, unless another is given: 50 %.
    public static let defaultThreshold = 0.5

    /// The length of a slot of the 5-day forecast, seconds.
    static let slotLength = 3 * 3600

    /// The wet slots, in time order, 3 hours apart; never empty.
    package let slots: [List]
    /// What falls: rain, snow, or both (in one slot or across the spell), as the slots' amounts and conditions
    /// show it; a slot wet only by its `pop` adds nothing to it.
    package let kind: Kind

    /// The start of the first slot, Unix seconds.
    package var start: Int { slots[0].dt }
    /// The end of the last slot (its `dt` + 3 h), Unix seconds.
    package var end: Int { (slots.last?.dt ?? start) + Self.slotLength }
    /// The highest probability of precipitation of the spell's slots, 0…1; nil when none has a `pop`.
    package var probability: Double? { slots.compactMap(\.shownPop).max() }
    /// The rain the spell's slots forecast, mm, summed as the decimals they are written as (`ExactDecimal`).
    package var rain: Double { ExactDecimal.total(slots.map(\.shownRain)) }
    /// The snow the spell's slots forecast, mm, summed as ``rain`` is.
    package var snow: Double { ExactDecimal.total(slots.map(\.shownSnow)) }

    /// Whether the spell has begun at `now` (Unix seconds).
    package func isUnderWay(at now: Int) -> Bool { start <= now }

    /// Whether `slot` counts as wet: its `pop` is at least `threshold`, or, without a `pop`, it has rain or snow.
    package static func isWet(_ slot: List, threshold: Double) -> Bool {
        if let pop = slot.shownPop { return pop >= threshold }
        return slot.shownRain > 0 || slot.shownSnow > 0
    }

    /// What a slot shows falling: snow when it has snow or a snow condition (6xx), rain when it has rain or a
    /// thunderstorm, drizzle or rain condition (2xx, 3xx, 5xx), mixed when both; nil when neither, as for a slot
    /// wet by its `pop` alone under "broken clouds".
    static func slotKind(_ slot: List) -> Kind? {
        let id = slot.condition?.id ?? 0
        let snow = slot.shownSnow > 0 || (600..<700).contains(id)
        let rain = slot.shownRain > 0 || (200..<600).contains(id)
        switch (rain, snow) {
        case (true, true): return .mixed
        case (false, true): return .snow
        case (true, false): return .rain
        case (false, false): return nil
        }
    }

    /// The one kind `kinds` share, mixed when they differ; nil when there are none.
    static func combined(_ kinds: [Kind]) -> Kind? {
        guard let first = kinds.first else { return nil }
        return kinds.allSatisfy { $0 == first } ? first : .mixed
    }

    /// Each slot's kind as spells count it, nil for a dry slot. A wet slot that shows nothing falling takes the
    /// kind of the wet slots around it without a gap or a dry slot between, so that a chance among snow is a
    /// chance of snow and adds no rain; rain when none of them shows anything either.
    static func kinds(_ slots: [List], threshold: Double) -> [Kind?] {
        var kinds: [Kind?] = Array(repeating: nil, count: slots.count)
        var start = 0
        while start < slots.count {
            guard isWet(slots[start], threshold: threshold) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < slots.count, slots[end].dt == slots[end - 1].dt + slotLength,
                isWet(slots[end], threshold: threshold)
            {
                end += 1
            }
            let shown = slots[start..<end].map(slotKind)
            let run = combined(shown.compactMap { $0 }) ?? .rain
            for (offset, kind) in shown.enumerated() { kinds[start + offset] = kind ?? run }
            start = end
        }
        return kinds
    }

    /// Whether a slot of `kind` answers a question about `filter`.
    static func matches(_ kind: Kind, _ filter: Filter) -> Bool {
        switch filter {
        case .precipitation: true
        case .rain: kind != .snow
        case .snow: kind != .rain
        }
    }

    /// The next spell in `slots` at `now`: the first wet slot (of the kind `filter` asks for) whose end is
    /// after `now`, with the wet slots of that kind that follow it without a gap; nil when there is none.
    /// - Parameters:
    ///   - slots: the forecast's slots, in time order.
    ///   - now: Unix seconds.
    ///   - threshold: the `pop` that makes a slot wet, 0…1.
    ///   - filter: which spells count: rain, snow, or either.
    package static func next(
        in slots: [List], at now: Int, threshold: Double = defaultThreshold, filter: Filter = .precipitation
    ) -> PrecipitationSpell? {
        let kinds = Self.kinds(slots, threshold: threshold)
        func counts(_ index: Int) -> Bool { kinds[index].map { matches($0, filter) } ?? false }
        guard let first = slots.indices.first(where: { slots[$0].dt + slotLength > now && counts($0) }) else {
            return nil
        }
        var end = first + 1
        while end < slots.count, slots[end].dt == slots[end - 1].dt + slotLength, counts(end) { end += 1 }
        let spell = Array(slots[first..<end])
        // What the slots show falling names the spell; a spell of chances alone has the kind its slots took.
        let kind = combined(spell.compactMap(slotKind)) ?? kinds[first] ?? .rain
        return PrecipitationSpell(slots: spell, kind: kind)
    }
}

extension Forecast {
    /// The next spell of rain or snow from ``now`` (see ``PrecipitationSpell/next(in:at:threshold:filter:)``).
    package func nextPrecipitation(
        threshold: Double = PrecipitationSpell.defaultThreshold, filter: PrecipitationSpell.Filter = .precipitation
    ) -> PrecipitationSpell? {
        PrecipitationSpell.next(
            in: (slotBeforeToday.map { [$0] } ?? []) + slots, at: now, threshold: threshold, filter: filter)
    }

    /// Whether rain or snow (as `filter` asks) falls at ``now`` or starts within `seconds` of it: what
    /// `weather --if rain --within 3h` answers.
    package func precipitation(
        within seconds: Int, threshold: Double = PrecipitationSpell.defaultThreshold,
        filter: PrecipitationSpell.Filter = .precipitation
    ) -> Bool {
        guard let spell = nextPrecipitation(threshold: threshold, filter: filter) else { return false }
        return Display.seconds(from: now, to: spell.start) <= seconds
    }
}
