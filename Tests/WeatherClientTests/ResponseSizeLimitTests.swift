import Testing
import WeatherCore

@testable import WeatherClient

/// Where the 5 MB cap falls: 5 × 1024 × 1024 = 5,242,880 bytes are accepted, one more is not.
@Suite struct ResponseSizeLimitTests {
    let limit = ResponseSizeLimit(bytes: ForecastClient.maximumBodySize)

    @Test func theClientsCapIsFiveMebibytes() {
        #expect(ForecastClient.maximumBodySize == 5_242_880)
    }

    @Test func declaredLengthOverTheCapIsRefusedAtTheHeaders() {
        #expect(!limit.refuses(declared: 5_242_880))
        #expect(limit.refuses(declared: 5_242_881))
        #expect(limit.refuses(declared: 1 << 30))
    }

    /// URLResponse.expectedContentLength is -1 without `Content-Length`: such a body is counted instead.
    @Test func unknownLengthIsNotRefusedAtTheHeaders() {
        #expect(!limit.refuses(declared: -1))
    }

    @Test func receivedBytesOverTheCapAreRefused() {
        #expect(!limit.refuses(received: 0))
        #expect(!limit.refuses(received: 5_242_880))
        #expect(limit.refuses(received: 5_242_881))
    }

    @Test func refusalIsADataErrorNamingTheCap() {
        #expect(limit.error == .dataError(status: nil, message: "the response is larger than 5 MB"))
    }
}
