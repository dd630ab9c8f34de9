extension SecretPattern {
    /// The whole key as a server may disguise it when it echoes it: a zero-width space, soft hyphen or control
    /// character between its characters, a space between every two, fullwidth letters and digits, another
    /// case, or the key reversed. Texts are compared after ``fold(_:)``, which leaves out what a reader does
    /// not see as a character and reads a fullwidth letter as its ASCII one. Only the whole key counts, not a
    /// piece: after spaces are left out, 8 characters of a hex key come together by chance in ordinary text
    /// ("de ad be ef"), the 32 of the whole key do not.
    struct Disguise: Sendable {
        /// The key's forms folded, each forwards and backwards.
        private let forms: [[Unicode.Scalar]]
        /// Each piece of `String.secretRunLength` scalars of every form, packed one byte a scalar, as
        /// ``SecretPattern`` packs its pieces; nil when a form is not all ASCII.
        private let pieces: PackedPieces?

        /// The disguises of `secrets` (the key and its encoded form); nil for a key under
        /// `String.secretRunLength` characters, which only the exact search looks for.
        init?(forms secrets: [String]) {
            var forms: [[Unicode.Scalar]] = []
            for secret in secrets where secret.count >= String.secretRunLength {
                let folded = secret.unicodeScalars.compactMap(Self.fold)
                guard folded.count >= String.secretRunLength else { continue }
                for form in [folded, folded.reversed()] where !forms.contains(form) { forms.append(form) }
            }
            guard !forms.isEmpty else { return nil }
            self.forms = forms
            let length = String.secretRunLength
            if forms.allSatisfy({ $0.allSatisfy(\.isASCII) }) {
                var pieces: [UInt64] = []
                for form in forms {
                    for start in 0...(form.count - length) {
                        pieces.append(form[start..<start + length].reduce(0) { $0 << 8 | UInt64($1.value) })
                    }
                }
                self.pieces = PackedPieces(pieces)
            } else {
                pieces = nil
            }
        }

        /// `scalar` as disguised texts are compared: nil for one left out (Unicode's format characters, Cf,
        /// which holds the zero-width space and the soft hyphen; controls, Cc; white space), a fullwidth form
        /// (U+FF01…U+FF5E) as its ASCII character, ASCII letters in small letters.
        static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
            if scalar.isASCII {
                return scalar.value <= 0x20 || scalar.value == 0x7F ? nil : String.foldingASCIICase(scalar)
            }
            if (0xFF01...0xFF5E).contains(scalar.value) {
                return String.foldingASCIICase(Unicode.Scalar(UInt8(scalar.value - 0xFEE0)))
            }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .format, .control: return nil
            default: return properties.isWhitespace ? nil : scalar
            }
        }

        /// Whether `text` may hold a disguised key: false only when no run of `String.secretRunLength` of its
        /// ASCII and fullwidth scalars, others left out, is a piece of a form. Without the property tables,
        /// whose first look-up costs more than a cache hit's hiding: a non-ASCII scalar is left out here
        /// whether ``fold(_:)`` would leave it out or not, so this rules out no text that holds the key.
        func mayHold(_ text: String) -> Bool {
            guard let pieces else { return true }
            var packed: UInt64 = 0
            var run = 0
            for scalar in text.unicodeScalars {
                let kept: Unicode.Scalar
                if scalar.isASCII {
                    guard scalar.value > 0x20, scalar.value != 0x7F else { continue }
                    kept = scalar
                } else if (0xFF01...0xFF5E).contains(scalar.value) {
                    kept = Unicode.Scalar(UInt8(scalar.value - 0xFEE0))
                } else {
                    continue
                }
                packed = packed << 8 | UInt64(String.foldingASCIICase(kept).value)
                run += 1
                if run >= String.secretRunLength, pieces.contains(packed) { return true }
            }
            return false
        }

        /// Marks in `hidden` every disguised key in `source`: from its first character to its last, with
        /// whatever was left out between them, so that the whole disguised run is hidden in the text as sent.
        func mark(in source: [Unicode.Scalar], _ hidden: inout [Bool]) {
            var folded: [Unicode.Scalar] = []
            var origin: [Int] = []
            for (index, scalar) in source.enumerated() {
                guard let kept = Self.fold(scalar) else { continue }
                folded.append(kept)
                origin.append(index)
            }
            for form in forms where folded.count >= form.count {
                for start in 0...(folded.count - form.count)
                where folded[start..<start + form.count].elementsEqual(form) {
                    for covered in origin[start]...origin[start + form.count - 1] { hidden[covered] = true }
                }
            }
        }
    }
}
