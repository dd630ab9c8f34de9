/// How weather icons are drawn, from OpenWeather's icon IDs ("10d": openweathermap.org/weather-conditions).
public enum IconSet: String, Sendable, CaseIterable {
    /// Emoji that every terminal draws two cells wide (East Asian Width "W", no variation selector U+FE0F),
    /// so tables and bars do not jump.
    case emoji
    /// Nerd Font glyphs from Erik Flowers' Weather Icons, which Nerd Fonts place at U+E300–U+E3EB
    /// (ryanoasis/nerd-fonts, bin/scripts/lib/i_weather.sh); one cell wide, for bars that use a Nerd Font.
    case nerd
    /// Plain ASCII, METAR-style abbreviations: SKC, FEW, SCT, BKN, SHRA, RA, TS, SN, FG.
    case ascii
    /// No icons.
    case none

    /// The icon for an OpenWeather icon ID ("10d"); the set's "unknown" icon for an ID it has none for, "" for ``none``.
    public func icon(for id: String?) -> String {
        guard let id, id.count >= 2 else { return unknown }
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
        case .nerd:
            return Self.nerdGlyph(code: code, night: night) ?? unknown
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

    /// The icon for a condition this set has no icon for: "❔", "?", nf-weather-na, or nothing.
    private var unknown: String {
        switch self {
        case .emoji: "❔"
        case .nerd: "\u{E374}"
        case .ascii: "?"
        case .none: ""
        }
    }

    /// The Weather Icons glyph for an icon code ("01"…"50"); the code points are the Nerd Fonts names' order in
    /// i_weather.sh, e.g. nf-weather-day_sunny U+E30D and nf-weather-night_clear U+E32B.
    private static func nerdGlyph(code: String, night: Bool) -> String? {
        switch code {
        case "01": night ? "\u{E32B}" : "\u{E30D}"  // night_clear, day_sunny
        case "02": night ? "\u{E37E}" : "\u{E302}"  // night_alt_cloudy, day_cloudy
        case "03": "\u{E33D}"  // cloud
        case "04": "\u{E312}"  // cloudy
        case "09": "\u{E319}"  // showers
        case "10": night ? "\u{E325}" : "\u{E308}"  // night_alt_rain, day_rain
        case "11": "\u{E31D}"  // thunderstorm
        case "13": "\u{E31A}"  // snow
        case "50": "\u{E313}"  // fog
        default: nil
        }
    }

    /// The widest icon of the set, in terminal cells: for padding columns.
    var cellWidth: Int {
        switch self {
        case .emoji: 2
        case .nerd: 1
        case .ascii: 4
        case .none: 0
        }
    }
}
