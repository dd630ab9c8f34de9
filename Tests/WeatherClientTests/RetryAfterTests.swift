import Testing

@testable import WeatherClient

/// `Retry-After` (RFC 9110 §10.2.3) as the cache's hold uses it: a wait of no time is no header at all, so a
/// failing server still gets the usual minute.
@Suite struct RetryAfterTests {
    static let date = "Tue, 01 Dec 2026 12:00:00 GMT"

    @Test func delaySecondsAndDatesAreTheWait() {
        #expect(RetryAfter.seconds("120", serverDate: nil) == 120)
        #expect(RetryAfter.seconds("Tue, 01 Dec 2026 12:02:00 GMT", serverDate: Self.date) == 120)
        #expect(RetryAfter.seconds("999999999999999999999", serverDate: nil) == RetryAfter.maximum)
    }

    /// Before: 0, and the next run asked at once (hostile re-test: "-5", a date in 1900).
    @Test(arguments: ["0", "-5", "Mon, 01 Jan 1900 00:00:00 GMT", "Tue, 01 Dec 2026 11:59:00 GMT"])
    func noWaitAtAllIsNoHeader(_ header: String) {
        #expect(RetryAfter.seconds(header, serverDate: Self.date) == nil)
    }
}
