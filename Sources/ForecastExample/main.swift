import WeatherClient
import WeatherCore

// The README's "Use it in your app" as a program, so the sample cannot rot: .ci/run builds it and runs it
// against the tests' server. `ForecastExample LAT LON` with OPENWEATHER_API_KEY set; OPENWEATHER_BASE_URL
// points it at another server.

let environment = ProcessInfo.processInfo.environment
let coordinates = CommandLine.arguments.dropFirst().compactMap(Double.init)
guard coordinates.count == 2, let key = environment["OPENWEATHER_API_KEY"] else {
    print("usage: OPENWEATHER_API_KEY=… ForecastExample LAT LON")
    exit(64)
}
let (latitude, longitude) = (coordinates[0], coordinates[1])
let baseURL = environment["OPENWEATHER_BASE_URL"].flatMap(URL.init(string:)) ?? ForecastRequest.defaultBaseURL

// --- the README's sample starts here ---
let session = ForecastClient.session(configuration: .ephemeral)
let client = ForecastClient(apiKey: key, baseURL: baseURL, session: session, timeout: .seconds(10))
var status: Int32 = 0

do throws(NetworkError) {
    let data = try await client.forecast(ForecastRequest(latitude: latitude, longitude: longitude))
    // Days are calendar dates in the place's own time zone; highs and lows are kelvins until shown.
    let forecast = Forecast(data: data, now: Int(Date().timeIntervalSince1970))
    print(forecast.placeName)
    for day in forecast.days {
        let high = "\(Units.metric.text(fromKelvin: day.high)) (\(Units.imperial.text(fromKelvin: day.high)))"
        let low = "\(Units.metric.text(fromKelvin: day.low)) (\(Units.imperial.text(fromKelvin: day.low)))"
        print("\(day.date) \(day.date.weekdayName)  high \(high)  low \(low)")
    }
} catch .networkError(let reason, _) {
    print("OpenWeather could not be reached: \(reason)")  // offline, DNS, refused, timed out
    status = 69
} catch .dataError(let code, let message, let retryAfter) {
    // 401: the key is wrong or not active yet; 429: too many requests (retryAfter seconds, when sent).
    print(
        "OpenWeather answered \(code.map(String.init) ?? "nothing usable"): \(message ?? "no message")"
            + (retryAfter.map { ", retry after \($0) s" } ?? ""))
    status = 69
} catch .parseError(let path, let reason) {
    print("The answer is not a forecast: \(path.isEmpty ? "" : path + ": ")\(reason)")
    status = 65
}
session.finishTasksAndInvalidate()
exit(status)
// --- the README's sample ends here ---
