/// How many cells the terminal draws an East Asian Ambiguous character in (`°`, `·`, `…`, Greek, Cyrillic,
/// Latin-1 letters such as `é`; see `TerminalWidth`): one in most set-ups, two where a CJK option asks for it
/// (iTerm2's "ambiguous characters are double-width", GNOME Terminal's and mlterm's, Windows Terminal in some
/// fonts). The tables pad and cut by it, so they line up and fit `COLUMNS` either way (`--ambiguous-width`).
public enum AmbiguousWidth: String, Sendable, CaseIterable {
    /// One cell, as Unicode recommends outside East Asian contexts: the default.
    case narrow
    /// Two cells, as East Asian legacy encodings drew them.
    case wide

    /// The cells one ambiguous character takes: 1 or 2.
    package var cells: Int { self == .wide ? 2 : 1 }
}
