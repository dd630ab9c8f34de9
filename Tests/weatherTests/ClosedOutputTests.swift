import Foundation
import Testing

/// A run started with standard output closed says so and exits 74 (EX_IOERR), for a fetch as for the demo:
/// descriptor 1 is /dev/null from the first instruction, so no socket of libcurl's can take its number and get
/// the output.
@Suite struct ClosedOutputTests {
    @Test(arguments: [["--demo", "--format", "waybar"], ["--lat", "37", "--lon", "126", "--format", "waybar"]])
    func aClosedStandardOutputIsSaid(_ arguments: [String]) async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                weather.launcher = ["/bin/sh", "-c", "exec \"$0\" \"$@\" >&-"]

                let run = try await weather.run(arguments + ["--base-url", server.baseURL])

                #expect(run.status == 74)
                #expect(
                    run.stderrLines == ["Error: cannot write the output: standard output is closed"], "\(run.stderr)")
            }
        }
    }
}
