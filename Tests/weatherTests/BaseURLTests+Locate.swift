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

    @Test func aRefusalNamesTheLocateURL() {
        #expect(locateRefusal("ipinfo.io") == "the locate URL 'ipinfo.io' is not a URL like https://ipinfo.io/json.")
        #expect(
            locateRefusal("ftp://ipinfo.io/json") == "the locate URL 'ftp://ipinfo.io/json' must start with https://.")
    }
}
