extension NetworkData {
    /// This response with the earlier slots of the city's current day added back from a previous response of
    /// the same place.
    ///
    /// A fresh response starts at the current 3-hour slot, so by evening it no longer holds the afternoon and
    /// today's high would "drop". Slots of `previous` on today's local date (the date of `now`) that begin
    /// before this response's first slot are kept, so today's high and low cover the whole day.
    /// - Parameters:
    ///   - previous: an earlier response for the same place, in the same units as this one.
    ///   - now: Unix time in seconds.
    ///   - zone: the place's offsets from UTC, read at each slot's instant as the days are (``Day/group(_:zone:)``);
    ///     nil for the response's `city.timezone` at every instant.
    package func keepingTodaysEarlierSlots(from previous: NetworkData, now: Int, zone: ZoneOffsets?) -> NetworkData {
        guard let firstNew = list.map(\.dt).min() else { return self }
        // A slot of the night of a clock change is on today's date at the offset of its own instant, which the
        // response's one offset (the one when it answered) may put on the day before or after.
        let zone = zone ?? .fixed(city.utcOffset)
        let today = LocalDate(unixTime: now, zone: zone)
        let kept = previous.list.filter { $0.dt < firstNew && LocalDate(unixTime: $0.dt, zone: zone) == today }
        guard !kept.isEmpty else { return self }
        var merged = self
        merged.list = kept.sorted { $0.dt < $1.dt } + list
        return merged
    }
}
