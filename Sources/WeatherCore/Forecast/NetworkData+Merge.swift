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
    package func keepingTodaysEarlierSlots(from previous: NetworkData, now: Int) -> NetworkData {
        guard let firstNew = list.map(\.dt).min() else { return self }
        let today = LocalDate(unixTime: now, utcOffset: city.utcOffset)
        let kept = previous.list.filter {
            $0.dt < firstNew && LocalDate(unixTime: $0.dt, utcOffset: city.utcOffset) == today
        }
        guard !kept.isEmpty else { return self }
        var merged = self
        merged.list = kept.sorted { $0.dt < $1.dt } + list
        return merged
    }
}
