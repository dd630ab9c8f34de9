import Foundation
import Testing
import TestSupport

@testable import WeatherCore

/// Day grouping checked on random valid responses against an independent integer computation of each slot's
/// local date (``CivilDate``). Each case is generated from its own seed, so a failure names the case to rerun.
struct ForecastPropertyTests {
    /// The seed of case 0; case n uses `baseSeed + n`.
    static let baseSeed: UInt64 = 0x5EED_0F_4EA7_4E12

    @Test(arguments: 0..<256)
    func daysMatchAnIndependentGroupingByLocalDate(caseNumber: Int) throws {
        var random = SplitMix64(seed: Self.baseSeed &+ UInt64(caseNumber))
        let response = RandomResponse(using: &random)
        let tag = "case \(caseNumber) (\(response.summary))"

        let data = try NetworkData(json: response.json)
        // "now" is the first slot, as for a saved response, so no day is dropped as past.
        let forecast = Forecast(data: data, now: response.slots.map(\.dt).min()!)
        let days = forecast.days

        for (earlier, later) in zip(days, days.dropFirst()) {
            #expect(earlier.date < later.date, "\(tag): days out of order: \(earlier.date), \(later.date)")
        }
        #expect(days.map(\.slotCount).reduce(0, +) == response.slots.count, "\(tag): a slot lost or counted twice")

        let expected = Dictionary(grouping: response.slots) {
            CivilDate(unixTime: $0.dt, utcOffset: response.utcOffset)
        }
        #expect(days.count == expected.count, "\(tag): days \(days.map(\.date)), expected dates \(expected.keys)")
        for day in days {
            #expect(day.high >= day.low, "\(tag): \(day.date): high \(day.high) < low \(day.low)")
            let date = CivilDate(
                year: day.date.year, month: day.date.month, day: day.date.day, weekday: day.date.weekday)
            for slot in day.slots {
                #expect(
                    CivilDate(unixTime: slot.dt, utcOffset: response.utcOffset) == date,
                    "\(tag): slot \(slot.dt) grouped on \(day.date)")
            }
            guard let own = expected[date] else {
                Issue.record("\(tag): day \(day.date) (weekday \(day.date.weekday)) has no slots by CivilDate")
                continue
            }
            #expect(day.slotCount == own.count, "\(tag): \(day.date): slot count")
            #expect(day.high == own.map { $0.tempMax ?? $0.temp }.max(), "\(tag): \(day.date): high")
            #expect(day.low == own.map { $0.tempMin ?? $0.temp }.min(), "\(tag): \(day.date): low")
        }
    }

    @Test func civilDateMatchesKnownDates() {
        #expect(CivilDate(daysSinceEpoch: 0) == CivilDate(year: 1970, month: 1, day: 1, weekday: 5))
        #expect(CivilDate(daysSinceEpoch: -1) == CivilDate(year: 1969, month: 12, day: 31, weekday: 4))
        #expect(CivilDate(daysSinceEpoch: 11_016) == CivilDate(year: 2000, month: 2, day: 29, weekday: 3))
        // 2025-07-11 00:00 in Seoul (UTC+9) is 2025-07-10 15:00 UTC, a Friday.
        #expect(
            CivilDate(unixTime: 1_752_159_600, utcOffset: 32_400)
                == CivilDate(year: 2025, month: 7, day: 11, weekday: 6))
        // One second before midnight in St John's (UTC−3:30).
        #expect(
            CivilDate(unixTime: 1_752_204_599, utcOffset: -12_600)
                == CivilDate(year: 2025, month: 7, day: 10, weekday: 5))
    }
}

/// A random response that is valid for the API: 1…40 slots with 3-hour steps and random gaps, any UTC offset
/// a time zone can have, `temp_min ≤ temp ≤ temp_max` in kelvins; sometimes out of order, sometimes without
/// `temp_min`/`temp_max` (as before 2020).
private struct RandomResponse {
    struct Slot {
        var dt: Int
        var temp: Double
        var tempMin: Double?
        var tempMax: Double?
    }

    /// Offsets with a real zone behind them, whole-hour or not, and the edges.
    static let notableOffsets = [
        -50_400, -43_200, -36_000, -34_200, -12_600, -10_800, 0, 3_600, 16_200, 19_800, 20_700, 23_400, 31_500,
        34_200, 37_800, 45_900, 46_800, 50_400,
    ]

    var utcOffset: Int
    var slots: [Slot]
    var json: Data

    init(using random: inout SplitMix64) {
        utcOffset =
            Bool.random(using: &random)
            ? Self.notableOffsets.randomElement(using: &random)!
            : Int.random(in: -56...56, using: &random) * 900
        // 2000…2100 (an earlier slot is refused); the API aligns slots to 3-hour UTC boundaries, a saved or
        // edited file may not.
        var dt = Int.random(in: 946_684_800...4_102_444_800, using: &random)
        if Bool.random(using: &random) { dt -= dt % 10_800 }
        slots = []
        for _ in 0..<Int.random(in: 1...40, using: &random) {
            let temp = Double(Int.random(in: 18_000...33_000, using: &random)) / 100
            let withRange = Int.random(in: 0..<8, using: &random) != 0
            slots.append(
                Slot(
                    dt: dt, temp: temp,
                    tempMin: withRange ? temp - Double(Int.random(in: 0...500, using: &random)) / 100 : nil,
                    tempMax: withRange ? temp + Double(Int.random(in: 0...500, using: &random)) / 100 : nil))
            switch Int.random(in: 0..<10, using: &random) {
            case 0: dt += 10_800 * Int.random(in: 2...12, using: &random)  // a gap of hours to days
            case 1: dt += Int.random(in: 1...200_000, using: &random)  // an unaligned gap
            default: dt += 10_800
            }
        }
        // In time order, always: slots out of order are refused (NetworkDataTests+Bounds).
        json = Data(Self.body(slots, utcOffset: utcOffset).utf8)
    }

    /// The response body in the API's layout, numbers written so that they decode to the same `Double`s.
    private static func body(_ slots: [Slot], utcOffset: Int) -> String {
        let list = slots.map { slot in
            var main = #""temp":\#(slot.temp)"#
            if let low = slot.tempMin { main += #","temp_min":\#(low)"# }
            if let high = slot.tempMax { main += #","temp_max":\#(high)"# }
            return #"{"dt":\#(slot.dt),"main":{\#(main)},"weather":[{"id":800,"main":"Clear","icon":"01d"}]}"#
        }
        return #"{"cod":"200","message":0,"cnt":\#(slots.count),"list":[\#(list.joined(separator: ","))],"#
            + #""city":{"id":1,"name":"Test","timezone":\#(utcOffset)}}"#
    }

    /// What to rerun: the offset, the slot count and the first `dt`.
    var summary: String {
        "offset \(utcOffset) s, \(slots.count) slots from dt \(slots.map(\.dt).min()!)"
    }
}
