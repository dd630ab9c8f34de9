import Foundation
import Testing
import WeatherCore

/// The direct-geocoding URL: `{base}/geo/1.0/direct?q=…&limit=…&appid=…`, the name percent-encoded once as
/// UTF-8. Expected encodings from python3's `urllib.parse.quote(name, safe="-._~")` (RFC 3986 unreserved
/// characters only), not from Foundation.
@Suite struct GeocodingRequestTests {
    func url(_ request: GeocodingRequest, base: String = "https://api.openweathermap.org") -> String? {
        request.url(baseURL: URL(string: base)!, apiKey: "KEY123")?.absoluteString
    }

    @Test(arguments: [
        ("Seoul, KR", "Seoul%2C%20KR"),
        ("Rock & Roll,US", "Rock%20%26%20Roll%2CUS"),
        ("Zürich", "Z%C3%BCrich"),
        ("서울", "%EC%84%9C%EC%9A%B8"),
        ("New York,NY,US", "New%20York%2CNY%2CUS"),
        ("São Paulo+BR=1", "S%C3%A3o%20Paulo%2BBR%3D1"),
    ])
    func nameIsPercentEncodedOnceAsUTF8(name: String, encoded: String) {
        #expect(
            url(GeocodingRequest(query: name))
                == "https://api.openweathermap.org/geo/1.0/direct?q=\(encoded)&limit=5&appid=KEY123")
    }

    @Test(arguments: ["Seoul, KR", "Rock & Roll,US", "Zürich", "서울"])
    func encodedNameHasNoDoubleEncoding(name: String) throws {
        let text = try #require(url(GeocodingRequest(query: name)))
        #expect(!text.contains("%25"))
    }

    @Test func ampersandDoesNotSplitTheQuery() throws {
        let text = try #require(url(GeocodingRequest(query: "Rock & Roll,US")))
        let components = try #require(URLComponents(string: text))
        let items = try #require(components.queryItems)
        #expect(items.map(\.name) == ["q", "limit", "appid"])
        #expect(items.first?.value == "Rock & Roll,US")
    }

    @Test func aLiteralPercentSignIsEncodedExactlyOnce() {
        // "%" is not unreserved, so it becomes %25 once; "%41" must not be taken for an escaped "A".
        #expect(url(GeocodingRequest(query: "100%41"))?.contains("q=100%2541&") == true)
    }

    @Test func nameIsTrimmed() {
        #expect(GeocodingRequest(query: "  Seoul,KR \n").query == "Seoul,KR")
        #expect(url(GeocodingRequest(query: "\tSeoul,KR  "))?.contains("?q=Seoul%2CKR&") == true)
    }

    @Test(arguments: [(0, 1), (1, 1), (3, 3), (5, 5), (9, 5), (-2, 1)])
    func limitIsKeptWithinTheAPIsOneToFive(asked: Int, sent: Int) {
        #expect(GeocodingRequest(query: "London", limit: asked).limit == sent)
        #expect(url(GeocodingRequest(query: "London", limit: asked))?.contains("&limit=\(sent)&") == true)
    }

    @Test func defaultLimitIsFive() {
        #expect(GeocodingRequest(query: "London").limit == 5)
    }

    @Test(arguments: ["http://127.0.0.1:8080/proxy", "http://127.0.0.1:8080/proxy/"])
    func pathGoesUnderTheBasePathWithOrWithoutSlash(base: String) {
        #expect(
            url(GeocodingRequest(query: "Seoul,KR"), base: base)
                == "http://127.0.0.1:8080/proxy/geo/1.0/direct?q=Seoul%2CKR&limit=5&appid=KEY123")
    }

    @Test func keyIsEncodedToo() {
        let request = GeocodingRequest(query: "Seoul")
        let text = request.url(baseURL: URL(string: "https://api.openweathermap.org")!, apiKey: "a&b=c")?.absoluteString
        #expect(text?.hasSuffix("&appid=a%26b%3Dc") == true)
    }
}
