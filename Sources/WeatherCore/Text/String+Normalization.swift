extension String {
    /// The text in Unicode Normalization Form C: "Zürich" typed as "u" and a combining diaeresis (NFD, as macOS
    /// file names and some keyboards give it) becomes the same scalars as "Zürich" typed with "ü", so that one
    /// place is one look-up and one cache file. The standard library's own normalizer: Foundation's
    /// `precomposedStringWithCanonicalMapping` is not in FoundationEssentials, and on Linux would link ICU.
    package var nfc: String {
        // ASCII is already in NFC.
        if utf8.allSatisfy({ $0 < 0x80 }) { return self }
        return String(decoding: _nfcCodeUnits, as: UTF8.self)
    }
}
