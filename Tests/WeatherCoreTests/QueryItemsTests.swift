import Foundation
import Testing
import WeatherCore

/// `QueryItems.encoded` against Foundation's `addingPercentEncoding` with RFC 3986's unreserved set, which the
/// core does not link, and against values worked out by hand.
struct QueryItemsTests {
    static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    @Test(arguments: [
        "", "Seoul,KR", "Rock & Roll", "a+b=c;d", "São Paulo", "서울", "🌧️", "100%", "~user/._-", "\u{0}\u{7F}",
        "key with spaces", "Zürich\u{301}",
    ])
    func encodesAsFoundationDoes(value: String) {
        #expect(QueryItems.encoded(value) == value.addingPercentEncoding(withAllowedCharacters: Self.unreserved))
    }

    @Test func encodesByHand() {
        #expect(QueryItems.encoded("Seoul, KR") == "Seoul%2C%20KR")
        #expect(QueryItems.encoded("서") == "%EC%84%9C")
        #expect(QueryItems.encoded("\n") == "%0A")
    }
}
