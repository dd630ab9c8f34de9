extension Option {
    /// Everything about one option: how it is spelled and read, and what `--help`, the completion scripts and
    /// the config file say of it.
    struct Declaration {
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
        }

        /// The long spelling, `--units`.
        var name: String
        /// A one-letter spelling, `-h`, when there is one.
        var short: String?
        /// What follows the option.
        var value: Value
        /// One line, a sentence, for `--help` and the completion menus.
        var summary: String
        /// The config file's key for the option's default (`max_age`), when it has one.
        var configKey: String?
        /// Whether the config file holds the value as a JSON number rather than a string.
        var configIsNumber = false
        /// Whether the config file gives this flag as JSON `true`/`false` (`"chart": true`).
        var configIsBool = false
        /// The environment variable read when neither the command line nor the config file gives the option.
        var environmentVariable: String?
        /// Whether the option may be given more than once (each adds a place).
        var isRepeatable = false
        /// Reads the option's value (nil for a flag) into the arguments.
        var store: (inout Arguments, String?) throws(ValueError) -> Void

        /// The word in `<…>` for `--help`; nil for a flag.
        var placeholder: String? {
            switch value {
            case .none: nil
            case .text(let placeholder), .file(let placeholder), .choice(let placeholder, _): placeholder
            }
        }

        /// The words a shell offers after the option; empty unless it is a choice.
        var values: [String] {
            if case .choice(_, let values) = value { return values }
            return []
        }

        /// Whether a value follows the option.
        var takesValue: Bool { value != .none }

        /// The long spelling and, when there is one, the short one.
        var spellings: [String] { [name] + (short.map { [$0] } ?? []) }

        /// A declaration that only describes an option, for tests of the scripts made from declarations.
        init(name: String, short: String? = nil, value: Value, summary: String) {
            self.init(name: name, short: short, value: value, summary: summary) { _, _ throws(ValueError) in }
        }

        init(
            name: String, short: String? = nil, value: Value, summary: String,
            store: @escaping (inout Arguments, String?) throws(ValueError) -> Void
        ) {
            self.name = name
            self.short = short
            self.value = value
            self.summary = summary
            self.store = store
        }

        /// A flag, setting `field` to true; a config file's `false` (``configIsBool``) leaves it false.
        static func flag(
            _ name: String, short: String? = nil, _ summary: String, _ field: WritableKeyPath<Arguments, Bool>
        ) -> Declaration {
            Declaration(name: name, short: short, value: .none, summary: summary) {
                arguments, text throws(ValueError) in
                arguments[keyPath: field] = text != "false"
            }
        }

        /// An option whose value `parse` reads into `field`.
        static func value<T>(
            _ name: String, _ value: Value, _ summary: String, config: String? = nil, configIsNumber: Bool = false,
            environment: String? = nil, parse: @escaping (String) throws(ValueError) -> T,
            _ field: WritableKeyPath<Arguments, T?>
        ) -> Declaration {
            var declaration = Declaration(name: name, value: value, summary: summary) {
                arguments, text throws(ValueError) in
                arguments[keyPath: field] = try parse(text ?? "")
            }
            declaration.configKey = config
            declaration.configIsNumber = configIsNumber
            declaration.environmentVariable = environment
            return declaration
        }

        /// One of the raw values of `T`, in declaration order, read into `field`; `aliases` are other words for
        /// some of them (`c` for `metric`).
        static func choice<T: RawRepresentable & CaseIterable>(
            _ name: String, _ placeholder: String, _ summary: String, config: String? = nil,
            aliases: [String: T] = [:], _ field: WritableKeyPath<Arguments, T?>
        ) -> Declaration where T.RawValue == String {
            value(
                name, .choice(placeholder: placeholder, values: T.allCases.map(\.rawValue)), summary, config: config,
                parse: { (text) throws(ValueError) in try ValueParser.choice(text, aliases: aliases) }, field)
        }

        /// A repeatable option whose values `parse` appends to `field`.
        static func repeated<T>(
            _ name: String, _ value: Value, _ summary: String, parse: @escaping (String) throws(ValueError) -> T,
            _ field: WritableKeyPath<Arguments, [T]>
        ) -> Declaration {
            var declaration = Declaration(name: name, value: value, summary: summary) {
                arguments, text throws(ValueError) in
                arguments[keyPath: field].append(try parse(text ?? ""))
            }
            declaration.isRepeatable = true
            return declaration
        }
    }
}
