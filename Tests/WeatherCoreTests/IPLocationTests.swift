import Foundation
import Testing
import WeatherCore

/// A location service's answer in ipinfo.io's `/json` shape: the place it gives, and every answer that is not one
/// refused with the field named, so that `--here` falls back rather than sending a wrong place on.
struct IPLocationTests {
    static func location(_ json: String) throws(NetworkError) -> IPLocation {
        try IPLocation(json: Data(json.utf8))
    }

    /// The parse error an answer is refused with, or nil when it is taken.
    static func refusal(_ json: String) -> NetworkError? {
        do {
            _ = try location(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsTheRecordedAnswerForCloudflaresResolver() throws {
        let answer = try IPLocation(json: Fixture.data("ipinfo_json_1_1_1_1_brisbane_missingauth.json"))

        // "loc": "-27.4820,153.0136", "city": "Brisbane", "region": "Queensland", "country": "AU" in the file.
        #expect(
            answer
                == IPLocation(
                    latitude: -27.482, longitude: 153.0136, city: "Brisbane", region: "Queensland", country: "AU"))
        #expect(answer.label == "Brisbane, AU")
    }

    @Test func readsAHandMadeAnswerWithSpacesAroundTheComma() throws {
        let answer = try Self.location(#"{"loc": " 37.5660 , 126.9784 ", "city": "Seoul", "country": "KR"}"#)

        #expect(answer == IPLocation(latitude: 37.566, longitude: 126.9784, city: "Seoul", country: "KR"))
        #expect(answer.label == "Seoul, KR")
    }

    /// Without a city the region names the place; with neither nor a country, the coordinates do.
    @Test func labelFallsBackToTheRegionThenTheCoordinates() throws {
        #expect(
            try Self.location(#"{"loc": "1,2", "region": "Gyeonggi-do", "country": "KR"}"#).label == "Gyeonggi-do, KR")
        #expect(try Self.location(#"{"loc": "1,2", "city": "", "country": "KR"}"#).label == "KR")
        #expect(try Self.location(#"{"loc": "-33.86785,151.20732"}"#).label == "-33.8679, 151.2073")
    }

    /// The edges of the globe are places; one step beyond is not.
    @Test func takesTheEdgesOfTheGlobe() throws {
        #expect(try Self.location(#"{"loc": "90,180"}"#) == IPLocation(latitude: 90, longitude: 180))
        #expect(try Self.location(#"{"loc": "-90,-180"}"#) == IPLocation(latitude: -90, longitude: -180))
    }

    @Test(arguments: [
        (#"{"loc": "90.5,0"}"#, "invalid value (latitude 90.5 is not within ±90°)"),
        (#"{"loc": "-91,0"}"#, "invalid value (latitude -91.0 is not within ±90°)"),
        (#"{"loc": "0,180.01"}"#, "invalid value (longitude 180.01 is not within ±180°)"),
        (#"{"loc": "nan,0"}"#, "invalid value (latitude nan is not within ±90°)"),
        (#"{"loc": "37.5"}"#, #"invalid value ('37.5' is not "latitude,longitude")"#),
        (#"{"loc": "37.5,126.9,1"}"#, #"invalid value ('37.5,126.9,1' is not "latitude,longitude")"#),
        (#"{"loc": "north,east"}"#, #"invalid value ('north,east' is not "latitude,longitude")"#),
        (#"{"loc": "0x10,0"}"#, #"invalid value ('0x10,0' is not "latitude,longitude")"#),
        (#"{"loc": "0,-0X1p2"}"#, #"invalid value ('0,-0X1p2' is not "latitude,longitude")"#),
    ])
    func refusesALocOffTheGlobeOrNotTwoNumbers(json: String, reason: String) {
        #expect(Self.refusal(json) == .parseError(path: "loc", reason: reason))
    }

    @Test func refusesAnAnswerWithoutLoc() {
        // ipinfo.io's answer for a private address ("bogon") has no loc.
        #expect(Self.refusal(#"{"ip": "192.168.0.1", "bogon": true}"#) == .parseError(path: "loc", reason: "missing"))
        #expect(Self.refusal(#"{"loc": 37.5}"#) == .parseError(path: "loc", reason: "expected a string"))
    }

    @Test func refusesWhatIsNotJSONAndAnEmptyBody() {
        #expect(Self.refusal("<html>captive portal</html>") == .parseError(path: "", reason: "not valid JSON"))
        #expect(Self.refusal("") == .dataError(status: nil, message: "the response body is empty"))
    }

    /// Text from outside is cleaned as every other: a control character does not reach the terminal.
    @Test func cleansTheNames() throws {
        let answer = try Self.location(#"{"loc": "1,2", "city": "Se\u001b[31moul", "country": "KR"}"#)

        #expect(answer.city?.contains("\u{1B}") == false)
    }

    /// The cache keeps the place in the shape it was read in, without the IP address, and reads it back whole.
    @Test func anEntryKeepsThePlaceWithoutTheAddress() throws {
        let answer = try IPLocation(json: Fixture.data("ipinfo_json_1_1_1_1_brisbane_missingauth.json"))
        let entry = LocateEntry(location: answer, fetchedAt: 1_700_000_000)

        let file = try JSONEncoder().encode(entry)
        let text = String(decoding: file, as: UTF8.self)

        #expect(try JSONDecoder().decode(LocateEntry.self, from: file) == entry)
        #expect(!text.contains("1.1.1.1") && !text.contains("Cloudflare") && !text.contains("4101"))
        #expect(entry.isFresh(now: 1_700_000_000 + 3599, maxAge: LocateEntry.maximumAge))
        #expect(!entry.isFresh(now: 1_700_000_000 + 3600, maxAge: LocateEntry.maximumAge))
    }

    /// Each service has its own entry, named by a hash of its URL, and none holds the URL or the address.
    @Test func eachServiceHasItsOwnFile() throws {
        let source = CacheSource.openWeather
        let ipinfo = LocateEntry.fileName(for: LocateRequest(), source: source)
        let local = LocateEntry.fileName(
            for: LocateRequest(url: try #require(URL(string: "http://127.0.0.1:8080/json"))), source: source)

        #expect(ipinfo.hasPrefix("here_") && ipinfo.hasSuffix(".json") && ipinfo.count == "here_".count + 16 + 5)
        #expect(ipinfo != local)
        #expect(LocateRequest().serviceName == "ipinfo.io")
        #expect(LocateRequest.defaultURL.absoluteString == "https://ipinfo.io/json")
    }

    @Test func aLocationIsNamedInTheInterfacesLanguage() {
        #expect(Language.english.phrases.nearByIP("Seoul, KR") == "near Seoul, KR (by IP)")
        #expect(Language.korean.phrases.nearByIP("Seoul, KR") == "Seoul, KR 부근 (IP 기준)")
        #expect(Language.german.phrases.nearByIP("Seoul, KR") == "nahe Seoul, KR (laut IP)")
    }
}

/// Where `--here` placed the machine, as the table's header and the JSON say it.
extension IPLocationTests {
    /// The Changwon recording seen at its first slot, placed by IP near Seoul.
    static func located() throws -> Forecast {
        let data = try NetworkData(json: Fixture.data(Fixture.changwon))
        var forecast = Forecast(data: data, now: try #require(data.list.map(\.dt).min()))
        forecast.located = IPLocation(latitude: 37.566, longitude: 126.9784, city: "Seoul", country: "KR")
        return forecast
    }

    @Test func theTablesHeaderSaysWhereTheIPAddressIs() throws {
        let forecast = try Self.located()
        var plain = forecast
        plain.located = nil

        let text = TableRenderer(units: .metric, icons: .none).render(forecast, origin: .fetched(at: forecast.now))
        let without = TableRenderer(units: .metric, icons: .none).render(plain, origin: .fetched(at: forecast.now))

        // The place and its coordinates, then where the IP address is, then the forecast's start, as one line.
        let header = try #require(text.split(separator: "\n").first)
        let place = try #require(without.split(separator: "\n").first?.split(separator: " · ").first)
        #expect(header.hasPrefix(place + " · near Seoul, KR (by IP) · forecast from "), "\(header)")
        #expect(text.split(separator: "\n").dropFirst() == without.split(separator: "\n").dropFirst())
    }

    @Test func theTablesHeaderSaysItInTheInterfacesLanguage() throws {
        var renderer = TableRenderer(units: .metric, icons: .none)
        renderer.language = .korean

        let header = renderer.render(try Self.located(), origin: .demo).split(separator: "\n").first ?? ""

        #expect(header.contains(" · Seoul, KR 부근 (IP 기준) · "), "\(header)")
    }

    /// `location.source` is "ip" and `location.near` the service's place; a place given has neither.
    @Test func jsonSaysTheLocationCameFromTheIPAddress() throws {
        let forecast = try Self.located()
        var plain = forecast
        plain.located = nil

        let json = try JSONRenderer(units: .metric).render(forecast)
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let location = try #require(document["location"] as? [String: Any])
        let without = try #require(
            JSONSerialization.jsonObject(with: Data(try JSONRenderer(units: .metric).render(plain).utf8))
                as? [String: Any])

        #expect(location["source"] as? String == "ip")
        #expect(location["near"] as? String == "Seoul, KR")
        #expect((without["location"] as? [String: Any])?["source"] == nil)
        #expect((without["location"] as? [String: Any])?["near"] == nil)
    }
}
