import WeatherCore

extension Output {
    /// The warning for a forecast with a temperature no place on Earth has had
    /// (``NetworkData/temperatureBeyondRecords``), in the units shown; nil for one without.
    ///
    /// A saved file is most likely read in the wrong units, so its warning names `--input-units`. A fetched
    /// forecast is always asked for in kelvins, so the user's options cannot be the cause: from the real API
    /// it is OpenWeather's error; from `--base-url`, most likely a server that answers in other units.
    func recordsWarning(_ data: NetworkData, _ origin: DataOrigin) -> String? {
        guard let kelvin = data.temperatureBeyondRecords else { return nil }
        let records = NetworkData.recordedTemperatures
        let units = options.units
        // A value too far out to print shows as "?": the sentence names it rather than say "?°C is above 60°C".
        let shown = units.text(fromKelvin: kelvin)
        let extreme = shown.hasPrefix("?") ? "a temperature beyond any that can be shown" : shown
        let beyond =
            kelvin < records.lowerBound
            ? "below \(units.text(fromKelvin: records.lowerBound)), colder than any temperature recorded on Earth"
            : "above \(units.text(fromKelvin: records.upperBound)), hotter than any temperature recorded on Earth"
        switch origin {
        case .saved(let name):
            let read = options.inputUnits
            let others = Units.allCases.filter { $0 != read }.map(\.rawValue).joined(separator: " or ")
            let how =
                read == .standard
                ? "kelvins, as without --input-units"
                : "\(read.temperatureSymbol), as --input-units \(read.rawValue) says"
            return "\(name): \(extreme) is \(beyond); it was read in \(how): if it was recorded in other units, "
                + "say which with --input-units \(others)."
        case .fetched, .stale, .demo:
            let place = data.city.name.map { "\($0): " } ?? ""
            guard options.baseURL == nil else {
                return "\(place)the forecast has \(extreme), \(beyond); weather asks for kelvins: does the server "
                    + "at --base-url answer in other units?"
            }
            return "\(place)OpenWeather's forecast has \(extreme), \(beyond); it may be wrong."
        }
    }
}
