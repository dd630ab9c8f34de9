/// How weather icons are drawn, from OpenWeather's icon IDs ("10d": openweathermap.org/weather-conditions).
public enum IconSet: String, Sendable, CaseIterable {
    /// Emoji that every terminal draws two cells wide (East Asian Width "W", no variation selector U+FE0F),
    /// so tables and bars do not jump.
    case emoji
    /// Plain ASCII, METAR-style abbreviations: SKC, FEW, SCT, BKN, SHRA, RA, TS, SN, FG.
    case ascii
    /// No icons.
    case none

    /// The icon for an OpenWeather icon ID, or "" for ``none`` and unknown IDs.
    public func icon(for id: String?) -> String {
        guard let id, id.count >= 2 else { return self == .ascii ? "?" : self == .emoji ? "❔" : "" }
        let code = String(id.prefix(2))
        let night = id.hasSuffix("n")
        switch self {
        case .none:
            return ""
        case .emoji:
            switch code {
            case "01": return night ? "🌙" : "🌞"
            case "02", "03", "04": return "⛅"
            case "09": return "💧"
            case "10": return "☔"
            case "11": return "⚡"
            case "13": return "⛄"
            case "50": return "🌁"
            default: return "❔"
            }
        case .ascii:
            switch code {
            case "01": return "SKC"
            case "02": return "FEW"
            case "03": return "SCT"
            case "04": return "BKN"
            case "09": return "SHRA"
            case "10": return "RA"
            case "11": return "TS"
            case "13": return "SN"
            case "50": return "FG"
            default: return "?"
            }
        }
    }

    /// The widest icon of the set, in terminal cells: for padding columns.
    var cellWidth: Int {
        switch self {
        case .emoji: 2
        case .ascii: 4
        case .none: 0
        }
    }
}
