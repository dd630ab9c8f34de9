import Foundation
import Testing
import WeatherCore

/// Temperatures beyond Earth's records: a recording read in the wrong units. Extremes read
/// off the fixtures with python3 `json.load` (min and max of every slot's temp, temp_min and temp_max).
@Suite struct NetworkDataRecordsTests {
    /// Every recording, read in the units it was recorded in, is within the records.
    @Test(arguments: [
        (Fixture.changwon, Units.standard), (Fixture.cairns, .standard), (Fixture.chandigarh, .standard),
        (Fixture.london2013, .standard), (Fixture.bethnalGreen, .standard), (Fixture.goyang, .metric),
        (Fixture.leHavre, .metric), (Fixture.rostov, .metric), (Fixture.chongqing, .imperial),
        (Fixture.greatNeck, .imperial), (Fixture.orlando, .imperial),
    ])
    func aRecordingReadInItsOwnUnitsIsWithinTheRecords(name: String, units: Units) throws {
        let data = try NetworkData(json: Fixture.data(name)).normalized(from: units)
        #expect(data.temperatureBeyondRecords == nil)
    }

    /// Goyang (metric) spans 21.78…36.86: read as kelvins the coldest, 21.78 K, is furthest out. Changwon
    /// (kelvins) spans 276.9…291.45: read as °C the hottest, 291.45 °C = 564.6 K.
    @Test func aRecordingReadInTheWrongUnitsGivesItsFurthestTemperature() throws {
        let goyang = try NetworkData(json: Fixture.data(Fixture.goyang))
        #expect(goyang.temperatureBeyondRecords == 21.78)
        let changwon = try NetworkData(json: Fixture.data(Fixture.changwon)).normalized(from: .metric)
        #expect(abs(try #require(changwon.temperatureBeyondRecords) - (291.45 + 273.15)) < 1e-9)
    }

    /// Not every mistake shows: Goyang's 21.78…36.86 read as °F is −5.7…2.7 °C, a cold day.
    @Test func aMistakeThatGivesEarthlyTemperaturesIsNotCaught() throws {
        let goyang = try NetworkData(json: Fixture.data(Fixture.goyang)).normalized(from: .imperial)
        #expect(goyang.temperatureBeyondRecords == nil)
    }

    /// −95 °C and 60 °C themselves are inside; a hundredth past either is out. `temp_min` and `temp_max` count,
    /// `feels_like` (a wind chill or heat index) does not.
    @Test func theBoundsAreInsideAndFeelsLikeIsNotJudged() {
        func data(_ main: Temperature) -> NetworkData {
            NetworkData(list: [List(dt: utc(2024, 1, 1), main: main)], city: City())
        }
        #expect(data(Temperature(temp: kelvin(-95))).temperatureBeyondRecords == nil)
        #expect(data(Temperature(temp: kelvin(60))).temperatureBeyondRecords == nil)
        #expect(data(Temperature(temp: kelvin(-95.01))).temperatureBeyondRecords == kelvin(-95.01))
        #expect(data(Temperature(temp: kelvin(60.01))).temperatureBeyondRecords == kelvin(60.01))
        #expect(data(Temperature(temp: kelvin(20), tempMax: kelvin(61))).temperatureBeyondRecords == kelvin(61))
        #expect(data(Temperature(temp: kelvin(20), tempMin: kelvin(-96))).temperatureBeyondRecords == kelvin(-96))
        #expect(data(Temperature(temp: kelvin(40), feelsLike: kelvin(72))).temperatureBeyondRecords == nil)
    }

    /// Of a cold and a hot outlier, the one further out: −100 °C is 5 out, 70 °C is 10.
    @Test func theFurthestOfSeveralIsGiven() {
        let data = NetworkData(
            list: [
                List(dt: utc(2024, 1, 1), main: Temperature(temp: kelvin(-100))),
                List(dt: utc(2024, 1, 1, 3), main: Temperature(temp: kelvin(70))),
            ], city: City())
        #expect(data.temperatureBeyondRecords == kelvin(70))
    }
}
