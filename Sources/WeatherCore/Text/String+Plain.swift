extension String {
    /// A number as people write it in a message: "5" for 5.0, "2.5" for 2.5 (seconds, degrees, a range's
    /// ends). The one place this rule is written; a value too large for an `Int` keeps `Double`'s spelling.
    package init(plain value: Double) {
        if value == value.rounded(), let whole = Int(exactly: value) {
            self = String(whole)
        } else {
            self = String(value)
        }
    }
}
