/// "Now" worked out from the 3-hour slots: the 5-day forecast has no observation, so the values at the current
/// instant are interpolated linearly in time between the slot that began last and the one that begins next.
///
/// Interpolated: `main.temp`, `feels_like`, `temp_min`, `temp_max`, `humidity` and `pressure`, and
/// `wind.speed` and `wind.gust`; the condition, icon, wind direction, clouds, visibility and rain and snow
/// volumes come from the nearer slot (the earlier one at the midpoint); `pop` is the higher of the two. When the
/// instant is outside the slots (or a gap of more than ``longestGap`` surrounds it) the nearest slot stands for
/// it as it is, and ``time`` is that slot's `dt`.
package struct NowEstimate: Sendable, Equatable {
    /// The instant the values are for, Unix seconds: `now` when interpolated or on a slot's start, else the
    /// `dt` of the one slot used.
    package let time: Int
    /// The values at ``time``, as a slot whose `dt` is ``time``.
    package let slot: List
    /// The `dt` of the slots the values come from: two when interpolated, else one.
    package let estimatedFrom: [Int]

    /// The widest gap between two slots that is interpolated across: two missing slots' worth, 9 hours.
    package static let longestGap = 9 * 3600

    /// Whether ``time`` is the instant asked for (interpolated, or exactly on a slot's start), not a nearest
    /// slot standing in for it.
    package let isNow: Bool

    /// The estimate at `now` from `slots`; nil when there are none.
    /// - Parameters:
    ///   - now: Unix time in seconds.
    ///   - slots: 3-hour slots in time order, each `dt` once (as ``Day/group(_:utcOffset:)`` leaves them).
    package init?(at now: Int, from slots: [List]) {
        guard let first = slots.first, let last = slots.last else { return nil }
        let laterIndex = slots.firstIndex { $0.dt > now }
        guard let laterIndex, laterIndex > 0 else {
            // Before the first slot, or at or after the last one's start.
            let only = laterIndex == nil ? last : first
            let exact = only.dt == now
            self.init(time: exact ? now : only.dt, slot: only, estimatedFrom: [only.dt], isNow: exact)
            return
        }
        let earlier = slots[laterIndex - 1]
        let later = slots[laterIndex]
        if earlier.dt == now {
            self.init(time: now, slot: earlier, estimatedFrom: [earlier.dt], isNow: true)
        } else if later.dt - earlier.dt > Self.longestGap {
            let nearer = now - earlier.dt <= later.dt - now ? earlier : later
            self.init(time: nearer.dt, slot: nearer, estimatedFrom: [nearer.dt], isNow: false)
        } else {
            let fraction = Double(now - earlier.dt) / Double(later.dt - earlier.dt)
            self.init(
                time: now, slot: Self.interpolated(earlier, later, fraction: fraction, at: now),
                estimatedFrom: [earlier.dt, later.dt], isNow: true)
        }
    }

    private init(time: Int, slot: List, estimatedFrom: [Int], isNow: Bool) {
        var slot = slot
        slot.dt = time
        self.time = time
        self.slot = slot
        self.estimatedFrom = estimatedFrom
        self.isNow = isNow
    }

    /// The values `fraction` (0…1) of the way from `earlier` to `later`, as a slot at `time`.
    static func interpolated(_ earlier: List, _ later: List, fraction: Double, at time: Int) -> List {
        func between(_ a: Double?, _ b: Double?) -> Double? {
            guard let a, let b else { return fraction <= 0.5 ? a : b }
            return a + (b - a) * fraction
        }
        var slot = fraction <= 0.5 ? earlier : later
        slot.dt = time
        slot.dtTxt = nil
        slot.main.temp = earlier.main.temp + (later.main.temp - earlier.main.temp) * fraction
        slot.main.feelsLike = between(earlier.main.feelsLike, later.main.feelsLike)
        slot.main.tempMin = between(earlier.main.tempMin, later.main.tempMin)
        slot.main.tempMax = between(earlier.main.tempMax, later.main.tempMax)
        slot.main.humidity = between(earlier.main.humidity, later.main.humidity)
        slot.main.pressure = between(earlier.main.pressure, later.main.pressure)
        slot.main.seaLevel = between(earlier.main.seaLevel, later.main.seaLevel)
        slot.main.grndLevel = between(earlier.main.grndLevel, later.main.grndLevel)
        if earlier.wind != nil || later.wind != nil {
            var wind = slot.wind ?? Wind()
            wind.speed = between(earlier.wind?.speed, later.wind?.speed)
            wind.gust = between(earlier.wind?.gust, later.wind?.gust)
            slot.wind = wind
        }
        let pops = [earlier.pop, later.pop].compactMap { $0 }
        slot.pop = pops.max()
        return slot
    }
}
