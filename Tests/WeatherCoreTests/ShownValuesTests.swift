import Foundation
import Testing
import WeatherCore

/// A response with values out of their range — a `pop` above 1 and below 0, negative rain and snow, humidity
/// above 100 and below 0 — is shown held to 0…100 % and ≥ 0 mm, while the decoded values stay as sent.
///
/// The hand-made response: Testville at UTC+0, two daytime light-rain slots on Fri 2024-03-01
/// (2024-03-01 00:00Z = 1_709_251_200, by hand: 19_783 days × 86_400):
/// - 12:00 (1_709_294_400): 10 °C, humidity 104, pop 1.2, rain −0.4 mm;
/// - 15:00 (1_709_305_200): 12 °C, humidity −3, pop −0.1, rain 2.25 mm, snow −1 mm.
///
/// Held: humidity 100 and 0, pop 1 and 0, rain 0 and 2.25, snow 0. So the day's pop is max(1, 0) = 100 %, its
/// rain 0 + 2.25 = 2.25 mm (shown "2.3", half away from zero; summing the values as sent would give 1.85) and
/// its snow 0.0 mm. The 12:00 slot (pop held to 1) is the spell under way, to 15:00, with no amount (rain held
/// to 0); the 15:00 slot (pop held to 0) is dry.
@Suite struct ShownValuesTests {
    static let json = """
        {"cod": "200", "cnt": 2, "list": [
          {"dt": 1709294400, "main": {"temp": 283.15, "humidity": 104},
           "weather": [{"id": 500, "main": "Rain", "description": "light rain", "icon": "10d"}],
           "pop": 1.2, "rain": {"3h": -0.4}, "sys": {"pod": "d"}},
          {"dt": 1709305200, "main": {"temp": 285.15, "humidity": -3},
           "weather": [{"id": 500, "main": "Rain", "description": "light rain", "icon": "10d"}],
           "pop": -0.1, "rain": {"3h": 2.25}, "snow": {"3h": -1}, "sys": {"pod": "d"}}],
         "city": {"name": "Testville", "country": "KR", "timezone": 0}}
        """

    static func forecast() throws -> Forecast {
        Forecast(data: try NetworkData(json: Data(json.utf8)), now: 1_709_294_400)
    }

    @Test func decodedValuesAreKeptAsSent() throws {
        let data = try NetworkData(json: Data(Self.json.utf8))
        #expect(data.list.map(\.pop) == [1.2, -0.1])
        #expect(data.list.map(\.main.humidity) == [104, -3])
        #expect(data.list.map { $0.rain?.threeHours } == [-0.4, 2.25])
        #expect(data.list[1].snow?.threeHours == -1)
    }

    @Test func slotValuesAreHeldToTheirRanges() throws {
        let slots = try Self.forecast().slots
        #expect(slots.map(\.shownPop) == [1, 0])
        #expect(slots.map(\.shownHumidity) == [100, 0])
        #expect(slots.map(\.shownRain) == [0, 2.25])
        #expect(slots.map(\.shownSnow) == [0, 0])
    }

    @Test func inRangeAndMissingValuesAreUnchanged() {
        let slot = List(
            dt: 0, main: Temperature(temp: 280, humidity: 55), pop: 0.35, rain: Precipitation(threeHours: 0.75))
        #expect(slot.shownPop == 0.35)
        #expect(slot.shownHumidity == 55)
        #expect(slot.shownRain == 0.75)
        #expect(slot.shownSnow == 0)
        let bare = List(dt: 0, main: Temperature(temp: 280))
        #expect(bare.shownPop == nil)
        #expect(bare.shownHumidity == nil)
        #expect(bare.shownRain == 0)
    }

    @Test func dayTakesHeldValues() throws {
        let day = try #require(try Self.forecast().days.first)
        #expect(day.pop == 1)
        #expect(day.rain == 2.25)
        #expect(day.snow == 0)
    }

    @Test func tableShowsNoMoreThan100PercentAndNoNegativeAmounts() throws {
        let text = TableRenderer(units: .metric, icons: .ascii)
            .render(try Self.forecast(), origin: .saved(name: "odd.json"))
        let expected = """
            Testville, KR · forecast from Fri 2024-03-01 12:00 local time (UTC+00:00)
            Saved response: odd.json

            Now, 12:00, from the 12:00 forecast: RA 10°C, light rain
            Humidity 100% · precipitation 100%
            Rain now, until 15:00, up to 100%

            Today, Fri 2024-03-01
            Time       Temp  Precip  Wind  From  Conditions
            12:00  RA  10°C    100%     -  -     light rain
            15:00  RA  12°C      0%     -  -     light rain

            1-day forecast
            Day                           High   Low  Range         Precip  Rain mm  Snow mm  Conditions
            Fri 2024-03-01 (partial)  RA  12°C  10°C  ⡷⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶    100%      2.3      0.0  light rain

            """
        #expect(text == expected)
    }

    @Test func jsonHoldsProbabilitiesTo0Through1AndAmountsToZeroOrMore() throws {
        let text = try JSONRenderer(units: .metric).render(try Self.forecast())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let slots = try #require(document["slots"] as? [[String: Any]])
        #expect(slots.map { $0["precipitation_probability"] as? Double } == [1, 0])
        #expect(slots.map { $0["humidity"] as? Double } == [100, 0])
        #expect(slots.map { $0["rain_mm"] as? Double } == [0, 2.25])
        #expect(slots.map { $0["snow_mm"] as? Double } == [0, 0])
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.map { $0["precipitation_probability"] as? Double } == [1])
        #expect(days.map { $0["rain_mm"] as? Double } == [2.25])
        #expect(days.map { $0["snow_mm"] as? Double } == [0])
    }

    @Test func templateShowsHeldValues() throws {
        let template = try Template("{pop} {rain} {snow} {humidity} %o %h")
        #expect(TemplateRenderer().render(template, try Self.forecast()) == "100% 2.3 mm 0.0 mm 100% 100% 100%")
    }
}
