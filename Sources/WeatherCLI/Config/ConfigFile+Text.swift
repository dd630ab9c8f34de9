import WeatherCore

extension ConfigFile {
    /// The file's bytes as JSON the decoder reads whole, with whether they were valid UTF-8: each invalid
    /// sequence becomes U+FFFD, so that the value holding it is named (``checkText(validUTF8:path:)``) rather
    /// than the file refused as "not valid JSON" or the value's type misread as a number.
    static func readable(_ data: Data) -> (data: Data, validUTF8: Bool) {
        let text = String(decoding: data, as: UTF8.self)
        let repaired = Data(text.utf8)
        return (repaired, repaired == data)
    }

    /// Refuses a string value that holds a NUL character, or that held bytes that are not UTF-8, naming its key:
    /// no option's value, place name or city has either, and a NUL would cut a request or a file name short.
    /// - Parameter validUTF8: whether the file was valid UTF-8; where it was, U+FFFD is the file's own.
    func checkText(validUTF8: Bool, path: String) throws(Unusable) {
        var strings: [(key: String, value: String)] = []
        for option in Option.allCases {
            guard case .text(let text)? = values[option], let key = option.declaration.configKey else { continue }
            strings.append((key, text))
        }
        if let place {
            strings += [("place", place.name), ("place.city", place.city)].compactMap { key, value in
                value.map { (key, $0) }
            }
        }
        for (name, entry) in (places ?? [:]).sorted(by: { $0.key < $1.key }) {
            strings.append(("places", name))
            if let city = entry.city { strings.append(("places.\(name.escapingControlCharacters).city", city)) }
        }
        for (key, value) in strings {
            if value.unicodeScalars.contains("\u{0}") {
                throw Unusable(message: "\(path): \"\(key)\" holds a NUL character (\\u0000), which no value has.")
            }
            if !validUTF8, value.unicodeScalars.contains("\u{FFFD}") {
                throw Unusable(message: "\(path): \"\(key)\" holds bytes that are not UTF-8; save the file as UTF-8.")
            }
        }
        if !validUTF8 {
            throw Unusable(message: "the config file \(path) is not valid UTF-8; save it as UTF-8.")
        }
    }
}
