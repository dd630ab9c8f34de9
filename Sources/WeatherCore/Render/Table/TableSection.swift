/// A part of the table view that `--now`, `--today` and `--week` choose; the header is always shown.
public enum TableSection: String, Sendable, CaseIterable, Hashable {
    /// Now and the line of the next rain or snow.
    case now
    /// The daily table: the next hours, 3-hour slot by slot.
    case today
    /// The weekly table, each day's high and low, and the week's summary.
    case week
}
