import Testing
import WeatherCore

/// "Now" as an estimate for the current instant, worked out by hand: linear in time between the slots around it.
@Suite struct NowEstimateTests {
    // 2024-06-03 at UTC+0: 12:00 at 20 °C and 15:00 at 26 °C.
    static let noon = List(
        dt: utc(2024, 6, 3, 12),
        main: Temperature(temp: kelvin(20), feelsLike: kelvin(19), humidity: 60, tempKf: nil),
        weather: [Weather(id: 801, main: "Clouds", description: "few clouds", icon: "02d")],
        wind: Wind(speed: 2, deg: 90, gust: 4), pop: 0.2, sys: PartOfDay(pod: "d"))
    static let afternoon = List(
        dt: utc(2024, 6, 3, 15),
        main: Temperature(temp: kelvin(26), feelsLike: kelvin(27), pressure: 1010, humidity: 40),
        weather: [Weather(id: 500, main: "Rain", description: "light rain", icon: "10d")],
        wind: Wind(speed: 5, deg: 180), pop: 0.1, sys: PartOfDay(pod: "d"))

    func estimate(at now: Int) throws -> NowEstimate {
        try #require(NowEstimate(at: now, from: [Self.noon, Self.afternoon]))
    }

    @Test func halfPastTwoBetweenTwentyAndTwentySixIsTwentyFive() throws {
        // 14:30 is 2.5 of the 3 hours: 20 + 6 × 2.5 / 3 = 25 °C.
        let now = try estimate(at: utc(2024, 6, 3, 14, 30))
        #expect(abs(now.slot.main.celsius - 25) < 1e-9)
        #expect(now.time == utc(2024, 6, 3, 14, 30))
        #expect(now.slot.dt == now.time)
        #expect(now.estimatedFrom == [Self.noon.dt, Self.afternoon.dt])
        #expect(now.isNow)
    }

    @Test func everyInterpolatedValueMovesLinearly() throws {
        // 13:00, a third of the way: feels like 19 + 8 / 3, humidity 60 − 20 / 3, wind 2 + 3 / 3 = 3 m/s.
        let slot = try estimate(at: utc(2024, 6, 3, 13)).slot
        #expect(abs(Units.metric.temperature(fromKelvin: try #require(slot.main.feelsLike)) - (19 + 8.0 / 3)) < 1e-9)
        #expect(abs(try #require(slot.main.humidity) - (60 - 20.0 / 3)) < 1e-9)
        #expect(abs(try #require(slot.wind?.speed) - 3) < 1e-9)
        // Only 15:00 has pressure and only 12:00 a gust: the nearer slot's, here 12:00's (none, and 4).
        #expect(slot.main.pressure == nil)
        #expect(slot.wind?.gust == 4)
    }

    @Test func conditionAndDirectionComeFromTheNearerSlotAndPopIsTheHigher() throws {
        let early = try estimate(at: utc(2024, 6, 3, 13)).slot
        #expect(early.condition?.description == "few clouds")
        #expect(early.wind?.compassPoint == "E")
        #expect(early.pop == 0.2)
        let late = try estimate(at: utc(2024, 6, 3, 14)).slot
        #expect(late.condition?.description == "light rain")
        #expect(late.wind?.compassPoint == "S")
        #expect(late.pop == 0.2)  // 12:00's 0.2 beats 15:00's 0.1 although 15:00 is nearer
        // The midpoint goes to the earlier slot.
        #expect(try estimate(at: utc(2024, 6, 3, 13, 30)).slot.condition?.id == 801)
    }

    @Test func onASlotsStartItIsThatSlotAlone() throws {
        let now = try estimate(at: Self.noon.dt)
        #expect(now.slot == Self.noon)
        #expect(now.estimatedFrom == [Self.noon.dt])
        #expect(now.isNow)
    }

    @Test func outsideTheSlotsItIsTheNearestLabelledWithItsTime() throws {
        let before = try estimate(at: utc(2024, 6, 3, 11))
        #expect(before.slot == Self.noon)
        #expect(before.time == Self.noon.dt)
        #expect(!before.isNow)
        let after = try estimate(at: utc(2024, 6, 3, 16))
        #expect(after.slot == Self.afternoon)
        #expect(after.estimatedFrom == [Self.afternoon.dt])
        #expect(!after.isNow)
        #expect(NowEstimate(at: 0, from: []) == nil)
    }

    @Test func aGapWiderThanNineHoursIsNotBridged() throws {
        let far = List(dt: Self.noon.dt + 12 * 3600, main: Temperature(temp: kelvin(8)))
        let now = try #require(NowEstimate(at: Self.noon.dt + 4 * 3600, from: [Self.noon, far]))
        #expect(now.slot == Self.noon)
        #expect(!now.isNow)
    }

    @Test func theEarlierSlotMayBeOneTheCacheKeptFromToday() throws {
        // A fresh response starting at 15:00, with today's 12:00 kept from the previous one (as CacheEntry does).
        let fresh = NetworkData(list: [Self.afternoon], city: City(timezone: 0))
        let previous = NetworkData(list: [Self.noon], city: City(timezone: 0))
        let now = utc(2024, 6, 3, 14, 30)
        let merged = fresh.keepingTodaysEarlierSlots(from: previous, now: now, zone: nil)
        let forecast = Forecast(data: merged, now: now)
        #expect(forecast.estimate?.estimatedFrom == [Self.noon.dt, Self.afternoon.dt])
        #expect(abs((forecast.current?.main.celsius ?? 0) - 25) < 1e-9)
    }

    @Test func tableLabelsTheEstimate() {
        let forecast = Forecast(
            data: NetworkData(list: [Self.noon, Self.afternoon], city: City(name: "Testville", timezone: 0)),
            now: utc(2024, 6, 3, 14, 30))
        let text = TableRenderer(units: .metric, icons: .none).render(forecast, origin: .saved(name: "x"))
        #expect(
            text.contains(
                "\nNow, 14:30, estimated from the 12:00 and 15:00 forecasts: 25°C, feels like 26°C, light rain\n"))
        // Wind 2 + 3 × 2.5 / 3 = 4.5 m/s from the nearer 15:00's 180°; humidity 60 − 20 × 2.5 / 3 = 43.3.
        #expect(text.contains("\nWind 4.5 m/s S · humidity 43% · precipitation 20%\n"))
    }

    @Test func templateAndBarsUseTheEstimate() throws {
        let forecast = Forecast(
            data: NetworkData(list: [Self.noon, Self.afternoon], city: City(name: "Testville", timezone: 0)),
            now: utc(2024, 6, 3, 14, 30))
        #expect(TemplateRenderer().render(try Template("{temp} %w"), forecast) == "25°C 4.5 m/s S")
        #expect(LineRenderer(context: BarContext(icons: .none)).render(forecast) == "25°C 26°C/20°C\n")
    }

    @Test func jsonNowSaysWhenAndFromWhat() throws {
        let forecast = Forecast(
            data: NetworkData(list: [Self.noon, Self.afternoon], city: City(name: "Testville", timezone: 0)),
            now: utc(2024, 6, 3, 14, 30))
        let text = try JSONRenderer(units: .metric).render(forecast)
        #expect(text.contains("\"time\" : \"2024-06-03T14:30:00+00:00\""))
        #expect(text.contains("\"estimated_from\" : [\n      \(Self.noon.dt),\n      \(Self.afternoon.dt)\n    ]"))
        #expect(text.contains("\"temp\" : 25,"))
    }
}
