import WeatherCore

extension Doctor {
    /// The cache folder: where, its mode and owner, and each forecast in it with its place, age and whether it
    /// is still fresh (younger than `max_age`) or stale (shown only when a request fails).
    func cacheFindings() -> [Finding] {
        guard options.useCache else {
            return [Finding(level: .ok, item: "cache", text: "not used (--no-cache or \"cache\": false).")]
        }
        guard let folder = ForecastCache.folder(environment: environment) else {
            return [
                Finding(
                    level: .warning, item: "cache",
                    text: "no folder: neither XDG_CACHE_HOME (absolute) nor an existing HOME; every run asks "
                        + "OpenWeather. Set XDG_CACHE_HOME.")
            ]
        }
        if let reason = FileTrust.foreignFolder(folder) {
            return [Finding(level: .warning, item: "cache", text: "\(folder) is not used: \(reason).")]
        }
        var status = stat()
        guard stat(folder, &status) == 0 else {
            return [
                Finding(level: .ok, item: "cache", text: "\(folder) does not exist yet; the first request makes it.")
            ]
        }
        let mode = status.st_mode & 0o777
        var findings = [
            Finding(
                level: mode & 0o077 == 0 ? .ok : .warning, item: "cache",
                text: "\(folder), mode \(String(mode, radix: 8))"
                    + (mode & 0o077 == 0
                        ? " (yours only)." : ": others can see which places you ask for; run chmod 700 \(folder)."))
        ]
        findings += entryFindings(folder)
        return findings
    }

    /// One line per forecast in `folder`, newest first, at most ``listedEntries``.
    private func entryFindings(_ folder: String) -> [Finding] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("forecast_") && $0.hasSuffix(".json") }
        let now = Int(start.rounded(.down))
        var entries: [(name: String, entry: CacheEntry?)] = names.map { name in
            let path = folder + "/" + name
            let data = try? InputReader.read(path, limit: InputReader.maximumSize)
            return (name, data.flatMap { try? JSONDecoder().decode(CacheEntry.self, from: $0) })
        }
        entries.sort { ($0.entry?.fetchedAt ?? .min) > ($1.entry?.fetchedAt ?? .min) }
        if entries.isEmpty { return [Finding(level: .ok, item: "cache", text: "no forecasts in it yet.")] }
        var findings = entries.prefix(Self.listedEntries).map { name, entry -> Finding in
            guard let entry else {
                return Finding(
                    level: .warning, item: "cache",
                    text: "\(name): not a forecast this version reads; the next request for it replaces it.")
            }
            let age = max(0, now - entry.fetchedAt)
            guard let response = entry.response else {
                return Finding(
                    level: .ok, item: "cache",
                    text: "\(name): no forecast, a failed request \(Self.age(age)) ago remembered"
                        + (entry.mustWait(now: now) ? ", waited out before asking again." : "."))
            }
            let place = [response.city.name, response.city.country].compactMap { $0 }.filter { !$0.isEmpty }
                .joined(separator: ", ")
            let fresh = entry.isFresh(now: now, maxAge: options.maxAge)
            return Finding(
                level: .ok, item: "cache",
                text: "\(place.isEmpty ? name : place): \(Self.age(age)) old, "
                    + (fresh
                        ? "fresh (shown without asking for \(Self.age(options.maxAge)))."
                        : "stale (older than max_age \(Self.age(options.maxAge)); shown only when a request fails)."))
        }
        if entries.count > Self.listedEntries {
            findings.append(
                Finding(level: .ok, item: "cache", text: "and \(entries.count - Self.listedEntries) older forecasts."))
        }
        return findings
    }

    /// "45 s", "38 min", "5 h 2 min", "3 d 4 h".
    static func age(_ seconds: Int) -> String {
        switch seconds {
        case ..<60: "\(seconds) s"
        case ..<3600: "\(seconds / 60) min"
        case ..<86400: "\(seconds / 3600) h \(seconds % 3600 / 60) min"
        default: "\(seconds / 86400) d \(seconds % 86400 / 3600) h"
        }
    }
}
