extension NetworkData {
    /// The air temperatures a forecast on Earth can have, in kelvins: −95 °C to 60 °C, a margin past the
    /// lowest and highest ever recorded (−89.2 °C at Vostok in 1983, 56.7 °C in Death Valley in 1913). Made
    /// as ``normalized(from:)`` makes kelvins, so that a metric recording's −95 °C is inside, not 2e-14 K out.
    package static let recordedTemperatures =
        Units.metric.kelvin(fromTemperature: -95)...Units.metric.kelvin(fromTemperature: 60)

    /// The slot temperature furthest outside ``recordedTemperatures``, in kelvins as held (unrounded, after
    /// ``normalized(from:)``); nil when every one is inside. A forecast with one was most likely read in the
    /// wrong units: a metric recording read as kelvins has about 20 K, −253 °C.
    ///
    /// `temp`, `temp_min` and `temp_max` are judged; `feels_like` is not, since a wind chill or a heat index
    /// can go past the air's records.
    package var temperatureBeyondRecords: Double? {
        let range = Self.recordedTemperatures
        var furthest: (kelvin: Double, distance: Double)?
        for slot in list {
            for kelvin in [slot.main.temp, slot.main.tempMin, slot.main.tempMax].compactMap({ $0 }) {
                let distance = max(range.lowerBound - kelvin, kelvin - range.upperBound)
                if distance > 0, distance > furthest?.distance ?? 0 { furthest = (kelvin, distance) }
            }
        }
        return furthest?.kelvin
    }
}
