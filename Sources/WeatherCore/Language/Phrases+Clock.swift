/// Times of day on the 12-hour clock, ages and day lengths, in the language's CLDR patterns and narrow units.
extension Phrases {
    /// `time` on the 12-hour clock by the language's CLDR pattern, the minutes only when they are not 0:
    /// "3 PM", "9:30 AM", "12 AM" (midnight); "오후 3시"; "午前0時" (Japanese counts the hours 0-11, CLDR's `K`).
    func twelveHour(_ time: LocalDateTime) -> String {
        Self.expand(time.minute == 0 ? hourPattern : hourMinutePattern) { letter, count in
            switch letter {
            case "h": String(time.hour % 12 == 0 ? 12 : time.hour % 12)
            case "K": String(time.hour % 12)
            case "m": count == 1 ? String(time.minute) : pad(time.minute, 2)
            case "a": time.hour < 12 ? am : pm
            default: nil
            }
        }
    }

    /// An age in seconds as a bar has room for, rounded down, in CLDR's narrow units: "0m", "38m", "2h", "3d"
    /// ("38분", "2시간", "3일"); a negative age is "0m".
    package func compactAge(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        switch seconds {
        case ..<3600: return narrowMinutes(String(seconds / 60))
        case ..<86_400: return narrowHours(seconds / 3600)
        default: return narrowDays(seconds / 86_400)
        }
    }

    /// A clock change's amount in CLDR's narrow units: "1h", "30m", "1h 30m".
    package func shiftText(seconds: Int) -> String {
        let minutes = seconds / 60
        switch (minutes / 60, minutes % 60) {
        case (0, let rest): return narrowMinutes(String(rest))
        case (let hours, 0): return narrowHours(hours)
        case (let hours, let rest): return narrowHours(hours) + " " + narrowMinutes(String(rest))
        }
    }

    /// A length of time to the nearest minute as hours and two-digit minutes: "14h 35m", "0h 00m", "24h 00m"
    /// ("14시간 35분", "14 Std. 05 Min.").
    package func duration(_ seconds: Int) -> String {
        let minutes = (max(0, seconds) + 30) / 60
        return narrowHours(minutes / 60) + " " + narrowMinutes(pad(minutes % 60, 2))
    }
}
