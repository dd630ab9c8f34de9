import WeatherCore

extension ConfigFile {
    /// One line for each member name an object of the file gives twice: `config.json: "units" is given twice;
    /// the first is used.`, with the path to it inside a member (`"places.home.lat"`). The decoder keeps the
    /// first silently, where jq, Python and editors' JSON tools keep the last, so a setting added at the end of a
    /// file that already has it would do nothing, and nothing would say so. A warning, as an unknown key is: the
    /// file still works. Empty when `data` is not JSON the scan can follow.
    static func repeatedKeys(in data: Data, path: String) -> [String] {
        var scanner = KeyScanner(bytes: [UInt8](data))
        scanner.value(prefix: "", depth: 0)
        return scanner.repeated.map { "\(path): \"\($0)\" is given twice; the first is used." }
    }
}

/// Walks a JSON text and notes each member name an object repeats. Only what the decoder has already read as
/// JSON is given to it, so it follows the grammar loosely and stops where it cannot.
private struct KeyScanner {
    let bytes: [UInt8]
    var index = 0
    var repeated: [String] = []

    /// The decoder's own nesting limit is lower; this one keeps the walk off the stack's end whatever it gets.
    private static let deepest = 512

    /// Reads one value at `index`, noting repeated names under `prefix`.
    mutating func value(prefix: String, depth: Int) {
        skipSpace()
        guard index < bytes.count, depth < Self.deepest else { return }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var seen: Set<String> = []
            var said: Set<String> = []
            while true {
                skipSpace()
                guard index < bytes.count else { return }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard let name = string() else { return }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return }
                index += 1
                if !seen.insert(name).inserted, said.insert(name).inserted { repeated.append(prefix + name) }
                value(prefix: prefix + name + ".", depth: depth + 1)
            }
        case UInt8(ascii: "["):
            index += 1
            while true {
                skipSpace()
                guard index < bytes.count else { return }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                let start = index
                value(prefix: prefix, depth: depth + 1)
                guard index > start else { return }
            }
        case UInt8(ascii: "\""):
            _ = string()
        default:
            // A number, true, false or null: up to the next delimiter.
            let delimiters = Array(",]} \t\r\n".utf8)
            while index < bytes.count, !delimiters.contains(bytes[index]) { index += 1 }
        }
    }

    /// The string at `index`, its escapes read as JSON reads them (`"\u0075nits"` is `units`); nil when there
    /// is none.
    private mutating func string() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.count else { return nil }
        index += 1
        let token = Array(bytes[start..<index])
        guard token.contains(UInt8(ascii: "\\")) else {
            return String(decoding: token.dropFirst().dropLast(), as: UTF8.self)
        }
        let array = Data([UInt8(ascii: "[")] + token + [UInt8(ascii: "]")])
        let decoded = try? JSONDecoder().decode([String].self, from: array)
        return decoded?.first
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
}
