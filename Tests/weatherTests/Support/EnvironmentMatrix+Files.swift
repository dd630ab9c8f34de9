import Foundation
import Testing
import TestSupport
import WeatherCore

/// The cache folder's and the key file's cases that other local users and killed runs make. None needs root: the folders are the user's own, left open to others.
extension EnvironmentMatrix {
    static let fileCases: [EnvironmentCase] = [
        EnvironmentCase(name: "a look-up older than 30 days, the server down (503), a cached forecast (waybar)") {
            let down = Locked(false)
            let forecast = Data(try LocalOpenWeather.changwonText().utf8)
            return try await TestHTTPServer { _ in
                down.withLock { $0 } ? .respond(status: 503, body: Data("down".utf8)) : LocalOpenWeather.json(forecast)
            }.serving { server in
                return try await WeatherProcess.with { weather in
                    // A look-up of today fills the forecast entry; then the look-up is made 31 days old.
                    try PlacesEndToEnd.CityLookupTests.plantSeoul(age: 0, for: weather, server: server)
                    let arguments = [
                        "--city", "Seoul,KR", "--format", "waybar", "--base-url", server.baseURL, "--max-age", "0",
                    ]
                    let filled = try await weather.run(arguments)
                    try PlacesEndToEnd.CityLookupTests.plantSeoul(age: 31 * 86_400, for: weather, server: server)
                    down.withLock { $0 = true }
                    let asked = server.requestCount
                    let run = try await weather.run(arguments)
                    var problems = filled.status == 0 ? [] : ["the cache was not filled: \(filled.stderr)"]
                    if WaybarOutput(run.stdout)?.classes.contains("stale") != true {
                        problems.append("no stale forecast shown")
                    }
                    problems += weather.filesHoldingTheKey().map { "the key is in \($0)" }
                    return EnvironmentCase.Run(
                        results: [run], requests: server.requestCount - asked, problems: problems)
                }
            }
        },
        EnvironmentCase(name: "the cache folder and its files after a run, umask 022") {
            return try await FetchSuccessTests.changwonServer().server.serving { server in
                return try await WeatherProcess.with { weather in
                    let run = try await weather.run([
                        "--lat", "37", "--lon", "126", "--format", "line", "--base-url", server.baseURL,
                    ])
                    let modes =
                        ([weather.cacheDirectory.path]
                        + weather.cacheFileNames().map {
                            weather.cacheDirectory.appendingPathComponent($0).path
                        }).map { path -> (String, mode_t) in
                            var status = stat()
                            return (
                                URL(fileURLWithPath: path).lastPathComponent,
                                lstat(path, &status) == 0 ? status.st_mode & 0o777 : 0o777
                            )
                        }
                    let open = modes.filter { $0.1 & 0o077 != 0 }.map { "\($0.0) is \(String($0.1, radix: 8))" }
                    let folder = String(modes.first?.1 ?? 0, radix: 8)
                    let files = Set(modes.dropFirst().map { String($0.1, radix: 8) }).sorted().joined(separator: ", ")
                    return EnvironmentCase.Run(
                        results: [run], requests: server.requestCount, problems: open,
                        seenText:
                            "folder \(folder), \(modes.count - 1) files \(files): no other user can read the position")
                }
            }
        },
        EnvironmentCase(name: "a cache folder anyone can write (0777), two runs (table)") {
            try await twoRunsInAnOpenCache { folder in chmod(folder.path, 0o777) }
        },
        EnvironmentCase(
            name: "XDG_CACHE_HOME anyone can write (0777, no sticky bit), own cache folder 0700, two runs (table)"
        ) {
            try await twoRunsInAnOpenCache { folder in chmod(folder.deletingLastPathComponent().path, 0o777) }
        },
        EnvironmentCase(name: "a symbolic link at the entry's .lock path, to a file not yet there (line)") {
            return try await FetchSuccessTests.changwonServer().server.serving { server in
                return try await WeatherProcess.with { weather in
                    let folder = try ForeignFilesTests.makeCacheFolder(for: &weather)
                    let name = CacheKey(
                        ForecastRequest(latitude: 37, longitude: 126),
                        source: CacheSource(baseURL: try #require(URL(string: server.baseURL)))
                    ).fileName
                    let target = weather.temporaryDirectory.appendingPathComponent("victim")
                    try FileManager.default.createSymbolicLink(
                        atPath: folder.appendingPathComponent(name + ".lock").path, withDestinationPath: target.path)
                    let run = try await weather.run([
                        "--lat", "37", "--lon", "126", "--format", "line", "--base-url", server.baseURL,
                    ])
                    let made = FileManager.default.fileExists(atPath: target.path)
                    return EnvironmentCase.Run(
                        results: [run], requests: server.requestCount,
                        problems: made ? ["the link's target was created"] : [],
                        seenText:
                            "stdout: \(run.stdout.trimmingCharacters(in: .newlines)); the link's target not created")
                }
            }
        },
        EnvironmentCase(name: "./APIKey.json in a folder anyone can write (0777), own key in ~/.config (table)") {
            return try await FetchSuccessTests.changwonServer().server.serving { server in
                return try await ForeignFilesTests.withOwnKeyFile { weather in
                    try ForeignFilesTests.plantKey(in: weather, owner: geteuid())
                    chmod(weather.currentDirectory.path, 0o777)
                    let run = try await weather.run(ForeignFilesTests.place + ["--base-url", server.baseURL])
                    let sent = server.requests.map { $0.query["appid"] ?? "" }
                    return EnvironmentCase.Run(
                        results: [run], requests: server.requestCount,
                        problems: sent.contains("PLANTEDKEY") ? ["the planted key was sent"] : [],
                        seenText: run.stderrLines.first.map {
                            weather.shortened(String($0)) + " The user's own key is sent."
                        })
                }
            }
        },
        EnvironmentCase(name: "temporary files a killed run left, 2 minutes old and 0 s old (line)") {
            let (run, requests, oldLeft, youngLeft) = try await ForeignFilesTests.runWithLeftovers()
            return EnvironmentCase.Run(
                results: [run], requests: requests,
                problems: (oldLeft ? ["the old one was left"] : [])
                    + (youngLeft ? [] : ["a write in progress was removed"]),
                seenText: "the 2-minute-old one removed at the next write; the young one (another copy's write) kept")
        },
    ]
}

extension EnvironmentMatrix {
    /// Two runs of a place with the cache folder `$XDG_CACHE_HOME/weather` made and then opened by `open`: both
    /// ask the server, and nothing is written in the folder.
    static func twoRunsInAnOpenCache(_ open: (URL) -> Void) async throws -> EnvironmentCase.Run {
        return try await FetchSuccessTests.changwonServer().server.serving { server in
            return try await WeatherProcess.with { weather in
                let folder = try ForeignFilesTests.makeCacheFolder(for: &weather)
                open(folder)
                let place = ["--lat", "37", "--lon", "126", "--base-url", server.baseURL]
                let runs = [try await weather.run(place), try await weather.run(place)]
                let kept = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                return EnvironmentCase.Run(
                    results: runs, requests: server.requestCount,
                    problems: kept.map { "\($0) was written in the open folder" },
                    seenText: runs[0].stderrLines.first.map { weather.shortened(String($0)) })
            }
        }
    }
}

extension WeatherProcess {
    /// `text` with this run's temporary folder written "…", as the document shows it.
    func shortened(_ text: String) -> String {
        text.replacingOccurrences(of: temporaryDirectory.path, with: "…")
    }
}
