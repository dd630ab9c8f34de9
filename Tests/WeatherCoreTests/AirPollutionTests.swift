import Foundation
import Testing
import WeatherCore

/// The Air Pollution API's responses as recorded (Fixtures/PROVENANCE.md) and the day's worst air. Expected
/// days were worked out with python3 apart from the code under test: for each hour, the date of
/// `datetime.fromtimestamp(dt + offset, timezone.utc)`; per date, max `main.aqi`, max `pm2_5`, max `pm10`.
@Suite struct AirPollutionTests {
    static let belgrade = "air_pollution_forecast_belgrade_rs_2024_96h.json"

    static let recorded = [
        belgrade, "air_pollution_current_london_pyowm.json", "air_pollution_forecast_lat50_lon50_pyowm_2items.json",
        "air_pollution_docs_coord_array_float32.json",
    ]

    @Test(arguments: recorded)
    func decodesEveryRecordedShape(_ name: String) throws {
        let air = try AirPollution(json: Fixture.data(name))
        #expect(!air.list.isEmpty)
        #expect(air.coord != nil)
        #expect(air.list.allSatisfy { $0.main.aqi != nil && $0.components.pm2_5 != nil && $0.components.pm10 != nil })
    }

    @Test func readsTheCoordinatesAsAnArrayOfLongitudeAndLatitudeToo() throws {
        let air = try AirPollution(json: Fixture.data("air_pollution_docs_coord_array_float32.json"))
        #expect(air.coord == Coord(lat: 50, lon: 50))
        #expect(air.list[0].components.pm10 == 0.540438711643219)
        let london = try AirPollution(json: Fixture.data("air_pollution_current_london_pyowm.json"))
        #expect(london.coord == Coord(lat: 51.5074, lon: -0.1278))
        #expect(london.list[0].components.no2 == 35.99)
    }

    @Test func belgradeHas96HoursAndItsDaysInCentralEuropeanSummerTime() throws {
        let air = try AirPollution(json: Fixture.data(Self.belgrade))
        #expect(air.list.count == 96)
        let days = air.days(utcOffset: 7200)
        func day(_ d: Int) -> LocalDate { LocalDate(unixTime: 1_714_953_600 + (d - 6) * 86_400, utcOffset: 0) }
        #expect(days.count == 5)
        #expect(days[day(6)] == AirReading(aqi: 3, pm2_5: 16.09, pm10: 25.14))
        #expect(days[day(7)] == AirReading(aqi: 3, pm2_5: 15.71, pm10: 23.55))
        #expect(days[day(8)] == AirReading(aqi: 2, pm2_5: 13.59, pm10: 18.09))
        #expect(days[day(9)] == AirReading(aqi: 2, pm2_5: 5.03, pm10: 6.21))
        #expect(days[day(10)] == AirReading(aqi: 2, pm2_5: 5.31, pm10: 6.45))
    }

    @Test func theSameHoursMakeOtherDaysInAnotherZone() throws {
        // At UTC−10 the 8th's worst PM2.5 is 4.98, not the 13.59 of its Central European day.
        let air = try AirPollution(json: Fixture.data(Self.belgrade))
        let days = air.days(utcOffset: -36000)
        #expect(days.count == 5)
        #expect(days[LocalDate(unixTime: 1_715_126_400, utcOffset: 0)] == AirReading(aqi: 2, pm2_5: 4.98, pm10: 6.15))
    }

    @Test func nowIsTheHourThatCoversIt() throws {
        let air = try AirPollution(json: Fixture.data(Self.belgrade))
        // 1714993200 is the first hour with AQI 3 (pm2_5 4.53); 1714989600 has AQI 2.
        #expect(air.reading(at: 1_714_993_200) == AirReading(aqi: 3, pm2_5: 4.53, pm10: 5.57))
        #expect(air.reading(at: 1_714_993_199) == AirReading(aqi: 2, pm2_5: 5.94, pm10: 7.4))
        #expect(air.reading(at: 1_715_292_000 + 3599)?.aqi == 2)
        #expect(air.reading(at: 1_715_292_000 + 3600) == nil)
        #expect(air.reading(at: 1_714_950_000 - 1) == nil)
        #expect(air.reading(at: .min) == nil && air.reading(at: .max) == nil)
    }

    @Test func anIndexOffOpenWeathersScaleIsNoIndex() throws {
        let body =
            #"{"coord":{"lon":1,"lat":2},"list":[{"main":{"aqi":50},"components":{"pm2_5":3},"dt":1},"#
            + #"{"main":{"aqi":4.0},"components":{},"dt":3601},{"main":{},"components":{},"dt":7201}]}"#
        let air = try AirPollution(json: Data(body.utf8))
        #expect(air.list.map(\.main.aqi) == [nil, 4, nil])
        #expect(AirReading(aqi: 4).isPoor && !AirReading(aqi: 3).isPoor && !AirReading().isPoor)
    }

    @Test func aBodyThatIsNotTheAPIsJSONNamesItsPath() {
        #expect(throws: NetworkError.self) { try AirPollution(json: Data("{\"list\":[{\"dt\":\"x\"}]}".utf8)) }
        do {
            _ = try AirPollution(json: Data(#"{"list":[{"dt":"soon"}]}"#.utf8))
            Issue.record("decoded a string dt")
        } catch {
            guard case .parseError(let path, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(path == "list[0].dt")
        }
        #expect(throws: NetworkError.dataError(status: nil, message: "the air pollution response body is empty")) {
            try AirPollution(json: Data(" \n".utf8))
        }
    }

    @Test func theRequestAsksForTheForecastAtTheCoordinates() throws {
        let url = AirPollutionRequest(latitude: 37.5665, longitude: 126.978).url(
            baseURL: URL(string: "https://api.openweathermap.org")!, apiKey: "k")
        #expect(
            url?.absoluteString
                == "https://api.openweathermap.org/data/2.5/air_pollution/forecast?lat=37.5665&lon=126.978&appid=k")
    }
}
