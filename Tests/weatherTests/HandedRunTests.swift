import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// A run that needs OpenWeather is handed to `weather-fetch` resolved: the options `weather` read (so a config
/// file that is a pipe is read once), its warnings and its clock, in an inherited pipe; the key is read only
/// where a request is made.
@Suite struct HandedRunTests {
    static let run = HandedRun(
        options: Options(
            source: .places([.city("Seoul,KR"), .coordinates(latitude: 37.5, longitude: -126.25)]),
            units: .imperial, format: .waybar, icons: .nerd, color: .never, template: "{temp}", lang: "kr",
            count: 3, baseURL: "http://127.0.0.1:9", timeout: 2.5, apiKeyFile: "/k.json", maxAge: 60,
            refresh: true, useCache: false, verbose: true, urgent: false),
        warnings: ["c.json: unknown key \"unit\""], start: 1_700_000_000.25)

    @Test func runCrossesThePipeUnchanged() throws {
        let descriptor = try HandOverPipe.filled(with: Self.run).get()
        #expect(try HandOverPipe.read(descriptor).get() == Self.run)
    }

    @Test func pipeThatIsNotARunIsAFailure() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        _ = write(ends[1], "{}", 2)
        close(ends[1])
        guard case .failure(let failure) = HandOverPipe.read(ends[0]) else {
            Issue.record("{} was read as a run")
            return
        }
        #expect(failure.status == .dataError)
    }

    /// `--config <(…)` was read empty by weather-fetch on every cache miss ("not valid JSON").
    @Test(.enabled(if: ShellRunner.isInstalled("bash")))
    func configFromAPipeIsUsedOnACacheMiss() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        weather.launcher = [
            "/usr/bin/env", "bash", "--norc", "--noprofile", "-c",
            #"exec "$0" "$@" --config <(printf '%s' '{"units": "imperial", "unit": 1}')"#,
        ]

        let result = try await weather.run(HandOverTests.place + ["--base-url", server.baseURL])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("°F"))
        #expect(server.requestCount == 1)
        // The unknown key is said once, by weather-fetch, though weather read the file.
        #expect(result.stderrLines.filter { $0.contains(#"unknown key "unit""#) }.count == 1)
    }

    @Test(.enabled(if: ShellRunner.isInstalled("bash")))
    func apiKeyFileFromAPipeIsReadOnACacheMiss() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        weather.environment["OPENWEATHER_API_KEY"] = nil
        weather.launcher = [
            "/usr/bin/env", "bash", "--norc", "--noprofile", "-c",
            #"exec "$0" "$@" --api-key-file <(printf '%s' '{"APIKey": "piped-key"}')"#,
        ]

        let result = try await weather.run(HandOverTests.place + ["--base-url", server.baseURL])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requestCount == 1)
        #expect(server.requests.first?.query["appid"] == "piped-key")
    }

    /// A cache hit needs no key: none is read, so a run without one is still answered.
    @Test func cacheHitNeedsNoKey() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let first = try await weather.run(HandOverTests.place + ["--base-url", server.baseURL])
        weather.environment["OPENWEATHER_API_KEY"] = nil

        let second = try await weather.run(HandOverTests.place + ["--base-url", server.baseURL])

        #expect(first.status == 0 && second.status == 0, "\(second.stderr)")
        #expect(second.stdout == first.stdout, "first: \(first.stdout) \(first.stderr)")
        #expect(second.stderr == "")
        #expect(server.requestCount == 1)
    }

    /// Every request says it is weather, of this version (it was "weather-fetch (unknown version) curl/…").
    @Test func requestsSayTheyAreWeatherOfThisVersion() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        let weather = try WeatherProcess()
        defer { weather.cleanUp() }

        let result = try await weather.run(HandOverTests.place + ["--base-url", server.baseURL])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests.map { $0.headers["user-agent"] } == ["weather/\(Version.current)"])
    }
}
