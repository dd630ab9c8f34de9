import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// When a followed bar's line may next change, worked out by hand from the slots, the place's midnight and the
/// data's age.
@Suite struct FollowScheduleTests {
    /// 2026-01-01 00:00 UTC.
    static let newYear = 1_767_225_600

    @Test func theRefreshAfterMaxAgeComesBeforeTheNextSlot() {
        let start = Self.newYear
        // Seoul (UTC+9) at 01:00 UTC is 10:00 local: its midnight is 15:00 UTC, start + 54 000.
        let next = FollowSchedule.nextChange(
            after: start + 3_600, slots: [start, start + 10_800, start + 21_600], airSlots: [], utcOffset: 9 * 3_600,
            refresh: start + 3_500 + 600)
        #expect(next == start + 4_100)
    }

    @Test func withoutARefreshTheNextSlotsStartIsDue() {
        let start = Self.newYear
        let next = FollowSchedule.nextChange(
            after: start + 3_600, slots: [start, start + 10_800], airSlots: [], utcOffset: 9 * 3_600, refresh: nil)
        #expect(next == start + 10_800)
    }

    @Test func afterTheLastSlotThePlacesMidnightIsDue() {
        let start = Self.newYear
        // New York (UTC-5) at 08:20 UTC is 03:20 local on 1 January: its next midnight is 2 January 05:00 UTC.
        let next = FollowSchedule.nextChange(
            after: start + 30_000, slots: [start, start + 21_600], airSlots: [], utcOffset: -5 * 3_600, refresh: nil)
        #expect(next == start + 86_400 + 18_000)
    }

    @Test func midnightBefore1970IsFloored() {
        // 1969-12-31 23:00 UTC: the next midnight at UTC is 0.
        #expect(FollowSchedule.nextChange(after: -3_600, slots: [], airSlots: [], utcOffset: 0, refresh: nil) == 0)
    }

    @Test func theAirsNextHourIsDue() {
        let start = Self.newYear
        let next = FollowSchedule.nextChange(
            after: start + 3_600, slots: [start, start + 10_800], airSlots: [start, start + 3_600, start + 7_200],
            utcOffset: 0, refresh: nil)
        #expect(next == start + 7_200)
    }

    @Test func staleDataAndFailuresAreAskedForAgainAfterAMinute() {
        let start = Self.newYear
        let failed = Outcome<Fetched>.failed(Failure("offline", kind: .internal))
        #expect(FollowSchedule.nextChange(after: start, of: failed, maxAge: 600, fixed: false) == start + 60)
        #expect(FollowSchedule.nextChange(after: start, of: failed, maxAge: 600, fixed: true) == nil)
    }

    @Test func bisectionFindsTheFirstInstantTheLineDiffers() {
        // The line is the hundreds of the instant: from 250 it first differs at 300.
        var asked = 0
        let first = FollowSchedule.firstDifference(after: 250, until: 1_000) { instant in
            asked += 1
            return instant / 100 != 2
        }
        #expect(first == 300)
        // 750 instants: the limit, then at most ⌈log2 750⌉ = 10 halvings.
        #expect(asked <= 11)
        #expect(FollowSchedule.firstDifference(after: 250, until: 299) { $0 / 100 != 2 } == nil)
    }
}
