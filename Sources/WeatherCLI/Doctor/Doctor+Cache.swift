import WeatherCore

extension Doctor {
    /// The cache folder: where, its mode and owner, and each entry in it (a forecast, a place's air, a name's
    /// places) with what it answers, its age and whether it is still fresh (younger than `max_age`, 30 days for
    /// a name) or stale (shown only when a request fails).
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

    /// One line per entry in `folder`, kind by kind (forecasts, air, place look-ups, `--here`'s locations), each kind newest first.
    private func entryFindings(_ folder: String) -> [Finding] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let cache = ForecastCache(folder: folder)
        return entryFindings(CacheEntry.self, names, in: cache) + entryFindings(AirEntry.self, names, in: cache)
            + entryFindings(GeocodeEntry.self, names, in: cache) + entryFindings(LocateEntry.self, names, in: cache)
    }

    /// One line per entry of `Entry`'s kind among `names`, newest first, read as a run reads it (a link or a
    /// file too large is no entry), at most ``listedEntries``: a cap per kind, so that a folder full of one
    /// kind does not hide another.
    private func entryFindings<Entry: ListedEntry>(
        _ kind: Entry.Type, _ names: [String], in cache: ForecastCache
    ) -> [Finding] {
        let now = Int(start.rounded(.down))
        var entries: [(name: String, entry: Entry?)] = names.filter {
            $0.hasPrefix(Entry.listing.filePrefix) && $0.hasSuffix(".json")
        }.map { name in
            let look: CacheLook<Entry> = cache.look(name, readingIfWrittenWithin: nil, of: now)
            return (name, look.entry)
        }
        entries.sort { ($0.entry?.listedTime ?? .min) > ($1.entry?.listedTime ?? .min) }
        if entries.isEmpty {
            return Entry.listing.noneYet.map { [Finding(level: .ok, item: "cache", text: $0)] } ?? []
        }
        let listed = entries.prefix(Self.listedEntries)
        let labels = listed.map { $0.entry?.listedName(fileName: $0.name) ?? $0.name }
        // Entries can name the same place (coordinates a little apart, another language or base URL): those
        // say their file too, so that two lines never read the same.
        var findings = zip(listed, labels).map { item, label in
            let shared = labels.filter { $0 == label }.count > 1
            return entryFinding(item.entry, label: shared ? "\(label) (\(item.name))" : label, now: now)
        }
        if entries.count > Self.listedEntries {
            findings.append(
                Finding(
                    level: .ok, item: "cache",
                    text: "and \(entries.count - Self.listedEntries) older \(Entry.listing.plural)."))
        }
        return findings
    }

    /// The line of an entry (nil: a file this version does not read), named `label`, at `now`: what it
    /// answers, its age and whether it is fresh, or the failure it remembers. Never the failure's text, which is
    /// the server's.
    private func entryFinding<Entry: ListedEntry>(_ entry: Entry?, label: String, now: Int) -> Finding {
        let listing = Entry.listing
        guard let entry else {
            return Finding(
                level: .warning, item: "cache",
                text: "\(label): not \(listing.indefinite) this version reads; the next request for it replaces it.")
        }
        let age = max(0, now - entry.listedTime)
        guard entry.response != nil else {
            guard entry.failure != nil || entry.retryNotBefore != nil else {
                return Finding(
                    level: .ok, item: "cache",
                    text: "\(label): no \(listing.singular) found; the next request asks again.")
            }
            return Finding(
                level: .ok, item: "cache",
                text: "\(label): no \(listing.singular), a failed request \(Self.age(age)) ago remembered"
                    + (entry.mustWait(now: now) ? ", waited out before asking again." : "."))
        }
        let maxAge = Entry.maxAge(given: options.maxAge)
        return Finding(
            level: .ok, item: "cache",
            text: "\(label): \(Self.age(age)) old, "
                + (entry.isFresh(now: now, maxAge: maxAge, zone: Entry.zone(for:))
                    ? "fresh (\(listing.use) without asking for \(Self.age(maxAge)))."
                    : "stale (older than \(listing.maxAgeName) \(Self.age(maxAge)); \(listing.use) only when a "
                        + "request fails)."))
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
