import Foundation
import Testing

/// The cases of what the user is told about odd values and saved error answers,
/// and a password in `--base-url`. Saved files are copied into the run's folder and named by a relative path.
extension EnvironmentMatrix {
    static let polarSun = "sunrise and sunset 0 (polar day), --input (table)"
    static let basePassword = "--base-url http://me:PASSWORD@127.0.0.1, --verbose (table)"

    static let messageCases: [EnvironmentCase] = [
        saved("--input of a metric recording, no --input-units (table)", Fixture.goyangMetric, []),
        saved(
            "--input of a metric recording, no --input-units (waybar)", Fixture.goyangMetric, ["--format", "waybar"]),
        saved(
            "--input of OpenWeather's 404 answer (table)", Fixture(name: "error_404_city_not_found_string_cod.json"), []
        ),
        saved(
            "--input of OpenWeather's 401 answer (waybar)",
            Fixture(name: "error_401_invalid_key_http_url_int_cod.json"),
            ["--format", "waybar"]),
        EnvironmentCase(name: polarSun) {
            var run = try await single(polarSun, ["--input", "saved.json"]) {
                let text = String(decoding: try Fixture.changwon.data(), as: UTF8.self)
                    .replacing(/"(sunrise|sunset)": \d+/) { "\"\($0.1)\": 0" }
                try Data(text.utf8).write(to: $0.currentDirectory.appendingPathComponent("saved.json"))
            }.run()
            let header = run.results.first.flatMap { $0.stdout.split(separator: "\n").dropFirst().first }
            run.seenText = "stdout: " + (header.map(String.init) ?? "")
            if header?.contains("sun") != false { run.problems.append("the header names a sun time: \(header ?? "")") }
            return run
        },
        single("config \"max_age\": 600.5 (table)", ["--demo", "--config", "config.json"]) {
            try Data(#"{"max_age": 600.5}"#.utf8).write(to: $0.currentDirectory.appendingPathComponent("config.json"))
        },
        single("config \"lang\" holding a NUL (table)", ["--demo", "--config", "config.json"]) {
            try Data(#"{"lang": "k\u0000r"}"#.utf8).write(to: $0.currentDirectory.appendingPathComponent("config.json"))
        },
        single("config \"lang\" holding a byte that is not UTF-8 (table)", ["--demo", "--config", "config.json"]) {
            try Data(#"{"lang": "k"#.utf8 + [0xFF] + #"r"}"#.utf8)
                .write(to: $0.currentDirectory.appendingPathComponent("config.json"))
        },
        single("config place \"city\" of 201 characters (table)", ["home", "--config", "config.json"]) {
            let name = String(repeating: "a", count: 201)
            try Data(#"{"places": {"home": {"city": "\#(name)"}}}"#.utf8)
                .write(to: $0.currentDirectory.appendingPathComponent("config.json"))
        },
        single("\"population\": 1e300 in the response (table)", ["--lat", "37", "--lon", "126", "--base-url", "BASE"]) {
            _ in
        } serve: { _ in
            .respond(status: 200, headers: ["Content-Type": "application/json"], body: hugePopulation)
        },
        EnvironmentCase(name: basePassword) {
            return try await FetchSuccessTests.changwonServer().server.serving { server in
                return try await WeatherProcess.with { weather in
                    try weather.useOwnTemporaryDirectory()
                    let password = "PASSWORD-not-the-key"
                    let base = server.baseURL.replacing("http://", with: "http://me:\(password)@")
                    let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", base, "--verbose"])
                    let shown = result.stdout.contains(password) || result.stderr.contains(password)
                    let problems =
                        (shown ? ["the password is in the output"] : [])
                        + weather.filesHoldingTheKey().map { "the key is in \($0)" }
                    return EnvironmentCase.Run(results: [result], requests: server.requestCount, problems: problems)
                }
            }
        },
    ]

    /// The Changwon recording moved to tomorrow, with `"population": 1e300`.
    static let hugePopulation: Data = {
        let days = Fixture.changwon.daysToTomorrow(
            firstSlot: FetchSuccessTests.firstSlot, utcOffset: FetchSuccessTests.utcOffset)
        let text = String(decoding: (try? Fixture.changwon.data(shiftedByDays: days)) ?? Data(), as: UTF8.self)
        return Data(text.replacing(#""population": 0"#, with: #""population": 1e300"#).utf8)
    }()

    /// `weather --input saved.json` and `arguments`, with `fixture` copied to `saved.json` in the run's folder.
    static func saved(_ name: String, _ fixture: Fixture, _ arguments: [String]) -> EnvironmentCase {
        single(name, ["--input", "saved.json"] + arguments) {
            try fixture.data().write(to: $0.currentDirectory.appendingPathComponent("saved.json"))
        }
    }
}
