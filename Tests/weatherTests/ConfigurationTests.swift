import Foundation
import Testing

/// Where the API key and base URL come from, and what happens when they are missing or unsafe: exit 78
/// (EX_CONFIG) before any request.
@Suite struct ConfigurationTests {
    /// A server that answers every request with the Changwon recording.
    static func forecastServer() throws -> TestHTTPServer {
        try FetchSuccessTests.changwonServer().server
    }

    /// Writes `{"APIKey": key}` to `url`, creating its directory.
    static func writeKeyFile(_ key: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"APIKey": "\#(key)"}"#.utf8).write(to: url)
    }

    @Test func missingKeyExitsConfigNamingEveryPlaceToPutIt() async throws {
        try await Self.forecastServer().serving { server in
            try await WeatherProcess.with { weather in
                weather.environment["OPENWEATHER_API_KEY"] = nil

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])

                #expect(result.status == 78)
                #expect(result.stdout == "")
                #expect(result.stderrLines.count == 1)
                #expect(result.stderr.hasPrefix("Error: "))
                #expect(result.stderr.contains("OPENWEATHER_API_KEY") && result.stderr.contains("--api-key-file"))
                #expect(result.stderr.contains("APIKey.json"))
                #expect(server.requestCount == 0)
            }
        }
    }

    @Test func keyFromApiKeyFileIsSentAsAppid() async throws {
        try await Self.forecastServer().serving { server in
            try await WeatherProcess.with { weather in
                weather.environment["OPENWEATHER_API_KEY"] = nil
                let keyFile = weather.temporaryDirectory.appendingPathComponent("secrets/my-key.json")
                try Self.writeKeyFile(WeatherProcess.fileSentinelKey, to: keyFile)

                let result = try await weather.run(
                    ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--api-key-file", keyFile.path])

                #expect(result.status == 0)
                #expect(server.requests.map { $0.query["appid"] } == [WeatherProcess.fileSentinelKey])
            }
        }
    }

    @Test func keyInTheWorkingDirectoryOrXDGConfigIsFound() async throws {
        try await Self.forecastServer().serving { server in
            try await WeatherProcess.with { weather in
                weather.environment["OPENWEATHER_API_KEY"] = nil
                // --no-cache: the second run must ask again, with the other key.
                let arguments = ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--no-cache"]
                let home = try #require(weather.environment["HOME"])

                try Self.writeKeyFile(
                    WeatherProcess.fileSentinelKey, to: URL(fileURLWithPath: home + "/.config/weather/APIKey.json"))
                let fromConfig = try await weather.run(arguments)
                try Self.writeKeyFile(
                    WeatherProcess.sentinelKey, to: weather.currentDirectory.appendingPathComponent("APIKey.json"))
                let fromWorkingDirectory = try await weather.run(arguments)

                #expect(fromConfig.status == 0)
                #expect(fromWorkingDirectory.status == 0)
                // ./APIKey.json comes before the config directory once both exist.
                #expect(
                    server.requests.map { $0.query["appid"] } == [
                        WeatherProcess.fileSentinelKey, WeatherProcess.sentinelKey,
                    ])
            }
        }
    }

    @Test func environmentKeyWinsOverApiKeyFile() async throws {
        try await Self.forecastServer().serving { server in
            try await WeatherProcess.with { weather in
                let keyFile = weather.temporaryDirectory.appendingPathComponent("key.json")
                try Self.writeKeyFile(WeatherProcess.fileSentinelKey, to: keyFile)

                let result = try await weather.run(
                    ["--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--api-key-file", keyFile.path])

                #expect(result.status == 0)
                #expect(server.requests.map { $0.query["appid"] } == [WeatherProcess.sentinelKey])
            }
        }
    }

    /// APIKey.example.json copied without putting a key in it, wherever the copy is looked for: exit 78 with one
    /// line naming the file and saying to put a real key there, before any request: sent as `appid`, the
    /// placeholder would get OpenWeather's 401 "Invalid API key" (and this test's server would answer it).
    @Test(arguments: ["--api-key-file", "./APIKey.json", "XDG"])
    func uneditedExampleKeyFileStopsBeforeAnyRequest(_ place: String) async throws {
        try await Self.forecastServer().serving { server in
            try await WeatherProcess.with { weather in
                weather.environment["OPENWEATHER_API_KEY"] = nil
                let home = try #require(weather.environment["HOME"])
                let copy: URL
                var arguments = ["--lat", "37", "--lon", "126", "--base-url", server.baseURL]
                switch place {
                case "--api-key-file":
                    copy = weather.temporaryDirectory.appendingPathComponent("keys/APIKey.json")
                    arguments += ["--api-key-file", copy.path]
                case "./APIKey.json": copy = weather.currentDirectory.appendingPathComponent("APIKey.json")
                default: copy = URL(fileURLWithPath: home + "/.config/weather/APIKey.json")
                }
                try FileManager.default.createDirectory(
                    at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(
                    at: WeatherProcess.packageRoot.appendingPathComponent("APIKey.example.json"), to: copy)
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: copy.path)

                let result = try await weather.run(arguments)

                #expect(result.status == 78)
                #expect(result.stdout == "")
                #expect(result.stderrLines.count == 1, "\(result.stderr)")
                #expect(result.stderr.hasPrefix("Error: the API key file "), "\(result.stderr)")
                #expect(result.stderr.contains("APIKey.json still holds the placeholder of APIKey.example.json"))
                #expect(result.stderr.contains("put your OpenWeather API key in it"))
                #expect(server.requestCount == 0)
            }
        }
    }

    /// The placeholder in OPENWEATHER_API_KEY (pasted from the example) is refused the same way, in capitals
    /// too.
    @Test(arguments: ["paste-your-openweather-api-key-here", "PASTE-YOUR-OPENWEATHER-API-KEY-HERE"])
    func placeholderInTheEnvironmentStopsBeforeAnyRequest(_ placeholder: String) async throws {
        try await Self.forecastServer().serving { server in
            try await WeatherProcess.with { weather in
                weather.environment["OPENWEATHER_API_KEY"] = placeholder

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])

                #expect(result.status == 78)
                #expect(
                    result.stderrLines == [
                        "Error: OPENWEATHER_API_KEY holds the placeholder of APIKey.example.json, not a key; set it to your "
                            + "OpenWeather API key."
                    ])
                #expect(server.requestCount == 0)
            }
        }
    }

    /// The key would cross the network in clear text; refusing costs no network attempt, so it is quick and
    /// is not a network error (75), which it would be if a connection had been tried on this offline machine.
    @Test(arguments: [
        ["--base-url", "http://example.com"],
        ["--base-url", "http://192.0.2.1:8080/"],
        ["--base-url", "ftp://127.0.0.1"],
        ["--base-url", "not a url"],
    ])
    func unsafeOrInvalidBaseURLExitsConfigWithoutNetwork(_ baseURL: [String]) async throws {
        try await WeatherProcess.with { weather in

            let result = try await weather.run(["--lat", "37", "--lon", "126", "--verbose"] + baseURL)

            #expect(result.status == 78)
            #expect(result.stdout == "")
            // No request was attempted: `--verbose` logs none, and the run took no time waiting for one.
            #expect(result.requestLog.isEmpty, "\(result.stderr)")
            #expect(result.messages.count == 1)
            #expect(result.messages.first?.hasPrefix("Error: ") == true)
            #expect(result.stderr.contains("https://"))
            #expect(try NetworkFailureTests.ownDuration(result) < .seconds(1))
        }
    }

    @Test func plainHTTPBaseURLFromTheEnvironmentIsRefusedToo() async throws {
        try await WeatherProcess.with { weather in
            weather.environment["OPENWEATHER_BASE_URL"] = "http://example.com"

            let result = try await weather.run(["--lat", "37", "--lon", "126"])

            #expect(result.status == 78)
            #expect(result.stderr.contains("example.com"))
            #expect(result.stderr.contains("https://"))
        }
    }
}
