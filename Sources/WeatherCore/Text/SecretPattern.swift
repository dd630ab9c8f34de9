/// What of a secret (the API key) must not be shown when a server echoes it: every piece of it of
/// `String.secretRunLength` characters or more, ASCII letters in any case, as it is and as it was
/// percent-encoded in the request, since a server may echo the URL back ("SENTINEL KEY" is "SENTINEL%20KEY",
/// "sentinel%20key" or "SENTINEL+KEY" there). A piece, not only the whole: a server that echoes 20 of the key's
/// 32 characters gives away most of it. Made once per key and used for every text of a response: a response
/// has about 160 texts, and almost none holds any of the key, which the shortest pieces' fingerprints tell
/// without the exact search. The whole key is also found in disguise (`Disguise`): split by invisible
/// characters, controls or spaces, in fullwidth letters, or reversed.
package struct SecretPattern: Sendable {
    /// The key's forms, as is, percent-encoded and form-encoded, ASCII letters folded to lower case.
    private let forms: [[Unicode.Scalar]]
    /// The length of the shortest piece hidden: `String.secretRunLength`, or the whole of a shorter key.
    private let shortest: Int
    /// Each piece of ``shortest`` ASCII scalars of every form, folded and packed one byte a scalar; nil when a
    /// form is not all ASCII (no OpenWeather key), which the exact search then answers alone.
    private let pieces: PackedPieces?
    /// The whole key as a disguise hides it, forwards and backwards; nil for a key too short to find that way.
    let disguise: Disguise?

    /// The pattern of `secret`; nil for none, or one under 6 characters: that is not a real OpenWeather key
    /// (those are 32) and would garble ordinary words.
    package init?(_ secret: String?) {
        guard let secret, secret.count >= 6 else { return nil }
        let encoded = QueryItems.encoded(secret)
        // Also as a form would write it, "+" for a space, which is how some servers echo a query.
        var forms: [[Unicode.Scalar]] = []
        for form in [
            secret, encoded, encoded.replacing("%20", with: "+"), secret.replacingScalars { $0 == " " ? "+" : nil },
        ] {
            let folded = form.unicodeScalars.map(String.foldingASCIICase)
            if !forms.contains(folded) { forms.append(folded) }
        }
        let shortest = Swift.min(String.secretRunLength, forms.map(\.count).min() ?? 0)
        self.forms = forms
        self.shortest = shortest
        if forms.allSatisfy({ $0.allSatisfy(\.isASCII) }) {
            var pieces: [UInt64] = []
            for form in forms where form.count >= shortest {
                for start in 0...(form.count - shortest) {
                    pieces.append(form[start..<start + shortest].reduce(0) { $0 << 8 | UInt64($1.value) })
                }
            }
            self.pieces = PackedPieces(pieces)
        } else {
            pieces = nil
        }
        disguise = Disguise(forms: [secret, encoded])
    }

    /// `text` with every piece of the secret replaced by `***` (a run of pieces, of one form or several side by
    /// side, by one `***`).
    package func hide(in text: String) -> String {
        let exact = mayHold(text)
        let disguised = disguise?.mayHold(text) ?? false
        guard exact || disguised else { return text }
        // One mask over the text for every form: hidden one form after the other, a piece of one form next
        // to a piece of another ("SENTINEL" of the key, "+123456" of its form encoding) would be cut short.
        let source = Array(text.unicodeScalars)
        var hidden = [Bool](repeating: false, count: source.count)
        if exact {
            for form in forms { mark(form, in: source, &hidden) }
        }
        if disguised { disguise?.mark(in: source, &hidden) }
        guard hidden.contains(true) else { return text }
        var result = String.UnicodeScalarView()
        for index in source.indices where !hidden[index] || index == 0 || !hidden[index - 1] {
            if hidden[index] {
                result.append(contentsOf: "***".unicodeScalars)
            } else {
                result.append(source[index])
            }
        }
        return String(result)
    }

    /// Whether `text` may hold a piece: false only when no run of ``shortest`` ASCII scalars in it is a piece
    /// of a form. A hidden run holds at least one such piece, so a text this rules out has nothing to hide.
    private func mayHold(_ text: String) -> Bool {
        guard let pieces else { return true }
        let mask: UInt64 = shortest == 8 ? .max : (1 << (8 * UInt64(shortest))) - 1
        var packed: UInt64 = 0
        var run = 0
        for scalar in text.unicodeScalars {
            guard scalar.isASCII else {
                run = 0
                continue
            }
            packed = (packed << 8 | UInt64(String.foldingASCIICase(scalar).value)) & mask
            run += 1
            if run >= shortest, pieces.contains(packed) { return true }
        }
        return false
    }

    /// Marks in `hidden` every run of ``shortest`` or more of `source`'s scalars that is also a run of `form`.
    private func mark(_ form: [Unicode.Scalar], in source: [Unicode.Scalar], _ hidden: inout [Bool]) {
        let runLength = Swift.min(shortest, form.count)
        guard runLength > 0, source.count >= runLength else { return }
        // The longest common piece ending at each position of the text: dynamic programming over the two,
        // one row per text scalar (the text is at most a few hundred scalars, the key 32).
        var previous = [Int](repeating: 0, count: form.count + 1)
        var current = previous
        for index in source.indices {
            let scalar = String.foldingASCIICase(source[index])
            var longest = 0
            for position in form.indices {
                current[position + 1] = form[position] == scalar ? previous[position] + 1 : 0
                longest = Swift.max(longest, current[position + 1])
            }
            if longest >= runLength {
                for covered in (index - longest + 1)...index { hidden[covered] = true }
            }
            swap(&previous, &current)
        }
    }
}
