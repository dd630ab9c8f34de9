import WeatherCore

/// When the line a followed bar shows may next change: pure, from what it shows and the instant asked about,
/// so that a test can walk a week of it in a moment.
enum FollowSchedule {
    /// How long a follower showing a failure or stale data waits before asking again, seconds: the minute every
    /// copy waits after a failure (``RememberedFailure/defaultWait``), so that following costs OpenWeather no
    /// more than polling does.
    static let retry = RememberedFailure.defaultWait

    /// The first instant after `now` at which the data under the line may change, Unix seconds; nil when
    /// nothing will (a saved response, the demo).
    /// - Parameters:
    ///   - outcome: what the bar shows (its first place), as loaded.
    ///   - maxAge: `--max-age`: a fresh forecast is asked for again once it is this old.
    ///   - fixed: whether the outcome is seen at a fixed instant (the demo, a recording), which time does not move.
    static func nextChange(after now: Int, of outcome: Outcome<Fetched>?, maxAge: Int, fixed: Bool) -> Int? {
        guard !fixed else { return nil }
        guard case .shown(let fetched, let origin, _, _) = outcome else { return now + retry }
        let refresh: Int?
        switch origin {
        // Not more than once a minute however short --max-age is, as after a failure.
        case .fetched(let at): refresh = max(at.addingReportingOverflow(max(maxAge, retry)).partialValue, now + 1)
        case .stale: refresh = now + retry
        case .saved, .demo: refresh = nil
        }
        return nextChange(
            after: now, slots: fetched.data.list.map(\.dt), airSlots: fetched.air?.list.map(\.dt) ?? [],
            utcOffset: fetched.data.city.utcOffset, refresh: refresh)
    }

    /// The earliest of: the next slot's start (the slot "now" stands for changes), the next hour of the air's
    /// forecast, the next midnight at the place (the days change), and `refresh`; nil when none lies ahead.
    /// - Parameters:
    ///   - slots: the forecast's slots' `dt`, Unix seconds.
    ///   - airSlots: the air forecast's `dt`, Unix seconds.
    ///   - utcOffset: the place's offset from UTC, seconds (`city.timezone`).
    ///   - refresh: when the data is asked for again.
    static func nextChange(after now: Int, slots: [Int], airSlots: [Int], utcOffset: Int, refresh: Int?) -> Int? {
        let day = 86_400
        let local = now + utcOffset
        // Floor division: a place west of Greenwich before 1970 has negative local seconds.
        let midnight = (local - ((local % day) + day) % day) + day - utcOffset
        let candidates = [slots.first { $0 > now }, airSlots.first { $0 > now }, midnight, refresh]
        return candidates.compactMap { $0 }.min()
    }

    /// The first instant in `now + 1 ... limit` whose line differs from `now`'s, found by bisection; nil when
    /// `limit`'s line is `now`'s. Between two changes of the data a line changes with time only one way: a
    /// value interpolated between two slots crosses each rounding step once, and an age only grows, so once a
    /// line differs from `now`'s it stays different, which is what bisection needs.
    /// - Parameter differs: whether the line at an instant differs from `now`'s.
    static func firstDifference(after now: Int, until limit: Int, differs: (Int) -> Bool) -> Int? {
        guard limit > now, differs(limit) else { return nil }
        var (same, different) = (now, limit)
        while different - same > 1 {
            let middle = same + (different - same) / 2
            if differs(middle) { different = middle } else { same = middle }
        }
        return different
    }
}
