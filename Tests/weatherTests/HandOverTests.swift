import Foundation
import Testing

@testable import WeatherCLI

/// `weather` answers the demo, saved files and cache hits without FoundationNetworking (so without loading
/// libcurl), and hands a run that needs OpenWeather to `weather-fetch`, found beside it or in
/// `../libexec/weather/`.
@Suite(.disabled(if: Build.isOneProgram, "weather is one program in this build (WEATHER_PORTABLE): it never hands over"))
struct HandOverTests {
    static let place = ["--lat", "37", "--lon", "126", "--format", "line"]

    @Test func helperIsLookedForBesideTheProgramThenInLibexec() {
        #expect(
            HandOver.candidates(executable: "/usr/local/bin/weather") == [
                "/usr/local/bin/weather-fetch", "/usr/local/libexec/weather/weather-fetch",
            ])
    }

    @Test(.enabled(if: Build.ldd != nil, "needs ldd, glibc's dynamic loader's lister (Linux)"))
    func weatherDoesNotLoadLibcurlButWeatherFetchDoes() throws {
        let weather = try #require(WeatherProcess.binary)
        let helper = weather.deletingLastPathComponent().appendingPathComponent("weather-fetch")
        #expect(!(try Self.sharedLibraries(of: weather)).contains("libcurl"))
        #expect(try Self.sharedLibraries(of: helper).contains("libcurl"))
    }

    /// `weather` imports only FoundationEssentials: neither swift-corelibs-foundation nor ICU is loaded (they
    /// would make the installed binary 73 MB instead of 24, and its start slower; docs/performance.md).
    @Test(.enabled(if: Build.ldd != nil, "needs ldd, glibc's dynamic loader's lister (Linux)"))
    func weatherDoesNotLoadCorelibsFoundationOrICU() throws {
        let weather = try #require(WeatherProcess.binary)
        let libraries = try Self.sharedLibraries(of: weather)
        #expect(libraries.contains("libFoundationEssentials"))
        #expect(!libraries.contains("libFoundation.so"))
        #expect(!libraries.contains("ICU"))
    }

    @Test func cacheHitIsAnsweredWithoutTheHelper() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let first = try await weather.run(Self.place + ["--base-url", server.baseURL])
        weather.executable = try Self.copyOfWeather(in: weather.temporaryDirectory.appendingPathComponent("bin"))

        let second = try await weather.run(Self.place + ["--base-url", server.baseURL])

        #expect(first.status == 0 && second.status == 0)
        #expect(second.stdout == first.stdout && !second.stdout.isEmpty)
        #expect(second.stderr == "")
        #expect(server.requestCount == 1)
    }

    @Test func runThatNeedsOpenWeatherWithoutTheHelperSaysWhatIsMissing() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let bin = weather.temporaryDirectory.appendingPathComponent("bin")
        weather.executable = try Self.copyOfWeather(in: bin)

        let run = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])

        #expect(run.status == 69)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("weather-fetch is missing"))
        #expect(run.stderr.contains(bin.appendingPathComponent("weather-fetch").path))
        #expect(server.requestCount == 0)
    }

    @Test func barWithoutTheHelperShowsTheErrorAndExitsZero() async throws {
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        weather.executable = try Self.copyOfWeather(in: weather.temporaryDirectory.appendingPathComponent("bin"))

        let run = try await weather.run(["--lat", "37", "--lon", "126", "--format", "waybar"])

        #expect(run.status == 0)
        let bar = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: String]
        #expect(bar?["class"] == "error")
        #expect(bar?["tooltip"]?.contains("weather-fetch is missing") == true)
    }

    @Test func configWarningIsSaidOnceWhetherTheRunIsHandedOverOrNot() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        let weather = try WeatherProcess()
        defer { weather.cleanUp() }
        try PlacesEndToEnd.ConfigFileRunTests.writeConfig(#"{"unit": "metric"}"#, for: weather)

        let fetched = try await weather.run(Self.place + ["--base-url", server.baseURL])
        let cached = try await weather.run(Self.place + ["--base-url", server.baseURL])

        #expect(fetched.status == 0 && cached.status == 0)
        #expect(server.requestCount == 1)
        for run in [fetched, cached] {
            #expect(run.stderrLines.count == 1)
            #expect(run.stderr.contains(#"unknown key "unit""#))
        }
    }

    /// With standard input or error closed, pipe(2) gives the hand-over 0 or 2; the run must still reach the
    /// helper (the attacker review found exit 69 and an empty bar).
    @Test(arguments: ["<&-", "2>&-", "<&- 2>&-"])
    func runIsHandedOverWithAStandardStreamClosed(_ closing: String) async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        weather.launcher = ["/bin/sh", "-c", "exec \"$0\" \"$@\" \(closing)"]

        let run = try await weather.run(["--lat", "37", "--lon", "126", "--format", "waybar", "--base-url", server.baseURL])

        #expect(run.status == 0)
        let bar = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((bar?["text"] as? String)?.contains("°C") == true)
        #expect(server.requestCount == 1)
    }

    @Test func helperThatIsWeatherItselfStopsInsteadOfLooping() async throws {
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let bin = weather.temporaryDirectory.appendingPathComponent("bin")
        weather.executable = try Self.copyOfWeather(in: bin)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("weather-fetch").path, withDestinationPath: "weather")
        weather.hardLimit = .seconds(10)

        let run = try await weather.run(["--lat", "37", "--lon", "126", "--no-cache"])

        #expect(run.status == 69)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("handed the run back, so it is not weather-fetch"))
    }

    @Test func helperOfAnotherVersionRefusesTheRun() async throws {
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let built = try #require(WeatherProcess.binary)
        weather.executable = built.deletingLastPathComponent().appendingPathComponent("weather-fetch")
        weather.environment["WEATHER_HANDED_OVER_BY"] = "0.0.1-old"

        let run = try await weather.run([
            "--lat", "37", "--lon", "126", "--no-cache", "--base-url", "http://127.0.0.1:9",
        ])

        #expect(run.status == 69)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("was handed a run by weather 0.0.1-old"))
    }

    @Test func folderNamedLikeTheHelperIsPassedOverForLibexec() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let prefix = weather.temporaryDirectory.appendingPathComponent("prefix")
        weather.executable = try Self.installWithHelperInLibexec(prefix)
        try FileManager.default.createDirectory(
            at: prefix.appendingPathComponent("bin/weather-fetch"), withIntermediateDirectories: true)

        let run = try await weather.run(Self.place + ["--base-url", server.baseURL, "--no-cache"])

        #expect(run.status == 0)
        #expect(server.requestCount == 1)
    }

    @Test func helperInLibexecIsUsed() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        weather.executable = try Self.installWithHelperInLibexec(
            weather.temporaryDirectory.appendingPathComponent("prefix"))

        let run = try await weather.run(Self.place + ["--base-url", server.baseURL, "--no-cache"])
        weather.executable = nil
        let built = try await weather.run(Self.place + ["--base-url", server.baseURL, "--no-cache"])

        #expect(run.status == 0 && built.status == 0)
        #expect(run.stdout == built.stdout && !run.stdout.isEmpty)
        #expect(server.requestCount == 2)
    }

    @Test func symbolicLinkToWeatherFindsTheHelperBesideTheRealFile() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let link = weather.temporaryDirectory.appendingPathComponent("weather")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: try #require(WeatherProcess.binary))
        weather.executable = link

        let run = try await weather.run(Self.place + ["--base-url", server.baseURL, "--no-cache"])

        #expect(run.status == 0)
        #expect(server.requestCount == 1)
    }

    /// Copies of the built programs laid out as `make install` does under `prefix`: `bin/weather` and
    /// `libexec/weather/weather-fetch`; returns the first.
    static func installWithHelperInLibexec(_ prefix: URL) throws -> URL {
        let weather = try copyOfWeather(in: prefix.appendingPathComponent("bin"))
        let libexec = prefix.appendingPathComponent("libexec/weather")
        try FileManager.default.createDirectory(at: libexec, withIntermediateDirectories: true)
        let built = try #require(WeatherProcess.binary).deletingLastPathComponent()
        try FileManager.default.copyItem(
            at: built.appendingPathComponent("weather-fetch"), to: libexec.appendingPathComponent("weather-fetch"))
        return weather
    }

    /// A copy of the built `weather`, alone in `folder`.
    static func copyOfWeather(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("weather")
        try FileManager.default.copyItem(at: try #require(WeatherProcess.binary), to: copy)
        return copy
    }

    /// What `ldd` lists for a program: the shared libraries the dynamic loader maps at its start.
    static func sharedLibraries(of program: URL) throws -> String {
        let process = Process()
        process.executableURL = Build.ldd
        process.arguments = [program.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}
