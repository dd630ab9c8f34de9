import Foundation
import Testing

@testable import WeatherCLI

/// The whole input surface — the command line, the environment variables `weather` reads,
/// the config file and the key file — fuzzed through the real binary with generated ``CommandLineCase``s
/// against a local OpenWeather on 127.0.0.1 (and an `https_proxy` that refuses, so nothing reaches the real
/// API). Every run must end on its own within its deadline with a status `--help` documents, never by a
/// signal (a trap); a run that asked for a bar format must exit 0 with output the bar can show; standard
/// error holds only error, warning, note and usage lines; the key is in no output and no file.
///
/// `swift test` runs `WEATHER_FUZZ_RUNS` cases (default 100) from `WEATHER_FUZZ_SEED` (default a fixed seed, so
/// CI runs the same cases); `WEATHER_FUZZ_SECONDS=1800` runs for half an hour instead, from a seed printed
/// at the start (docs/fuzzing.md). A failure names the case's seed, which replays it alone:
/// `WEATHER_FUZZ_SEED=<seed> WEATHER_FUZZ_RUNS=1 swift test --filter CommandLineFuzzTests`.
@Suite struct CommandLineFuzzTests {
    /// The statuses `--help` lists.
    static let documented = Set(ExitStatus.allCases.map(\.rawValue))
    /// What a line of standard error may start with.
    static let stderrPrefixes = ["Error: ", "Warning: ", "Note: ", "Usage: ", "See 'weather --help'.", "weather: "]

    struct Settings {
        var seed: UInt64
        var runs: Int?
        var seconds: Double?

        static func fromEnvironment() -> Settings {
            let environment = ProcessInfo.processInfo.environment
            let seconds = environment["WEATHER_FUZZ_SECONDS"].flatMap(Double.init)
            let seed =
                environment["WEATHER_FUZZ_SEED"].flatMap { UInt64($0) }
                ?? (seconds == nil ? 0x5EED_0014 : UInt64(Date().timeIntervalSince1970 * 1000))
            let runs = environment["WEATHER_FUZZ_RUNS"].flatMap { Int($0) } ?? (seconds == nil ? 100 : nil)
            return Settings(seed: seed, runs: runs, seconds: seconds)
        }
    }

    @Test func everyRunEndsWithADocumentedStatusAndBarsGetABar() async throws {
        let settings = Settings.fromEnvironment()
        try await LocalOpenWeather.start(
            geocoding: try LocalOpenWeather.geocoding("geo_direct_london_limit5_pyowm.json")
        ).serving { server in
            let proxy = "http://127.0.0.1:\(TestHTTPServer.closedPort())"
            let input = try Data(contentsOf: URL(fileURLWithPath: Fixture.changwon.path))
            let start = Date()
            let end = settings.seconds.map { start.addingTimeInterval($0) }
            print(
                "command-line fuzz: seed \(settings.seed), \(settings.runs.map { "\($0) runs" } ?? "\(settings.seconds ?? 0) s")"
            )

            var statuses: [Int32: Int] = [:]
            var bars = 0
            var runs = 0
            func more(_ started: Int) -> Bool {
                if let runs = settings.runs, started >= runs { return false }
                if let end, Date() >= end { return false }
                return true
            }
            try await withThrowingTaskGroup(of: (Int32, Bool).self) { group in
                var started = 0
                for _ in 0..<ProcessSlots.shared.capacity where more(started) {
                    let seed = settings.seed &+ UInt64(started)
                    group.addTask {
                        try await Self.check(seed: seed, baseURL: server.baseURL, proxy: proxy, input: input)
                    }
                    started += 1
                }
                while let (status, bar) = try await group.next() {
                    statuses[status, default: 0] += 1
                    bars += bar ? 1 : 0
                    runs += 1
                    if more(started) {
                        let seed = settings.seed &+ UInt64(started)
                        group.addTask {
                            try await Self.check(seed: seed, baseURL: server.baseURL, proxy: proxy, input: input)
                        }
                        started += 1
                    }
                }
            }
            let seconds = Date().timeIntervalSince(start)
            let counts = statuses.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            print(
                "command-line fuzz: \(runs) runs in \(Int(seconds)) s "
                    + "(\(String(format: "%.1f", Double(runs) / seconds))/s)"
                    + " from seed \(settings.seed), \(bars) with a bar format; exit statuses \(counts); "
                    + "\(server.requestCount) requests")
            #expect(runs > 0)
        }
    }

    /// Runs the case for `seed` and checks it; returns its exit status and whether it asked for a bar.
    static func check(seed: UInt64, baseURL: String, proxy: String, input: Data) async throws -> (Int32, Bool) {
        return try await WeatherProcess.with { weather in
            try weather.useOwnTemporaryDirectory()
            weather.hardLimit = .seconds(20)
            let run = CommandLineCase.make(seed: seed, baseURL: baseURL, folder: weather.temporaryDirectory.path)
            weather.environment["https_proxy"] = proxy
            weather.environment["HTTPS_PROXY"] = proxy
            for (name, value) in run.environment { weather.environment[name] = value }
            try input.write(to: weather.currentDirectory.appendingPathComponent("input.json"))
            if let config = run.config {
                let folder = weather.home.appendingPathComponent(".config/weather")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try config.write(to: folder.appendingPathComponent("config.json"))
            }
            if let key = run.keyFile {
                try key.write(to: weather.currentDirectory.appendingPathComponent("APIKey.json"))
            }

            let result = try await weather.run(run.words)
            let context =
                "\(run)\nexit \(result.status)\nstdout: \(result.stdout.prefix(500).debugDescription)\nstderr: \(result.stderr.prefix(1000).debugDescription)"
            #expect(!result.signalled, "killed by signal \(result.status): \(context)")
            #expect(result.signalled || documented.contains(result.status), "undocumented exit status: \(context)")
            if result.status == ExitStatus.urgent.rawValue {
                #expect(run.words.contains("--urgent"), "exit 33 without --urgent: \(context)")
            }
            // A run with no place at all prints an indented guide under its error, and only such a run.
            let guided = result.status == 64 && result.stderr.hasPrefix("Error: no place given")
            for line in result.stderrLines
            where !stderrPrefixes.contains(where: line.hasPrefix) && !(guided && line.hasPrefix("  ")) {
                Issue.record("a stderr line that is no message: \(line.debugDescription) in \(context)")
            }
            if let bar = run.barFormat {
                let urgent = bar == "i3blocks" && run.words.contains("--urgent")
                #expect(result.status == 0 || (urgent && result.status == 33), "a bar run's exit status: \(context)")
                #expect(validBar(result.stdout, format: bar), "not valid \(bar) output: \(context)")
            }
            // The key file the case wrote holds the key, as it should; nothing else may.
            let leaks = weather.filesHoldingTheKey().filter { $0 != "cwd/APIKey.json" }
            #expect(leaks == [], "the key is in \(leaks): \(context)")
            return (result.signalled ? -result.status : result.status, run.barFormat != nil)
        }
    }

    /// Whether `stdout` is something a bar of `format` shows: for waybar one line of JSON with `text` and
    /// `tooltip`; for the others at least one non-empty line, ending in a newline.
    static func validBar(_ stdout: String, format: String) -> Bool {
        if format == "waybar" { return WaybarOutput(stdout) != nil }
        return stdout.hasSuffix("\n") && stdout.split(separator: "\n").first.map { !$0.isEmpty } == true
    }
}
