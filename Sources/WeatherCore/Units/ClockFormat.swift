/// How times of day are written (`--clock`): "15:00", or "3 PM".
public enum ClockFormat: String, Sendable, CaseIterable, Codable {
    /// "00:00" to "23:59".
    case twentyFourHour = "24h"
    /// "12 AM" (midnight), "9:30 AM", "12 PM" (noon), "3 PM": the minutes only when they are not 0.
    case twelveHour = "12h"

    /// `time`'s hour and minute in this format, the 12-hour clock in the language's CLDR pattern ("오후 3시").
    package func text(_ time: LocalDateTime, _ text: Phrases) -> String {
        switch self {
        case .twentyFourHour:
            return time.clock
        case .twelveHour:
            return text.twelveHour(time)
        }
    }
}
