import Foundation
import Testing
import WeatherCore

/// Geocoding API answers decoded into places, from two real recorded answers (see Fixtures/PROVENANCE.md):
/// London with limit 5 (older format: 4-decimal coordinates, 2-letter US states) and San Diego with limit 1
/// (newer format: full state name, 7-decimal coordinates). Expected values read off the JSON by hand.
@Suite struct PlaceTests {
    static let london = "geo_direct_london_limit5_pyowm.json"
    static let sanDiego = "geo_direct_san_diego_limit1_state_fullname.json"

    @Test func londonAnswerHasFivePlacesInOrder() throws {
        let places = try Place.list(json: Fixture.data(Self.london))
        #expect(places.map(\.country) == ["GB", "CA", "US", "US", "US"])
        #expect(places.map(\.state) == [nil, nil, "OH", "KY", "CA"])
        #expect(places.map(\.name) == Array(repeating: "London", count: 5))
        #expect(places.map(\.lat) == [51.5085, 42.9834, 39.8865, 37.129, 36.4761])
        #expect(places.map(\.lon) == [-0.1257, -81.233, -83.4483, -84.0833, -119.4432])
    }

    @Test func localNamesAreKeptAsSent() throws {
        let first = try #require(try Place.list(json: Fixture.data(Self.london)).first)
        #expect(first.localNames?["ja"] == "ロンドン")
        #expect(first.localNames?["ru"] == "Лондон")
        #expect(first.localNames?["feature_name"] == "London")
        #expect(first.localNames?.count == 39)
    }

    @Test func sanDiegoAnswerHasTheFullStateName() throws {
        let places = try Place.list(json: Fixture.data(Self.sanDiego))
        #expect(
            places == [
                Place(
                    name: "San Diego",
                    localNames: [
                        "ko": "샌디에이고", "ja": "サンディエゴ", "en": "San Diego", "pt": "São Diego", "zh": "聖地牙哥",
                        "ar": "سان دييغو", "oc": "San Diego", "he": "סן דייגו", "ru": "Сан-Диего", "lt": "San Diegas",
                        "uk": "Сан-Дієго",
                    ], lat: 32.7174202, lon: -117.1627728, country: "US", state: "California")
            ])
    }

    @Test func summaryNamesTheMatchAndItsCoordinates() throws {
        let london = try Place.list(json: Fixture.data(Self.london))
        #expect(london[0].summary == "London, GB (51.5085, -0.1257)")
        #expect(london[2].summary == "London, OH, US (39.8865, -83.4483)")
        let sanDiego = try #require(try Place.list(json: Fixture.data(Self.sanDiego)).first)
        // Coordinates to at most 4 decimals, as the forecast request sends them.
        #expect(sanDiego.summary == "San Diego, California, US (32.7174, -117.1628)")
    }

    @Test func summaryLeavesOutWhatIsMissing() {
        #expect(
            Place(name: "Seoul", lat: 37.5667, lon: 126.9783, country: "KR").summary == "Seoul, KR (37.5667, 126.9783)")
        #expect(Place(name: "Nowhere", lat: 0, lon: -0.5).summary == "Nowhere (0, -0.5)")
        #expect(Place(name: "X", lat: 1, lon: 2, country: "", state: "").summary == "X (1, 2)")
    }

    @Test func noMatchIsAnEmptyList() throws {
        #expect(try Place.list(json: Data("[]".utf8)) == [])
    }

    @Test func emptyBodyIsADataError() {
        let error = #expect(throws: NetworkError.self) { try Place.list(json: Data()) }
        guard case .dataError = error else {
            return #expect(Bool(false), "expected dataError, got \(String(describing: error))")
        }
    }

    @Test func anErrorObjectInsteadOfAListIsAParseError() throws {
        let body = try Fixture.data("error_400_nothing_to_geocode.json")
        let error = #expect(throws: NetworkError.self) { try Place.list(json: body) }
        guard case .parseError = error else {
            return #expect(Bool(false), "expected parseError, got \(String(describing: error))")
        }
    }

    @Test func missingCoordinatesNameTheJSONPath() {
        let body = Data(#"[{"name":"A","lat":1,"lon":2},{"name":"B","lat":3}]"#.utf8)
        let error = #expect(throws: NetworkError.self) { try Place.list(json: body) }
        guard case .parseError(let path, _) = error else { return #expect(Bool(false), "expected parseError") }
        #expect(path == "[1].lon")
    }

    /// A place off the globe would be sent on as the forecast's coordinates (and 1e300 trapped when rounded for
    /// the request); it is a parse error naming the field, and so is never written to the geocoding cache.
    @Test(arguments: [
        (#"{"name":"X","lat":1e300,"lon":2}"#, "[0].lat"), (#"{"name":"X","lat":90.5,"lon":2}"#, "[0].lat"),
        (#"{"name":"X","lat":-91,"lon":2}"#, "[0].lat"), (#"{"name":"X","lat":1,"lon":180.01}"#, "[0].lon"),
        (#"{"name":"X","lat":1,"lon":-1e20}"#, "[0].lon"),
    ])
    func coordinatesOffTheGlobeAreAParseError(place: String, path: String) {
        let error = #expect(throws: NetworkError.self) { try Place.list(json: Data("[\(place)]".utf8)) }
        guard case .parseError(let at, _) = error else { return #expect(Bool(false), "expected parseError") }
        #expect(at == path)
    }

    @Test func coordinatesAtTheEdgesAreKept() throws {
        let body = Data(#"[{"name":"N","lat":90,"lon":180},{"name":"S","lat":-90,"lon":-180}]"#.utf8)
        #expect(try Place.list(json: body).map { [$0.lat, $0.lon] } == [[90, 180], [-90, -180]])
    }

    /// An answer is counted before its places are decoded: 50 are kept, 51 are refused as not the API's JSON.
    @Test func answerOfMoreThanFiftyPlacesIsRefused() throws {
        func answer(_ count: Int) -> Data {
            let place = #"{"name":"Springfield","lat":39.8,"lon":-89.6,"country":"US"}"#
            return Data(("[" + Array(repeating: place, count: count).joined(separator: ",") + "]").utf8)
        }
        #expect(try Place.list(json: answer(50)).count == 50)
        #expect(
            throws: NetworkError.parseError(
                path: "", reason: "51 places, more than the 50 a look-up may have; OpenWeather sends 5 at most")
        ) {
            try Place.list(json: answer(51))
        }
    }
}
