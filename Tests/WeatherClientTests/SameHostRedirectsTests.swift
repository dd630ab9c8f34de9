import Foundation
import Testing
import WeatherClient

/// The redirect rule: only the same scheme, host and port keep the API key.
@Suite struct SameHostRedirectsTests {
    static let original = URL(string: "https://api.openweathermap.org/data/2.5/forecast?appid=KEY")

    @Test(arguments: [
        "https://api.openweathermap.org/data/3.0/forecast?appid=KEY",
        "HTTPS://API.OpenWeatherMap.org/other",
    ])
    func sameSchemeHostAndPortIsAllowed(target: String) {
        #expect(SameHostRedirects.allows(from: Self.original, to: URL(string: target)))
    }

    @Test(arguments: [
        "https://evil.example/data/2.5/forecast?appid=KEY",
        "http://api.openweathermap.org/data/2.5/forecast?appid=KEY",
        "https://api.openweathermap.org:8443/data/2.5/forecast?appid=KEY",
        "https://openweathermap.org/data/2.5/forecast?appid=KEY",
    ])
    func anotherSchemeHostOrPortIsRefused(target: String) {
        #expect(!SameHostRedirects.allows(from: Self.original, to: URL(string: target)))
    }

    @Test func aMissingURLIsRefused() {
        #expect(!SameHostRedirects.allows(from: nil, to: Self.original))
        #expect(!SameHostRedirects.allows(from: Self.original, to: nil))
    }
}
