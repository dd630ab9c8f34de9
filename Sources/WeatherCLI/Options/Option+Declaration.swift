import WeatherCore

extension Option {
    /// Everything about one option: how it is spelled and read, where it writes its value, and what `--help`,
    /// the completion scripts, the config file and the environment say of it. Made by ``value(_:_:_:parse:_:)``,
    /// ``choice(_:_:_:aliases:_:)``, ``toggle(_:_:_:)``, ``flag(_:short:_:_:sets:)`` or
    /// ``repeated(_:_:_:parse:_:)``, then ``config(_:as:)``, ``environment(_:)`` and ``offline(_:)`` as needed.
    struct Declaration {
        /// Where an option writes its value: a key path into ``Arguments``, made only when the option is stored.
        /// Every run makes every declaration to look up the spellings it was given, and making the ~35 key paths
        /// costs the runtime more than the rest of parsing together (about 0.6 M instructions of a cache hit).
        typealias Field<T> = () -> WritableKeyPath<Arguments, T>

        /// What follows the option, which is also what a shell offers to complete there.
        enum Value: Equatable {
            /// Nothing: a flag.
            case none
            /// Free text, shown as `<placeholder>`; shells offer nothing.
            case text(placeholder: String)
            /// A file name; shells complete paths.
            case file(placeholder: String)
            /// One of a fixed set of words; shells offer them.
            case choice(placeholder: String, values: [String])
            /// Free text for which some words are usual; shells offer those, and any other is taken too.
            case suggested(placeholder: String, values: [String])
        }

        /// What one source gives for an option: a flag's setting, or the text of a value.
        enum Input: Equatable {
            case flag(Bool)
            case text(String)
        }

        /// The JSON type the config file gives the option's value as.
        enum ConfigType: Equatable {
            /// `true` or `false`: every flag.
            case boolean
            /// A number, read by the option's parser as the command line's text would be.
            case number
            /// A string, read by the option's parser.
            case string

            /// What a value of this type is, for the error naming a value of another.
            var takes: String {
                switch self {
                case .boolean: "true or false"
                case .number: "a number"
                case .string: "a string"
                }
            }
        }

        /// A run that asks OpenWeather nothing: `--demo`, a response recorded with `lang=kr` and bundled with
        /// `weather`, or `--input`, a saved response. Neither makes a request or reads a key or the cache.
        enum OfflineRun: Equatable {
            case demo, input
        }

        /// Whether `--demo` and `--input` use the option. Those that tune the request, the key or the cache do
        /// not; options that shape the output (format, units, icons, chart) do.
        enum OfflineUse: Equatable {
            case used
            /// Neither uses it: a run without a request, key or cache.
            case ignored
            /// `--input` uses it and `--demo` does not (`--input-units`).
            case ignoredByDemo
            /// It bounds reading files: the `--input` file, or a `--config` pipe (`--timeout`).
            case boundsReading

            /// Whether the option changes nothing in `run`, with the options `given` beside it.
            func doesNothing(in run: OfflineRun, given: Set<Option>) -> Bool {
                switch self {
                case .used: false
                case .ignored: true
                case .ignoredByDemo: run == .demo
                case .boundsReading: run == .demo && !given.contains(.config)
                }
            }
        }

        /// The long spelling, `--units`.
        var name: String
        /// A one-letter spelling, `-h`, when there is one.
        var short: String?
        /// The spelling that sets a flag to false, `--no-chart`, when there is one.
        var negation: String?
        /// What follows the option.
        var value: Value
        /// One line, a sentence, for `--help` and the completion menus.
        var summary: String
        /// The config file's key for the option's default (`max_age`), when it has one.
        var configKey: String?
        /// The JSON type of ``configKey``'s value.
        var configType = ConfigType.string
        /// The environment variable read when neither the command line nor the config file gives the option.
        var environmentVariable: String?
        /// Whether the option may be given more than once (each adds a place).
        var isRepeatable = false
        /// Whether `--demo` and `--input` use the option; the run warns about those they ignore.
        var offlineUse = OfflineUse.used
        /// Writes the option's value into the arguments (into their ``Arguments/options`` for all but the few
        /// that only the command line has).
        var store: (inout Arguments, Input) throws(ValueError) -> Void

        /// The word in `<…>` for `--help`; nil for a flag.
        var placeholder: String? {
            switch value {
            case .none: nil
            case .text(let placeholder), .file(let placeholder), .choice(let placeholder, _),
                .suggested(let placeholder, _):
                placeholder
            }
        }

        /// The words the option allows, which `--help` lists; empty unless it is a choice.
        var values: [String] {
            if case .choice(_, let values) = value { return values }
            return []
        }

        /// The words a shell offers after the option: a choice's, or the usual ones of a suggested value.
        var offered: [String] {
            switch value {
            case .choice(_, let values), .suggested(_, let values): values
            case .none, .text, .file: []
            }
        }

        /// Whether a value follows the option.
        var takesValue: Bool { value != .none }

        /// Every spelling: the long one, the short one and the negation, when there are those.
        var spellings: [String] { [name] + [short, negation].compactMap { $0 } }

        /// The long spelling as `--help` and the README write it: `--[no-]chart` for a flag with a negation.
        var synopsis: String { negation == nil ? name : "--[no-]" + name.dropFirst(2) }

        /// A declaration that only describes an option, for tests of the scripts made from declarations.
        init(name: String, short: String? = nil, negation: String? = nil, value: Value, summary: String) {
            self.init(name: name, short: short, value: value, summary: summary) { _, _ throws(ValueError) in }
            self.negation = negation
        }

        init(
            name: String, short: String? = nil, value: Value, summary: String,
            store: @escaping (inout Arguments, Input) throws(ValueError) -> Void
        ) {
            self.name = name
            self.short = short
            self.value = value
            self.summary = summary
            self.store = store
        }

        /// A flag with a `--no-` form: `--chart` sets `field` to true, `--no-chart` to false, and the config file
        /// gives it as JSON `true` or `false`.
        static func toggle(
            _ name: String, _ summary: String, _ field: @autoclosure @escaping Field<Bool>
        ) -> Declaration {
            var declaration = Declaration(name: name, value: .none, summary: summary) {
                arguments, input throws(ValueError) in
                arguments[keyPath: field()] = try input.setting()
            }
            declaration.negation = "--no-" + String(name.dropFirst(2))
            return declaration
        }

        /// A flag without a negation, setting `field` to `value`: a command (`--help`), a source (`--demo`), or
        /// a negation of its own (`--no-cache`).
        static func flag<T>(
            _ name: String, short: String? = nil, _ summary: String, _ field: @autoclosure @escaping Field<T>,
            sets value: T
        ) -> Declaration {
            Declaration(name: name, short: short, value: .none, summary: summary) { arguments, _ throws(ValueError) in
                arguments[keyPath: field()] = value
            }
        }

        /// A flag that adds `section` to the parts of the table shown (`--now`); the config file's `false` leaves it
        /// out instead (`"now": false`).
        static func section(_ section: TableSection, _ summary: String) -> Declaration {
            Declaration(name: "--" + section.rawValue, value: .none, summary: summary) {
                arguments, input throws(ValueError) in
                if try input.setting() {
                    if !arguments.options.askedSections.contains(section) {
                        arguments.options.askedSections.append(section)
                    }
                } else if !arguments.options.hiddenSections.contains(section) {
                    arguments.options.hiddenSections.append(section)
                }
            }
        }

        /// An option whose value `parse` reads into `field`.
        static func value<T>(
            _ name: String, _ value: Value, _ summary: String, parse: @escaping (String) throws(ValueError) -> T,
            _ field: @autoclosure @escaping Field<T>
        ) -> Declaration {
            Declaration(name: name, value: value, summary: summary) { arguments, input throws(ValueError) in
                arguments[keyPath: field()] = try parse(input.text)
            }
        }

        /// One of the raw values of `T`, in declaration order, read into `field`; `aliases` are other words for
        /// some of them (`c` for `metric`).
        static func choice<T: RawRepresentable & CaseIterable>(
            _ name: String, _ placeholder: String, _ summary: String, aliases: [String: T] = [:],
            _ field: @autoclosure @escaping Field<T>
        ) -> Declaration where T.RawValue == String {
            value(
                name, .choice(placeholder: placeholder, values: T.allCases.map { $0.rawValue }), summary,
                parse: { (text) throws(ValueError) in try ValueParser.choice(text, aliases: aliases) }, field())
        }

        /// ``choice(_:_:_:aliases:_:)`` into a field that is nil until it is given.
        static func choice<T: RawRepresentable & CaseIterable>(
            _ name: String, _ placeholder: String, _ summary: String, aliases: [String: T] = [:],
            _ field: @autoclosure @escaping Field<T?>
        ) -> Declaration where T.RawValue == String {
            value(
                name, .choice(placeholder: placeholder, values: T.allCases.map { $0.rawValue }), summary,
                parse: { (text) throws(ValueError) -> T in try ValueParser.choice(text, aliases: aliases) }, field())
        }

        /// A repeatable option whose values `parse` appends to `field`.
        static func repeated<T>(
            _ name: String, _ value: Value, _ summary: String, parse: @escaping (String) throws(ValueError) -> T,
            _ field: @autoclosure @escaping Field<[T]>
        ) -> Declaration {
            var declaration = Declaration(name: name, value: value, summary: summary) {
                arguments, input throws(ValueError) in
                arguments[keyPath: field()].append(try parse(input.text))
            }
            declaration.isRepeatable = true
            return declaration
        }

        /// This declaration with the config file's `key` for it, whose value is JSON `type` (a flag's is always
        /// `true` or `false`).
        func config(_ key: String, as type: ConfigType = .string) -> Declaration {
            var declaration = self
            declaration.configKey = key
            declaration.configType = takesValue ? type : .boolean
            return declaration
        }

        /// This declaration with the environment variable read when neither the command line nor the config
        /// file gives it (for a flag: 1, true, yes or on; 0, false, no, off or empty).
        func environment(_ variable: String) -> Declaration {
            var declaration = self
            declaration.environmentVariable = variable
            return declaration
        }

        /// This declaration with what `--demo` and `--input` make of it.
        func offline(_ use: OfflineUse) -> Declaration {
            var declaration = self
            declaration.offlineUse = use
            return declaration
        }
    }
}

extension Option.Declaration.Input {
    /// The text of a value; a flag's setting as the text "true" or "false", which no option's parser takes.
    var text: String {
        switch self {
        case .text(let text): text
        case .flag(let on): on ? "true" : "false"
        }
    }

    /// A flag's setting: its own, or the environment's text for it.
    func setting() throws(ValueError) -> Bool {
        switch self {
        case .flag(let on): return on
        case .text(let text):
            switch text.trimmingWhitespace.lowercased() {
            case "1", "true", "yes", "on": return true
            case "0", "false", "no", "off", "": return false
            default: throw ValueError(predicate: "takes 1 or 0, true or false")
            }
        }
    }
}
