/// Text helpers on the standard library alone, in place of Foundation's `NSString` methods
/// (`trimmingCharacters(in:)`, `replacingOccurrences(of:with:)`), which on Linux would link all of
/// swift-corelibs-foundation and ICU into `weather` (docs/performance.md). They work on Unicode scalars, as
/// those methods do, not on `Character`s. On `String`, not `StringProtocol`: a generic one looks up its
/// associated types at run time, which cost a cache hit 5 % of its instructions.
extension String {
    /// The text without the leading and trailing Unicode scalars for which `isTrimmed` is true.
    package func trimming(while isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The text without leading and trailing white space and line breaks (Unicode's White_Space property, as
    /// Foundation's `.whitespacesAndNewlines`).
    package var trimmingWhitespace: String { trimming(while: isWhitespace) }
}

/// Whether `scalar` has Unicode's White_Space property. ASCII is answered without the property tables, whose
/// first look-up in a run costs more than all of `weather`'s argument parsing.
private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar == " " || ("\t"..."\r").contains(scalar) : scalar.properties.isWhitespace
}

extension String {
    /// The text with each Unicode scalar for which `replacement` gives a text replaced by that text. Scalar by
    /// scalar, not character by character: "<" followed by a combining mark is one `Character` (U+0338 makes
    /// it "≮"), and a character-wise replace would let its "<" through into markup.
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            if let text = replacement(scalar) {
                result += text
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An ASCII capital as its small letter; any other scalar as it is.
    static func foldingASCIICase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value) + 32) : scalar
    }

    /// The text with every piece of `secret` (the API key) of ``secretRunLength`` characters or more replaced by
    /// `***`, as ``SecretPattern`` finds them; as it is for no secret or one under 6 characters. For many texts
    /// and one key, make the ``SecretPattern`` once.
    package func hiding(_ secret: String?) -> String {
        SecretPattern(secret)?.hide(in: self) ?? self
    }

    /// The shortest piece of the key that is hidden, in characters: 8 of a 32-character key leave 24 unknown,
    /// and runs that short of hex digits are rare in real text (a 6-digit colour, a date).
    package static let secretRunLength = 8

    /// The text cut to its first `limit` characters and "…", with its whole length, for a message that quotes
    /// something the user gave (a 131 KB option name would be echoed whole); as it is when it is that short.
    package func abbreviated(to limit: Int = 60) -> String {
        let length = count
        guard length > limit else { return self }
        return prefix(limit) + "… (\(length) characters)"
    }

    /// The text on one line that cannot drive a terminal: control characters (line breaks, tabs, ESC),
    /// Unicode's line and paragraph separators and bidirectional overrides and isolates written as Swift writes them in a literal ("\\n", "\\u{1B}"),
    /// for a message that names something the user typed or a file holds (a path with a line break in it).
    package var escapingControlCharacters: String {
        replacingScalars { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where isControl(scalar): "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: nil
            }
        }
    }
}

/// Whether `scalar` is a control character (Unicode's Cc), the line or paragraph separator or a bidirectional
/// override or isolate; ASCII without the property tables.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    return scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
        || String.isBidiControl(scalar)
}
