import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherCLI

/// TZif files (RFC 8536) read from the system's `/usr/share/zoneinfo`, their footer rules, and malformed files
/// refused. Expected instants are tzdata's rules for 2026 worked out by hand (the second Sunday of March, 02:00
/// local, and so on) and checked with Python's zoneinfo.
struct TZifTests {
    static let folder = "/usr/share/zoneinfo"

    func file(_ zone: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + zone)))
    }

    @Test func readsDenversChangesOf2026() throws {
        // 2026-01-01 to 2027-01-01.
        let offsets = try TZif(try file("America/Denver")).offsets(
            identifier: "America/Denver", over: 1_767_225_600...1_798_761_600)
        #expect(offsets.initialOffset == -25_200)
        // 2026-03-08 02:00 MST = 09:00Z; 2026-11-01 02:00 MDT = 08:00Z.
        #expect(
            offsets.changes == [
                ZoneOffsets.Change(unixTime: 1_772_960_400, offset: -21_600),
                ZoneOffsets.Change(unixTime: 1_793_520_000, offset: -25_200),
            ])
    }

    @Test func readsLordHowesHalfHour() throws {
        let offsets = try TZif(try file("Australia/Lord_Howe")).offsets(
            identifier: "Australia/Lord_Howe", over: 1_767_225_600...1_798_761_600)
        #expect(offsets.initialOffset == 39_600)
        // 2026-04-05 02:00 +11 = 2026-04-04 15:00Z; 2026-10-04 02:00 +10:30 = 2026-10-03 15:30Z.
        #expect(
            offsets.changes == [
                ZoneOffsets.Change(unixTime: 1_775_314_800, offset: 37_800),
                ZoneOffsets.Change(unixTime: 1_791_041_400, offset: 39_600),
            ])
    }

    /// The footer rule alone, as a "slim" file leaves the years after its last listed change to it.
    @Test func theFooterRuleGivesEachYearsChanges() throws {
        let denver = try #require(TZRule("MST7MDT,M3.2.0,M11.1.0"))
        #expect(
            denver.changes(in: 2026) == [
                ZoneOffsets.Change(unixTime: 1_772_960_400, offset: -21_600),
                ZoneOffsets.Change(unixTime: 1_793_520_000, offset: -25_200),
            ])
        // Santiago: daylight saving from the first Sunday of September (24:00 on Saturday, -4), to the first
        // Sunday of April (24:00 on Saturday, -3): 2026-04-05 03:00Z and 2026-09-06 04:00Z.
        let santiago = try #require(TZRule("<-04>4<-03>,M9.1.6/24,M4.1.6/24"))
        #expect(
            santiago.changes(in: 2026) == [
                ZoneOffsets.Change(unixTime: 1_775_358_000, offset: -14_400),
                ZoneOffsets.Change(unixTime: 1_788_667_200, offset: -10_800),
            ])
        let india = try #require(TZRule("<+0530>-5:30"))
        #expect(india.standard == 19_800 && india.daylight == nil)
        #expect(TZRule("EST5EDT,J60,J300") == nil)
    }

    @Test func refusesMalformedFiles() throws {
        let denver = try file("America/Denver")
        // Not TZif at all.
        #expect(throws: TZif.Malformed.self) { try TZif(Array("not a zone file".utf8)) }
        // Cut short in its data.
        #expect(throws: TZif.Malformed.self) { try TZif(Array(denver.prefix(200))) }
        // An unknown version byte.
        var version = denver
        version[4] = UInt8(ascii: "x")
        #expect(throws: TZif.Malformed.self) { try TZif(version) }
        // A change count far beyond the limit (timecnt of the first header).
        var count = denver
        count[32...35] = [0x7f, 0xff, 0xff, 0xff]
        #expect(throws: TZif.Malformed.self) { try TZif(count) }
        // Larger than any zone file.
        #expect(throws: TZif.Malformed.self) { try TZif(denver + [UInt8](repeating: 0, count: TZif.sizeLimit)) }
        // A missing or malformed file leaves the place at its fixed offset.
        #expect(ZoneFinder.fileOffsets("No/Such_Zone", over: 0...1) == nil)
        #expect(ZoneFinder.fileOffsets("../../etc/passwd", over: 0...1) == nil)
    }

    /// Where Foundation's `TimeZone` knows the zone (Apple's systems, the portable build), its offsets over each
    /// crossing are the TZif file's: the two sources of the one platform database agree.
    @Test(arguments: Crossing.all)
    func foundationAgreesWithTheFile(crossing: Crossing) throws {
        let range = (crossing.firstSlot - 172_800)...(crossing.firstSlot + 40 * 10_800 + 172_800)
        guard let foundation = ZoneFinder.foundationOffsets(crossing.zone, over: range) else { return }
        let file = try #require(ZoneFinder.fileOffsets(crossing.zone, over: range))
        #expect(foundation.initialOffset == file.initialOffset)
        #expect(foundation.changes == file.changes)
    }

    /// Damaged files (bytes changed, cut or repeated at random; seeded, so a failure can be run again) are read
    /// or refused, never a trap, and what is read has only offsets within a day of UTC.
    @Test(arguments: [1, 2, 3])
    func damagedFilesAreReadOrRefusedWithoutTrapping(seed: UInt64) throws {
        let original = try file("Australia/Lord_Howe")
        var random = SplitMix64(seed: seed)
        for _ in 0..<500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.removeSubrange(index...)
                default: bytes.insert(contentsOf: bytes[index...].prefix(16), at: index)
                }
                if bytes.isEmpty { bytes = [0] }
            }
            guard let read = try? TZif(bytes) else { continue }
            let offsets = read.offsets(identifier: "Damaged", over: 1_767_225_600...1_798_761_600)
            #expect(([offsets.initialOffset] + offsets.changes.map(\.offset)).allSatisfy { abs($0) <= 93_600 })
        }
    }
}
