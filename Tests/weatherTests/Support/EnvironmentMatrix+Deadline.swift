import Foundation
import Testing

/// The cases of the run's deadline, the config file's bar format and the city look-up of 20 copies: the deadline
/// counts from the run's start, a bar chosen in the config file gets bar output for errors, and copies of a
/// `--city` look it up once.
extension EnvironmentMatrix {
    static let twentyCities = "20 copies of --city at once, server healthy (table)"
    static let twentyFailingCities = "20 copies of --city at once, the look-up answers 503 (table)"

    static let deadlineCases: [EnvironmentCase] = [
        slowPipe("--config", content: "{}"),
        slowPipe("--api-key-file", content: #"{"APIKey": "piped-key"}"#),
        single(
            "config \"format\": \"waybar\", --units kelvinish", ["--lat", "37", "--lon", "126", "--units", "kelvinish"]
        ) {
            let folder = $0.home.appendingPathComponent(".config/weather")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(#"{"format": "waybar"}"#.utf8).write(to: folder.appendingPathComponent("config.json"))
        },
        EnvironmentCase(name: twentyCities) {
            let geocoding = try LocalOpenWeather.geocoding(PlacesEndToEnd.CityLookupTests.sanDiego)
            let forecast = Data(try LocalOpenWeather.changwonText().utf8)
            return try await TestHTTPServer { request in
                let body = request.path == "/geo/1.0/direct" ? geocoding : forecast
                return .respond(status: 200, headers: ["Content-Type": "application/json"], body: body, delay: 0.2)
            }.serving { server in
                return try await WeatherProcess.with { weather in
                    weather.hardLimit = .seconds(60)
                    let results = try await weather.runTogether(
                        20, ["--city", "San Diego,US", "--base-url", server.baseURL, "--timeout", "20"])
                    let paths = server.requests.map(\.path)
                    let lookUps = paths.filter { $0 == "/geo/1.0/direct" }.count
                    var problems = weather.filesHoldingTheKey().map { "the key is in \($0)" }
                    if Set(results.map(\.stdout)).count != 1 {
                        problems.append("the copies printed different forecasts")
                    }
                    return EnvironmentCase.Run(
                        results: results, requests: paths.count,
                        requestsText: "\(lookUps) look-up, \(paths.count - lookUps) forecast", problems: problems,
                        seenText: "stdout: "
                            + (results.first?.stdout.split(separator: "\n").first.map(String.init) ?? ""))
                }
            }
        },
        EnvironmentCase(name: twentyFailingCities) {
            return try await TestHTTPServer { _ in .respond(status: 503, body: Data("down".utf8), delay: 0.2) }.serving
            { server in
                return try await WeatherProcess.with { weather in
                    weather.hardLimit = .seconds(60)
                    let results = try await weather.runTogether(
                        20, ["--city", "San Diego,US", "--base-url", server.baseURL, "--timeout", "20"])
                    return EnvironmentCase.Run(
                        results: results, requests: server.requestCount,
                        problems: weather.filesHoldingTheKey().map { "the key is in \($0)" })
                }
            }
        },
    ]

    /// `option` given a pipe whose writer sends `content` after 2 s, `--timeout 5`, a server that never answers
    /// (``RunDeadlineTests/runWithSlowPipe(_:content:)``, which times it): the run ends at 5 s, not 2 + 5.
    static func slowPipe(_ option: String, content: String) -> EnvironmentCase {
        EnvironmentCase(name: "\(option) a pipe that takes 2 s, server never answers, --timeout 5 (table)") {
            let (result, requests, keyFiles) = try await RunDeadlineTests.runWithSlowPipe(option, content: content)
            // What the user reads: not the `--verbose` lines the timing needs.
            return EnvironmentCase.Run(
                results: [result], requests: requests, problems: keyFiles.map { "the key is in \($0)" },
                seenText: result.messages.joined(separator: " "))
        }
    }
}
