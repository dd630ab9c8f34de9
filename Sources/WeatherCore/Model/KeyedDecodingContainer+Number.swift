extension KeyedDecodingContainer {
    /// `decodeIfPresent(_:forKey:)` for a number that fails naming its key when the number does not fit `type`.
    /// Foundation's JSONDecoder says only "The given data was not valid JSON.", with no coding path, for 600.5
    /// or 1e300 read as an `Int` and 1e400 read as a `Double` (swift-foundation issues 274 and 1604).
    /// - Throws: `DecodingError.dataCorrupted` at the key, saying what was wrong ("600.5 is not a whole
    ///   number"); the decoder's own error for anything else (a string, an object).
    package func decodeNumberIfPresent<T: Decodable & Numeric>(_ type: T.Type, forKey key: Key) throws -> T? {
        do {
            return try decodeIfPresent(type, forKey: key)
        } catch let error as DecodingError where Self.isLocated(error) {
            throw error
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: misfit(forKey: key))
        }
    }

    /// `decode(_:forKey:)` for a number, failing as ``decodeNumberIfPresent(_:forKey:)`` does.
    package func decodeNumber<T: Decodable & Numeric>(_ type: T.Type, forKey key: Key) throws -> T {
        // Absent or null: the decoder's own keyNotFound or valueNotFound.
        guard let value = try decodeNumberIfPresent(type, forKey: key) else { return try decode(type, forKey: key) }
        return value
    }

    /// Why the number at `key` did not fit: a `Double` that is not whole or too big for an `Int`, or a number
    /// too big, or too near 0 (1e-400), even for a `Double`.
    private func misfit(forKey key: Key) -> String {
        guard let value = try? decode(Double.self, forKey: key) else {
            // Foundation refuses a number nearer 0 than a Double holds as a Double, but reads it as the Int 0
            // (the tests pin this); one too big it refuses as both.
            if (try? decode(Int.self, forKey: key)) == 0 {
                return "a number nearer 0 than ±4.9e-324, the smallest a Double holds"
            }
            return "a number beyond ±1.8e308"
        }
        return value.rounded(.towardZero) == value
            ? "\(value) is too big for a whole number" : "\(value) is not a whole number"
    }

    /// Whether the decoder's error names where it happened: every one but a `dataCorrupted` without a path.
    private static func isLocated(_ error: DecodingError) -> Bool {
        guard case .dataCorrupted(let context) = error else { return true }
        return !context.codingPath.isEmpty
    }
}
