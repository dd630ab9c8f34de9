import Foundation

/// One case of the environment matrix staged against the real binary — several copies at once, other users' files, the
/// machine's settings — and the second table of `docs/reliability.md`. Each case runs once, when it is first
/// asked for (``EnvironmentMatrix/run(_:)``), for its own test and for the document alike.
struct EnvironmentCase: Sendable {
    /// A short name, unique in the matrix; the first column.
    var name: String
    /// Stages the case and runs the copies.
    var run: @Sendable () async throws -> Run

    /// What the case's copies did.
    struct Run: Sendable {
        /// Every copy's run, in the order they were started.
        var results: [WeatherProcess.Result]
        /// The requests the case's server counted; nil when there was no server.
        var requests: Int?
        /// How the requests column states them, when a bare count would not say enough ("2, then 0 in the next
        /// minute"); nil for ``requests``.
        var requestsText: String?
        /// What was lost or leaked, found by the case (a key in a file, a file others can read, an entry gone,
        /// a temporary file left); empty when nothing.
        var problems: [String] = []
        /// What the user sees, when the first run's stderr and bar text do not say it; nil for those.
        var seenText: String?

        /// The first run's stderr lines, then, for a bar, what it shows.
        var seen: String {
            if let seenText { return seenText }
            guard let first = results.first else { return "" }
            // Not `--verbose`'s last line: its time varies from run to run.
            var parts = first.stderrLines.filter { !$0.hasPrefix("weather: ended after ") }.map(String.init)
            if let bar = WaybarOutput(first.stdout) {
                parts.append(
                    "the bar: " + bar.text
                        + (bar.classes.isEmpty ? "" : ", class `\(bar.classes.joined(separator: " "))`"))
            } else if parts.isEmpty, let line = first.stdout.split(separator: "\n").first {
                parts.append("stdout: " + line)
            }
            return parts.joined(separator: " ")
        }

        /// Every copy's exit status, each once, in order.
        var exits: String {
            Array(Set(results.map(\.status))).sorted().map(String.init).joined(separator: ", ")
        }

        /// The longest copy's time, seconds.
        var seconds: Double {
            let longest = results.map(\.duration).max() ?? .zero
            return Double(longest.components.seconds) + Double(longest.components.attoseconds) / 1e18
        }
    }
}

/// Every ``EnvironmentCase``, each run at most once.
enum EnvironmentMatrix {
    /// Every case, in the order of `docs/reliability.md`: the cache's and the key's, then
    /// the command line's and the machine's, then the messages'.
    static let all: [EnvironmentCase] = cacheCases + fileCases + commandLineCases + messageCases + deadlineCases

    /// Each case's run, started when the matrix is first used.
    private static let runs: [String: Task<EnvironmentCase.Run, any Error>] = Dictionary(
        uniqueKeysWithValues: all.map { staged in (staged.name, Task { try await staged.run() }) })

    /// The run of the case named `name`.
    static func run(_ name: String) async throws -> EnvironmentCase.Run {
        guard let task = runs[name] else { throw UnknownCase(name: name) }
        return try await task.value
    }

    /// Every case with its run, in matrix order.
    static func runAll() async throws -> [(EnvironmentCase, EnvironmentCase.Run)] {
        var done: [(EnvironmentCase, EnvironmentCase.Run)] = []
        for staged in all { done.append((staged, try await run(staged.name))) }
        return done
    }

    struct UnknownCase: Error {
        var name: String
    }
}
