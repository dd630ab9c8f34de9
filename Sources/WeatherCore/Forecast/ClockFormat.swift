/// How times of day are written (`--clock`): "15:00", or "3 PM".
public enum ClockFormat: String, Sendable, CaseIterable, Codable {
    /// "00:00" to "23:59".
    case twentyFourHour = "24h"
    /// "12 AM" (midnight), "9:30 AM", "12 PM" (noon), "3 PM": the minutes only when they are not 0.
    case twelveHour = "12h"

    /// `time`'s hour and minute in this format.
    public func text(_ time: LocalDateTime) -> String {
        switch self {
        case .twentyFourHour:
            return time.clock
        case .twelveHour:
            let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
            let minutes = time.minute == 0 ? "" : ":" + pad(time.minute, 2)
            return "\(hour)\(minutes) \(time.hour < 12 ? "AM" : "PM")"
        }
    }
}
