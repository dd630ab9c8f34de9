import WeatherCore

extension Options {
    /// The options to run with: the command line's, then the config file's, then the environment's, then the
    /// defaults of ``Options``' fields; the locale gives `lang` last, as it is only a guess.
    /// - Throws: ``UsageError`` for a place name that cannot be looked up, no place at all, or `--template`/`--urgent` with a
    ///   format they do not apply to; ``ConfigFile/Unusable`` for a config value that is not allowed.
    static func resolve(
        _ arguments: Arguments, config: ConfigFile, path: String, environment: [String: String]
    ) throws -> Options {
        var options = try filled(arguments, config: config, path: path, environment: environment).options
        options.lang = options.lang ?? LanguageCode.from(environment: environment)
        if case .places = options.source {
            options.source = .places(
                try places(
                    arguments, config: config, path: path, environment: environment,
                    text: Language(openWeatherCode: options.lang).phrases))
        }
        let given = arguments.given
        if given.contains(.within), !given.contains(.ifPrecipitation) {
            throw UsageError(message: "--within says how soon for --if; give --if precipitation, rain or snow")
        }
        // A bar shows a line whatever happens; --if prints nothing and answers with its exit status.
        if given.contains(.ifPrecipitation), given.contains(.format), options.format.isBar {
            let message = "--if answers with its exit status and prints nothing, so it takes no --format "
            throw UsageError(message: message + options.format.rawValue)
        }
        if options.condition != nil, case .places(let places) = options.source, places.count > 1 {
            throw UsageError(message: "--if answers for one place; run it once per place")
        }
        try checkBarOnlyFlags(
            arguments, format: options.format,
            formatFrom: !given.contains(.format) && config[.format] != nil ? path : nil)
        if options.format.isBar, case .places(let places) = options.source, places.count > 1 {
            throw UsageError(
                message: "--format \(options.format.rawValue) shows one place; run one bar module per place")
        }
        return options
    }

    /// The places of a run that is neither `--demo` nor `--input`: the command line's, names after explicit
    /// places in the order given, else the config file's default `"place"`.
    private static func places(
        _ arguments: Arguments, config: ConfigFile, path: String, environment: [String: String], text: Phrases
    ) throws -> [Place] {
        if arguments.options.here {
            // The place comes from the IP address or from the command line, never both: which would be shown?
            let given = arguments.given
            let other =
                given.contains(.lat) || given.contains(.lon)
                ? "--lat/--lon" : given.contains(.city) ? "--city" : arguments.names.first.map { "the place '\($0)'" }
            if let other { throw UsageError(message: "--here and \(other) both give the place; give one of them") }
            // The config file's place stands in when the location service cannot say where this is.
            var fallback = try configured(config, path: path)
            if case .here? = fallback { fallback = nil }
            let name = config.place?.name.flatMap { config.places?[$0] == nil ? nil : $0 }
            return [.here(fallback: fallback, fallbackName: fallback == nil ? nil : name)]
        }
        if !arguments.places.isEmpty || !arguments.names.isEmpty {
            // A name the config file's "places" has is that place; any other is looked up by name, as --city is
            // (`weather Seoul`).
            let named = try arguments.names.map { name throws -> Place in
                if let entry = config.places?[name] { return try place(entry, name: name, path: path) }
                do throws(ValueError) {
                    return .city(try ValueParser.city(name))
                } catch {
                    throw UsageError(message: error.message(subject: Positional.place.name, value: name))
                }
            }
            return arguments.places + named
        }
        if let place = try configured(config, path: path) { return [place] }
        let key = environment["OPENWEATHER_API_KEY"].map { $0.trimmingWhitespace.isEmpty } ?? true
        throw UsageError.noPlace(
            configPath: path, config: config,
            keyFile: key ? APIKeyLocator(environment: environment, currentDirectory: ".").candidateFiles.last : nil,
            text: text)
    }

    /// The config file's default `"place"`: coordinates, a city, an entry of `"places"`, or `"here"` (the IP
    /// address's place, unless `"places"` has an entry of that name); nil when it names none.
    private static func configured(_ config: ConfigFile, path: String) throws -> Place? {
        guard let entry = config.place else { return nil }
        guard let name = entry.name else { return try place(entry, name: "place", path: path) }
        if let named = config.places?[name] { return try place(named, name: name, path: path) }
        if name == Self.herePlace { return .here(fallback: nil) }
        throw ConfigFile.Unusable(message: "\(path): \"place\" names '\(name)', which is not in \"places\".")
    }

    /// The config file's `"place"` that asks for the IP address's place, as `--here` does.
    static let herePlace = "here"

    /// A line for each bare word that is not in the config file's "places" but is one or two letters from a
    /// name that is (`weather hom` with a `home`): it is looked up by name, which may find some other place,
    /// so the run says so rather than silently showing it.
    static func nearMisses(_ names: [String], config: ConfigFile, path: String) -> [String] {
        let known = (config.places?.keys.sorted() ?? [])
        return names.compactMap { name in
            guard config.places?[name] == nil else { return nil }
            let near = known.map { ($0, ArgumentParser.editDistance(name, $0, bound: max(1, name.count / 3))) }.min {
                $0.1 < $1.1
            }
            guard let near, near.1 <= max(1, name.count / 3) else { return nil }
            return "'\(name)' is not in \"places\" of \(path), so it is looked up by name (did you mean '\(near.0)'?)."
        }
    }

    /// `--template` and `--urgent` on the command line change only bar formats (`--urgent` only i3blocks), and
    /// `--now`, `--today` and `--week` only the table, so with another format they would be silently ignored: a
    /// usage error naming the formats they apply to. A `template` in the config file is fine with any format:
    /// it is there for the bars.
    /// - Parameter formatFrom: the config file that chose the format, when the command line did not.
    private static func checkBarOnlyFlags(_ arguments: Arguments, format: Format, formatFrom: String?) throws {
        let chosen = "--format \(format.rawValue)" + (formatFrom.map { " (from \($0))" } ?? "")
        if arguments.given.contains(.template), !format.isBar {
            let bars = Format.allCases.filter(\.isBar).map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "--template applies only to the bar formats (\(bars)), not to \(chosen)")
        }
        if let section = TableSection.allCases.first(where: arguments.options.askedSections.contains), format != .table
        {
            throw UsageError(message: "--\(section.rawValue) chooses a part of the table, not of \(chosen)")
        }
        if arguments.options.follow, !format.isBar {
            throw UsageError(
                message: "--follow applies only to the bar formats, which read a new line; not to \(chosen)")
        }
        if arguments.options.follow, arguments.options.ifPrecipitation != nil {
            throw UsageError(message: "--follow prints lines for a bar; --if answers once with its exit status")
        }
        if arguments.options.urgent, format != .bar(.i3blocks) {
            throw UsageError(message: "--urgent applies only to --format i3blocks, not to \(chosen)")
        }
    }

    private static func place(_ entry: ConfigFile.PlaceEntry, name: String, path: String) throws -> Place {
        if let city = entry.city, !city.isEmpty {
            guard entry.lat == nil, entry.lon == nil else {
                throw ConfigFile.Unusable(
                    message: "\(path): place '\(name)' has both \"city\" and \"lat\"/\"lon\"; give one of them.")
            }
            // The command line's check and words (`--city`): a name from the file is held to the same limits.
            do throws(ValueError) {
                return .city(try ValueParser.city(city))
            } catch {
                throw ConfigFile.Unusable(
                    message: error.message(subject: "\(path): place '\(name)' \"city\"", value: city) + ".")
            }
        }
        guard let lat = entry.lat, let lon = entry.lon, (-90...90).contains(lat), (-180...180).contains(lon) else {
            throw ConfigFile.Unusable(
                message: "\(path): place '\(name)' needs \"lat\" (-90…90) and \"lon\" (-180…180), or \"city\".")
        }
        return .coordinates(latitude: lat, longitude: lon)
    }

    /// `arguments` with what the command line leaves out filled in from the config file, then from the
    /// environment, each written by the option's own declaration.
    /// - Parameter declarations: the options to fill in; all of them but in tests.
    /// - Throws: ``ConfigFile/Unusable`` naming the key or variable whose value is not allowed.
    static func filled(
        _ arguments: Arguments, config: ConfigFile, path: String, environment: [String: String],
        declarations: [(Option, Option.Declaration)] = Option.allCases.map { ($0, $0.declaration) }
    ) throws(ConfigFile.Unusable) -> Arguments {
        var filled = arguments
        // The parts of the table are one choice spelled as three flags: any of them on the command line makes
        // the choice, and the config file's are not added to it.
        let sections: Set<Option> = [.now, .today, .week]
        let sectionChosen = !sections.isDisjoint(with: arguments.given)
        for (option, declaration) in declarations where !arguments.given.contains(option) {
            if sectionChosen, sections.contains(option) { continue }
            let subject: String, input: Option.Declaration.Input
            if let key = declaration.configKey, let value = config[option] {
                (subject, input) = ("\(path): \"\(key)\"", value)
            } else if let variable = declaration.environmentVariable, let value = environment[variable] {
                (subject, input) = (variable, .text(value))
            } else {
                continue
            }
            do {
                try declaration.store(&filled, input)
            } catch {
                throw ConfigFile.Unusable(message: error.message(subject: subject, value: input.text) + ".")
            }
        }
        return filled
    }
}
