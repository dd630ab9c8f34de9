/// A slot's probability, amounts, humidity, wind and clouds held to the ranges they have in the world, for
/// showing and summing: a response may send a `pop` of 1.2, −0.3 mm of rain, 104 % humidity, a wind of −1 m/s
/// or −1 % clouds (a glitch upstream, or a hand-edited file), and no one expects a 120 % chance, a negative
/// amount or a negative speed. The decoded values are kept as
/// they were sent; only what is shown is held.
extension List {
    /// The probability of precipitation, `pop`, held to 0…1; nil when the slot has none.
    package var shownPop: Double? { pop.map { Self.held($0, 0...1) } }

    /// The rain volume, `rain.3h`, in mm and at least 0; 0 when the slot has none.
    package var shownRain: Double { Swift.max(0, rain?.threeHours ?? 0) }

    /// The snow volume, `snow.3h`, in mm and at least 0; 0 when the slot has none.
    package var shownSnow: Double { Swift.max(0, snow?.threeHours ?? 0) }

    /// The relative humidity, `main.humidity`, in percent held to 0…100; nil when the slot has none.
    package var shownHumidity: Double? { main.humidity.map { Self.held($0, 0...100) } }

    /// The wind speed, `wind.speed`, in m/s and at least 0; nil when the slot has none.
    package var shownWindSpeed: Double? { wind?.speed.map { Swift.max(0, $0) } }

    /// The gust speed, `wind.gust`, in m/s and at least 0; nil when the slot has none.
    package var shownGust: Double? { wind?.gust.map { Swift.max(0, $0) } }

    /// The cloud cover, `clouds.all`, in percent held to 0…100; nil when the slot has none.
    package var shownClouds: Double? { clouds?.all.map { Self.held($0, 0...100) } }

    /// `value` moved into `range` when it lies outside.
    private static func held(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }
}
