/// One line for a polybar `custom/script` module, coloured with polybar's format tags `%{F#rrggbb}…%{F-}`.
/// A template may hold polybar tags, written with the template's literal `%%`, `{{` and `}}`:
/// `%%{{u#fff}}` gives `%{u#fff}`.
public typealias PolybarRenderer = ColoredLineRenderer<PolybarMarkup>

/// Polybar's format tags (polybar's wiki, "Formatting").
public enum PolybarMarkup: LineMarkup {
    /// "%" doubled, so that data such as "20%{" cannot start a format tag.
    public static func escape(_ text: String) -> String {
        text.replacingScalars { $0 == "%" ? "%%" : nil }
    }

    /// `%{F#rrggbb}text%{F-}`.
    public static func colored(_ text: String, _ color: String) -> String {
        "%{F\(color)}\(text)%{F-}"
    }
}
