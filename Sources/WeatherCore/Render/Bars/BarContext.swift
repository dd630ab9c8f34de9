/// What every status-bar renderer needs besides the forecast: units, icons, and how old the data is.
/// The executable works these out (from the cache, the clock and the options) and passes them in.
@dynamicMemberLookup
public struct BarContext: Sendable, Equatable {
    /// The units, icons, language and threshold of wet slots the bar shows, as every view does.
    public var presentation: Presentation
    /// How old the data is, in seconds since it was fetched; nil when it is fresh or its age is unknown.
    public var age: Int?
    /// Whether the data is older than wanted because a fetch failed; bars then show a "⟳ 38m" marker
    /// (waybar also gets the class `stale`).
    public var isStale: Bool
    /// The name shown for the place instead of the response's "City, CC", e.g. what the user called it.
    public var placeName: String?
    /// Which macOS menu-bar app reads `--format xbar` (SwiftBar says so in its plugins' environment).
    public var menuBar: MenuBarApp
    /// Whether tmux's and polybar's lines are coloured (by temperature, errors red, stale grey), as the user
    /// asked (`--color always` or `never`); nil for the bar's own default (tmux: the status line's colours).
    public var colors: Bool?

    /// The most days a bar's tooltip or menu lists: OpenWeather's 5-day forecast touches 6, and its longest
    /// (the 16-day daily forecast) 16. A response may hold 400 slots over a year, and a row per day of it
    /// made a waybar line of 360 KB; 16 rows keep every bar's output under 64 KB.
    package static let shownDays = 16
    /// How soon, in seconds, a spell of rain or snow must start (or be under way) for waybar's class
    /// `rain-soon`: 3 hours unless another is given.
    public var rainSoon = 3 * 3600

    /// The apps that run xbar plugins, which differ in the parameters they accept.
    public enum MenuBarApp: Sendable, Equatable {
        /// xbar (formerly BitBar), which rejects a parameter it does not know.
        case xbar
        /// SwiftBar, which also reads `symbolize`.
        case swiftBar
    }

    /// A context for a bar: the units and icons to show, and how old the data is.
    public init(
        units: Units = .metric, icons: IconSet = .emoji, age: Int? = nil, isStale: Bool = false,
        placeName: String? = nil, menuBar: MenuBarApp = .xbar, colors: Bool? = nil
    ) {
        self.presentation = Presentation(units: units, icons: icons)
        self.age = age
        self.isStale = isStale
        self.placeName = placeName
        self.menuBar = menuBar
        self.colors = colors
    }

    /// A setting of ``presentation`` (`context.units`, `context.language`, …).
    public subscript<Value>(dynamicMember setting: WritableKeyPath<Presentation, Value>) -> Value {
        get { presentation[keyPath: setting] }
        set { presentation[keyPath: setting] = newValue }
    }

    /// "⟳ 38m" when the data is stale ("⟳" alone when its age is unknown); nil when it is not.
    var staleMarker: String? {
        guard isStale else { return nil }
        return age.map { "⟳ " + presentation.language.phrases.compactAge($0) } ?? "⟳"
    }

    /// The place as bars show it: ``placeName``, else "City, CC" from the response; nil when neither exists.
    func place(_ forecast: Forecast) -> String? {
        if let placeName { return placeName }
        let parts = [forecast.city.name, forecast.city.country].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The weekly table of a tooltip or menu, up to ``shownDays`` days, without range bars.
    func weeklyTable(_ forecast: Forecast) -> [String] {
        TableRenderer(presentation).weeklyTable(Array(forecast.days.prefix(Self.shownDays)))
    }

    /// `template` filled in, each value passed through `escape`, without spaces at either end (an empty
    /// `{icon}` must not leave one).
    func line(_ template: Template, _ forecast: Forecast, escape: (String) -> String = { $0 }) -> String {
        TemplateRenderer(context: self).render(template, forecast, escape: escape).trimmingSpaces
    }

    /// ``line(_:_:escape:)`` followed by the stale marker, for bars that show it in the same style.
    func text(_ template: Template, _ forecast: Forecast, escape: (String) -> String = { $0 }) -> String {
        [line(template, forecast, escape: escape), staleMarker].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The data's age for menus and tooltips: "Updated 38 min ago", "⟳ Stale: updated 2 h 5 min ago";
    /// nil when the data is fresh with no age given.
    var ageLine: String? {
        let text = presentation.language.phrases
        let ago = age.map(text.ago)
        guard isStale else { return ago.map(text.updated) }
        return "⟳ " + text.stale(ago)
    }

    /// Whether the next spell of rain or snow is under way or starts within ``rainSoon`` of the forecast's now.
    func isRainSoon(_ forecast: Forecast) -> Bool {
        guard let spell = forecast.nextPrecipitation(threshold: presentation.precipitationThreshold) else {
            return false
        }
        return Display.seconds(from: forecast.now, to: spell.start) <= rainSoon
    }

    /// The bar's colour: its warning colour when there is one (``warningColor(_:)``), else the temperature
    /// colour of the "now" slot (see ``BarPalette/color(celsius:)``); grey with no slot.
    func color(_ forecast: Forecast) -> String {
        warningColor(forecast)
            ?? forecast.current.map { BarPalette.color(celsius: $0.main.celsius) } ?? BarPalette.unknown
    }

    /// The colour that warns, as waybar's classes do: ``BarPalette/airPoor`` when the air now is Poor or Very
    /// Poor (`--air`; `air-poor`), else ``BarPalette/rainSoon`` when rain or snow falls or starts within
    /// ``rainSoon`` (`rain-soon`); nil for neither. Poor air comes first: it is about health, and the rain's
    /// time is in the line's text for a template that asks for it (`{rain_in}`).
    func warningColor(_ forecast: Forecast) -> String? {
        if forecast.airNow?.isPoor == true { return BarPalette.airPoor }
        return isRainSoon(forecast) ? BarPalette.rainSoon : nil
    }
}

extension String {
    /// The string with control characters (line breaks, tabs, ESC), Unicode's line and paragraph separators
    /// (U+2028, U+2029, which Pango and some terminals break lines at) and bidirectional overrides
    /// (U+202A…U+202E, U+2066…U+2069) replaced by spaces, so that a value from the response cannot break a
    /// line-based bar protocol, drive the terminal (an escape sequence in a place name) or reorder what is shown.
    var singleLine: String {
        // Printable ASCII, most text, has nothing to replace: skip the Unicode property look-up per scalar.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        return String(
            String.UnicodeScalarView(
                unicodeScalars.map { scalar in
                    let bidi = (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                    let separator = scalar.value == 0x2028 || scalar.value == 0x2029
                    return scalar.properties.generalCategory == .control || bidi || separator ? " " : scalar
                }))
    }

    /// The string without spaces at either end.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
