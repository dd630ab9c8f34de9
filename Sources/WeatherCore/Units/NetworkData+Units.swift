extension NetworkData {
    /// This response with every temperature in kelvins and every wind speed in m/s, the units the rest of the
    /// library works in.
    ///
    /// - Parameter units: the `units` the response was requested in; real recordings come in all three.
    package func normalized(from units: Units) -> NetworkData {
        guard units != .standard else { return self }
        var copy = self
        copy.list = list.map { slot in
            var slot = slot
            slot.main = slot.main.normalized(from: units)
            slot.wind = slot.wind.map { wind in
                Wind(
                    speed: wind.speed.map(units.metresPerSecond(fromSpeed:)),
                    deg: wind.deg,
                    gust: wind.gust.map(units.metresPerSecond(fromSpeed:)))
            }
            return slot
        }
        return copy
    }
}

extension Temperature {
    fileprivate func normalized(from units: Units) -> Temperature {
        var copy = self
        copy.temp = units.kelvin(fromTemperature: temp)
        copy.feelsLike = feelsLike.map(units.kelvin(fromTemperature:))
        copy.tempMin = tempMin.map(units.kelvin(fromTemperature:))
        copy.tempMax = tempMax.map(units.kelvin(fromTemperature:))
        return copy
    }
}
