/// Names the cache entry of a place and language from one API: the coordinates rounded to 4 decimals (about
/// 11 m), the `lang` code and the ``CacheSource``. Nothing in it comes from the API key.
package struct CacheKey: Hashable, Sendable {
    /// Latitude as sent on the wire ("37.5665").
    package let latitude: String
    /// Longitude as sent on the wire ("126.978").
    package let longitude: String
    /// OpenWeather's language code, "default" when none was asked for.
    package let lang: String

    /// The API the entry's answers come from.
    package let source: CacheSource

    package init(_ request: ForecastRequest, source: CacheSource) {
        self.source = source
        latitude = ForecastRequest.coordinateText(request.latitude)
        longitude = ForecastRequest.coordinateText(request.longitude)
        lang = request.lang.map { $0.lowercased() } ?? "default"
        count = request.count
    }

    /// `cnt`, when only part of the forecast is asked for: such a response is kept apart from a whole one.
    package let count: Int?

    /// The entry's file name, e.g. "forecast_37.5665_126.978_kr_0123456789abcdef.json" (the last part is the
    /// source's tag); only digits, letters, ".", "-", "_".
    package var fileName: String {
        let part = count.map { "_cnt\($0)" } ?? ""
        let safeLang = String(lang.unicodeScalars.filter { $0.properties.isAlphabetic || $0 == "_" || $0 == "-" })
        return "forecast_\(latitude)_\(longitude)_\(safeLang)\(part)_\(source.tag).json"
    }
}
