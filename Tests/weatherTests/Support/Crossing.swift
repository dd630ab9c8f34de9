import Foundation
import Testing
import WeatherCore

/// A place on one side of a clock change of 2026, with its slots' local times worked out by Python's zoneinfo
/// (`scripts/zone-reference`), and a synthetic response for it built from a recorded one.
struct Crossing: CustomTestStringConvertible {
    /// The IANA zone the place keeps.
    var zone: String
    var lat: Double
    var lon: Double
    var country: String
    /// The first slot's `dt`, Unix seconds.
    var firstSlot: Int
    /// The place's offset at the first slot, as OpenWeather sends it in `city.timezone`.
    var timezone: Int
    /// Each slot's local time, ISO 8601 with the offset at that instant.
    var local: [String]
    /// The local dates the slots fall on, with how many slots each.
    var days: [(String, Int)]

    var testDescription: String { "\(zone) from \(firstSlot)" }

    /// The Changwon recording (40 slots) moved to this place: its `city` block's country, coordinates and
    /// offset, and its slots every 3 hours from ``firstSlot``.
    func response() throws -> NetworkData {
        var data = try JSONDecoder().decode(NetworkData.self, from: try Fixture.changwon.data())
        data.city.country = country
        data.city.coord = Coord(lat: lat, lon: lon)
        data.city.timezone = timezone
        data.city.sunrise = nil
        data.city.sunset = nil
        data.list = data.list.prefix(local.count).enumerated().map { index, slot in
            var moved = slot
            moved.dt = firstSlot + 10_800 * index
            moved.dtTxt = nil
            return moved
        }
        return data
    }
}
