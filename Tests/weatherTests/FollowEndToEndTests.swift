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

    /// Starts a follower in `weather`'s world after a slot for it and one for a polling copy is had.
    private func follow(_ server: ChangingServer, _ weather: WeatherProcess) throws -> FollowingProcess {
        try FollowingProcess(
            Self.place + ["--base-url", server.server.baseURL, "--format", "waybar", "--follow"], in: weather)
    }

    @Test func sigusr1BringsTheServersNewForecastAndClosingTheOutputEndsWithZero() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        let weather = try WeatherProcess()
        defer { weather.cleanUp() }
        await ProcessSlots.shared.acquire()
        defer { Task { await ProcessSlots.shared.release() } }
        let follower = try follow(server, weather)

        let first = try #require(follower.line(0), "no first line: \(follower.stderr)")
        #expect(first.contains("Alpha"))
        server.name.withLock { $0 = "Beta" }
        follower.send(SIGUSR1)
        let second = try #require(follower.line(1), "no line after SIGUSR1: \(follower.stderr)")
        #expect(second.contains("Beta") && !second.contains("Alpha"))
        // One request for the first line, one for the refresh: the cache answered nothing else.
        #expect(server.requests.withLock { $0 } == 2)
        // A refresh that brings the same forecast prints nothing: the next line is the one after the change.
        follower.send(SIGUSR1)
        server.name.withLock { $0 = "Gamma" }
        follower.send(SIGUSR1)
        let third = try #require(follower.line(2), "no line after the third SIGUSR1: \(follower.stderr)")
        // Beta again would be the same line, never printed twice: the next line is Gamma's, whichever refresh brought it.
        #expect(third.contains("Gamma"))
        let lines = follower.printed
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0 != $1 }, "\(lines)")

        follower.closeOutput()
        let end = try #require(follower.end(), "weather --follow went on after its reader was gone")
        #expect(end.status == 0 && !end.signalled, "\(end)")
    }

    @Test func anotherCopysWriteIsShownWithoutASignal() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        let weather = try WeatherProcess()
        defer { weather.cleanUp() }
        await ProcessSlots.shared.acquire()
        defer { Task { await ProcessSlots.shared.release() } }
        let follower = try follow(server, weather)
        #expect(try #require(follower.line(0), "\(follower.stderr)").contains("Alpha"))

        // A polling copy asked to refresh writes the cache entry the follower reads.
        server.name.withLock { $0 = "Delta" }
        let poll = try await weather.run(
            Self.place + ["--base-url", server.server.baseURL, "--format", "waybar", "--refresh"])
        #expect(poll.status == 0)
        let next = try #require(follower.line(1), "the follower missed the other copy's write: \(follower.stderr)")
        #expect(next.contains("Delta"))
        #expect(server.requests.withLock { $0 } == 2)

        follower.send(SIGTERM)
        let end = try #require(follower.end())
        #expect(end.signalled && end.status == SIGTERM, "\(end)")
    }

    @Test func aFailingServerMarksTheLineStale() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        let weather = try WeatherProcess()
        defer { weather.cleanUp() }
        await ProcessSlots.shared.acquire()
        defer { Task { await ProcessSlots.shared.release() } }
        let follower = try follow(server, weather)
        let first = try #require(follower.line(0), "\(follower.stderr)")
        #expect(!first.contains(#""stale""#))

        server.failing.withLock { $0 = true }
        follower.send(SIGUSR1)
        let stale = try #require(follower.line(1), "no stale line: \(follower.stderr)")
        #expect(stale.contains(#""class":"stale""#) || stale.contains(#""stale""#), "\(stale)")
        #expect(stale.contains("Alpha"))
        follower.closeOutput()
        #expect(follower.end()?.status == 0)
    }

    @Test func sighupReadsTheConfigFileAgainAndKeepsTheLastGoodOne() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        let weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let folder = URL(fileURLWithPath: try #require(weather.environment["HOME"])).appendingPathComponent(
            ".config/weather")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("config.json")
        try Data(#"{"template": "one {place}"}"#.utf8).write(to: config)
        await ProcessSlots.shared.acquire()
        defer { Task { await ProcessSlots.shared.release() } }
        let follower = try follow(server, weather)
        #expect(try #require(follower.line(0), "\(follower.stderr)").contains("one Alpha"))

        try Data(#"{"template": "two {place}"}"#.utf8).write(to: config)
        follower.send(SIGHUP)
        #expect(try #require(follower.line(1), "\(follower.stderr)").contains("two Alpha"))
        // A broken file changes nothing: the last good one stays, with a warning, for the refresh after it.
        try Data(#"{"template": "#.utf8).write(to: config)
        follower.send(SIGHUP)
        server.name.withLock { $0 = "Beta" }
        follower.send(SIGUSR1)
        #expect(try #require(follower.line(2), "\(follower.stderr)").contains("two Beta"))
        #expect(follower.stderr.contains("Warning: keeping the configuration read before"), "\(follower.stderr)")
        try Data(#"{"template": "three {place}"}"#.utf8).write(to: config)
        follower.send(SIGHUP)
        #expect(try #require(follower.line(3), "\(follower.stderr)").contains("three Beta"))
        let lines = follower.printed
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0 != $1 }, "\(lines)")
        follower.closeOutput()
        #expect(follower.end()?.status == 0)
    }

    @Test func aRemovedCacheFolderIsMadeAndWatchedAgain() async throws {
        let server = try ChangingServer()
        defer { server.server.stop() }
        let weather = try WeatherProcess()
        defer { weather.cleanUp() }
        await ProcessSlots.shared.acquire()
        defer { Task { await ProcessSlots.shared.release() } }
        let follower = try follow(server, weather)
        #expect(try #require(follower.line(0), "\(follower.stderr)").contains("Alpha"))

        let cache = URL(fileURLWithPath: try #require(weather.environment["HOME"])).appendingPathComponent(
            ".cache/weather")
        try FileManager.default.removeItem(at: cache)
        server.name.withLock { $0 = "Zeta" }
        follower.send(SIGUSR1)
        #expect(try #require(follower.line(1), "\(follower.stderr)").contains("Zeta"))
        #expect(FileManager.default.fileExists(atPath: cache.path))
        // Another copy's write into the folder made again is seen.
        server.name.withLock { $0 = "Eta" }
        let poll = try await weather.run(
            Self.place + ["--base-url", server.server.baseURL, "--format", "waybar", "--refresh"])
        #expect(poll.status == 0)
        #expect(try #require(follower.line(2), "\(follower.stderr)").contains("Eta"))
        follower.closeOutput()
        #expect(follower.end()?.status == 0)
    }
}
