import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// Places on both sides of the clock changes of 2026: the zone is found from the response, and every slot's
/// local date and hour, and the days they make, are Python zoneinfo's (`scripts/zone-reference`).
struct ZoneCrossingTests {
    @Test(arguments: Crossing.all)
    func everySlotHasTheLocalTimeOfItsOwnInstant(crossing: Crossing) throws {
        let data = try crossing.response()
        let zone = try #require(ZoneFinder.zone(for: data))
        #expect(zone.identifier == crossing.zone)
        let forecast = Forecast(data: data, now: crossing.firstSlot, zone: zone)
        #expect(forecast.slots.map { forecast.localTime($0.dt).iso8601 } == crossing.local)
        #expect(forecast.days.map(\.date.description) == crossing.days.map(\.0))
        #expect(forecast.days.map(\.slotCount) == crossing.days.map(\.1))
    }

    /// The same response at the fixed `city.timezone` puts the slots after the change an hour off: the test
    /// above would catch a zone that is not used.
    @Test func theFixedOffsetIsAnHourOffAfterTheChange() throws {
        let crossing = Crossing.berlinSpring
        let forecast = Forecast(data: try crossing.response(), now: crossing.firstSlot)
        let shown = forecast.slots.map { forecast.localTime($0.dt).iso8601 }
        #expect(shown[16] == crossing.local[16])
        #expect(shown[17] == "2026-03-29T04:00:00+01:00")
        #expect(crossing.local[17] == "2026-03-29T05:00:00+02:00")
    }

    /// JSON names the zone and gives each slot's time with its own offset; `utc_offset_seconds` stays the
    /// response's.
    @Test func jsonGivesTheZoneAndEachTimeWithItsOwnOffset() throws {
        let crossing = Crossing.santiagoAutumn
        let data = try crossing.response()
        let forecast = Forecast(
            data: data, now: crossing.firstSlot, zone: ZoneFinder.zone(for: data))
        let text = try JSONRenderer().render(forecast)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let location = try #require(object["location"] as? [String: Any])
        #expect(location["time_zone"] as? String == "America/Santiago")
        #expect(location["utc_offset_seconds"] as? Int == -10_800)
        let slots = try #require(object["slots"] as? [[String: Any]])
        #expect(slots.map { $0["time"] as? String } == crossing.local)
    }
}
