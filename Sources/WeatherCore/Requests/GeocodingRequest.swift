/// Builds the URL of a direct geocoding request: `GET {base}/geo/1.0/direct?q=…&limit=…&appid=…`
/// (openweathermap.org/api/geocoding-api, "Direct geocoding"). Pure.
public struct GeocodingRequest: Sendable, Equatable {
    /// "City name, state code (US only), country code", e.g. "Seoul,KR" or "New York,NY,US"; trimmed, and in
    /// Unicode NFC (`String.nfc`), so that one name typed two ways is one look-up.
    public var query: String
    /// How many matches to ask for, 1…5 (the API's maximum).
    public var limit: Int

    /// A look-up of a place name, answered with at most `limit` places.
    public init(query: String, limit: Int = 5) {
        self.query = query.trimmingWhitespace.nfc
        self.limit = min(max(limit, 1), 5)
    }

    /// The request URL under `baseURL`, the query percent-encoded once as UTF-8 (spaces, `&`, `é`, Hangul).
    package func url(baseURL: URL, apiKey: String) -> URL? {
        QueryItems.url(
            baseURL, path: "/geo/1.0/direct",
            items: [
                QueryItems.item("q", query), QueryItems.item("limit", String(limit)),
                QueryItems.item("appid", apiKey),
            ])
    }
}
