import Foundation
import Testing

/// A HOME that is not an existing absolute folder (a system user's `/nonexistent`, a relative one) is never
/// made, nor anything under the working directory: the run goes without a cache and says so once (hostile-test
/// finding: `HOME=/nonexistent` as root made `/nonexistent/.cache/weather` and `.local/share/…`).
@Suite struct UnusableHomeTests {
    @Test(arguments: ["missing", "relative"])
    func homeIsNeverMadeAndTheRunSaysItHasNoCache(kind: String) async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                let missing = weather.temporaryDirectory.appendingPathComponent("nonexistent")
                let home = kind == "missing" ? missing.path : "nonexistent"
                weather.environment["HOME"] = home

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])

                #expect(result.status == 0, "\(result.stderr)")
                #expect(
                    result.stderrLines == [
                        "Warning: running without a cache: HOME is '\(home)', not an existing absolute folder, and "
                            + "XDG_CACHE_HOME is not an absolute path."
                    ])
                #expect(!FileManager.default.fileExists(atPath: missing.path))
                let made = try FileManager.default.contentsOfDirectory(atPath: weather.currentDirectory.path)
                #expect(made == [], "made in the working directory: \(made)")
                #expect(server.requests.count == 1)
            }
        }
    }
}
