import Foundation
import TestSupport
import Testing

/// `weather --follow --format waybar` against a local OpenWeather whose forecast changes: the line at once,
/// a new one after SIGUSR1 or another copy's write, never the same line twice, and its end when the bar stops
/// reading or SIGTERM comes.
@Suite struct FollowEndToEndTests {
    static let place = ["--lat", "35.2", "--lon", "128.6"]

    /// A server whose forecast names the city `name`, which the test changes; the requests it served.
    final class ChangingServer: Sendable {
        let name = Locked("Alpha")
        let failing = Locked(false)
        let requests = Locked(0)
        let server: TestHTTPServer

        init() throws {
            let (name, failing, requests) = (name, failing, requests)
            server = try LocalOpenWeather.start { _, text in
                requests.withLock { $0 += 1 }
                if failing.withLock({ $0 }) { return .respond(status: 500, body: Data("{}".utf8)) }
                return LocalOpenWeather.json(LocalOpenWeather.forecast(named: name.withLock { $0 }, from: text))
            }
        }
    }

    /// Runs `body` with a follower started in `weather`'s world and `weather` for the polling runs the test
    /// makes itself, holding two process slots, taken together: one for the follower and one for a polling copy
    /// (the follower's own, or the test's, which then takes none).
    private func following(
        _ server: ChangingServer, in weather: WeatherProcess,
        _ body: @Sendable (FollowingProcess, WeatherProcess) async throws -> Void
    ) async throws {
        var polling = weather
        polling.takesSlot = false
        let copy = polling
        try await ProcessSlots.shared.holding(2) {
            let follower = try FollowingProcess(
                Self.place + ["--base-url", server.server.baseURL, "--format", "waybar", "--follow"], in: weather)
            try await body(follower, copy)
        }
    }

    @Test func sigusr1BringsTheServersNewForecastAndClosingTheOutputEndsWithZero() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        try await WeatherProcess.with { weather in
            try await following(server, in: weather) { follower, weather in

                let first = try #require(await follower.line(0), "no first line: \(follower.report)")
                #expect(first.contains("Alpha"))
                server.name.withLock { $0 = "Beta" }
                follower.send(SIGUSR1)
                let second = try #require(await follower.line(1), "no line after SIGUSR1: \(follower.report)")
                #expect(second.contains("Beta") && !second.contains("Alpha"))
                // One request for the first line, one for the refresh: the cache answered nothing else.
                #expect(server.requests.withLock { $0 } == 2)
                // A refresh that brings the same forecast prints nothing: the next line is the one after the change.
                follower.send(SIGUSR1)
                server.name.withLock { $0 = "Gamma" }
                follower.send(SIGUSR1)
                let third = try #require(await follower.line(2), "no line after the third SIGUSR1: \(follower.report)")
                // Beta again would be the same line, never printed twice: the next line is Gamma's, whichever refresh brought it.
                #expect(third.contains("Gamma"))
                let lines = follower.printed
                #expect(zip(lines, lines.dropFirst()).allSatisfy { $0 != $1 }, "\(lines)")

                follower.closeOutput()
                let end = try #require(await follower.end(), "weather --follow went on after its reader was gone")
                #expect(end.status == 0 && !end.signalled, "\(end)")
            }
        }
    }

    @Test func anotherCopysWriteIsShownWithoutASignal() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        try await WeatherProcess.with { weather in
            try await following(server, in: weather) { follower, weather in
                #expect(try #require(await follower.line(0), "\(follower.report)").contains("Alpha"))

                // A polling copy asked to refresh writes the cache entry the follower reads.
                server.name.withLock { $0 = "Delta" }
                let poll = try await weather.run(
                    Self.place + ["--base-url", server.server.baseURL, "--format", "waybar", "--refresh"])
                #expect(poll.status == 0)
                let next = try #require(
                    await follower.line(1), "the follower missed the other copy's write: \(follower.report)")
                #expect(next.contains("Delta"))
                #expect(server.requests.withLock { $0 } == 2)

                follower.send(SIGTERM)
                let end = try #require(await follower.end())
                #expect(end.signalled && end.status == SIGTERM, "\(end)")
            }
        }
    }

    @Test func aFailingServerMarksTheLineStale() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        try await WeatherProcess.with { weather in
            try await following(server, in: weather) { follower, weather in
                let first = try #require(await follower.line(0), "\(follower.report)")
                #expect(!first.contains(#""stale""#))

                server.failing.withLock { $0 = true }
                follower.send(SIGUSR1)
                let stale = try #require(await follower.line(1), "no stale line: \(follower.report)")
                #expect(stale.contains(#""class":"stale""#) || stale.contains(#""stale""#), "\(stale)")
                #expect(stale.contains("Alpha"))
                follower.closeOutput()
                #expect(await follower.end()?.status == 0)
            }
        }
    }

    @Test func sighupReadsTheConfigFileAgainAndKeepsTheLastGoodOne() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        try await WeatherProcess.with { weather in
            let folder = URL(fileURLWithPath: try #require(weather.environment["HOME"])).appendingPathComponent(
                ".config/weather")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let config = folder.appendingPathComponent("config.json")
            try Data(#"{"template": "one {place}"}"#.utf8).write(to: config)
            try await following(server, in: weather) { follower, weather in
                #expect(try #require(await follower.line(0), "\(follower.report)").contains("one Alpha"))

                try Data(#"{"template": "two {place}"}"#.utf8).write(to: config)
                follower.send(SIGHUP)
                #expect(try #require(await follower.line(1), "\(follower.report)").contains("two Alpha"))
                // A broken file changes nothing: the last good one stays, with a warning, for the refresh after it.
                try Data(#"{"template": "#.utf8).write(to: config)
                follower.send(SIGHUP)
                server.name.withLock { $0 = "Beta" }
                follower.send(SIGUSR1)
                #expect(try #require(await follower.line(2), "\(follower.report)").contains("two Beta"))
                #expect(
                    follower.stderr.contains("Warning: keeping the configuration read before"), "\(follower.report)")
                try Data(#"{"template": "three {place}"}"#.utf8).write(to: config)
                follower.send(SIGHUP)
                #expect(try #require(await follower.line(3), "\(follower.report)").contains("three Beta"))
                let lines = follower.printed
                #expect(zip(lines, lines.dropFirst()).allSatisfy { $0 != $1 }, "\(lines)")
                follower.closeOutput()
                #expect(await follower.end()?.status == 0)
            }
        }
    }

    /// A click's SIGUSR1 and a reload's SIGHUP while the follower is still starting (here, reading a config
    /// file that is a pipe) are taken, not the default that ends the process: the first line still comes.
    /// Started through python3, which unblocks every signal before it becomes `weather`: Foundation's `Process`
    /// starts a program with them blocked, which would hide the default, as a bar does not.
    @Test(.enabled(if: ShellRunner.isInstalled("python3"), ShellRunner.missing("python3")))
    func signalsWhileStartingDoNotEndTheFollower() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        try await WeatherProcess.with { weather in
            weather.launcher = [
                try #require(ShellRunner.path(of: "python3")), "-c",
                "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
            ]
            let folder = URL(fileURLWithPath: try #require(weather.environment["HOME"])).appendingPathComponent(
                ".config/weather")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let config = folder.appendingPathComponent("config.json").path
            #expect(mkfifo(config, 0o600) == 0)
            try await following(server, in: weather) { follower, _ in
                // The pipe opens for writing once the follower has opened it to read: it is past its start then.
                let writer = await OwnThread.run { () -> Int32 in
                    let deadline = Date(timeIntervalSinceNow: FollowingProcess.patience)
                    while Date() < deadline {
                        let descriptor = open(config, O_WRONLY | O_NONBLOCK)
                        if descriptor >= 0 || errno != ENXIO { return descriptor }
                        usleep(10_000)
                    }
                    return -1
                }
                try #require(writer >= 0, "the follower never read its config file: \(follower.report)")
                follower.send(SIGUSR1)
                follower.send(SIGHUP)
                let text = Data(#"{"template": "started {place}"}"#.utf8)
                #expect(text.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) } == text.count)
                close(writer)
                #expect(try #require(await follower.line(0), "\(follower.report)").contains("started Alpha"))
                follower.closeOutput()
                let end = try #require(await follower.end())
                #expect(end.status == 0 && !end.signalled, "\(end)")
            }
        }
    }

    @Test func aRemovedCacheFolderIsMadeAndWatchedAgain() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        try await WeatherProcess.with { weather in
            try await following(server, in: weather) { follower, weather in
                #expect(try #require(await follower.line(0), "\(follower.report)").contains("Alpha"))

                let cache = URL(fileURLWithPath: try #require(weather.environment["HOME"])).appendingPathComponent(
                    ".cache/weather")
                try FileManager.default.removeItem(at: cache)
                server.name.withLock { $0 = "Zeta" }
                follower.send(SIGUSR1)
                #expect(try #require(await follower.line(1), "\(follower.report)").contains("Zeta"))
                #expect(FileManager.default.fileExists(atPath: cache.path))
                // Another copy's write into the folder made again is seen.
                server.name.withLock { $0 = "Eta" }
                let poll = try await weather.run(
                    Self.place + ["--base-url", server.server.baseURL, "--format", "waybar", "--refresh"])
                #expect(poll.status == 0)
                #expect(try #require(await follower.line(2), "\(follower.report)").contains("Eta"))
                follower.closeOutput()
                #expect(await follower.end()?.status == 0)
            }
        }
    }

    /// A polling copy that cannot end (stopped here; on a machine too loaded to run it, the same) is killed at
    /// its --timeout plus 10 s, and the bar gets a line saying so: the follower never waits on it for good.
    @Test func aStoppedCopyIsKilledAndTheBarGetsALine() async throws {
        let follower = Locked<FollowingProcess?>(nil)
        let stopped = Locked<pid_t?>(nil)
        // The copy is stopped as its request arrives here, waiting on this answer: not by a test racing the
        // copy's own deadline, which a loaded machine could let pass first.
        try await LocalOpenWeather.start { _, _ in
            let deadline = Date(timeIntervalSinceNow: FollowingProcess.patience)
            while Date() < deadline {
                if let copy = follower.withLock({ $0 })?.children.first {
                    kill(copy, SIGSTOP)
                    stopped.withLock { $0 = copy }
                    break
                }
                usleep(5_000)
            }
            return .neverAnswer
        }.serving { server in
            defer { stopped.withLock { $0 }.map { _ = kill($0, SIGKILL) } }
            try await WeatherProcess.with { weather in
                try await ProcessSlots.shared.holding(2) { [weather] in
                    let process = try FollowingProcess(
                        Self.place + [
                            "--base-url", server.baseURL, "--format", "waybar", "--timeout", "3", "--follow",
                        ],
                        in: weather)
                    follower.withLock { $0 = process }
                    let line = try #require(await process.line(0), "\(process.report)")
                    #expect(stopped.withLock { $0 } != nil, "no polling copy was stopped: \(process.report)")
                    #expect(
                        line
                            == #"{"class":"error","text":"⚠ internal error","tooltip":"The copy of weather that "#
                            + #"fetches the forecast did not end within 13 s"}"#)
                    process.closeOutput()
                    #expect(await process.end()?.status == 0)
                }
            }
        }
    }

    /// A package upgrade renames a new file over the running program, and removing it leaves the same: the
    /// follower's copies are still started, from the file it runs, and a refresh brings the new forecast.
    @Test func aRemovedProgramStillStartsItsCopies() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        try await WeatherProcess.with { weather in
            let built = try #require(WeatherProcess.binary)
            let program = weather.temporaryDirectory.appendingPathComponent("weather")
            try FileManager.default.copyItem(at: built, to: program)
            weather.executable = program
            try await following(server, in: weather) { follower, _ in
                #expect(try #require(await follower.line(0), "\(follower.report)").contains("Alpha"))

                try FileManager.default.removeItem(at: program)
                server.name.withLock { $0 = "Iota" }
                follower.send(SIGUSR1)
                let next = try #require(await follower.line(1), "\(follower.report)")
                #expect(next.contains("Iota"), "\(next)")
                follower.closeOutput()
                #expect(await follower.end()?.status == 0)
            }
        }
    }

    /// A cache folder others can write to (as one another user put in its place would be) is refused by every
    /// copy, so each asks OpenWeather: writes into it must not each start one. The copy's answer stands until it
    /// is due, or until the cache holds a newer one.
    @Test func writesIntoARefusedCacheFolderAskNothing() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        try await WeatherProcess.with { weather in
            try await following(server, in: weather) { follower, weather in
                #expect(try #require(await follower.line(0), "\(follower.report)").contains("Alpha"))

                let cache = URL(fileURLWithPath: try #require(weather.environment["HOME"])).appendingPathComponent(
                    ".cache/weather")
                server.name.withLock { $0 = "Beta" }
                #expect(chmod(cache.path, 0o777) == 0)
                try Data("x".utf8).write(to: cache.appendingPathComponent("planted-0"))
                // The first event after the change polls: a copy without the cache asks, and brings Beta.
                #expect(try #require(await follower.line(1), "\(follower.report)").contains("Beta"))
                // A poll for any of these writes would bring Gamma.
                server.name.withLock { $0 = "Gamma" }
                for index in 1...5 {
                    try Data("x".utf8).write(to: cache.appendingPathComponent("planted-\(index)"))
                }
                // The folder goes, and another copy makes it again, the user's alone, and writes Delta: the next line.
                try FileManager.default.removeItem(at: cache)
                server.name.withLock { $0 = "Delta" }
                let poll = try await weather.run(
                    Self.place + ["--base-url", server.server.baseURL, "--format", "waybar", "--refresh"])
                #expect(poll.status == 0)
                let third = try #require(await follower.line(2), "\(follower.report)")
                #expect(third.contains("Delta"), "\(third) \(poll.stderr)")
                // Alpha's, Beta's and the other copy's: the five writes asked nothing.
                #expect(server.requests.withLock { $0 } == 3)
                follower.closeOutput()
                #expect(await follower.end()?.status == 0)
            }
        }
    }

    /// A first run in a new home finds neither the cache folder nor its parent to watch, so the folder is watched
    /// only after the follower's copy made it and the follower looked: another copy's write in between must be
    /// seen all the same. strace holds that watch, the third inotify_add_watch(2) (the two at the start fail), for
    /// 5 s, and the other copy writes meanwhile; one slower than that writes into a watched folder, and the test
    /// then checks the ordinary case.
    @Test(.enabled(if: ShellRunner.isInstalled("strace"), ShellRunner.missing("strace")))
    func aWriteBeforeANewCacheFolderIsWatchedIsSeen() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        try await WeatherProcess.with { weather in
            let strace = try #require(ShellRunner.path(of: "strace"))
            weather.launcher = [
                strace, "-qq", "-o", "/dev/null", "-e", "trace=inotify_add_watch", "-e",
                "inject=inotify_add_watch:delay_enter=5000000:when=3+",
            ]
            try await following(server, in: weather) { follower, weather in
                #expect(try #require(await follower.line(0), "\(follower.report)").contains("Alpha"))
                server.name.withLock { $0 = "Theta" }
                var polling = weather
                polling.launcher = []
                let poll = try await polling.run(
                    Self.place + ["--base-url", server.server.baseURL, "--format", "waybar", "--refresh"])
                #expect(poll.status == 0)
                let next = try #require(await follower.line(1), "the write went unseen: \(follower.report)")
                #expect(next.contains("Theta"))
                follower.closeOutput()
                #expect(await follower.end()?.status == 0)
            }
        }
    }
}
