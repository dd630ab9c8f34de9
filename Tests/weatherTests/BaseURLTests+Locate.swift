import Foundation
import Testing

@testable import WeatherCLI

/// `BaseURL.resolveLocate`: the location service of `--here` by the base URL's rules, in its own words.
extension BaseURLTests {
    func locateRefusal(_ text: String) -> String? {
        do {
            _ = try BaseURL.resolveLocate(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func theDefaultServiceIsIpinfo() throws {
        #expect(try BaseURL.resolveLocate(nil).absoluteString == "https://ipinfo.io/json")
    }

    /// A service may take its options in a query, which the base URL may not have.
    @Test(arguments: ["https://ipinfo.io/json", "http://127.0.0.1:8080/json", "https://ip.example/json?fields=loc"])
    func httpsLoopbackHTTPAndAQueryAreAccepted(text: String) throws {
        #expect(try BaseURL.resolveLocate(text).absoluteString == text)
    }

    @Test func whereYouAreDoesNotCrossTheNetworkInClearText() {
        #expect(
            locateRefusal("http://ipinfo.io/json")
                == "refusing http://ipinfo.io: where you are would cross the network unencrypted; use https:// "
                + "(http:// is allowed only for this machine: localhost, 127.0.0.0/8, ::1).")
    }

    /// "%00" in the host is a NUL once decoded, where inet_aton(3) would stop reading and see 127.0.0.1: the URL
    /// is refused as the setting it is (78), not sent in clear text, nor failed as a network error (75).
    @Test func aHostWithAPercentEncodedControlIsRefused() {
        #expect(
            locateRefusal("http://127.0.0.1%00.example.com:8080/json")
                == "the locate URL 'http://127.0.0.1%00.example.com:8080/json' has a host that holds the character U+0, "
                + "which no host has: write one like https://ipinfo.io/json.")
        #expect(
            refusal("http://127.0.0.1%0a.example.com")
                == "the base URL 'http://127.0.0.1%0a.example.com' has a host that holds the character U+A, which no "
                + "host has: write one like https://api.openweathermap.org.")
        #expect(!BaseURL.isLoopback("127.0.0.1\0.example.com"))
    }

    @Test func aRefusalNamesTheLocateURL() {
        #expect(locateRefusal("ipinfo.io") == "the locate URL 'ipinfo.io' is not a URL like https://ipinfo.io/json.")
        #expect(
            locateRefusal("ftp://ipinfo.io/json") == "the locate URL 'ftp://ipinfo.io/json' must start with https://.")
    }
}
