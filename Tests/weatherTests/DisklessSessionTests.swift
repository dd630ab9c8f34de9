import Foundation
import Testing

/// A fetch leaves nothing of Foundation's URL cache behind: on Linux, `URLSessionConfiguration.ephemeral` (and
/// `.default`) create `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<program>` (or `~/.cache/…`), even with
/// `--no-cache`; `weather` must not.
@Suite struct DisklessSessionTests {
    /// The paths under `root`, relative to it, that have a component named `org.swift.foundation.URLCache`.
    static func urlCacheFolders(under root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return ["(cannot list)"] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            if path.split(separator: "/").contains("org.swift.foundation.URLCache") { found.append(path) }
        }
        return found
    }

    @Test(arguments: [["--no-cache"], []])
    func fetchCreatesNoURLCacheFolderUnderHomeOrXDGCacheHome(flags: [String]) async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                let xdgCache = weather.temporaryDirectory.appendingPathComponent("xdg-cache")
                try FileManager.default.createDirectory(at: xdgCache, withIntermediateDirectories: true)
                weather.environment["XDG_CACHE_HOME"] = xdgCache.path

                let result = try await weather.run(
                    ["--lat", "37", "--lon", "126", "--base-url", server.baseURL] + flags)

                #expect(result.status == 0)
                #expect(server.requestCount == 1)
                #expect(Self.urlCacheFolders(under: weather.temporaryDirectory) == [])
                // The run did reach the place the folder would be made in: weather's own cache, unless --no-cache.
                #expect(weather.cacheFileNames().isEmpty == flags.contains("--no-cache"))
            }
        }
    }
}
