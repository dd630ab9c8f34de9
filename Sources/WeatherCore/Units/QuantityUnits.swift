/// The unit each quantity is shown in besides temperature: wind, precipitation, pressure, and the clock.
/// `--units` gives the defaults (``init(_:speed:precipitation:pressure:clock:)``) and each has its own option.
public struct QuantityUnits: Sendable, Equatable {
    /// Wind speeds and gusts.
    public var speed: SpeedUnit
    /// Rain and snow amounts.
    public var precipitation: PrecipitationUnit
    /// Sea-level pressure and its trend.
    public var pressure: PressureUnit
    /// Times of day.
    public var clock: ClockFormat

    /// The units `units` implies for what is not given: the wind in what OpenWeather sends for `units` (mph
    /// for imperial, m/s otherwise), precipitation in mm, pressure in hPa and a 24-hour clock for all three, as
    /// `weather` has always shown them.
    public init(
        _ units: Units = .metric, speed: SpeedUnit? = nil, precipitation: PrecipitationUnit? = nil,
        pressure: PressureUnit? = nil, clock: ClockFormat? = nil
    ) {
        self.speed = speed ?? SpeedUnit(units)
        self.precipitation = precipitation ?? .millimetres
        self.pressure = pressure ?? .hectopascals
        self.clock = clock ?? .twentyFourHour
    }
}
