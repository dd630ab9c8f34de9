import WeatherCore

/// A place's forecast as the run got it, with the place's air when `--air` asked for it.
struct Fetched: Sendable {
    /// The forecast, in kelvins and m/s.
    var data: NetworkData
    /// The Air Pollution API's forecast with `--air`: an empty `list` when it could not be had (the air then
    /// shows "-"); nil without `--air`, and for `--demo` and `--input`, which have no recording of the air.
    var air: AirPollution? = nil
    /// With `--air`, why the air could not be had or is old: one line for stderr, which never fails the run.
    var airWarning: String? = nil
}
