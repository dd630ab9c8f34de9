/// Builds the URL of an air pollution forecast request:
/// `GET {base}/data/2.5/air_pollution/forecast?lat=…&lon=…&appid=…` (openweathermap.org/api/air-pollution,
/// "Forecast air pollution data": hourly for about 4 days). Pure.
public struct AirPollutionRequest: Sendable, Equatable {
    /// Latitude, −90…90 degrees.
    public var latitude: Double
    /// Longitude, −180…180 degrees.
    public var longitude: Double

    /// A request for the air at a place, in degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The request URL under `baseURL`, with the key as `appid`; coordinates written as the forecast's are.
    package func url(baseURL: URL, apiKey: String) -> URL? {
        QueryItems.url(
            baseURL, path: "/data/2.5/air_pollution/forecast",
            items: [
                QueryItems.item("lat", ForecastRequest.coordinateText(latitude)),
                QueryItems.item("lon", ForecastRequest.coordinateText(longitude)),
                QueryItems.item("appid", apiKey),
            ])
    }
}
