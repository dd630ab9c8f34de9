/// An OpenWeather error body: `{"cod": 401, "message": "Invalid API key. …"}`, `cod` a number or a string
/// (openweathermap.org/faq, "API errors"). Sent with an error status, and saved with it by `curl > file`.
package struct ErrorBody: Decodable, Sendable, Equatable {
    /// OpenWeather's status code, the same as the HTTP status it came with: `401`, `"404"`.
    package var cod: LenientText?
    /// OpenWeather's explanation: "city not found".
    package var message: LenientText?

    /// The body, when `json` is an object; nil otherwise.
    package init?(json: Data) {
        guard let body = try? JSONDecoder().decode(ErrorBody.self, from: json) else { return nil }
        self = body
    }

    /// What the body says, as a fetch that got it would report it: a `dataError` with `cod` as the status and
    /// OpenWeather's `message`; nil when `cod` is not an error status (400…599), so not an error body.
    package var failure: NetworkError? {
        guard let status = cod.flatMap({ Int($0.description) }), (400...599).contains(status) else { return nil }
        return .dataError(status: status, message: message?.description)
    }
}
