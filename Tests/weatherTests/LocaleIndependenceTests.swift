import Foundation
import Testing

/// Days are the city's own dates and numbers are written with a dot, so the machine's time zone and locale must
/// not change a byte of the output.
@Suite struct LocaleIndependenceTests {
    /// UTC+14, the furthest-ahead zone, against UTC: any use of the machine's zone moves slots across midnight.
    /// Thai uses the Buddhist calendar (year 2566 for 2023) when a program asks the locale for one; glibc need
    /// not have the locale installed for Foundation to pick up its identifier from the environment.
    static let worlds: [[String: String]] = [
        ["TZ": "Pacific/Kiritimati", "LC_ALL": "th_TH.UTF-8", "LANG": "th_TH.UTF-8"],
        ["TZ": "UTC", "LC_ALL": "C", "LANG": "C"],
        ["TZ": "America/St_Johns", "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"],
    ]

    /// The outputs of `arguments` in each of ``worlds``.
    static func outputs(_ arguments: [String], stdin: Data = Data()) async throws -> [WeatherProcess.Result] {
        var results: [WeatherProcess.Result] = []
        for world in worlds {
            var weather = try WeatherProcess()
            defer { weather.cleanUp() }
            weather.environment.merge(world) { $1 }
            results.append(try await weather.run(arguments, stdin: stdin))
        }
        return results
    }

    @Test(arguments: ["json", "table"])
    func savedChangwonOutputIsIdenticalInEveryZoneAndLocale(_ format: String) async throws {
        let results = try await Self.outputs(["--input", Fixture.changwon.path, "--format", format])

        for result in results {
            #expect(result.status == 0)
            #expect(result.stderr == "")
        }
        let first = try #require(results.first)
        #expect(first.stdout.contains("2023-12-04"))
        #expect(!first.stdout.contains("2566"))
        for result in results.dropFirst() {
            #expect(result.stdout == first.stdout)
        }
    }

    @Test func demoTableIsIdenticalInEveryZoneAndLocale() async throws {
        let results = try await Self.outputs(["--demo", "--units", "imperial"])

        let first = try #require(results.first)
        #expect(first.status == 0)
        #expect(first.stdout.contains("2025-07-11"))
        for result in results.dropFirst() {
            #expect(result.status == 0)
            #expect(result.stdout == first.stdout)
        }
    }

    @Test func coordinatesGoOnTheWireWithADotInACommaLocale() async throws {
        let server = try FetchSuccessTests.changwonServer().server
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        weather.environment.merge(["LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"]) { $1 }

        let result = try await weather.run(["--lat", "37.5665", "--lon", "-126.978", "--base-url", server.baseURL])

        #expect(result.status == 0)
        #expect(server.requests.first?.query["lat"] == "37.5665")
        #expect(server.requests.first?.query["lon"] == "-126.978")
        // The language comes from the locale, in OpenWeather's spelling.
        #expect(server.requests.first?.query["lang"] == "de")
    }
}
