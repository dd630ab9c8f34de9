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

    @Test func bracketedIPv6IsLoopbackOnlyForOne() {
        #expect(BaseURL.isLoopback("[::1]"))
        #expect(BaseURL.isLoopback("::1"))
        #expect(!BaseURL.isLoopback("[2001:db8::1]"))
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
