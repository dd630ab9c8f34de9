/// One line for a polybar `custom/script` module, coloured with polybar's format tags `%{F#rrggbb}…%{F-}`.
/// A template may hold polybar tags, written with the template's literal `%%`, `{{` and `}}`:
/// `%%{{u#fff}}` gives `%{u#fff}`.
package typealias PolybarRenderer = ColoredLineRenderer<PolybarMarkup>

/// Polybar's format tags (polybar's wiki, "Formatting").
package enum PolybarMarkup: LineMarkup {
    /// Every "%" followed by U+200B (zero width space), so that data such as "100%{F#f00}" cannot start a format
    /// tag, whatever follows it. Polybar has no escape for "%{": its tag parser takes every "%{" as a tag, and
    /// "%%" is not an escape there (lemonbar's is; polybar's pull request #2748 to add it was not merged). The
    /// zero-width space is lemonbar's own known workaround (LemonBoy/bar issue #200), and shows as nothing. A
    /// value that starts with "{" gets one in front too: a template's own "%" just before it would make a tag.
    package static func escape(_ text: String) -> String {
        let escaped = text.replacingScalars { $0 == "%" ? "%\u{200B}" : nil }
        return escaped.hasPrefix("{") ? "\u{200B}" + escaped : escaped
    }

    /// true: polybar's modules are coloured by what they show; `--color never` turns it off.
    package static let coloredByDefault = true

    /// `%{F#rrggbb}text%{F-}`.
    package static func colored(_ text: String, _ color: String) -> String {
        "%{F\(color)}\(text)%{F-}"
    }
}
