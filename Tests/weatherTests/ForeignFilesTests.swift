import Foundation
import Testing

/// Files and folders another local user could have put where `weather` looks by itself are not used: a key
/// file in the current folder (a shared 1777 folder, say), and a cache folder. The
/// table format, as bar formats say such warnings only with --verbose.
@Suite(.enabled(if: geteuid() == 0, "needs root, to make files owned by another user (chown to nobody)"))
struct ForeignFilesTests {
    static let nobody: uid_t = 65_534
    static let place = ["--lat", "37", "--lon", "126", "--no-cache"]

    /// A run whose own key is in `~/.config/weather/APIKey.json`, with nothing in the environment.
    static func runWithOwnKeyFile() throws -> WeatherProcess {
        var weather = try WeatherProcess()
        weather.environment["OPENWEATHER_API_KEY"] = nil
        let folder = URL(fileURLWithPath: weather.environment["HOME"] ?? "").appendingPathComponent(".config/weather")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let own = folder.appendingPathComponent("APIKey.json")
        try Data(#"{"APIKey": "\#(WeatherProcess.fileSentinelKey)"}"#.utf8).write(to: own)
        chmod(own.path, 0o600)
        return weather
    }

    /// Runs `body` with ``runWithOwnKeyFile()``'s process, and removes its directories when `body` ends, however
    /// it ends.
    static func withOwnKeyFile<T>(_ body: (inout WeatherProcess) async throws -> T) async throws -> T {
        var weather = try runWithOwnKeyFile()
        defer { weather.cleanUp() }
        return try await body(&weather)
    }

    static func plantKey(in weather: WeatherProcess, owner: uid_t) throws {
        let planted = weather.currentDirectory.appendingPathComponent("APIKey.json")
        try Data(#"{"APIKey": "PLANTEDKEY"}"#.utf8).write(to: planted)
        chmod(planted.path, 0o644)
        #expect(chown(planted.path, owner, gid_t(owner)) == 0)
    }

    /// Makes `XDG_CACHE_HOME/weather` for `weather`'s runs, in its temporary folder; returns the latter.
    static func makeCacheFolder(for weather: inout WeatherProcess) throws -> URL {
        let cache = weather.temporaryDirectory.appendingPathComponent("cache")
        let folder = cache.appendingPathComponent("weather")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        weather.environment["XDG_CACHE_HOME"] = cache.path
        return folder
    }

    @Test func keyFileOfAnotherUserInTheCurrentFolderIsIgnored() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await Self.withOwnKeyFile { weather in
                try Self.plantKey(in: weather, owner: Self.nobody)

                let run = try await weather.run(Self.place + ["--base-url", server.baseURL])

                #expect(run.status == 0)
                #expect(server.requests.map { $0.query["appid"] } == [WeatherProcess.fileSentinelKey])
                #expect(
                    run.stderr.contains("ignoring the API key file") && run.stderr.contains("another user (uid 65534)"))
            }
        }
    }

    @Test func keyFileInAFolderAnyoneCanWriteIsIgnored() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await Self.withOwnKeyFile { weather in
                try Self.plantKey(in: weather, owner: geteuid())
                chmod(weather.currentDirectory.path, 0o777)  // no sticky bit: anyone could have replaced the file

                let run = try await weather.run(Self.place + ["--base-url", server.baseURL])

                #expect(server.requests.map { $0.query["appid"] } == [WeatherProcess.fileSentinelKey])
                #expect(run.stderr.contains("can be written by anyone"))
            }
        }
    }

    /// The user's own key file in a folder another user owns: that user could replace it (review finding).
    @Test func ownKeyFileInAnotherUsersFolderIsIgnored() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await Self.withOwnKeyFile { weather in
                try Self.plantKey(in: weather, owner: geteuid())
                #expect(chown(weather.currentDirectory.path, Self.nobody, gid_t(Self.nobody)) == 0)

                let run = try await weather.run(Self.place + ["--base-url", server.baseURL])

                #expect(server.requests.map { $0.query["appid"] } == [WeatherProcess.fileSentinelKey])
                #expect(run.stderr.contains("belongs to another user (uid 65534)"), "\(run.stderr)")
            }
        }
    }

    /// The sticky bit keeps other users from renaming the user's file, but not the folder's owner. Before: the
    /// planted file in another user's 1777 folder was used.
    @Test func ownKeyFileInAnotherUsersStickyFolderIsIgnored() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await Self.withOwnKeyFile { weather in
                try Self.plantKey(in: weather, owner: geteuid())
                chmod(weather.currentDirectory.path, 0o1777)
                #expect(chown(weather.currentDirectory.path, Self.nobody, gid_t(Self.nobody)) == 0)

                let run = try await weather.run(Self.place + ["--base-url", server.baseURL])

                #expect(server.requests.map { $0.query["appid"] } == [WeatherProcess.fileSentinelKey])
                #expect(run.stderr.contains("belongs to another user (uid 65534)"), "\(run.stderr)")
            }
        }
    }

    @Test func ownKeyFileInAStickyFolderIsUsed() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await Self.withOwnKeyFile { weather in
                try Self.plantKey(in: weather, owner: geteuid())
                chmod(weather.currentDirectory.path, 0o1777)  // like /tmp: others cannot replace the user's file

                let run = try await weather.run(Self.place + ["--base-url", server.baseURL])

                #expect(run.status == 0)
                #expect(server.requests.map { $0.query["appid"] } == ["PLANTEDKEY"])
            }
        }
    }

    /// `XDG_CONFIG_HOME` pointing at a shared folder where another user put `weather/config.json`: it is skipped
    /// with a warning, so its `"units": "imperial"` does not apply; one named with `--config` is the user's choice.
    @Test func configFileOfAnotherUserIsIgnoredUnlessNamed() async throws {
        try await WeatherProcess.with { weather in
            let shared = weather.temporaryDirectory.appendingPathComponent("shared")
            let folder = shared.appendingPathComponent("weather")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let planted = folder.appendingPathComponent("config.json")
            try Data(#"{"units": "imperial"}"#.utf8).write(to: planted)
            #expect(chown(planted.path, Self.nobody, gid_t(Self.nobody)) == 0)
            weather.environment["XDG_CONFIG_HOME"] = shared.path

            let found = try await weather.run(["--demo", "--format", "json"])
            let named = try await weather.run(["--demo", "--format", "json", "--config", planted.path])

            #expect(found.status == 0 && named.status == 0)
            #expect(found.stdout.contains(#""units" : "metric""#))
            #expect(named.stdout.contains(#""units" : "imperial""#))
            let warning = "Warning: ignoring the config file \(planted.path): it belongs to another user (uid 65534)."
            #expect(found.stderrLines == [Substring(warning)])
            #expect(named.stderr == "")
        }
    }

    @Test func cacheFolderOfAnotherUserIsNotUsed() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                let folder = try Self.makeCacheFolder(for: &weather)
                chmod(folder.path, 0o777)
                #expect(chown(folder.path, Self.nobody, gid_t(Self.nobody)) == 0)
                let place = ["--lat", "37", "--lon", "126", "--base-url", server.baseURL]

                let first = try await weather.run(place)
                let second = try await weather.run(place)

                #expect(first.status == 0 && second.status == 0)
                #expect(server.requestCount == 2)  // nothing was kept, nothing was read
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
                #expect(first.stderr.contains("not using the cache folder \(folder.path): it belongs to another user"))
            }
        }
    }

    /// `$XDG_CACHE_HOME/weather` a symbolic link to `target`, a folder of the user's (0700), the link made by
    /// `owner`; two runs of a place. Returns the runs, the requests the server saw and the target's files.
    static func twoRunsThroughACacheLink(owner: uid_t) async throws -> (
        runs: [WeatherProcess.Result], requests: Int, kept: [String]
    ) {
        return try await FetchSuccessTests.changwonServer().server.serving { server in
            return try await WeatherProcess.with { weather in
                let folder = try makeCacheFolder(for: &weather)
                let target = weather.temporaryDirectory.appendingPathComponent("elsewhere")
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                chmod(target.path, 0o700)
                try FileManager.default.removeItem(at: folder)
                try FileManager.default.createSymbolicLink(atPath: folder.path, withDestinationPath: target.path)
                #expect(lchown(folder.path, owner, gid_t(owner)) == 0)
                let place = ["--lat", "37", "--lon", "126", "--base-url", server.baseURL]
                let runs = [try await weather.run(place), try await weather.run(place)]
                return (runs, server.requestCount, try FileManager.default.contentsOfDirectory(atPath: target.path))
            }
        }
    }

    /// Before: the link was followed to the user's folder, and the entries went wherever its maker pointed it.
    @Test func cacheFolderLinkAnotherUserMadeIsNotUsed() async throws {
        let (runs, requests, kept) = try await Self.twoRunsThroughACacheLink(owner: Self.nobody)

        #expect(runs.map(\.status) == [0, 0])
        #expect(requests == 2 && kept == [])
        #expect(runs[0].stderr.contains("it is a symbolic link made by another user (uid 65534)"), "\(runs[0].stderr)")
    }

    /// The user's own link to their own private folder is followed: the second run is answered from it.
    @Test func cacheFolderLinkOfTheUsersOwnIsFollowed() async throws {
        let (runs, requests, kept) = try await Self.twoRunsThroughACacheLink(owner: geteuid())

        #expect(runs.map(\.status) == [0, 0] && runs.map(\.stderr) == ["", ""])
        #expect(requests == 1)
        #expect(kept.contains { $0.hasPrefix("forecast_37_126_") && $0.hasSuffix(".json") }, "\(kept)")
    }

    @Test func leftoverTemporaryFilesOlderThanAMinuteAreRemovedAtTheNextWrite() async throws {
        let leftovers = try await Self.runWithLeftovers()

        #expect(leftovers.run.status == 0)
        #expect(!leftovers.oldLeft)
        #expect(leftovers.youngLeft)  // another copy's write may be in progress
    }

    /// What the run that writes the next entry did, and which of two temporary files a killed run left in the
    /// cache folder are still there: one dated 2 minutes before the launch, one dated at the launch. Both are
    /// dated just before the launch, after any wait for a process slot, so the young one is seconds old when
    /// the run looks at it however loaded the machine is.
    static func runWithLeftovers() async throws -> (
        run: WeatherProcess.Result, requests: Int, oldLeft: Bool, youngLeft: Bool
    ) {
        return try await FetchSuccessTests.changwonServer().server.serving { server in
            return try await WeatherProcess.with { weather in
                let folder = try Self.makeCacheFolder(for: &weather)
                let old = folder.appendingPathComponent(".dat.nosync1a2b.Xy12Zq")
                let young = folder.appendingPathComponent(".dat.nosync3c4d.Ab34Cd")
                weather.beforeLaunch = {
                    for (file, age) in [(old, 120.0), (young, 0)] {
                        try Data("{".utf8).write(to: file)
                        try FileManager.default.setAttributes(
                            [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: file.path)
                    }
                }
                let run = try await weather.run([
                    "--lat", "37", "--lon", "126", "--format", "line", "--base-url", server.baseURL,
                ])
                return (
                    run, server.requestCount, FileManager.default.fileExists(atPath: old.path),
                    FileManager.default.fileExists(atPath: young.path)
                )
            }
        }
    }
}
