import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// The follower's loop under an injected clock, which jumps to each instant it waits for: a simulated week in a
/// moment, counting its wakeups, loads and lines.
@Suite struct FollowerTests {
    /// 2026-01-01 00:00 UTC.
    static let start = 1_767_225_600
    static let week = 7 * 86_400

    /// A clock that jumps to each instant waited for, until `end`, when the bar "stops reading"; events
    /// scripted for given instants come first.
    struct SimulatedEvents: FollowEvents {
        var clock: Int
        var end: Int
        var scripted: [Int: FollowEvent] = [:]
        var now: Double { Double(clock) }

        mutating func wait(until due: Int?) -> FollowEvent {
            if let (instant, event) = scripted.filter({ $0.key > clock && $0.key <= (due ?? .max) }).min(by: {
                $0.key < $1.key
            }) {
                clock = instant
                scripted[instant] = nil
                return event
            }
            guard let due, due < end else { return .outputClosed }
            clock = due
            return .due
        }
    }

    /// Counts the frames alive: each frame's text holds one, which its end releases.
    final class Liveness {
        var alive = 0
        var most = 0
        final class Token {
            let liveness: Liveness
            init(_ liveness: Liveness) {
                self.liveness = liveness
                liveness.alive += 1
                liveness.most = max(liveness.most, liveness.alive)
            }
            deinit { liveness.alive -= 1 }
        }
    }

    /// A line that names the 3-hour slot, data that changes at each slot's start.
    struct SlotSource: FollowSource {
        var loads = 0
        var refreshes = 0
        var reloads = 0
        let liveness = Liveness()
        /// How finely the line itself changes within a slot, seconds (as an interpolated value does).
        var step = 10_800

        mutating func frame(at now: Double, refresh: Bool) -> FollowFrame {
            loads += 1
            refreshes += refresh ? 1 : 0
            let step = step
            let instant = Int(now)
            let slotEnd = start + ((instant - start) / 10_800 + 1) * 10_800
            let token = Liveness.Token(liveness)
            return FollowFrame(
                text: {
                    _ = token
                    return Output.BarText(text: "\(($0 - start) / 10_800).\(($0 - start) % 10_800 / step)\n")
                },
                nextChange: slotEnd)
        }

        mutating func reload() { reloads += 1 }
    }

    @Test func aWeekOfSlotsIsOneLineAndOneWakeupPerSlot() {
        var lines: [String] = []
        var follower = Follower(
            source: SlotSource(), events: SimulatedEvents(clock: Self.start, end: Self.start + Self.week),
            write: {
                lines.append($0.text); return true
            })
        follower.run()
        // 7 days of 8 slots: 56 lines; the first is printed at once, each other after one wakeup.
        #expect(lines.count == 56)
        #expect(lines.first == "0.0\n" && lines.last == "55.0\n")
        #expect(follower.wakeups == 55)
        #expect(follower.source.loads == 56)
        // Flat memory: the loop keeps the last line and the frame it shows, nothing per wakeup: at most the
        // frame shown and the one loading are alive at once, and none once it ends.
        #expect(follower.lastText == "55.0\n")
        #expect(follower.source.liveness.most <= 2)
        #expect(follower.source.liveness.alive == 0)
    }

    @Test func aLineThatChangesWithinASlotIsDrawnAgainWithoutLoading() {
        var lines: [String] = []
        var source = SlotSource()
        source.step = 3_600
        var follower = Follower(
            source: source, events: SimulatedEvents(clock: Self.start, end: Self.start + 86_400),
            write: {
                lines.append($0.text); return true
            })
        follower.run()
        // A day of 24 hours: a line each hour, loads only at the 8 slots' starts.
        #expect(lines.count == 24)
        #expect(lines.prefix(4) == ["0.0\n", "0.1\n", "0.2\n", "1.0\n"])
        #expect(follower.wakeups == 23)
        #expect(follower.source.loads == 8)
    }

    @Test func signalsLoadAgainAndAnUnchangedLineIsNotPrintedTwice() {
        var lines: [String] = []
        var events = SimulatedEvents(clock: Self.start, end: Self.start + 10_800)
        events.scripted = [Self.start + 100: .refresh, Self.start + 200: .reload, Self.start + 300: .cacheChanged]
        var follower = Follower(
            source: SlotSource(), events: events,
            write: {
                lines.append($0.text); return true
            })
        follower.run()
        #expect(lines == ["0.0\n"])
        #expect(follower.wakeups == 3)
        #expect(follower.source.loads == 4)
        #expect(follower.source.refreshes == 1)
        #expect(follower.source.reloads == 1)
    }

    @Test func aReaderThatIsGoneEndsTheLoop() {
        var written = 0
        var follower = Follower(
            source: SlotSource(), events: SimulatedEvents(clock: Self.start, end: Self.start + Self.week),
            write: { _ in
                written += 1; return written < 3
            })
        follower.run()
        #expect(written == 3)
        #expect(follower.wakeups == 2)
    }
}
