/// Builds the URL of a 5-day / 3-hour forecast request: `GET {base}/data/2.5/forecast?lat=…&lon=…&appid=…`
/// (openweathermap.org/forecast5, "Call 5 day / 3 hour forecast data"). Pure.
public struct ForecastRequest: Sendable, Equatable {
    /// The real API's base URL.
    public static let defaultBaseURL = URL(string: "https://api.openweathermap.org")!

    /// Latitude, −90…90 degrees.
    public var latitude: Double
    /// Longitude, −180…180 degrees.
    public var longitude: Double
    /// OpenWeather's language code for descriptions and city names (`lang`), e.g. "kr"; nil for English.
    public var lang: String?
    /// How many slots to ask for (`cnt`), 1…40; nil for all.
    public var count: Int?

    /// A request for the forecast at a place, in degrees, with OpenWeather's `lang` and `cnt` when given.
    public init(latitude: Double, longitude: Double, lang: String? = nil, count: Int? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.lang = lang
        self.count = count
    }

    /// The request URL under `baseURL`, with the key as `appid`. No `units`: the API then answers in kelvins
    /// and m/s, and conversion happens here, from unrounded values.
    package func url(baseURL: URL, apiKey: String) -> URL? {
        var items = [
            QueryItems.item("lat", Self.coordinateText(latitude)),
            QueryItems.item("lon", Self.coordinateText(longitude)),
            QueryItems.item("appid", apiKey),
        ]
        if let lang { items.append(QueryItems.item("lang", lang)) }
        if let count { items.append(QueryItems.item("cnt", String(count))) }
        return QueryItems.url(baseURL, path: "/data/2.5/forecast", items: items)
    }

    /// A coordinate as the wire wants it: a dot as decimal separator whatever the locale, at most 4 decimals
    /// (about 11 m, the precision of OpenWeather's own `coord`), no exponent, no trailing zeros: "37.5665", "126".
    /// A value no coordinate has (over ±9.2 × 10¹⁴, infinite, NaN) is written as Swift writes it, not trapped on.
    package static func coordinateText(_ degrees: Double) -> String {
        guard let tenThousandths = Int(exactly: (degrees * 10_000).rounded(.toNearestOrAwayFromZero)) else {
            return String(degrees)
        }
        let whole = String(tenThousandths.magnitude / 10_000)
        var fraction = pad(Int(tenThousandths.magnitude % 10_000), 4)
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = tenThousandths < 0 ? "-" : ""
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
