import Foundation
import Testing

/// End to end: a config number that is not whole or too big is named with what was wrong, as
/// the command line's `--max-age 600.5` is; a response's population that does not fit does not reject the
/// forecast; a user name and password in `--base-url` are masked in `--verbose` and errors, as the key is.
@Suite struct NumberAndUserInfoTests {
    @Test(arguments: [
        (#"{"max_age": 600.5}"#, #""max_age" takes whole seconds from 0 to 604800, not '600.5'."#),
        (#"{"max_age": 1e300}"#, #""max_age" takes whole seconds from 0 to 604800, not '1e+300'."#),
        (#"{"max_age": 99999999999999999999}"#, #""max_age" takes whole seconds from 0 to 604800, not '1e+20'."#),
    ])
    func aConfigNumberThatDoesNotFitNamesTheKey(config: String, said: String) async throws {
        try await WeatherProcess.with { weather in
            let path = weather.temporaryDirectory.appendingPathComponent("config.json").path
            try Data(config.utf8).write(to: URL(fileURLWithPath: path))

            let result = try await weather.run(["--demo", "--config", path])

            #expect(result.status == 78)
            #expect(result.stderrLines == ["Error: \(path): \(said)"])
        }
    }

    /// A config number beyond a Double's range is named with its key and what is wrong, not "not valid JSON" nor
    /// "not valid: … invalid value", and `"max_age": 1e-400` is not taken for 0.
    @Test(arguments: [
        (#"{"max_age": 1e400}"#, "max_age: a number beyond ±1.8e308"),
        (
            #"{"max_age": 1e-400}"#,
            "max_age: a number nearer 0 than ±4.9e-324, the smallest a Double holds"
        ),
        (
            #"{"places": {"home": {"lat": 1e-400, "lon": 2}}}"#,
            "places.home.lat: a number nearer 0 than ±4.9e-324, the smallest a Double holds"
        ),
        (#"{"place": {"lat": 1, "lon": -1e400}}"#, "place.lon: a number beyond ±1.8e308"),
    ])
    func aConfigNumberADoubleCannotHoldNamesTheKey(config: String, said: String) async throws {
        try await WeatherProcess.with { weather in
            let path = weather.temporaryDirectory.appendingPathComponent("config.json").path
            try Data(config.utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, 0o600)

            let result = try await weather.run(["--demo", "--config", path])

            #expect(result.status == 78)
            #expect(result.stderrLines == ["Error: the config file \(path) is not valid: \(said)."])
        }
    }

    /// The Changwon recording, moved to tomorrow, with `"population": 1e300`.
    static func hugePopulationServer() throws -> TestHTTPServer {
        let days = Fixture.changwon.daysToTomorrow(
            firstSlot: FetchSuccessTests.firstSlot, utcOffset: FetchSuccessTests.utcOffset)
        let text = String(decoding: try Fixture.changwon.data(shiftedByDays: days), as: UTF8.self)
            .replacing(#""population": 0"#, with: #""population": 1e300"#)
        let body = Data(text.utf8)
        return try TestHTTPServer { _ in
            .respond(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    @Test func aPopulationTooBigDoesNotRejectTheForecast() async throws {
        try await Self.hugePopulationServer().serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])

                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stderr == "")
                #expect(result.stdout.hasPrefix("Changwon, KR"))
            }
        }
    }

    static let password = "hunter22-not-the-key"

    /// `http://me:PASSWORD@127.0.0.1:PORT`: the request works, and `--verbose` shows `***:***@`.
    @Test func theUserAndPasswordOfTheBaseURLAreMaskedInVerbose() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                let base = server.baseURL.replacing("http://", with: "http://me:\(Self.password)@")

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", base, "--verbose"])

                #expect(result.status == 0, "\(result.stderr)")
                #expect(server.requestCount == 1)
                let log = try #require(result.stderrLines.first)
                #expect(log.hasPrefix("weather: GET http://***:***@127.0.0.1:"), "\(log)")
                #expect(!result.stderr.contains(Self.password) && !result.stdout.contains(Self.password))
                #expect(!result.stderr.contains("me:"))
            }
        }
    }

    @Test(arguments: [
        ("ftp://me:\(password)@127.0.0.1:99999", "the base URL 'ftp://***:***@127.0.0.1:99999' has no valid port"),
        ("ftp://me:\(password)@127.0.0.1", "the base URL 'ftp://***:***@127.0.0.1' must start with https://."),
        (
            "ht tp://me:\(password)@127.0.0.1",
            "the base URL 'ht tp://***:***@127.0.0.1' holds a space, which no URL has"
        ),
    ])
    func theUserAndPasswordOfTheBaseURLAreMaskedInErrors(base: String, said: String) async throws {
        try await WeatherProcess.with { weather in

            let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", base])

            #expect(result.status == 78)
            #expect(result.stderrLines.first?.hasPrefix("Error: \(said)") == true, "\(result.stderr)")
            #expect(!result.stderr.contains(Self.password))
        }
    }

    /// A server that echoes the password in its error answer: it is hidden there as the key would be.
    @Test func aPasswordAServerEchoesIsHidden() async throws {
        let body = Data(#"{"cod": 401, "message": "user me, password \#(Self.password): no such account"}"#.utf8)
        try await TestHTTPServer { _ in
            .respond(status: 401, headers: ["Content-Type": "application/json"], body: body)
        }.serving { server in
            try await WeatherProcess.with { weather in
                let base = server.baseURL.replacing("http://", with: "http://me:\(Self.password)@")

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", base])

                #expect(result.status == 69)
                #expect(
                    result.stderr.contains("(HTTP 401: user me, password ***: no such account)"), "\(result.stderr)")
                #expect(!result.stderr.contains(Self.password))
            }
        }
    }
}
