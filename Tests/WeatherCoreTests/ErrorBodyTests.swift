import Foundation
import Testing
import WeatherCore

/// OpenWeather's recorded error bodies (Fixtures, PROVENANCE.md): `cod` a number or a string, read as the
/// status a fetch would have had with them (such a body may be saved and given to `--input`).
@Suite struct ErrorBodyTests {
    @Test(arguments: [
        (
            "error_401_invalid_key_http_url_int_cod.json", 401,
            "Invalid API key. Please see http://openweathermap.org/faq#error401 for more info."
        ),
        ("error_404_city_not_found_string_cod.json", 404, "city not found"),
        ("error_400_wrong_latitude.json", 400, "wrong latitude"),
        ("error_500_internal_server_error_pyowm.json", 500, "Error: Internal server error"),
    ])
    func aRecordedErrorBodyStatesItsStatusAndMessage(name: String, status: Int, message: String) throws {
        let body = try #require(ErrorBody(json: try Fixture.data(name)))
        #expect(body.failure == .dataError(status: status, message: message))
    }

    /// A forecast's `cod` is "200", and a geocoding answer is an array: neither is an error body.
    @Test func aForecastOrAPlaceListIsNoErrorBody() throws {
        #expect(ErrorBody(json: try Fixture.data(Fixture.changwon))?.failure == nil)
        #expect(ErrorBody(json: try Fixture.data("geo_direct_london_limit5_pyowm.json")) == nil)
        #expect(ErrorBody(json: Data(#"{"cod": "abc", "message": "x"}"#.utf8))?.failure == nil)
        #expect(ErrorBody(json: Data(#"{"message": "x"}"#.utf8))?.failure == nil)
    }
}
