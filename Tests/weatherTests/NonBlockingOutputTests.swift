import Foundation
import Testing

/// A bar whose reader set its pipe O_NONBLOCK and reads slowly: a 92 KB waybar output stopped at the 64 KB a
/// pipe holds, exit 74, because EAGAIN was taken as a failure. The rest must be written
/// once the reader takes more.
@Suite struct NonBlockingOutputTests {
    /// 100 000 bytes of template text: the bar's text is that long, more than a pipe's 64 KB.
    static let template = String(repeating: "x", count: 100_000)

    /// Runs `weather --demo --format line --template <100 KB>` with stdout a pipe (O_NONBLOCK when
    /// `nonBlocking`) whose reader reads nothing for `readAfter` — nil: until the run ends — then everything;
    /// returns the run with all that was read and its stderr.
    static func run(nonBlocking: Bool = true, readAfter: Duration? = .seconds(1)) async throws
        -> WeatherProcess.Result
    {
        return try await WeatherProcess.with { weather in
            let binary = try #require(WeatherProcess.binary)
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            let (reading, writing) = (ends[0], ends[1])
            // The flag belongs to the pipe's open file, which the child's stdout shares.
            if nonBlocking { try #require(fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK) == 0) }
            let errors = Pipe()
            let process = Process()
            process.executableURL = binary
            process.arguments = ["--demo", "--format", "line", "--template", template]
            process.environment = weather.environment
            process.currentDirectoryURL = weather.currentDirectory
            process.standardOutput = FileHandle(fileDescriptor: writing, closeOnDealloc: false)
            process.standardError = errors
            let clock = ContinuousClock()
            let start = clock.now
            try process.run()
            close(writing)
            // The reader's pause and its blocking reads on a thread of their own: on the tests' cooperative pool (two
            // threads here) other suites' blocking work once held the pause past the run's 10 s limit.
            let (output, failure) = await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    var failure = Data()
                    if let readAfter {
                        let (seconds, attoseconds) = readAfter.components
                        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
                    } else {
                        failure = errors.fileHandleForReading.readDataToEndOfFile()  // ends when the run does
                    }
                    let output = FileHandle(fileDescriptor: reading, closeOnDealloc: true).readDataToEndOfFile()
                    process.waitUntilExit()
                    if readAfter != nil { failure = errors.fileHandleForReading.readDataToEndOfFile() }
                    continuation.resume(returning: (output, failure))
                }
            }
            return WeatherProcess.Result(
                stdout: String(decoding: output, as: UTF8.self), stderr: String(decoding: failure, as: UTF8.self),
                status: process.terminationStatus, killed: false, duration: clock.now - start)
        }
    }

    @Test func outputLargerThanAPipeReachesASlowReaderOfANonBlockingPipe() async throws {
        let result = try await EnvironmentMatrix.run(EnvironmentMatrix.nonBlockingStdout).results[0]
        #expect(result.status == 0)
        #expect(result.stdout.utf8.count > 100_000, "\(result.stdout.utf8.count) bytes")
        let whole = result.stdout.hasSuffix(Self.template + "\n")
        #expect(whole, "the output does not end with the whole template and a newline")
    }

    /// Before: a pipe whose reader never reads (a stuck bar) held the run in write(2) for good, once the output
    /// was more than the pipe's 64 KB. Now the run gives up after 10 s without progress: exit 74, one line.
    @Test func outputToAPipeNobodyReadsEndsTheRunWithExit74() async throws {
        let result = try await EnvironmentMatrix.run(EnvironmentMatrix.unreadStdout).results[0]
        #expect(result.status == 74)
        #expect(result.stderr == "Error: cannot write the output: nothing read it for 10 s\n", "\(result.stderr)")
        // What the pipe held before the run stopped: the start of the line, whole bytes, no more than was sent.
        #expect(result.stdout.utf8.count >= 4096 && result.stdout.utf8.count < 100_000)
    }
}
