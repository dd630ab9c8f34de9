import Testing
import WeatherCore

/// Each local time the renderers write on the day of a clock change is read at the zone's offset at its own
/// instant: now and the slots it is estimated from, the next rain's start, sunrise and sunset, in the 24-hour and
/// the 12-hour clock. Berlin, Sunday 29 March 2026: UTC+1 (CET) until 01:00 UTC, then UTC+2 (CEST); the
/// response answered before the change, so its `city.timezone` is 3600. Every expected time is worked out by hand
/// below from the UTC instants.
@Suite struct ClockChangeTimesTests {
    /// 2026-03-29 00:00 UTC (`date -u -d '2026-03-29 00:00' +%s`).
    static let day = 1_774_742_400
    static let hour = 3600
    static let berlin = ZoneOffsets(
        identifier: "Europe/Berlin", initialOffset: 3600,
        changes: [ZoneOffsets.Change(unixTime: day + hour, offset: 7200)])

    /// Slots at 00:00, 03:00, 06:00, 09:00 and 12:00 UTC; rain from the 09:00 one on. Sunrise 04:58 UTC and
    /// sunset 17:38 UTC (about Berlin's that day).
    static func forecast(now: Int) -> Forecast {
        let slots = [0, 3, 6, 9, 12].map { (utcHour: Int) -> List in
            let wet = utcHour >= 9
            let temperature = Temperature(temp: 280 + Double(utcHour))
            let condition = Weather(id: wet ? 500 : 800, main: "", description: "", icon: "01d")
            return List(
                dt: day + utcHour * hour, main: temperature, weather: [condition], pop: wet ? 0.9 : 0,
                rain: wet ? Precipitation(threeHours: 1) : nil)
        }
        let city = City(
            name: "Berlin", coord: Coord(lat: 52.52, lon: 13.405), country: "DE", timezone: 3600,
            sunrise: day + 4 * hour + 58 * 60, sunset: day + 17 * hour + 38 * 60)
        return Forecast(data: NetworkData(list: slots, city: city), now: now, zone: berlin)
    }

    @Test func nowAndItsSlotsAreReadAtTheirOwnOffsets() {
        // Now 02:00 UTC + 2 h = 04:00 CEST; the slots around it: 00:00 UTC + 1 h (CET, before the change) = 01:00,
        // 03:00 UTC + 2 h = 05:00. At the fixed +1 h these would read 03:00, 01:00 and 04:00.
        let text = TableRenderer(units: .metric, icons: .none).render(
            Self.forecast(now: Self.day + 2 * Self.hour), origin: .saved(name: "x"))
        #expect(text.contains("Now, 04:00, estimated from the 01:00 and 05:00 forecasts"), "\(text)")
    }

    @Test func rainSunriseAndSunsetAreReadAtTheirOwnOffsets() throws {
        let forecast = Self.forecast(now: Self.day + 2 * Self.hour)
        // Rain from 09:00 UTC + 2 h = 11:00; sunrise 04:58 UTC + 2 h = 06:58; sunset 17:38 UTC + 2 h = 19:38.
        let template = try Template("{rain_start} {sunrise} {sunset}")
        #expect(TemplateRenderer().render(template, forecast) == "11:00 06:58 19:38")
        // The 12-hour clock reads the same local times.
        var context = BarContext()
        context.quantities = QuantityUnits(.metric, clock: .twelveHour)
        let twelve = TemplateRenderer(context: context).render(template, forecast)
        // English CLDR: "h a" on the hour, "h:mm a" otherwise.
        #expect(twelve == "11 AM 6:58 AM 7:38 PM")
    }
}
