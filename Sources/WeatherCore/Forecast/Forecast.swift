/// A forecast as seen at one instant: the days from the city's current date on, and the slot that stands for
/// "now". Pure: the instant is a parameter.
public struct Forecast: Sendable, Equatable {
    /// The place, from the response's `city` block.
    public let city: City
    /// The days from the city-local date of `now` on, in order; earlier days are dropped.
    public let days: [Day]
    /// The values for "now", interpolated between the slots around `now` (see `NowEstimate`), as a slot whose
    /// `dt` is the instant estimated; nil when no slot remains. The 5-day forecast has no current observation,
    /// so this is an estimate from forecasts too.
    public var current: List? { estimate?.slot }
    /// "Now" with where it comes from: the instant, and the slots it was estimated from.
    package let estimate: NowEstimate?
    /// The instant the forecast is seen at, Unix time in seconds.
    public let now: Int
    /// The Air Pollution API's forecast for the place when `--air` asked for it: an empty `list` when it was
    /// asked for and could not be had (the air then shows "-"); nil when it was not asked for.
    public var air: AirPollution? = nil
    /// Where a location service placed the machine when `--here` chose the place by the IP address; nil for a
    /// place given by name or coordinates.
    package var located: IPLocation? = nil
    /// The place's offsets from UTC: its IANA zone where it is known (see `ZoneTable`), else the response's
    /// `city.timezone` at every instant.
    package let zone: ZoneOffsets

    /// Builds the view of `data` at `now`, its local times at `city.timezone`, the offset when OpenWeather
    /// answered.
    /// - Parameters:
    ///   - data: a response in kelvins and m/s (see `NetworkData/normalized(from:)`).
    ///   - now: Unix time in seconds; for a saved response, the time it was recorded.
    public init(data: NetworkData, now: Int) {
        self.init(data: data, now: now, zone: nil)
    }

    /// Builds the view of `data` at `now` with the place's offsets from UTC, nil for `city.timezone` at every
    /// instant: the command line finds the place's zone, which takes the platform's time zone files.
    package init(data: NetworkData, now: Int, zone: ZoneOffsets?) {
        city = data.city
        self.now = now
        let zone = zone ?? .fixed(data.city.utcOffset)
        self.zone = zone
        let today = LocalDate(unixTime: now, zone: zone)
        let grouped = Day.group(data.list, zone: zone)
        days = grouped.filter { $0.date >= today }
        estimate = NowEstimate(at: now, from: days.flatMap(\.slots))
        slotBeforeToday = grouped.last { $0.date < today }?.slots.last.flatMap {
            $0.dt + PrecipitationSpell.slotLength > now ? $0 : nil
        }
    }

    /// The slot under way at ``now`` when it began before the place's midnight: no day of ``days`` holds it, but
    /// what falls in it falls now (``nextPrecipitation(threshold:filter:)``).
    package let slotBeforeToday: List?

    /// The response's shift from UTC in seconds (`city.timezone`, 0 when absent): the offset when OpenWeather
    /// answered; a local time uses the place's zone's offset at its instant (``localTime(_:)``).
    public var utcOffset: Int { city.utcOffset }

    /// Every slot of ``days``, in time order.
    public var slots: [List] { days.flatMap(\.slots) }

    /// The next 24 hours: the slot under way at ``now`` (the first when none has begun) and the 7 after it, across
    /// midnight; fewer where the forecast ends.
    public var nextDay: [List] { next(hours: 24) }

    /// The slots of the next `hours` hours: the slot under way at ``now`` (the first when none has begun) and
    /// those after it, one per started 3 hours (at least one); fewer where the forecast ends.
    public func next(hours: Int) -> [List] {
        let all = slots
        let start = all.lastIndex { $0.dt <= now } ?? 0
        let count = Swift.max(1, (Swift.max(0, hours) + 2) / 3)
        return Array(all[start...].prefix(count))
    }

    /// The city-local time of an instant given in Unix seconds, at the zone's offset at that instant.
    public func localTime(_ unixTime: Int) -> LocalDateTime {
        LocalDateTime(unixTime: unixTime, zone: zone)
    }

    /// "Goyang-si, KR", or what there is of it; "Unknown place" when the response names none.
    public var placeName: String { placeName(.english) }

    /// ``placeName``, with the language's words when the response names no place.
    public func placeName(_ language: Language) -> String {
        let parts = [city.name, city.country].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? language.phrases.unknownPlace : parts.joined(separator: ", ")
    }
}
