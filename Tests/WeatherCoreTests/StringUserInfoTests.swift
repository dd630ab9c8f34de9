import Testing
import WeatherCore

/// A user name and password in a base URL are masked as the API key is.
@Suite struct StringUserInfoTests {
    @Test(arguments: [
        ("http://me:hunter22@127.0.0.1:8080/api", "http://***:***@127.0.0.1:8080/api"),
        ("https://token@example.com", "https://***@example.com"),
        ("https://me:p@ss@example.com/x?appid=***", "https://***:***@example.com/x?appid=***"),
        ("ht tp://me:hunter22@127.0.0.1", "ht tp://***:***@127.0.0.1"),
        ("GET http://u:pw@localhost/data/2.5/forecast → 200", "GET http://***:***@localhost/data/2.5/forecast → 200"),
    ])
    func theUserInfoIsMasked(text: String, masked: String) {
        #expect(text.hidingURLUserInfo == masked)
    }

    @Test(arguments: [
        "https://api.openweathermap.org", "http://127.0.0.1:8080/a@b", "http://localhost/?q=a@b", "not a URL",
        "mailto:me@example.com",
    ])
    func aURLWithoutUserInfoIsKept(text: String) {
        #expect(text.hidingURLUserInfo == text)
    }
}
