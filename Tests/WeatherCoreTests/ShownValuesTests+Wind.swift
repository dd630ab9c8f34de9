import Foundation
import Testing
import WeatherCore

/// Wind, gusts and clouds out of range are held as humidity is (a negative speed to 0 m/s, clouds to 0…100 %),
/// and coordinates off the Earth (beyond ±90° or ±180°) are shown as unknown: held, they would name another
/// place. The decoded values stay as sent.
extension ShownValuesTests {
    /// Testville again, one slot at 2024-03-01 12:00Z (1_709_294_400): wind −1 m/s from 90°, gusts −2 m/s,
    /// clouds −1 %; then the same slot with clouds 150 %. The place at latitude 9999, longitude −9999.
    static let windJSON = """
        {"cod": "200", "cnt": 2, "list": [
          {"dt": 1709294400, "main": {"temp": 283.15}, "wind": {"speed": -1, "deg": 90, "gust": -2},
           "clouds": {"all": -1}, "sys": {"pod": "d"}},
          {"dt": 1709305200, "main": {"temp": 283.15}, "wind": {"speed": 3, "deg": 90, "gust": 5},
           "clouds": {"all": 150}, "sys": {"pod": "d"}}],
         "city": {"name": "Testville", "country": "KR", "timezone": 0, "coord": {"lat": 9999, "lon": -9999}}}
        """

    static func windForecast() throws -> Forecast {
        Forecast(data: try NetworkData(json: Data(windJSON.utf8)), now: 1_709_294_400)
    }

    @Test func windGustsAndCloudsAreHeldToTheirRanges() throws {
        let forecast = try Self.windForecast()
        #expect(forecast.slots.map { $0.wind?.speed } == [-1, 3])
        #expect(forecast.slots.map(\.shownWindSpeed) == [0, 3])
        #expect(forecast.slots.map(\.shownGust) == [0, 5])
        #expect(forecast.slots.map(\.shownClouds) == [0, 100])
        #expect(forecast.city.coord == Coord(lat: 9999, lon: -9999))
        #expect(forecast.city.shownCoord == nil)
    }

    @Test func theTableShowsNoNegativeWindAndNoCoordinatesOffTheEarth() throws {
        let text = TableRenderer(units: .metric, icons: .none).render(
            try Self.windForecast(), origin: .saved(name: "x"))
        #expect(text.hasPrefix("Testville, KR ·"), "\(text)")
        #expect(!text.contains("9999") && !text.contains("-1.0") && !text.contains("-2.0"), "\(text)")
        // Held to 0, the wind is calm, from no direction.
        #expect(text.contains("\nCalm\n"), "\(text)")
    }

    @Test func templateAndJSONShowTheHeldValues() throws {
        let forecast = try Self.windForecast()
        #expect(TemplateRenderer().render(try Template("{wind} {gust} {clouds}"), forecast) == "calm 0.0 m/s 0%")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try JSONRenderer(units: .metric).render(forecast).utf8))
                as? [String: Any])
        let location = try #require(json["location"] as? [String: Any])
        // Absent or null: unknown either way, never 9999.
        #expect(!(location["latitude"] is NSNumber) && !(location["longitude"] is NSNumber), "\(location)")
    }
}

/// Calm air, a speed that shows as 0 in the unit shown, comes from no direction: before, "0.0 m/s NE" gave it
/// one, in every language. The word for it is each language's meteorological term (the Beaufort scale's force 0).
extension ShownValuesTests {
    /// Testville, two slots from 45°: 0.04 m/s at 2024-03-01 12:00Z (0.0 m/s, 0.1 km/h, force 0), and 0.2 m/s at
    /// 15:00Z (0.2 m/s, 0.7 km/h, but force 0, which WMO code table 1100 puts under 0.3 m/s: calm in Beaufort
    /// only).
    static let calmJSON = """
        {"cod": "200", "cnt": 2, "list": [
          {"dt": 1709294400, "main": {"temp": 283.15}, "wind": {"speed": 0.04, "deg": 45}, "sys": {"pod": "d"}},
          {"dt": 1709305200, "main": {"temp": 283.15}, "wind": {"speed": 0.2, "deg": 45}, "sys": {"pod": "d"}}],
         "city": {"name": "Testville", "country": "KR", "timezone": 0}}
        """

    static let calm: [Language: String] = [
        .english: "calm", .korean: "고요", .japanese: "静穏", .simplifiedChinese: "静风", .traditionalChinese: "靜風",
        .german: "windstill", .french: "calme", .spanish: "calma", .italian: "calma", .brazilianPortuguese: "calmaria",
        .russian: "штиль", .ukrainian: "штиль", .polish: "cisza", .dutch: "windstil", .turkish: "sakin",
    ]

    @Test(arguments: Language.allCases)
    func calmWindHasNoDirectionInAnyLanguage(_ language: Language) throws {
        let forecast = Forecast(data: try NetworkData(json: Data(Self.calmJSON.utf8)), now: 1_709_294_400)
        var context = BarContext()
        context.language = language
        #expect(TemplateRenderer(context: context).render(try Template("{wind}"), forecast) == Self.calm[language])
    }

    @Test func theTableSaysCalmWhereTheSpeedShowsAsZero() throws {
        let forecast = Forecast(data: try NetworkData(json: Data(Self.calmJSON.utf8)), now: 1_709_294_400)
        func rows(_ speed: SpeedUnit) -> [String] {
            TableRenderer(units: .metric, icons: .none, quantities: QuantityUnits(speed: speed))
                .render(forecast, origin: .saved(name: "x")).split(separator: "\n").map(String.init)
        }
        let metres = rows(.metresPerSecond)
        #expect(metres.contains("Calm"), "\(metres)")
        let noon = try #require(metres.first { $0.hasPrefix("12:00") })
        #expect(noon.contains("0.0 m/s  calm") && !noon.contains("NE"), "\(noon)")
        let afternoon = try #require(metres.first { $0.hasPrefix("15:00") })
        #expect(afternoon.contains("0.2 m/s  NE"), "\(afternoon)")
        let beaufort = try #require(rows(.beaufort).first { $0.hasPrefix("15:00") })
        #expect(beaufort.contains("calm") && !beaufort.contains("NE"), "\(beaufort)")
    }
}
