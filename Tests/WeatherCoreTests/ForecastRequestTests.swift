import Foundation
import Testing
import WeatherCore

/// The request URL: `{base}/data/2.5/forecast?lat=…&lon=…&appid=…[&lang=…][&cnt=…]`, never `units`.
@Suite struct ForecastRequestTests {
    func url(_ request: ForecastRequest, base: String = "https://api.openweathermap.org") -> String? {
        request.url(baseURL: URL(string: base)!, apiKey: "KEY123")?.absoluteString
    }

    @Test func realAPIURL() {
        #expect(
            url(ForecastRequest(latitude: 37, longitude: 126))
                == "https://api.openweathermap.org/data/2.5/forecast?lat=37&lon=126&appid=KEY123")
    }

    @Test func languageAndCountFollowTheKey() {
        #expect(
            url(ForecastRequest(latitude: 37.5665, longitude: 126.978, lang: "kr", count: 8))
                == "https://api.openweathermap.org/data/2.5/forecast?lat=37.5665&lon=126.978&appid=KEY123&lang=kr&cnt=8"
        )
    }

    @Test(arguments: ["http://127.0.0.1:8080/proxy", "http://127.0.0.1:8080/proxy/"])
    func pathGoesUnderTheBasePathWithOrWithoutSlash(base: String) {
        #expect(
            url(ForecastRequest(latitude: -33.9, longitude: 18.4), base: base)
                == "http://127.0.0.1:8080/proxy/data/2.5/forecast?lat=-33.9&lon=18.4&appid=KEY123")
    }

    @Test(arguments: ["http://127.0.0.1:8080", "http://127.0.0.1:8080/"])
    func bareHostGetsTheAPIPath(base: String) {
        #expect(
            url(ForecastRequest(latitude: 0, longitude: 0), base: base)
                == "http://127.0.0.1:8080/data/2.5/forecast?lat=0&lon=0&appid=KEY123")
    }

    @Test func neverAsksForUnits() throws {
        let text = try #require(url(ForecastRequest(latitude: 51.5, longitude: -0.1, lang: "fr", count: 40)))
        let items = URLComponents(string: text)?.queryItems?.map(\.name)
        #expect(items == ["lat", "lon", "appid", "lang", "cnt"])
        #expect(!text.contains("units"))
    }

    @Test(arguments: [
        (37, "37"),
        (126, "126"),
        (37.56651, "37.5665"),  // 4 decimals, the rest rounded off
        (37.56656, "37.5666"),  // rounded, not cut
        (-33.9, "-33.9"),  // trailing zeros dropped
        (-0.00004, "0"),  // rounds to zero: no "-0"
        (1e-5, "0"),  // no exponent
        (0.0001, "0.0001"),
        (-0.1278, "-0.1278"),
        (-180, "-180"),
        (90, "90"),
        (126.1, "126.1"),
    ])
    func coordinateTextHasADotAndAtMostFourDecimals(degrees: Double, expected: String) {
        #expect(ForecastRequest.coordinateText(degrees) == expected)
    }
}
