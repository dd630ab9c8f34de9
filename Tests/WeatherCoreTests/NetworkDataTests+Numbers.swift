import Foundation
import Testing
import WeatherCore

/// Numbers that do not fit. Foundation's JSONDecoder says only "not valid JSON" for them,
/// with no path; the model names the key and what was wrong, and a population that does not fit (never shown)
/// does not reject the forecast. Each case is the Changwon recording with one value changed.
@Suite struct NetworkDataNumbersTests {
    /// The recording with the first match of `pattern` (a whole `"key": value` member) replaced by `member`.
    static func changwon(_ pattern: String, _ member: String) throws -> Data {
        let text = String(decoding: try Fixture.data(Fixture.changwon), as: UTF8.self)
        let range = try #require(text.range(of: pattern, options: .regularExpression))
        return Data(text.replacingCharacters(in: range, with: member).utf8)
    }

    @Test(arguments: [#""population": 1e300"#, #""population": 600.5"#, #""population": -1e19"#])
    func aPopulationThatDoesNotFitIsAbsent(member: String) throws {
        let data = try NetworkData(json: Self.changwon(#""population": \d+"#, member))
        let recorded = try NetworkData(json: Fixture.data(Fixture.changwon))
        #expect(data.city.population == nil)
        #expect(recorded.city.population == 0)
        var expected = recorded
        expected.city.population = nil
        #expect(data == expected)
    }

    @Test(arguments: [
        (#""dt": \d+"#, #""dt": 1e300"#, "list[0].dt", "1e+300 is too big for a whole number"),
        (#""dt": \d+"#, #""dt": 1701680400.5"#, "list[0].dt", "1701680400.5 is not a whole number"),
        (#""temp": [0-9.]+"#, #""temp": 1e400"#, "list[0].main.temp", "a number beyond ±1.8e308"),
        // Foundation's JSONDecoder reads this as the Int 0 but refuses it as a Double: misfit(forKey:) relies on it.
        (
            #""temp": [0-9.]+"#, #""temp": 1e-400"#, "list[0].main.temp",
            "a number nearer 0 than ±4.9e-324, the smallest a Double holds"
        ),
        (#""humidity": \d+"#, #""humidity": -1e999"#, "list[0].main.humidity", "a number beyond ±1.8e308"),
        (#""id": 803"#, #""id": 803.5"#, "list[0].weather[0].id", "803.5 is not a whole number"),
        (#""all": \d+"#, #""all": 1e309"#, "list[0].clouds.all", "a number beyond ±1.8e308"),
        (#""gust": [0-9.]+"#, #""gust": 1e309"#, "list[0].wind.gust", "a number beyond ±1.8e308"),
        (#""pop": \d+"#, #""pop": 1e309"#, "list[0].pop", "a number beyond ±1.8e308"),
        (#""cnt": \d+"#, #""cnt": 4e19"#, "cnt", "4e+19 is too big for a whole number"),
        (#""timezone": \d+"#, #""timezone": 32400.5"#, "city.timezone", "32400.5 is not a whole number"),
        (#""sunrise": \d+"#, #""sunrise": 1e20"#, "city.sunrise", "1e+20 is too big for a whole number"),
        (#""lat": [0-9.]+"#, #""lat": 1e400"#, "city.coord.lat", "a number beyond ±1.8e308"),
    ])
    func aNumberThatDoesNotFitNamesItsPath(pattern: String, member: String, path: String, reason: String) throws {
        #expect(throws: NetworkError.parseError(path: path, reason: "invalid value (\(reason))")) {
            try NetworkData(json: Self.changwon(pattern, member))
        }
    }

    /// A string where a number belongs keeps the decoder's own words, and its path.
    @Test func aStringForANumberIsStillATypeMismatch() throws {
        #expect(throws: NetworkError.parseError(path: "list[0].dt", reason: "expected a number")) {
            try NetworkData(json: Self.changwon(#""dt": \d+"#, #""dt": "1e300""#))
        }
    }

    /// The recorded London geocoding answer with its first `lat` too big for a Double.
    @Test func aPlacesNumberThatDoesNotFitNamesItsPath() throws {
        let text = String(decoding: try Fixture.data("geo_direct_london_limit5_pyowm.json"), as: UTF8.self)
        let range = try #require(text.range(of: #""lat": ?[0-9.]+"#, options: .regularExpression))
        let json = Data(text.replacingCharacters(in: range, with: #""lat": 1e400"#).utf8)
        #expect(throws: NetworkError.parseError(path: "[0].lat", reason: "invalid value (a number beyond ±1.8e308)")) {
            try Place.list(json: json)
        }
    }
}
