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
    /// With `--here`, where the location service placed the machine; nil for a place given, or the config
    /// file's place shown because the service could not say.
    var located: IPLocation? = nil
    /// With `--here`, why the place shown is not (or not newly) the IP address's: one line for stderr.
    var placeWarning: String? = nil
}
