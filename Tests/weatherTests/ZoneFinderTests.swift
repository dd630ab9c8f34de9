import Testing
import WeatherCore

@testable import WeatherCLI

/// Which zone a place keeps, found from its country, coordinates and `city.timezone`, against the zones the
/// places are known to keep (tzdata's zone.tab comments and each state's law).
struct ZoneFinderTests {
    /// A place, its offset at 2026-01-15T12:00Z (winter in the north) as OpenWeather would send it, and the
    /// zone it keeps; the offsets are tzdata's for that instant, checked with Python's zoneinfo.
    struct Place: CustomTestStringConvertible, Sendable {
        var name: String
        var country: String
        var lat: Double
        var lon: Double
        var timezone: Int
        var zone: String?
        var testDescription: String { name }
    }

    static let january = 1_768_478_400  // 2026-01-15T12:00:00Z

    static let places: [Place] = [
        // El Paso keeps Mountain time with daylight saving, though Phoenix's principal location is nearer.
        Place(name: "El Paso", country: "US", lat: 31.7587, lon: -106.4869, timezone: -25_200, zone: "America/Denver"),
        Place(name: "Phoenix", country: "US", lat: 33.4484, lon: -112.0740, timezone: -25_200, zone: "America/Phoenix"),
        // Lake County, Indiana keeps Central time; Indianapolis Eastern.
        Place(name: "Gary IN", country: "US", lat: 41.5934, lon: -87.3464, timezone: -21_600, zone: "America/Chicago"),
        Place(
            name: "Indianapolis", country: "US", lat: 39.7684, lon: -86.1581, timezone: -18_000,
            zone: "America/Indiana/Indianapolis"),
        // Baja California follows the United States' Pacific time; Sonora keeps −7 all year.
        Place(name: "Tijuana", country: "MX", lat: 32.5027, lon: -117.0037, timezone: -28_800, zone: "America/Tijuana"),
        // Chihuahua keeps −6 all year but Ciudad Juárez, on the border, follows El Paso (−7, daylight saving).
        Place(
            name: "Ciudad Juárez", country: "MX", lat: 31.7333, lon: -106.4833, timezone: -25_200,
            zone: "America/Ciudad_Juarez"),
        Place(
            name: "Chihuahua", country: "MX", lat: 28.6353, lon: -106.0889, timezone: -21_600,
            zone: "America/Chihuahua"),
        Place(
            name: "Hermosillo", country: "MX", lat: 29.0729, lon: -110.9559, timezone: -25_200,
            zone: "America/Hermosillo"),
        Place(name: "Samara", country: "RU", lat: 53.2001, lon: 50.15, timezone: 14_400, zone: "Europe/Samara"),
        Place(
            name: "Novosibirsk", country: "RU", lat: 55.0415, lon: 82.9346, timezone: 25_200,
            zone: "Asia/Novosibirsk"),
        Place(name: "Manaus", country: "BR", lat: -3.1190, lon: -60.0217, timezone: -14_400, zone: "America/Manaus"),
        Place(name: "Recife", country: "BR", lat: -8.0476, lon: -34.8770, timezone: -10_800, zone: "America/Recife"),
        // Broken Hill is in New South Wales but keeps South Australia's time.
        Place(
            name: "Broken Hill", country: "AU", lat: -31.9539, lon: 141.4539, timezone: 37_800,
            zone: "Australia/Broken_Hill"),
        Place(
            name: "Lord Howe Island", country: "AU", lat: -31.5553, lon: 159.0821, timezone: 39_600,
            zone: "Australia/Lord_Howe"),
        Place(name: "Makassar", country: "ID", lat: -5.1477, lon: 119.4327, timezone: 28_800, zone: "Asia/Makassar"),
        Place(name: "Jayapura", country: "ID", lat: -2.5916, lon: 140.6690, timezone: 32_400, zone: "Asia/Jayapura"),
        // A one-zone country: its zone, wherever the coordinates.
        Place(name: "Kyoto", country: "JP", lat: 35.0116, lon: 135.7681, timezone: 32_400, zone: "Asia/Tokyo"),
        // No zone of the country has this offset: the response's fixed offset is kept.
        Place(name: "Berlin at +5", country: "DE", lat: 52.52, lon: 13.405, timezone: 18_000, zone: nil),
        Place(name: "No country", country: "", lat: 52.52, lon: 13.405, timezone: 3600, zone: nil),
    ]

    @Test(arguments: places)
    func findsTheZoneThePlaceKeeps(place: Place) {
        let data = NetworkData(
            list: [List(dt: Self.january, main: Temperature(temp: 280))],
            city: City(coord: Coord(lat: place.lat, lon: place.lon), country: place.country, timezone: place.timezone))
        #expect(ZoneFinder.zone(for: data)?.identifier == place.zone)
    }

    /// Near a border the nearest town may keep the neighbour's zone: Kambarka, in Udmurtia (Samara's time,
    /// +4), is nearest a town of Bashkortostan (Yekaterinburg's, +5), and the offset check passes that zone over.
    @Test func theOffsetCheckPassesOverTheNearestTownsZone() {
        let coord = Coord(lat: 56.2666, lon: 54.2056)
        #expect(ZoneTable.zones(country: "RU", coord: coord).prefix(2) == ["Asia/Yekaterinburg", "Europe/Samara"])
        var data = NetworkData(
            list: [List(dt: Self.january, main: Temperature(temp: 270))],
            city: City(coord: coord, country: "RU", timezone: 14_400))
        #expect(ZoneFinder.zone(for: data)?.identifier == "Europe/Samara")
        // Had the response said +5, the nearest town's zone would stand.
        data.city.timezone = 18_000
        #expect(ZoneFinder.zone(for: data)?.identifier == "Asia/Yekaterinburg")
    }
}
