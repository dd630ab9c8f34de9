import Foundation
import Testing

/// The hostile-response suite: every ``HostileResponse`` through the real binary in every output format. Each
/// run keeps the limits (a bar's output at most 64 KB, the process under 64 MiB, the deadline), shows no
/// character that could drive a terminal or reorder text, and leaves no 8-character piece of the key in its
/// output or files. The matrix runs once; each test checks one promise over all of its runs.
@Suite struct HostileResponseTests {
    static let matrix = Task { try await HostileMatrix.run() }

    static func observations() async throws -> [HostileMatrix.Observation] {
        try await matrix.value
    }

    @Test func everyResponseExitsWithItsStatusAndBarsExitZero() async throws {
        for run in try await Self.observations() {
            let expected = run.isBar ? 0 : run.response.exit
            #expect(
                run.result.status == expected, "\(run.response.name), \(run.format): \(run.result.stderr.prefix(300))")
            #expect(run.requests == 1, "\(run.response.name), \(run.format)")
        }
    }

    @Test func theTableNamesWhatIsWrong() async throws {
        for run in try await Self.observations() where run.format == "table" {
            // What the user reads: not `--verbose`'s request lines, which name the status too.
            let shown = run.result.stdout + run.result.messages.joined(separator: "\n")
            for cause in run.response.cause {
                #expect(shown.contains(cause), "no '\(cause)' in \(run.response.name): \(shown.prefix(600))")
            }
            if run.response.exit != 0 {
                #expect(run.result.messages.count == 1, "\(run.response.name): \(run.result.stderr)")
            }
        }
    }

    @Test func everyBarPrintsAtMost64KB() async throws {
        for run in try await Self.observations() where run.isBar {
            #expect(
                run.result.stdout.utf8.count <= HostileMatrix.barOutputLimit,
                "\(run.response.name), \(run.format): \(run.result.stdout.utf8.count) bytes")
            #expect(!run.result.stdout.isEmpty, "\(run.response.name), \(run.format): no output")
        }
    }

    @Test func everyRunStaysUnder64MiBAndWithinTheDeadline() async throws {
        for run in try await Self.observations() {
            let context = "\(run.response.name), \(run.format)"
            let peak = try #require(run.peakKilobytes, "\(context): /usr/bin/time reported nothing")
            #expect(peak < HostileMatrix.memoryLimit, "\(context): peak \(peak / 1024) MiB")
            // The run's own time (`--verbose`), which a loaded machine's slow process start cannot move.
            let own = try #require(run.result.ownDuration, "\(context): no run time in \(run.result.stderr)")
            #expect(own < .seconds(HostileMatrix.timeout + 1), "\(context): \(own)")
        }
    }

    @Test func noOutputHoldsACharacterThatDrivesATerminal() async throws {
        for run in try await Self.observations() {
            let context = "\(run.response.name), \(run.format)"
            #expect(HostileMatrix.unsafeScalars(in: run.result.stdout) == [], "\(context), stdout")
            #expect(HostileMatrix.unsafeScalars(in: run.result.stderr) == [], "\(context), stderr")
        }
    }

    @Test func noPieceOfTheKeyIsShownOrKept() async throws {
        for run in try await Self.observations() {
            let context = "\(run.response.name), \(run.format)"
            #expect(HostileMatrix.pieceOfTheKey(in: run.result.stdout) == nil, "\(context), stdout")
            #expect(HostileMatrix.pieceOfTheKey(in: run.result.stderr) == nil, "\(context), stderr")
            #expect(run.filesHoldingAPiece == [], "\(context)")
        }
    }

    /// The checks above can fail: the helpers find what they look for.
    @Test func theCheckersFindWhatTheyLookFor() {
        #expect(HostileMatrix.pieceOfTheKey(in: "x " + HostileResponse.keyPiece.prefix(8).uppercased()) != nil)
        #expect(HostileMatrix.pieceOfTheKey(in: "x " + HostileResponse.keyPiece.prefix(7)) == nil)
        #expect(HostileMatrix.unsafeScalars(in: "a\u{9B}b\u{202E}c\u{1B}\n") == ["U+9B", "U+202E", "U+1B"])
    }
}
