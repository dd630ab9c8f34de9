import WeatherCore

/// The config file, `$XDG_CONFIG_HOME/weather/config.json` (default `~/.config/weather/config.json`) or
/// `--config PATH`: defaults for options the command line leaves out, and named places.
///
/// ```json
/// {"units": "metric", "lang": "kr", "format": "table", "icons": "emoji", "color": "auto", "max_age": 600,
///  "place": "home",
///  "places": {"home": {"lat": 37.5665, "lon": 126.978}, "mum": {"city": "Busan,KR"}}}
/// ```
struct ConfigFile: Decodable, Equatable {
    /// A place in the file: coordinates, a city name for the Geocoding API, or (for `place`) the name of an
    /// entry of `places`.
    struct PlaceEntry: Decodable, Equatable {
        var lat: Double?
        var lon: Double?
        var city: String?
        var name: String?

        init(from decoder: any Decoder) throws {
            if let name = try? decoder.singleValueContainer().decode(String.self) {
                self.name = name
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // Numbers: 1e400 or 1e-400 are named with the key, not "not valid JSON" (decodeNumberIfPresent).
            lat = try container.decodeNumberIfPresent(Double.self, forKey: .lat)
            lon = try container.decodeNumberIfPresent(Double.self, forKey: .lon)
            city = try container.decodeIfPresent(String.self, forKey: .city)
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case lat, lon, city
        }
    }

    /// Why the config file cannot be used: one line naming the file, exit status 78.
    struct Unusable: Error, Equatable {
        var message: String
    }

    /// The defaults the file gives for options: those whose declaration has a
    /// ``Option/Declaration/configKey``, each of the JSON type its ``Option/Declaration/configType`` says (a
    /// number as its text, to be read by the option's parser as the command line's would be).
    var values: [Option: Option.Declaration.Input] = [:]
    var place: PlaceEntry?
    var places: [String: PlaceEntry]?

    /// The value the file gives for `option`.
    subscript(option: Option) -> Option.Declaration.Input? { values[option] }

    /// The keys that are not options' defaults.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case place, places
    }

    /// Every top-level key the file may have.
    static let keys = Option.allCases.compactMap(\.declaration.configKey) + CodingKeys.allCases.map(\.rawValue)

    /// A key whose value is not of the JSON type its option takes: `"chart" takes true or false, not a string`.
    struct WrongType: Error, Equatable {
        var key: String
        var takes: Option.Declaration.ConfigType
        var found: JSONType

        var message: String { "\"\(key)\" takes \(takes.takes), not \(found.name)" }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        place = try container.decodeIfPresent(PlaceEntry.self, forKey: .place)
        places = try container.decodeIfPresent([String: PlaceEntry].self, forKey: .places)
        let options = try decoder.container(keyedBy: AnyKey.self)
        for option in Option.allCases {
            let declaration = option.declaration
            guard let name = declaration.configKey else { continue }
            let key = AnyKey(name)
            guard let found = try options.decodeIfPresent(JSONType.self, forKey: key), found != .null else { continue }
            switch (declaration.configType, found) {
            case (.boolean, .boolean): values[option] = .flag(try options.decode(Bool.self, forKey: key))
            case (.number, .number): values[option] = try Self.numberText(in: options, key).map { .text($0) }
            case (.string, .string): values[option] = .text(try options.decode(String.self, forKey: key))
            default: throw WrongType(key: name, takes: declaration.configType, found: found)
            }
        }
    }

    /// The JSON type of a value, found without reading it.
    enum JSONType: Decodable, Equatable {
        case null, boolean, number, string, array, object

        /// "a string", "an object", for messages.
        var name: String {
            switch self {
            case .null: "null"
            case .boolean: "true or false"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }

        init(from decoder: any Decoder) throws {
            if (try? decoder.container(keyedBy: AnyKey.self)) != nil {
                self = .object
            } else if (try? decoder.unkeyedContainer()) != nil {
                self = .array
            } else {
                let value = try decoder.singleValueContainer()
                if value.decodeNil() {
                    self = .null
                } else if (try? value.decode(Bool.self)) != nil {
                    self = .boolean
                } else if (try? value.decode(String.self)) != nil {
                    self = .string
                } else {
                    // A number, even one a Double cannot hold (1e400): numberText names the key for that.
                    self = .number
                }
            }
        }
    }

    /// The number at `key` as the command line would have it, "600" or "600.5", so that the option's own
    /// parser says what is wrong with it as for `--max-age 600.5` ("\"max_age\" takes whole seconds …, not
    /// '600.5'"); nil when the key is absent or null.
    /// - Throws: `DecodingError` naming the key for a number a `Double` cannot hold (beyond ±1.8e308, or nearer
    ///   0 than ±4.9e-324).
    private static func numberText(in container: KeyedDecodingContainer<AnyKey>, _ key: AnyKey) throws -> String? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        // As a Double first: Foundation reads 1e-400 as the Int 0, which would pass for "0".
        let number = try container.decodeNumber(Double.self, forKey: key)
        if let whole = try? container.decode(Int.self, forKey: key) { return String(whole) }
        return String(number)
    }

    /// The default file: `$XDG_CONFIG_HOME/weather/config.json` when that is an absolute path, else
    /// `$HOME/.config/weather/config.json`; nil without either.
    static func defaultPath(environment: [String: String]) -> String? {
        BaseDirectory.config.folder(environment: environment).map { $0 + "/config.json" }
    }

    /// The default file as `--help` names it, for messages when neither variable gives it a path (a service's
    /// bare environment): a bare "config.json" would read as a file in the working directory, which is never
    /// read.
    static let unplacedPath = "$XDG_CONFIG_HOME/weather/config.json"

    /// The file at `path`; an empty config when it does not exist and was not asked for by name.
    /// - Parameter warn: called with one line for each key the file has that `weather` does not know (see
    ///   ``unknownKeys(in:path:)``) and each it gives twice (``repeatedKeys(in:path:)``), after the rest of the
    ///   file was read, and with one line when the file holds
    ///   the user's location and others can read it (``exposure(of:path:)``).
    /// - Parameter deadline: until when a config file that is a FIFO or pipe may take: the run's.
    /// - Throws: ``Unusable`` when the file is unreadable or not the JSON above (naming the key that is wrong).
    static func load(
        path: String?, required: Bool, deadline: Deadline = .fromNow(InputReader.defaultTimeout),
        warn: (String) -> Void
    ) throws(Unusable) -> ConfigFile {
        guard let path else { return ConfigFile() }
        guard FileManager.default.fileExists(atPath: path) else {
            if required { throw Unusable(message: "the config file \(path) does not exist.") }
            return ConfigFile()
        }
        let data: Data
        do {
            data = try InputReader.read(path, limit: InputReader.smallFileLimit, deadline: deadline)
        } catch {
            throw Unusable(message: "cannot read the config file \(path): \(error.reason)")
        }
        // An empty file (or one of only white space) is no settings, as `{}` is: `--config /dev/null` runs
        // without the usual file, and a file just created is not an error.
        if isBlank(data) {
            var config = ConfigFile()
            config.bytes = data
            return config
        }
        let (readable, validUTF8) = readable(data)
        do {
            var config = try JSONDecoder().decode(ConfigFile.self, from: readable)
            try config.checkText(validUTF8: validUTF8, path: path)
            config.bytes = data
            unknownKeys(in: readable, path: path).forEach(warn)
            repeatedKeys(in: readable, path: path).forEach(warn)
            exposure(of: config, path: path).map(warn)
            return config
        } catch let error as Unusable {
            throw error
        } catch let error as WrongType {
            throw Unusable(message: "the config file \(path) is not valid: \(error.message).")
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw Unusable(message: "the config file \(path) is not valid JSON.")
        } catch DecodingError.dataCorrupted(let context) {
            // The decoder's own words say what is wrong with the value ("a number beyond ±1.8e308"); the config
            // has no arrays, so its keys joined by dots are the path.
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            let reason = context.debugDescription.isEmpty ? "not a value it takes" : context.debugDescription
            throw Unusable(message: "the config file \(path) is not valid: \(key): \(reason).")
        } catch let error as DecodingError {
            throw Unusable(message: "the config file \(path) is not valid: \(NetworkError(decoding: error).detail).")
        } catch {
            throw Unusable(message: "the config file \(path) is not valid JSON.")
        }
    }

    init() {}

    /// Whether `data` is empty or JSON white space alone, after a UTF-8 byte order mark (which the decoder takes
    /// before an object, and editors write into an empty file): a file that holds no settings, and no object to
    /// add a member to.
    static func isBlank(_ data: Data) -> Bool {
        let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return text.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// The file as read: `--follow` hands it to its polling copies, so that they run with the configuration the
    /// follower has, not a file changed since (SIGHUP reads it again, and keeps it when the new one is broken).
    var bytes: Data?

    /// The warning for a file that says where the user is (a `place`, or `places`) and that other users can
    /// read, naming the fix; nil for one that does not, or that is not a regular file (`--config <(…)`). Said,
    /// not refused, as ssh says of a key file others can read: a file shared on purpose still works.
    static func exposure(of config: ConfigFile, path: String) -> String? {
        guard config.place != nil || config.places?.isEmpty == false else { return nil }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o044 != 0 else {
            return nil
        }
        let mode = String(status.st_mode & 0o777, radix: 8)
        return "the config file \(path) says where you are and other users can read it (mode \(mode)); "
            + "run chmod 600 \(path)."
    }

    /// One line for each key of the file that `weather` does not know, at the top level and inside a place:
    /// `config.json: unknown key "unit" (did you mean "units"?)`, or `"places.home.citi"` inside a place. A
    /// warning rather than an error, so that a config written for a newer `weather` still works with this one;
    /// the names under `places` are the user's own and are not checked. Empty when `data` is not a JSON object.
    static func unknownKeys(in data: Data, path: String) -> [String] {
        guard let file = try? JSONDecoder().decode(KeyNames.self, from: data), let top = file.names else { return [] }
        let placeKeys = PlaceEntry.CodingKeys.allCases.map(\.rawValue)
        var lines = unknown(top, known: keys, prefix: "", path: path)
        if let place = file.place?.names {
            lines += unknown(place, known: placeKeys, prefix: "place.", path: path)
        }
        for (name, place) in (file.places ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let names = place.names else { continue }
            lines += unknown(names, known: placeKeys, prefix: "places.\(name).", path: path)
        }
        return lines
    }

    /// The member names of the file's object, and of the objects under its `place` and `places`; nil where a
    /// value is not an object. Values are not decoded.
    private struct KeyNames: Decodable {
        var names: [String]?
        var place: MemberNames?
        var places: [String: MemberNames]?

        init(from decoder: any Decoder) {
            let container = try? decoder.container(keyedBy: AnyKey.self)
            names = container?.allKeys.map(\.stringValue)
            place = try? container?.decodeIfPresent(MemberNames.self, forKey: AnyKey(CodingKeys.place.rawValue))
            places = try? container?.decodeIfPresent(
                [String: MemberNames].self, forKey: AnyKey(CodingKeys.places.rawValue))
        }
    }

    /// The member names of a JSON object; nil when the value is not an object.
    private struct MemberNames: Decodable {
        var names: [String]?

        init(from decoder: any Decoder) {
            names = (try? decoder.container(keyedBy: AnyKey.self))?.allKeys.map(\.stringValue)
        }
    }

    /// Any member name.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The lines for the keys in `keys` that are not in `known`, sorted, each with the nearest known key when it
    /// is a likely typo: at most 2 edits, and at most half the key's length ("unit" → "units", but "lng" is
    /// as near "lat" as "lon" and gets no guess).
    private static func unknown(
        _ keys: [String], known: [String], prefix: String, path: String
    ) -> [String] {
        keys.filter { !known.contains($0) }.sorted().map { key in
            let distances = known.map { ($0, ArgumentParser.editDistance(key.lowercased(), $0, bound: 2)) }
            let nearest = distances.min { $0.1 < $1.1 }.flatMap { $0.1 <= min(2, key.count / 2) ? $0.0 : nil }
            let hint = nearest.map { " (did you mean \"\(prefix)\($0)\"?)" } ?? ""
            return "\(path): unknown key \"\(prefix)\(key)\"\(hint)"
        }
    }
}

extension NetworkError {
    /// "list[3].main.temp: expected a number" for a parse error; the description otherwise.
    var detail: String {
        if case .parseError(let path, let reason) = self { return path.isEmpty ? reason : "\(path): \(reason)" }
        return errorDescription ?? "\(self)"
    }
}
