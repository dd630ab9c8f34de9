import Foundation
import TestSupport
import WeatherCore

/// A stand-in for the request to OpenWeather in ``ForecastLoader`` unit tests: answers from a script, one
/// answer per call (the last one repeats), waits `delay` before answering, and counts the calls.
final class ScriptedFetch: Sendable {
    /// What one call gives.
    enum Answer: Sendable {
        case data(NetworkData)
        case failure(NetworkError)
    }

    private let answers: Locked<[Answer]>
    private let count = Locked(0)
    private let delay: Duration

    init(_ answers: Answer..., delay: Duration = .zero) {
        self.answers = Locked(answers)
        self.delay = delay
    }

    /// How many times the loader asked.
    var calls: Int { count.withLock { $0 } }

    /// Returns once the loader has asked `calls` times: a test that needs a request under way waits for it
    /// rather than for a time, which a machine busy with other suites can stretch past any guess.
    func asked(_ calls: Int = 1) async throws {
        while self.calls < calls { try await Task.sleep(for: .milliseconds(10)) }
    }

    /// The closure to hand ``ForecastLoader/fetch``.
    var closure: @Sendable (ForecastRequest) async throws(NetworkError) -> NetworkData {
        { _ throws(NetworkError) in
            self.count.withLock { $0 += 1 }
            if self.delay > .zero { try? await Task.sleep(for: self.delay) }
            let answer = self.answers.withLock { answers in
                answers.count > 1 ? answers.removeFirst() : answers.first
            }
            switch answer {
            case .data(let data)?: return data
            case .failure(let error)?: throw error
            case nil: throw NetworkError.networkError(reason: "the script has no answer", code: nil)
            }
        }
    }
}

/// A clock the test sets: Unix seconds that move only when told.
final class FakeClock: Sendable {
    private let time: Locked<Int>

    init(_ start: Int) {
        time = Locked(start)
    }

    /// The current fake Unix time in seconds.
    var now: Int { time.withLock { $0 } }

    /// Moves the clock `seconds` on (or back, when negative).
    func advance(_ seconds: Int) {
        time.withLock { $0 += seconds }
    }
}

/// Collects the loader's warnings.
final class WarningLog: Sendable {
    private let stored = Locked<[String]>([])

    /// Every warning so far, in order.
    var lines: [String] { stored.withLock { $0 } }

    func append(_ line: String) {
        stored.withLock { $0.append(line) }
    }
}
