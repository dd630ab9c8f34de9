import Foundation
import Testing

/// A run bigger than the 64 KiB a pipe starts with still crosses to `weather-fetch`: the hand-over pipe is
/// grown to hold it (Linux lets a user have 1 MiB pipes). Before, a 100 kB `--template` ended in "the run
/// (100386 bytes) does not fit in a pipe".
@Suite struct HandOverSizeTests {
    @Test func aRunOfMoreThan64KiBIsHandedOver() async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        let weather = try WeatherProcess()
        defer { weather.cleanUp() }
        let text = String(repeating: "x", count: 100_000)

        let run = try await weather.run(
            ["--lat", "37", "--lon", "126", "--format", "line", "--template", text + " {temp}", "--base-url", server.baseURL])

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "\(run.stderr.prefix(300))")
        #expect(run.stdout.hasPrefix(text + " ") && run.stdout.contains("°C"), "\(run.stdout.suffix(100))")
        #expect(server.requestCount == 1)
    }
}
