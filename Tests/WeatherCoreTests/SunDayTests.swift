import Foundation
import Testing
import WeatherCore

/// Sunrise, sunset and day length per city-local day (``SunDay``), checked against OpenWeather's own
/// `city.sunrise`/`city.sunset`, against PyEphem (`scripts/sky-reference`, PyEphem 4.2.1: upper limb at −34′,
/// pressure 0) and against the sunrise equation written independently in `Support/SunriseEquation.swift`.
@Suite struct SunDayTests {
    /// A calendar date; the weekday plays no part in the Sun's times.
    func date(_ year: Int, _ month: Int, _ day: Int) -> LocalDate {
        LocalDate(year: year, month: month, day: day, weekday: 0)
    }

    /// The largest difference from OpenWeather allowed, seconds: the two minutes.
    static let tolerance = 120

    /// Every recorded response that has coordinates, `city.timezone` and a sunrise and sunset.
    static let withSun: [String] = Fixture.forecastNames.filter { name in
        guard let data = try? NetworkData(json: Fixture.data(name)) else { return false }
        return data.city.coord != nil && data.city.timezone != nil && data.city.sunrise != nil
            && data.city.sunset != nil
    }

    @Test func sevenRecordedResponsesHaveSunTimes() {
        // Cairns, Changwon, Goyang, Great Neck Plaza, Le Havre, Rostov, Tokyo (PROVENANCE.md).
        #expect(Self.withSun.count == 7)
    }

    @Test(arguments: withSun)
    func matchesOpenWeatherWithinTwoMinutes(_ name: String) throws {
        let data = try NetworkData(json: Fixture.data(name))
        let forecast = Forecast(data: data, now: data.list.first?.dt ?? 0)
        let sunrise = try #require(data.city.sunrise)
        let sunset = try #require(data.city.sunset)
        // The day each falls on, in the city's zone: OpenWeather sends those of the day it made the forecast.
        let riseDay = try #require(forecast.sun(on: LocalDate(unixTime: sunrise, utcOffset: data.city.utcOffset)))
        let setDay = try #require(forecast.sun(on: LocalDate(unixTime: sunset, utcOffset: data.city.utcOffset)))
        let rise = try #require(riseDay.sunrise)
        let set = try #require(setDay.sunset)
        #expect(abs(rise - sunrise) <= Self.tolerance, "\(name): sunrise \(rise) vs OpenWeather's \(sunrise)")
        #expect(abs(set - sunset) <= Self.tolerance, "\(name): sunset \(set) vs OpenWeather's \(sunset)")
        print("\(name): sunrise \(rise - sunrise) s, sunset \(set - sunset) s from OpenWeather's")
    }

    struct Reference: Sendable, CustomTestStringConvertible {
        var name: String
        var lat: Double
        var lon: Double
        var utcOffset: Int
        var date: (Int, Int, Int)
        var sunrise: Int?
        var sunset: Int?
        var testDescription: String { name }
    }

    /// From `scripts/sky-reference` (PyEphem): each date's rising and setting between its local midnights.
    static let references: [Reference] = [
        .init(
            name: "Longyearbyen spring", lat: 78.2232, lon: 15.6267, utcOffset: 3600, date: (2026, 3, 10),
            sunrise: 1_773_123_046, sunset: 1_773_158_876),
        .init(
            name: "Longyearbyen autumn", lat: 78.2232, lon: 15.6267, utcOffset: 7200, date: (2025, 9, 20),
            sunrise: 1_758_341_715, sunset: 1_758_388_941),
        .init(
            name: "Kiritimati UTC+14", lat: 1.8721, lon: -157.4278, utcOffset: 50400, date: (2026, 1, 15),
            sunrise: 1_768_408_688, sunset: 1_768_451_981),
        .init(
            name: "Apia UTC+13", lat: -13.8333, lon: -171.7667, utcOffset: 46800, date: (2025, 7, 4),
            sunrise: 1_751_565_096, sunset: 1_751_605_884),
        .init(
            name: "Pago Pago UTC-11", lat: -14.2756, lon: -170.702, utcOffset: -39600, date: (2025, 7, 4),
            sunrise: 1_751_651_292, sunset: 1_751_691_999),
        .init(
            name: "Taveuni on the 180th meridian", lat: -16.85, lon: 179.98, utcOffset: 43200,
            date: (2026, 2, 1), sunrise: 1_769_881_697, sunset: 1_769_927_917),
        .init(
            name: "Delhi UTC+5:30", lat: 28.6139, lon: 77.209, utcOffset: 19800, date: (2026, 4, 14),
            sunrise: 1_776_126_425, sunset: 1_776_172_577),
        .init(
            name: "Adelaide UTC+10:30", lat: -34.9285, lon: 138.6007, utcOffset: 37800, date: (2025, 12, 2),
            sunrise: 1_764_617_096, sunset: 1_764_668_715),
        .init(
            name: "St. John's UTC-2:30", lat: 47.5615, lon: -52.7126, utcOffset: -9000, date: (2025, 8, 15),
            sunrise: 1_755_246_428, sunset: 1_755_297_749),
        .init(
            name: "Kathmandu UTC+5:45", lat: 27.7172, lon: 85.324, utcOffset: 20700, date: (2026, 11, 1),
            sunrise: 1_793_492_959, sunset: 1_793_532_896),
        .init(
            name: "Chatham UTC+12:45", lat: -43.95, lon: -176.55, utcOffset: 45900, date: (2026, 5, 20),
            sunrise: 1_779_217_149, sunset: 1_779_251_152),
        .init(
            name: "Reykjavik at the solstice", lat: 64.1466, lon: -21.9426, utcOffset: 0, date: (2025, 12, 21),
            sunrise: 1_766_316_145, sunset: 1_766_330_973),
    ]

    @Test(arguments: references)
    func matchesPyEphemAtTheDateLineHalfHourZonesAndHighLatitudes(_ reference: Reference) throws {
        let (year, month, day) = reference.date
        let sun = SunDay(
            date: date(year, month, day), coord: Coord(lat: reference.lat, lon: reference.lon),
            utcOffset: reference.utcOffset)
        #expect(sun.kind == .risesAndSets)
        let rise = try #require(sun.sunrise)
        let set = try #require(sun.sunset)
        #expect(abs(rise - (reference.sunrise ?? 0)) <= Self.tolerance, "sunrise \(rise)")
        #expect(abs(set - (reference.sunset ?? 0)) <= Self.tolerance, "sunset \(set)")
        // Both fall on the date asked for, in the place's own clock, across the date line too.
        for time in [rise, set] {
            let local = LocalDate(unixTime: time, utcOffset: reference.utcOffset)
            #expect((local.year, local.month, local.day) == (year, month, day))
        }
        #expect(sun.dayLength == set - rise)
    }

    @Test func longyearbyenHasPolarNightAtTheWinterSolstice() {
        // PyEphem finds no rising or setting there on 2025-12-21 (scripts/sky-reference); polar night lasts
        // from late October to mid February at 78° N.
        let sun = SunDay(date: date(2025, 12, 21), coord: Coord(lat: 78.2232, lon: 15.6267), utcOffset: 3600)
        #expect(sun.kind == .polarNight)
        #expect(sun.sunrise == nil && sun.sunset == nil)
        #expect(sun.dayLength == 0)
    }

    @Test func longyearbyenHasMidnightSunAtTheSummerSolstice() {
        let sun = SunDay(date: date(2026, 6, 21), coord: Coord(lat: 78.2232, lon: 15.6267), utcOffset: 7200)
        #expect(sun.kind == .midnightSun)
        #expect(sun.sunrise == nil && sun.sunset == nil)
        #expect(sun.dayLength == 86_400)
    }

    @Test func theSouthHasPolarNightInJune() {
        // McMurdo Station, 77.85° S, at the June solstice.
        let sun = SunDay(date: date(2026, 6, 21), coord: Coord(lat: -77.85, lon: 166.67), utcOffset: 43200)
        #expect(sun.kind == .polarNight)
    }

    @Test func agreesWithTheSunriseEquationAcrossLatitudesAndTheYear() throws {
        // Every 10 days of 2025-2026, latitudes 45° S … 45° N, longitudes all round, offsets from the longitude.
        // Nearer the poles the sunrise equation's own simplifications (a fixed obliquity, a two-term equation of
        // time) reach two minutes; PyEphem checks the high latitudes above.
        var worst = 0.0
        for step in 0..<73 {
            let midnight = 1_735_689_600 + step * 10 * 86_400
            for lat in stride(from: -45.0, through: 45.0, by: 15) {
                for lon in stride(from: -165.0, through: 180.0, by: 45) {
                    let offset = Int((lon / 15).rounded()) * 3600
                    let local = LocalDate(unixTime: midnight, utcOffset: 0)
                    let sun = SunDay(date: local, coord: Coord(lat: lat, lon: lon), utcOffset: offset)
                    let other = try #require(
                        SunriseEquation.times(latitude: lat, longitude: lon, localNoon: midnight - offset + 43_200))
                    let rise = try #require(sun.sunrise)
                    let set = try #require(sun.sunset)
                    worst = max(worst, abs(Double(rise) - other.rise), abs(Double(set) - other.set))
                }
            }
        }
        print("SunDay vs the sunrise equation: largest difference \(Int(worst)) s")
        #expect(worst <= 120)
    }

    @Test func anAbsurdOffsetOrCoordinateGivesNoTrap() {
        // A City made in code is not checked as a decoded response is: Int.min seconds, a latitude of 1000.
        let city = City(coord: Coord(lat: 37, lon: 126), timezone: .min)
        let forecast = Forecast(
            data: NetworkData(list: [List(dt: 0, main: Temperature(temp: 280))], city: city), now: 0)
        let date = LocalDate(year: 2025, month: 1, day: 1, weekday: 4)
        #expect(forecast.sun(on: date)?.kind == .risesAndSets)
        #expect(forecast.moon(on: date).phase >= 0)
        let far = Forecast(
            data: NetworkData(list: [], city: City(coord: Coord(lat: 1000, lon: 0))), now: 0)
        #expect(far.sun(on: date) == nil)
    }

    @Test func dayLengthAtTheEquinoxIsAboutTwelveHoursAndSeven() throws {
        // Worked by hand: at the equator the Sun crosses at 90° + 0.833°, 0.833° × 4 min × 2 ≈ 6.7 min of
        // extra day, and the semidiameter-and-refraction horizon adds nothing else when the declination is 0.
        let sun = SunDay(date: date(2026, 3, 20), coord: Coord(lat: 0, lon: 0), utcOffset: 0)
        let length = try #require(sun.sunset) - (try #require(sun.sunrise))
        #expect(abs(length - (12 * 3600 + 400)) <= 60)
    }
}
