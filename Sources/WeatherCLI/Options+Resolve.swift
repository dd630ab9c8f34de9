import WeatherCore

extension Options {
    /// `--timeout` when none is given, seconds: 5 for a status bar, which must not hang, else 10.
    static func defaultTimeout(isBar: Bool) -> Double {
        isBar ? 5 : 10
    }

    /// The options to run with: the command line first, then the config file, then the environment's
    /// locale (for `lang` only) and built-in defaults. An explicit `lang` in the config file beats the
    /// locale, which is only a guess.
    /// - Throws: ``UsageError`` for a place name that cannot be looked up, no place at all, or `--template`/`--urgent` with a
    ///   format they do not apply to; ``ConfigFile/Failure`` for a config value that is not allowed.
    static func resolve(
        _ arguments: Arguments, config: ConfigFile, path: String, environment: [String: String]
    ) throws -> Options {
        var options = Options(source: .demo)
        if arguments.demo {
            options.source = .demo
        } else if let input = arguments.input {
            options.source = .input(path: input)
        } else if !arguments.places.isEmpty || !arguments.names.isEmpty {
            // Names come after explicit places, in the order given. A name the config file's "places" has is
            // that place; any other is looked up by name, as --city is (`weather Seoul`).
            let named = try arguments.names.map { name throws -> Place in
                if let entry = config.places?[name] { return try place(entry, name: name, path: path) }
                do throws(ValueError) {
                    return .city(try ValueParser.city(name))
                } catch {
                    throw UsageError(message: error.message(subject: Positional.place.name, value: name))
                }
            }
            options.source = .places(arguments.places + named)
        } else if let entry = config.place {
            if let name = entry.name {
                guard let named = config.places?[name] else {
                    throw ConfigFile.Failure(message: "\(path): \"place\" names '\(name)', which is not in \"places\".")
                }
                options.source = .places([try place(named, name: name, path: path)])
            } else {
                options.source = .places([try place(entry, name: "place", path: path)])
            }
        } else {
            let key = environment["OPENWEATHER_API_KEY"].map { $0.trimmingWhitespace.isEmpty } ?? true
            throw UsageError.noPlace(
                configPath: path, config: config,
                keyFile: key ? APIKeyLocator(environment: environment, currentDirectory: ".").candidateFiles.last : nil)
        }

        let given = arguments
        let arguments = try Self.defaults(for: arguments, config: config, path: path, environment: environment)
        options.units = arguments.units ?? .metric
        options.format = arguments.format ?? .table
        options.icons = arguments.icons ?? .emoji
        options.color = arguments.color ?? .auto
        options.ambiguousWidth = arguments.ambiguousWidth ?? .narrow
        options.template = arguments.template
        options.lang = arguments.lang ?? LanguageCode.from(environment: environment)
        options.maxAge = arguments.maxAge ?? options.maxAge
        options.count = arguments.count
        options.inputUnits = arguments.inputUnits ?? .standard
        options.baseURL = arguments.baseURL
        options.timeout = arguments.timeout ?? Options.defaultTimeout(isBar: options.format.isBar)
        options.apiKeyFile = arguments.apiKeyFile
        options.refresh = arguments.refresh
        options.useCache = !arguments.noCache
        options.verbose = arguments.verbose
        options.urgent = arguments.urgent
        options.chart = arguments.chart || config[.chart] == "true"
        options.air = arguments.air
        options.precipitationThreshold =
            Double(arguments.precipitationThreshold ?? Int(PrecipitationSpell.defaultThreshold * 100)) / 100
        options.rainSoon = arguments.rainSoon ?? options.rainSoon
        options.days = arguments.days
        options.hours = arguments.hours ?? options.hours
        options.condition = arguments.ifPrecipitation.map { Condition(filter: $0, within: arguments.within ?? 0) }
        if given.within != nil, given.ifPrecipitation == nil {
            throw UsageError(message: "--within says how soon for --if; give --if precipitation, rain or snow")
        }
        if options.condition != nil, case .places(let places) = options.source, places.count > 1 {
            throw UsageError(message: "--if answers for one place; run it once per place")
        }
        try checkBarOnlyFlags(
            given, format: options.format, formatFrom: given.format == nil && config[.format] != nil ? path : nil)
        if options.format.isBar, case .places(let places) = options.source, places.count > 1 {
            throw UsageError(
                message: "--format \(options.format.rawValue) shows one place; run one bar module per place")
        }
        return options
    }

    /// A line for each bare word that is not in the config file's "places" but is one or two letters from a
    /// name that is (`weather hom` with a `home`): it is looked up by name, which may find some other place,
    /// so the run says so rather than silently showing it.
    static func nearMisses(_ names: [String], config: ConfigFile, path: String) -> [String] {
        let known = (config.places?.keys.sorted() ?? [])
        return names.compactMap { name in
            guard config.places?[name] == nil else { return nil }
            let near = known.map { ($0, ArgumentParser.editDistance(name, $0, bound: max(1, name.count / 3))) }.min { $0.1 < $1.1 }
            guard let near, near.1 <= max(1, name.count / 3) else { return nil }
            return "'\(name)' is not in \"places\" of \(path), so it is looked up by name (did you mean '\(near.0)'?)."
        }
    }

    /// `--template` and `--urgent` on the command line change only bar formats (`--urgent` only i3blocks), so
    /// with another format they would be silently ignored: a usage error naming the formats they apply to. A
    /// `template` in the config file is fine with any format: it is there for the bars.
    /// - Parameter formatFrom: the config file that chose the format, when the command line did not.
    private static func checkBarOnlyFlags(_ arguments: Arguments, format: Format, formatFrom: String?) throws {
        let chosen = "--format \(format.rawValue)" + (formatFrom.map { " (from \($0))" } ?? "")
        if arguments.template != nil, !format.isBar {
            let bars = Format.allCases.filter(\.isBar).map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "--template applies only to the bar formats (\(bars)), not to \(chosen)")
        }
        if arguments.urgent, format != .i3blocks {
            throw UsageError(message: "--urgent applies only to --format i3blocks, not to \(chosen)")
        }
    }

    private static func place(_ entry: ConfigFile.PlaceEntry, name: String, path: String) throws -> Place {
        if let city = entry.city, !city.isEmpty {
            guard entry.lat == nil, entry.lon == nil else {
                throw ConfigFile.Failure(
                    message: "\(path): place '\(name)' has both \"city\" and \"lat\"/\"lon\"; give one of them.")
            }
            return .city(city)
        }
        guard let lat = entry.lat, let lon = entry.lon, (-90...90).contains(lat), (-180...180).contains(lon) else {
            throw ConfigFile.Failure(
                message: "\(path): place '\(name)' needs \"lat\" (-90…90) and \"lon\" (-180…180), or \"city\".")
        }
        return .coordinates(latitude: lat, longitude: lon)
    }

    /// `arguments` with what the command line leaves out filled in from the config file, then from the
    /// environment, each read by the option's own declaration.
    /// - Throws: ``ConfigFile/Failure`` naming the key or variable whose value is not allowed.
    static func defaults(
        for arguments: Arguments, config: ConfigFile, path: String, environment: [String: String]
    ) throws(ConfigFile.Failure) -> Arguments {
        var merged = arguments
        for option in Option.allCases where !arguments.given.contains(option) {
            let declaration = option.declaration
            let subject: String, text: String
            if let key = declaration.configKey, let value = config[option] {
                (subject, text) = ("\(path): \"\(key)\"", value)
            } else if let variable = declaration.environmentVariable, let value = environment[variable] {
                (subject, text) = (variable, value)
            } else {
                continue
            }
            do {
                try declaration.store(&merged, text)
            } catch {
                throw ConfigFile.Failure(message: error.message(subject: subject, value: text) + ".")
            }
            merged.given.insert(option)
        }
        return merged
    }
}
