import WeatherCore

/// The API key as `weather doctor` found it: where, or why not, and what was said on the way.
struct KeyLookup {
    var found: (key: String, source: String)?
    var failure: String?
    var warnings: [String] = []
}

extension Doctor {
    /// The most cache entries listed, newest first; a count stands for the rest.
    static let listedEntries = 20
    /// How far the local clock may be from the server's, seconds, before it is worth a word: a minute is well
    /// within the ten minutes a cached forecast stays fresh.
    static let clockTolerance = 60

    /// Looks for the key as a run does, keeping what it says.
    func lookUpKey() -> KeyLookup {
        var warnings: [String] = []
        let locator = APIKeyLocator(
            environment: environment, explicitFile: options.apiKeyFile, currentDirectory: currentDirectory,
            warn: { warnings.append($0) }, deadline: Deadline(start: start, seconds: options.timeoutSeconds))
        do {
            let found = try locator.located()
            return KeyLookup(found: found, warnings: warnings)
        } catch {
            return KeyLookup(failure: error.message, warnings: warnings)
        }
    }

    /// Whether `key` looks like an OpenWeather key: 32 hexadecimal digits.
    static func hasKeyShape(_ key: String) -> Bool {
        key.count == 32 && key.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    func keyFindings(_ lookup: KeyLookup) -> [Finding] {
        let said = lookup.warnings.map { Finding(level: .warning, item: "key", text: $0) }
        guard let found = lookup.found else {
            return said + [
                Finding(
                    level: .problem(.config), item: "key",
                    text: (lookup.failure ?? "no API key found.").sentenceCase)
            ]
        }
        guard Self.hasKeyShape(found.key) else {
            return said + [
                Finding(
                    level: .warning, item: "key",
                    text: "from \(found.source): \(found.key.count) characters, not the 32 hexadecimal digits of an "
                        + "OpenWeather key; copy it again from https://home.openweathermap.org/api_keys.")
            ]
        }
        return said + [
            Finding(
                level: .ok, item: "key",
                text: "from \(found.source): 32 hexadecimal digits, the shape of an OpenWeather key (not shown).")
        ]
    }

    func configFindings() -> [Finding] {
        var findings = configWarnings.map { Finding(level: .warning, item: "config", text: $0) }
        if let configFailure {
            findings.append(
                Finding(
                    level: .problem(configFailure.kind), item: "config",
                    text: configFailure.message.sentenceCase + " Fix it, or move the file away."))
        } else if let configPath {
            findings.append(
                Finding(
                    level: .ok, item: "config",
                    text: configExists
                        ? "\(configPath): read\(configWarnings.isEmpty ? ", no warnings" : " (warnings above)")."
                        : "no file at \(configPath) (optional: settings and \"places\" go there, see man weather)."))
        } else {
            // As the cache's line says of its folder: the item is not left out, so the report says why.
            findings.append(
                Finding(
                    level: .warning, item: "config",
                    text: "no default file: neither XDG_CONFIG_HOME nor HOME is an absolute path; name one with "
                        + "--config, or set XDG_CONFIG_HOME."))
        }
        return findings
    }

    func libcurlFinding(_ loads: Bool?) -> Finding {
        switch loads {
        case nil: Finding(level: .ok, item: "libcurl", text: "not needed: requests go through URLSession.")
        case true?: Finding(level: .ok, item: "libcurl", text: "libcurl.so.4 loads; requests can be made.")
        case false?:
            Finding(
                level: .problem(.request(.networkError(reason: "libcurl cannot be loaded", code: .transportMissing))),
                item: "libcurl",
                text: "libcurl.so.4 cannot be loaded, and requests need it: install libcurl4 "
                    + "(apt-get install libcurl4; dnf install libcurl).")
        }
    }

    func serverFindings(_ check: ServerCheck?, key: KeyLookup, baseURL: Result<URL, Failure>) -> [Finding] {
        let url: URL
        switch baseURL {
        case .failure(let failure):
            return [Finding(level: .problem(.config), item: "server", text: failure.message.sentenceCase)]
        case .success(let resolved): url = resolved
        }
        let base = url.absoluteString.hidingURLUserInfo
        guard let check else {
            return [
                Finding(level: .warning, item: "server", text: "not asked: there is no key to ask \(base) with.")
            ]
        }
        let cost = "one forecast request, which counts against the key's quota"
        let server: Finding
        switch check.error {
        case nil:
            server = Finding(
                level: .ok, item: "server",
                text: "\(base) answered \(check.status.map(String.init) ?? "") in \(check.milliseconds) ms (\(cost)).")
        case .dataError(401?, let message, let retryAfter)?:
            server = Finding(
                level: .problem(.request(.dataError(status: 401, message: message, retryAfter: retryAfter))),
                item: "server",
                text: "\(base) rejected the key (HTTP 401) in \(check.milliseconds) ms (\(cost)). A new key takes up "
                    + "to 2 hours to become active; else check it at https://home.openweathermap.org/api_keys.")
        case let error?:
            let advice =
                switch error {
                case .networkError: "Check the network, a proxy (https_proxy) or --base-url."
                case .dataError(429?, _, _): "Wait: the free plan allows 60 requests a minute."
                case .dataError, .parseError: "Check --base-url: it should be OpenWeather's API."
                }
            // The description is a sentence; its full stop moves after the parenthesis that follows it.
            var description = error.errorDescription ?? "\(error)"
            if description.hasSuffix(".") { description.removeLast() }
            let spent = Self.neverSent(error) ? "it never reached the server, so it cost no quota" : cost
            server = Finding(
                level: .problem(.request(error)), item: "server",
                text: "\(base): \(description) (\(check.milliseconds) ms; \(spent)). " + advice)
        }
        return [server, clockFinding(check)]
    }

    /// Whether `error` ended the request before it was sent: no name, no connection, no TLS, no libcurl. A
    /// request cut off by the deadline or a closed connection may have reached OpenWeather, and counted.
    static func neverSent(_ error: NetworkError) -> Bool {
        guard case .networkError(_, let code?) = error else { return false }
        let beforeSending: Set<NetworkError.TransportCode> = [
            .badURL, .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed, .notConnectedToInternet,
            .secureConnectionFailed, .serverCertificateUntrusted, .transportMissing,
        ]
        return beforeSending.contains(code)
    }

    /// The local clock against the server's `Date`, taken as of the middle of the request.
    func clockFinding(_ check: ServerCheck) -> Finding {
        guard let serverTime = check.serverTime else {
            return Finding(
                level: .warning, item: "clock",
                text: check.status == nil
                    ? "not compared: the server did not answer."
                    : "not compared: the server's answer had no Date header.")
        }
        let local = Int((start + Double(check.milliseconds) / 2000).rounded())
        let offset = local - serverTime
        guard abs(offset) > Self.clockTolerance else {
            return Finding(
                level: .ok, item: "clock",
                text: "within a minute of the server's Date header (\(offset >= 0 ? "+" : "")\(offset) s).")
        }
        return Finding(
            level: .warning, item: "clock",
            text: "\(abs(offset)) s \(offset > 0 ? "ahead of" : "behind") the server's Date header: "
                + "a forecast's \"now\" and the cache's ages are off by as much. Turn on time synchronisation "
                + "(timedatectl set-ntp true).")
    }

    func terminalFindings() -> [Finding] {
        let width = Output.terminalWidth(environment: environment, isTerminal: isTerminal)
        let widthText =
            switch width {
            case let columns? where environment["COLUMNS"].flatMap(Int.init) != nil:
                "\(columns) columns (COLUMNS); tables are fitted to it."
            case let columns?: "\(columns) columns; tables are fitted to it."
            case nil: "standard output is not a terminal and COLUMNS is unset: tables are not cut to a width."
            }
        let colored = options.color.isEnabled(isTerminal: isTerminal, environment: environment)
        let why =
            switch options.color {
            case .always, .never: "--color \(options.color.rawValue)"
            case .auto: colored ? "--color auto, on a terminal" : "--color auto: " + noColorReason
            }
        return [
            Finding(level: .ok, item: "terminal", text: widthText),
            Finding(
                level: .ok, item: "colour",
                text: "\(colored ? "on" : "off") (\(why)); --color always or never, or \"color\" in the config, "
                    + "decides."),
        ]
    }

    /// Why `--color auto` is off.
    private var noColorReason: String {
        if let value = environment["NO_COLOR"], !value.isEmpty { return "NO_COLOR is set" }
        if environment["TERM"] == "dumb" { return "TERM is dumb" }
        return "standard output is not a terminal"
    }
}

extension String {
    /// The text with its first letter in capitals, as a line of the report starts.
    var sentenceCase: String { prefix(1).uppercased() + dropFirst() }
}
