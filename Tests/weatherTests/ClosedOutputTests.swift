import Foundation
import Testing

/// A run started with standard output closed says so and exits 74 (EX_IOERR), for a fetch as for the demo.
/// Before, the fetch's output went to whatever `weather-fetch` had opened as descriptor 1 (a descriptor of
/// libcurl's: "cannot write the output: Invalid argument"), which could as well have been the server's socket
/// (hostile-test finding).
@Suite struct ClosedOutputTests {
    @Test(arguments: [["--demo", "--format", "waybar"], ["--lat", "37", "--lon", "126", "--format", "waybar"]])
    func aClosedStandardOutputIsSaid(_ arguments: [String]) async throws {
        let (server, _) = try FetchSuccessTests.changwonServer()
        defer { server.stop() }
        var weather = try WeatherProcess()
        defer { weather.cleanUp() }
        weather.launcher = ["/bin/sh", "-c", "exec \"$0\" \"$@\" >&-"]

        let run = try await weather.run(arguments + ["--base-url", server.baseURL])

        #expect(run.status == 74)
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("Error: cannot write the output: "), "\(run.stderr)")
        // The one program of Apple's systems starts in an async main: libdispatch has taken number 1 (an
        // eventfd) before the first line of it runs, and the write fails there instead ("Invalid argument").
        if !Build.isOneProgram {
            #expect(run.stderrLines == ["Error: cannot write the output: standard output is closed"], "\(run.stderr)")
        }
    }
}
