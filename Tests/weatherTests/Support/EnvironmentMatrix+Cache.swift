import Foundation
import Testing
import WeatherCore

/// The cache's and the key's cases.
extension EnvironmentMatrix {
    static let anotherBaseURL = "an entry of another base URL (test server, mirror)"

    static let cacheCases: [EnvironmentCase] = sourceCases + copiesCases

    static let sourceCases: [EnvironmentCase] = [
        EnvironmentCase(name: anotherBaseURL) {
            let text = try LocalOpenWeather.changwonText()
            let alpha = try TestHTTPServer { _ in
                LocalOpenWeather.json(LocalOpenWeather.forecast(named: "Alpha", from: text))
            }
            let bravo = try TestHTTPServer { _ in
                LocalOpenWeather.json(LocalOpenWeather.forecast(named: "Bravo", from: text))
            }
            defer {
                alpha.stop()
                bravo.stop()
            }
            return try await WeatherProcess.with { weather in
                let place = ["--lat", "37", "--lon", "126", "--format", "waybar"]
                let first = try await weather.run(place + ["--base-url", alpha.baseURL])
                let second = try await weather.run(place + ["--base-url", bravo.baseURL])
                var problems: [String] = []
                if !first.stdout.contains("Alpha") || second.stdout.contains("Alpha") {
                    problems.append("the other server's forecast was shown")
                }
                problems += weather.filesHoldingTheKey().map { "the key is in \($0)" }
                return EnvironmentCase.Run(
                    results: [first, second], requests: alpha.requestCount + bravo.requestCount,
                    // A dropped connection on a loaded machine is tried once more: "asked" is what is stated.
                    requestsText: alpha.requestCount >= 1 && bravo.requestCount >= 1
                        ? "each server asked, by its own run"
                        : "Alpha \(alpha.requestCount), Bravo \(bravo.requestCount)",
                    problems: problems,
                    seenText: "each server's own forecast (Alpha, then Bravo)")
            }
        }
    ]
}
