import Foundation
import Testing

@testable import WeatherCLI

/// `BaseURL.resolve`: https anywhere, http only to this machine, and no IPv6 address where the transport cannot
/// fetch from one (FoundationNetworking, in the portable build), with the URL to write instead.
@Suite struct BaseURLTests {
    /// The refusal's message, or nil when `text` is accepted.
    func refusal(_ text: String) -> String? {
        do {
            _ = try BaseURL.resolve(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: ["https://api.openweathermap.org", "http://localhost:8080", "http://127.0.0.2:1/api"])
    func httpsAndLoopbackHTTPAreAccepted(text: String) throws {
        #expect(try BaseURL.resolve(text).absoluteString == text)
    }

    /// A tab, space or control character in a base URL is a configuration error naming it (exit 78), not a
    /// request that fails as a network error.
    @Test(arguments: [
        ("https://api.openweathermap.org\t", "'https://api.openweathermap.org\\t' holds a tab"),
        ("https://api.open weathermap.org", "'https://api.open weathermap.org' holds a space"),
        ("https://api.openweathermap.org\u{7}", "'https://api.openweathermap.org\\u{7}' holds the character U+7"),
    ])
    func strayCharacterIsRefusedNamingIt(text: String, words: String) {
        do {
            _ = try BaseURL.resolve(text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect(
                error.message
                    == "the base URL \(words), which no URL has: write one like https://api.openweathermap.org.")
        }
    }

    @Test func bracketedIPv6IsLoopbackOnlyForOne() {
        #expect(BaseURL.isLoopback("[::1]"))
        #expect(BaseURL.isLoopback("::1"))
        #expect(!BaseURL.isLoopback("[2001:db8::1]"))
    }

    /// Every spelling the resolver reads as 127.0.0.0/8 or ::1 is this machine; near misses are not.
    @Test(arguments: [
        "127.0.0.1", "127.255.255.254", "127.1", "0x7f.0.0.1", "2130706433", "localhost", "LOCALHOST", "localhost.",
        "[0:0:0:0:0:0:0:1]", "[0000:0000:0000:0000:0000:0000:0000:0001]", "[::ffff:127.0.0.1]", "[::FFFF:7f00:1]",
        "[::ffff:127.9.8.7]",
    ])
    func everyLoopbackSpellingIsThisMachine(host: String) {
        #expect(BaseURL.isLoopback(host))
    }

    @Test(arguments: [
        "128.0.0.1", "126.255.255.255", "10.0.0.1", "[::2]", "[::]", "[::ffff:128.0.0.1]", "[::127.0.0.1]",
        "localhost.example.com", "127.0.0.1.example.com", "[fe80::1]", "",
    ])
    func otherAddressesAreNotThisMachine(host: String) {
        #expect(!BaseURL.isLoopback(host))
    }

    @Test(arguments: ["http://[0:0:0:0:0:0:0:1]:8080", "http://[::ffff:127.0.0.1]:8080"])
    func longIPv6LoopbackSpellingsAreNotRefusedAsUnencrypted(text: String) {
        #expect(refusal(text)?.hasPrefix("refusing http://") != true)
    }

    @Test func plainHTTPToAnIPv6AddressElsewhereIsRefusedAsUnencrypted() {
        #expect(refusal("http://[2001:db8::1]:8080")?.hasPrefix("refusing http://[2001:db8::1]") == true)
    }

    #if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
        @Test(arguments: ["http://[::1]:8080/api", "https://[2001:db8::1]"])
        func ipv6AddressIsAcceptedOverLibcurl(text: String) throws {
            #expect(try BaseURL.resolve(text).absoluteString == text)
        }
    #elseif canImport(FoundationNetworking)
        @Test func ipv6LoopbackIsRefusedWithTheSameURLOnLocalhost() {
            #expect(
                refusal("HTTP://[::1]:8080/api")
                    == "cannot use the IPv6 address in 'HTTP://[::1]:8080/api': Foundation's networking on Linux "
                    + "fails every request to one (swift-corelibs-foundation issue 5496); use "
                    + "http://localhost:8080/api instead, which reaches ::1 too.")
        }

        @Test func ipv6AddressElsewhereIsRefusedAskingForAHostName() {
            #expect(
                refusal("https://[2001:db8::1]")
                    == "cannot use the IPv6 address in 'https://[2001:db8::1]': Foundation's networking on Linux "
                    + "fails every request to one (swift-corelibs-foundation issue 5496); use a host name for it "
                    + "instead.")
        }
    #endif
}
