import Foundation
import Testing
import WeatherCore

/// Decoding real recorded responses. Expected values are read off the fixture files themselves (a python3
/// `json.load` of each file, run while writing these tests), never off the decoder's output.
@Suite struct NetworkDataTests {
    static let decodable = Fixture.forecastNames.filter { $0 != Fixture.emptyList }

    @Test func fixtureFolderHoldsEveryRecordedForecast() {
        // 13 forecast_*.json files are listed in PROVENANCE.md; an empty listing would make the next test vacuous.
        #expect(Fixture.forecastNames.count == 13)
        #expect(Self.decodable.count == 12)
    }

    @Test(arguments: decodable)
    func everyRecordedForecastDecodes(name: String) throws {
        let data = try NetworkData(json: Fixture.data(name))
        #expect(!data.list.isEmpty)
        #expect(data.cod == LenientText("200"))
    }

    @Test(arguments: [
        // file, slots, name, country, timezone, cnt — from python3 json.load of each file
        (Fixture.changwon, 40, "Changwon", "KR", 32400 as Int?, 40),
        (Fixture.cairns, 2, "Cairns", "AU", 36000, 40),
        (Fixture.greatNeck, 1, "Great Neck Plaza", "US", -14400, 1),
        (Fixture.leHavre, 40, "Havre-de-Grâce", "FR", 7200, 40),
        (Fixture.rostov, 8, "Ростов", "RU", 10800, 8),
        (Fixture.goyang, 38, "Goyang-si", "KR", 32400, 40),
        (Fixture.london2013, 1, "London", "GB", nil, 1),
        (Fixture.bethnalGreen, 1, "Bethnal Green", "GB", nil, 25),
        (Fixture.chandigarh, 6, "Chandigarh", "IN", nil, 39),
        (Fixture.orlando, 40, "Orlando", "US", nil, 40),
        (Fixture.chongqing, 40, "Chongqing", "CN", nil, 40),
    ])
    func fixtureKeepsSlotCountCityAndTimezone(
        name: String, slots: Int, city: String, country: String, timezone: Int?, cnt: Int
    ) throws {
        let data = try NetworkData(json: Fixture.data(name))
        #expect(data.list.count == slots)
        #expect(data.city.name == city)
        #expect(data.city.country == country)
        #expect(data.city.timezone == timezone)
        #expect(data.city.utcOffset == (timezone ?? 0))
        #expect(data.cnt == cnt)
    }

    @Test func numericMessageIsKeptAsItsShortestText() throws {
        // "message": 0.0122 in the 2013 London file, 0 in the Changwon one.
        #expect(try NetworkData(json: Fixture.data(Fixture.london2013)).message == LenientText("0.0122"))
        #expect(try NetworkData(json: Fixture.data(Fixture.changwon)).message == LenientText("0"))
    }

    @Test func oldestSchemaLeavesNewerFieldsNil() throws {
        let data = try NetworkData(json: Fixture.data(Fixture.london2013))
        let slot = try #require(data.list.first)
        #expect(slot.dt == 1_378_890_000)
        #expect(slot.main.temp == 288.43)
        #expect(slot.main.tempMin == 286.968)
        #expect(slot.main.feelsLike == nil)
        #expect(slot.pop == nil)
        #expect(slot.visibility == nil)
        #expect(slot.wind == Wind(speed: 4.26, deg: 341.001, gust: nil))
        #expect(data.city.population == 1_000_000)
        #expect(data.city.sunrise == nil)
        #expect(data.city.coord == Coord(lat: 51.50853, lon: -0.12574))
    }

    @Test func rainIsAbsentEmptyOrAVolume() throws {
        // Chandigarh slots 0…5: rain absent, 0.7, 7.37, 4.38, {}, {}.
        let rain = try NetworkData(json: Fixture.data(Fixture.chandigarh)).list.map(\.rain)
        #expect(
            rain == [
                nil, Precipitation(threeHours: 0.7), Precipitation(threeHours: 7.37), Precipitation(threeHours: 4.38),
                Precipitation(threeHours: nil), Precipitation(threeHours: nil),
            ])
        // Bethnal Green: "rain": {"3h": 0} is a zero volume, not an empty block.
        let zero = try NetworkData(json: Fixture.data(Fixture.bethnalGreen)).list[0].rain
        #expect(zero == Precipitation(threeHours: 0))
    }

    @Test func floatArtefactsInRainDecodeUnchanged() throws {
        // Orlando slot 38 has "3h": 0.037500000000001 as published.
        let data = try NetworkData(json: Fixture.data(Fixture.orlando))
        #expect(data.list[38].rain?.threeHours == 0.037500000000001)
        #expect(data.city.population == nil)
    }

    @Test func localizedTextAndPopDecode() throws {
        let rostov = try NetworkData(json: Fixture.data(Fixture.rostov))
        #expect(rostov.list[5].pop == 0.2)
        #expect(rostov.list[5].rain?.threeHours == 0.13)
        #expect(rostov.list[5].condition?.description == "небольшой дождь")
        let goyang = try NetworkData(json: Fixture.data(Fixture.goyang))
        #expect(goyang.list[1].condition == Weather(id: 800, main: "Clear", description: "맑음", icon: "01d"))
        #expect(goyang.list[36].rain?.threeHours == 18.78)
    }

    @Test func greatNeckHasNoGustAndAFeelsLike() throws {
        let slot = try NetworkData(json: Fixture.data(Fixture.greatNeck)).list[0]
        #expect(slot.main.feelsLike == 23.59)
        #expect(slot.wind == Wind(speed: 9.22, deg: 5, gust: nil))
        #expect(slot.pop == 0)
        #expect(slot.visibility == 10_000)
        #expect(slot.sys?.pod == "n")
    }

    @Test func emptyListIsADataErrorWithoutStatus() throws {
        do {
            _ = try NetworkData(json: Fixture.data(Fixture.emptyList))
            Issue.record("an empty list decoded")
        } catch let error as NetworkError {
            guard case .dataError(status: nil, message: let message?, retryAfter: _) = error else {
                Issue.record("expected dataError(status: nil, message:), got \(error)")
                return
            }
            #expect(!message.isEmpty)
        }
    }
}
