import Foundation
import Testing
import WeatherCore

/// Limits inside the body: slots that cannot be right are refused naming their index and value, a list longer
/// than any forecast is refused before its slots are decoded, and every text is cut and cleaned at decoding.
extension NetworkDataTests {
    @Test(arguments: [0, -1, 946_684_799])
    func aSlotBefore2000IsRefusedNamingItsIndexAndValue(dt: Int) {
        let error = decodingError(response(slots: [slotJSON(), slotJSON(dt: dt)]))
        #expect(error == .parseError(path: "list[1].dt", reason: "\(dt) is before 2000, no forecast's time"))
    }

    @Test func theFirstSecondOf2000IsAccepted() throws {
        // 2000-01-01 00:00:00 UTC is 946 684 800 (30 years and 7 leap days of 86 400 s after 1970).
        let data = try NetworkData(json: Data(response(slots: [slotJSON(dt: 946_684_800)]).utf8))
        #expect(data.list.map(\.dt) == [946_684_800])
    }

    @Test func slotsOutOfOrderAreRefused() {
        let error = decodingError(
            response(slots: [slotJSON(dt: 1_704_110_400), slotJSON(dt: 1_704_121_200), slotJSON(dt: 1_704_099_600)]))
        #expect(
            error
                == .parseError(
                    path: "list[2].dt",
                    reason: "1704099600 is earlier than list[1].dt (1704121200); slots come in time order"))
    }

    @Test func aDuplicatedSlotIsRefused() {
        let error = decodingError(response(slots: [slotJSON(dt: 1_704_110_400), slotJSON(dt: 1_704_110_400)]))
        #expect(
            error
                == .parseError(
                    path: "list[1].dt",
                    reason: "1704110400 is the same time as list[0].dt (1704110400); slots come in time order"))
    }

    @Test func aSlotMoreThanAYearAheadIsRefused() throws {
        let now = 1_704_110_400
        let data = try NetworkData(
            json: Data(response(slots: [slotJSON(dt: now), slotJSON(dt: now + 366 * 86_400 + 1)]).utf8))
        #expect(
            throws: NetworkError.parseError(
                path: "list[1].dt", reason: "1735732801 is more than a year after now (1704110400)")
        ) { try data.checkSlotTimes(now: now) }
        // 366 days ahead exactly is still within the year; an Int.max clock cannot overflow.
        let edge = try NetworkData(json: Data(response(slots: [slotJSON(dt: now + 366 * 86_400)]).utf8))
        #expect(throws: Never.self) { try edge.checkSlotTimes(now: now) }
        #expect(throws: Never.self) { try edge.checkSlotTimes(now: Int.max) }
    }

    @Test func moreSlotsThanAnyForecastAreRefusedUndecoded() {
        // 401 slots of which the last is not even a slot: refused by their number, before any is decoded.
        let slots = (0..<400).map { slotJSON(dt: 1_704_110_400 + $0 * 10_800) } + ["null"]
        #expect(
            decodingError(response(slots: slots))
                == .parseError(
                    path: "list",
                    reason: "invalid value (401 slots, more than the 400 a forecast may have; OpenWeather sends 40)"))
        let most = (0..<400).map { slotJSON(dt: 1_704_110_400 + $0 * 10_800) }
        #expect(decodingError(response(slots: most)) == nil)
    }

    @Test func everyTextIsCutAndCleanedAtDecoding() throws {
        let long = String(repeating: "w", count: 5_000)
        let body =
            #"{"cod":"200","message":"\#(long)","list":[{"dt":1704110400,"main":{"temp":280},"#
            + #""weather":[{"id":500,"main":"\#(long)","description":"rain\u009b2J\u202e\#(long)","icon":"\#(long)"}],"#
            + #""sys":{"pod":"\#(long)"},"dt_txt":"\#(long)"}],"city":{"name":"\#(long)","country":"K\u0007R"}}"#
        let data = try NetworkData(json: Data(body.utf8))
        let cut = String(repeating: "w", count: 99) + "…"
        let condition = try #require(data.list.first?.condition)
        #expect(data.message?.description == String(repeating: "w", count: 199) + "…")
        #expect(data.city.name == cut)
        #expect(data.city.country == "K R")
        #expect(condition.main == cut)
        #expect(condition.icon == cut)
        #expect(condition.description == "rain 2J" + String(repeating: "w", count: 92) + "…")
        #expect(data.list.first?.sys?.pod == cut)
        #expect(data.list.first?.dtTxt == cut)
    }
}
