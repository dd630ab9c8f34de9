import WeatherCore

/// Kelvins from degrees Celsius, so hand-made cases can be written in the °C the spec states them in.
/// Only max/min are taken of these, so no arithmetic in the code under test depends on this addition.
func kelvin(_ celsius: Double) -> Double { celsius + 273.15 }

/// Unix time of a UTC wall-clock instant, for readable hand-made slots.
/// Worked out from days since 1970-01-01 (Howard Hinnant's `days_from_civil`), not with Foundation, so the
/// tests do not share a calendar implementation with the code under test.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthIndex = (month + 9) % 12  // March = 0
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return days * 86_400 + hour * 3600 + minute * 60 + second
}

/// A 3-hour slot with only what a test cares about; temperatures in °C, stored as kelvins like the API sends.
func slot(
    _ dt: Int, _ celsius: Double, max: Double? = nil, min: Double? = nil, condition: Int? = nil,
    icon: String? = nil, description: String? = nil, pod: String? = nil, pop: Double? = nil,
    rain: Precipitation? = nil, snow: Precipitation? = nil
) -> List {
    List(
        dt: dt,
        main: Temperature(temp: kelvin(celsius), tempMin: min.map(kelvin), tempMax: max.map(kelvin)),
        weather: condition.map { [Weather(id: $0, main: nil, description: description, icon: icon)] } ?? [],
        pop: pop, rain: rain, snow: snow, sys: pod.map { PartOfDay(pod: $0) })
}

/// A small hand-made forecast for renderer tests: Testville, KR at UTC+9, three slots over two local days,
/// seen at 22:00 on Monday 2024-01-01 local time. Kelvin values are chosen so that °C = K − 273.15 is exact
/// in binary (checked with python3) and lands on the rounding cases: 272.75 K = −0.4 °C, 270.65 K = −2.5 °C,
/// 275.65 K = 2.5 °C.
enum SampleForecast {
    /// 21:00 Mon Jan 1 local: clear night, −0.4 °C (feels −2.5, range −2.5…2.5), pop 0.125, wind 0.25 m/s.
    static let evening = List(
        dt: 1_704_110_400,  // 2024-01-01 12:00Z
        main: Temperature(temp: 272.75, feelsLike: 270.65, tempMin: 270.65, tempMax: 275.65, humidity: 80),
        weather: [Weather(id: 800, main: "Clear", description: "clear sky", icon: "01n")],
        wind: Wind(speed: 0.25), pop: 0.125, sys: PartOfDay(pod: "n"))

    /// 00:00 Tue Jan 2 local: light snow at night, −2 °C (−3…−1.5), pop 0.3, 0.5 mm snow.
    static let midnight = List(
        dt: 1_704_121_200,  // 2024-01-01 15:00Z
        main: Temperature(temp: 271.15, tempMin: 270.15, tempMax: 271.65),
        weather: [Weather(id: 600, main: "Snow", description: "light snow", icon: "13n")],
        pop: 0.3, snow: Precipitation(threeHours: 0.5), sys: PartOfDay(pod: "n"))

    /// 12:00 Tue Jan 2 local: light rain by day, 3 °C (2…4), pop 0.05, 1.25 mm rain.
    static let noon = List(
        dt: 1_704_164_400,  // 2024-01-02 03:00Z
        main: Temperature(temp: 276.15, tempMin: 275.15, tempMax: 277.15),
        weather: [Weather(id: 500, main: "Rain", description: "light rain", icon: "10d")],
        pop: 0.05, rain: Precipitation(threeHours: 1.25), sys: PartOfDay(pod: "d"))

    static let city = City(
        id: 1, name: "Testville", coord: Coord(lat: 37.5, lon: 126.25), country: "KR", timezone: 32400,
        sunrise: 1_704_148_800,  // 2024-01-01 22:40Z = 07:40 local
        sunset: 1_704_183_600)  // 2024-01-02 08:20Z = 17:20 local

    /// 2024-01-01 13:00Z = 22:00 Mon Jan 1 local.
    static let now = 1_704_114_000

    static let forecast = Forecast(data: NetworkData(list: [evening, midnight, noon], city: city), now: now)
}
