/// Air quality over a stretch of time: the worst hourly index and the highest PM2.5 and PM10 in it.
package struct AirReading: Sendable, Equatable {
    /// The worst (highest) `main.aqi`, 1…5; nil when no hour has one.
    package var aqi: Int?
    /// The highest `components.pm2_5`, µg/m³; nil when no hour has it.
    package var pm2_5: Double?
    /// The highest `components.pm10`, µg/m³; nil when no hour has it.
    package var pm10: Double?

    package init(aqi: Int? = nil, pm2_5: Double? = nil, pm10: Double? = nil) {
        self.aqi = aqi
        self.pm2_5 = pm2_5
        self.pm10 = pm10
    }

    /// The worst of `hours`; nil when there are none.
    init?(_ hours: [AirPollutionList]) {
        guard !hours.isEmpty else { return nil }
        aqi = hours.compactMap(\.main.aqi).max()
        pm2_5 = hours.compactMap(\.components.pm2_5).filter(\.isFinite).max()
        pm10 = hours.compactMap(\.components.pm10).filter(\.isFinite).max()
    }

    /// The AQI at which the air counts as poor for the bars' `air-poor` class: 4, "Poor".
    package static let poor = 4

    /// Whether the index is Poor or Very Poor.
    package var isPoor: Bool { (aqi ?? 0) >= Self.poor }
}
