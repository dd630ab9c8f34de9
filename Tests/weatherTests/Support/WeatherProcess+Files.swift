import Foundation
import Testing
import WeatherCore

extension WeatherProcess {
    /// The run's HOME.
    var home: URL { temporaryDirectory.appendingPathComponent("home") }

    /// Where the binary keeps its cache: `$XDG_CACHE_HOME/weather` when the environment sets it, else
    /// `$HOME/.cache/weather`.
    var cacheDirectory: URL {
        let base =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? home.appendingPathComponent(".cache")
        return base.appendingPathComponent("weather", isDirectory: true)
    }

    /// The names in the cache folder, hidden files included, sorted; empty when there is no folder.
    func cacheFileNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)) ?? []).sorted()
    }

    /// The one forecast entry in the cache folder (`forecast_*.json`); nil when there is none or several.
    func forecastEntry() -> URL? {
        let names = cacheFileNames().filter { $0.hasPrefix("forecast_") && $0.hasSuffix(".json") }
        guard names.count == 1 else { return nil }
        return cacheDirectory.appendingPathComponent(names[0])
    }

    /// Renames the one forecast entry to the name it has for `baseURL`: an entry filled from one test server,
    /// made the cache of another (entries are kept per base URL).
    func moveEntry(to baseURL: String) throws {
        guard let entry = forecastEntry(), let url = URL(string: baseURL) else { throw MissingEntry() }
        let name = entry.lastPathComponent
        let tag = CacheSource(baseURL: url).tag
        let renamed = String(name.dropLast("0123456789abcdef.json".count)) + tag + ".json"
        try FileManager.default.moveItem(at: entry, to: cacheDirectory.appendingPathComponent(renamed))
    }

    struct MissingEntry: Error {}

    /// Gives the binary a temporary directory of its own (`TMPDIR`) inside this run's folder, so that
    /// ``filesHoldingTheKey()`` covers its temporary files too.
    mutating func useOwnTemporaryDirectory() throws {
        let directory = temporaryDirectory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment["TMPDIR"] = directory.path
    }

    /// The paths, relative to the run's folder, of every file under it (HOME with its cache and config folders,
    /// the working directory, `TMPDIR`, the captured output) whose bytes hold either sentinel key.
    func filesHoldingTheKey() -> [String] {
        let keys = [Self.sentinelKey, Self.fileSentinelKey].map { Data($0.utf8) }
        let root = temporaryDirectory.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return ["(cannot list \(root))"] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
            if keys.contains(where: { data.range(of: $0) != nil }) { found.append(path) }
        }
        return found
    }
}

extension WeatherProcess {
    /// `count` copies of `weather arguments` started at once, holding every ``ProcessSlots`` slot so that no
    /// other test runs the binary meanwhile; their results, in the order they ended.
    func runTogether(_ count: Int, _ arguments: [String]) async throws -> [Result] {
        var copy = self
        copy.takesSlot = false
        let each = copy
        return try await ProcessSlots.shared.exclusively {
            try await withThrowingTaskGroup(of: Result.self) { group in
                for _ in 0..<count { group.addTask { try await each.run(arguments) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
    }
}
