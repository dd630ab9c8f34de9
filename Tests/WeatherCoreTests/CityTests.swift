import Foundation
import Testing
import WeatherCore

/// The response's `city` block. Polar day and night: OpenWeather sends `sunrise` and
/// `sunset` 0 where the sun does not rise or set, which is absent, not 1970-01-01 00:00 UTC.
@Suite struct CityTests {
    /// The Changwon recording with its `city.sunrise` and `city.sunset` (1701641856, 1701677588) set to `value`.
    static func changwon(sun value: Int) throws -> Data {
        let text = String(decoding: try Fixture.data(Fixture.changwon), as: UTF8.self)
            .replacing(/"(sunrise|sunset)": \d+/) { "\"\($0.1)\": \(value)" }
        return Data(text.utf8)
    }

    @Test func aRecordedSunriseAndSunsetAreKept() throws {
        let city = try NetworkData(json: Fixture.data(Fixture.changwon)).city
        #expect(city.sunrise == 1_701_641_856)
        #expect(city.sunset == 1_701_677_588)
    }

    @Test func aSunriseAndSunsetOfZeroAreAbsent() throws {
        let city = try NetworkData(json: Self.changwon(sun: 0)).city
        #expect(city.sunrise == nil)
        #expect(city.sunset == nil)
        #expect(city.name == "Changwon")
        #expect(city.timezone == 32_400)
    }

    /// The table's header and the JSON document leave them out, as for a response without them.
    @Test func zeroSunTimesAreShownAsAbsent() throws {
        let forecast = Forecast(data: try NetworkData(json: Self.changwon(sun: 0)), now: 1_701_680_400)
        let header = try #require(
            TableRenderer(units: .metric, icons: .none, color: false, width: nil, chart: false)
                .render(forecast, origin: .saved(name: "polar.json")).split(separator: "\n").dropFirst().first)
        #expect(header == "Saved response: polar.json")
        let json = try JSONRenderer(units: .metric).render(forecast)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let location = try #require(document["location"] as? [String: Any])
        #expect(location["sunrise"] == nil && location["sunset"] == nil)
        #expect(location["name"] as? String == "Changwon")
    }

    /// A sunrise or sunset more than two days from the forecast's slots is not one of its days (a hand-edited or
    /// damaged file): shown, -5 was "23:59" (1969) and 10^15 the year 3170843. The recording's slots run from
    /// 1701680400 (2023-12-04 09:00 UTC) to 1702101600 (2023-12-09 06:00 UTC).
    @Test(arguments: [
        -5, 1, 1_000_000_000_000_000, 253_402_300_800, 1_701_680_400 - 2 * 86_400 - 1, 1_702_101_600 + 2 * 86_400 + 1,
    ])
    func aSunTimeFarFromTheSlotsIsAbsent(_ value: Int) throws {
        let forecast = Forecast(data: try NetworkData(json: Self.changwon(sun: value)), now: 1_701_680_400)
        #expect(forecast.city.sunrise == value)  // the response's value is kept as sent
        #expect(forecast.sunrise == nil && forecast.sunset == nil)
        let header = TableRenderer(units: .metric, icons: .none, color: false, width: nil, chart: false)
            .render(forecast, origin: .saved(name: "far.json")).split(separator: "\n").dropFirst().first
        #expect(header == "Saved response: far.json")
    }

    /// Within two days of a slot, it is shown: the recording's own values, and the edges of the window.
    @Test(arguments: [1_701_641_856, 1_701_680_400 - 2 * 86_400, 1_702_101_600 + 2 * 86_400])
    func aSunTimeNearTheSlotsIsShown(_ value: Int) throws {
        let forecast = Forecast(data: try NetworkData(json: Self.changwon(sun: value)), now: 1_701_680_400)
        #expect(forecast.sunrise == value && forecast.sunset == value)
    }
}
