import Foundation
import Testing

/// A first run, with no key anywhere, says how to get one, how long it takes to work, the file to save it in
/// for this user, and how to try `weather` meanwhile; an installed `weather` also names its
/// APIKey.example.json. Before, the message named only where keys are looked for, and no way to get one.
@Suite struct NoKeyGuideTests {
    static func expected(keyFile: String, example: String? = nil) -> String {
        "Error: no OpenWeather API key found. Get one free: sign up at "
            + "https://home.openweathermap.org/users/sign_up, then copy your key from "
            + "https://home.openweathermap.org/api_keys (a new key can take up to a couple of hours to activate). "
            + "Save it in \(keyFile) as {\"APIKey\": \"…\"}"
            + (example.map { "; \($0) shows the form" } ?? "")
            + ", or set OPENWEATHER_API_KEY, or name a key file with --api-key-file. "
            + "To try weather without a key: weather --demo."
    }

    @Test func noKeyNamesTheSignUpTheUsersKeyFileAndTheDemo() async throws {
        try await WeatherProcess.with { weather in
            weather.environment["OPENWEATHER_API_KEY"] = nil
            let base = "http://127.0.0.1:\(TestHTTPServer.closedPort())"

            let table = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", base])
            weather.environment["XDG_CONFIG_HOME"] = weather.home.path + "/xdg"
            let xdg = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", base])

            #expect(table.status == 78 && xdg.status == 78)
            #expect(
                table.stderrLines == [
                    Substring(Self.expected(keyFile: weather.home.path + "/.config/weather/APIKey.json"))
                ]
            )
            #expect(
                xdg.stderrLines == [Substring(Self.expected(keyFile: weather.home.path + "/xdg/weather/APIKey.json"))])
        }
    }

    /// `weather` installed under a prefix (PREFIX/bin/weather), with the example install.sh puts in
    /// PREFIX/share/doc/weather.
    @Test func anInstalledWeatherNamesItsExample() async throws {
        try await WeatherProcess.with { weather in
            weather.environment["OPENWEATHER_API_KEY"] = nil
            let prefix = weather.temporaryDirectory.appendingPathComponent("prefix")
            let program = prefix.appendingPathComponent("bin/weather")
            let example = prefix.appendingPathComponent("share/doc/weather/APIKey.example.json")
            for folder in [program, example].map({ $0.deletingLastPathComponent() }) {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            try FileManager.default.copyItem(at: try #require(WeatherProcess.binary), to: program)
            try FileManager.default.copyItem(
                at: WeatherProcess.packageRoot.appendingPathComponent("APIKey.example.json"), to: example)
            weather.executable = program

            let run = try await weather.run(["--lat", "37", "--lon", "126"])

            #expect(run.status == 78)
            #expect(
                run.stderrLines == [
                    Substring(
                        Self.expected(
                            keyFile: weather.home.path + "/.config/weather/APIKey.json", example: example.path))
                ])
        }
    }
}
