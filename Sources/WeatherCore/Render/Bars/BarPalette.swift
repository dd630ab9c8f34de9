/// The colours status bars use: a temperature scale from cold blue to hot red, and a few fixed ones.
package enum BarPalette {
    /// The colour of an error message, "#ff0000".
    package static let error = "#ff0000"
    /// The colour of the stale marker "⟳ 38m", a grey that says "old" without shouting, "#8a8a8a".
    package static let stale = "#8a8a8a"
    /// The colour when there is no temperature to colour by, "#bcbcbc".
    package static let unknown = "#bcbcbc"
    /// The colour of a bar whose air now is Poor or Very Poor (``AirReading/isPoor``), instead of the
    /// temperature's: a purple, as the US EPA's AQI colours unhealthy air, and apart from the scale's hot red,
    /// "#af5fff".
    package static let airPoor = "#af5fff"
    /// The colour of a bar when rain or snow falls or starts soon (``BarContext/rainSoon``; waybar's class
    /// `rain-soon`), instead of the temperature's: a saturated cyan, water's colour, with none of the red that
    /// the scale's pale blues (#87d7ff, #5fafff, #8787ff) mix in, and far from poor air's purple, "#00d7d7".
    package static let rainSoon = "#00d7d7"

    /// The colour for a temperature, as "#rrggbb", chosen by the whole °C the bar shows (half away from zero,
    /// so 29.5 °C, shown "30°C", is red):
    /// below −10 violet-blue, −10…−1 blue, 0…9 light blue, 10…19 green, 20…24 yellow, 25…29 orange,
    /// 30 and above red; ``unknown`` when the value is not finite.
    /// - Parameter celsius: the temperature in °C, whatever units the bar shows.
    package static func color(celsius: Double) -> String {
        guard celsius.isFinite else { return unknown }
        let shown = celsius.rounded(.toNearestOrAwayFromZero)
        return scale.last(where: { shown >= $0.from })?.color ?? scale[0].color
    }

    /// The scale's steps: each colour holds from its lower bound (°C, inclusive) up to the next one.
    private static let scale: [(from: Double, color: String)] = [
        (-.infinity, "#8787ff"),
        (-10, "#5fafff"),
        (0, "#87d7ff"),
        (10, "#87d787"),
        (20, "#ffd75f"),
        (25, "#ffaf5f"),
        (30, "#ff5f5f"),
    ]
}
