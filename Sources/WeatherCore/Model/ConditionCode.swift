/// OpenWeather's condition codes, `weather[0].id` (openweathermap.org/weather-conditions, "Weather condition
/// codes"): what each language's ``Phrases/condition`` words, so that the conditions read the same whatever
/// language the response was asked in. Each case's comment is OpenWeather's English description.
package enum ConditionCode: Int, CaseIterable, Sendable {
    // MARK: 2xx, Thunderstorm

    /// 200, "thunderstorm with light rain".
    case thunderstormWithLightRain = 200
    /// 201, "thunderstorm with rain".
    case thunderstormWithRain = 201
    /// 202, "thunderstorm with heavy rain".
    case thunderstormWithHeavyRain = 202
    /// 210, "light thunderstorm".
    case lightThunderstorm = 210
    /// 211, "thunderstorm".
    case thunderstorm = 211
    /// 212, "heavy thunderstorm".
    case heavyThunderstorm = 212
    /// 221, "ragged thunderstorm".
    case raggedThunderstorm = 221
    /// 230, "thunderstorm with light drizzle".
    case thunderstormWithLightDrizzle = 230
    /// 231, "thunderstorm with drizzle".
    case thunderstormWithDrizzle = 231
    /// 232, "thunderstorm with heavy drizzle".
    case thunderstormWithHeavyDrizzle = 232

    // MARK: 3xx, Drizzle

    /// 300, "light intensity drizzle".
    case lightDrizzle = 300
    /// 301, "drizzle".
    case drizzle = 301
    /// 302, "heavy intensity drizzle".
    case heavyDrizzle = 302
    /// 310, "light intensity drizzle rain".
    case lightDrizzleRain = 310
    /// 311, "drizzle rain".
    case drizzleRain = 311
    /// 312, "heavy intensity drizzle rain".
    case heavyDrizzleRain = 312
    /// 313, "shower rain and drizzle".
    case showerRainAndDrizzle = 313
    /// 314, "heavy shower rain and drizzle".
    case heavyShowerRainAndDrizzle = 314
    /// 321, "shower drizzle".
    case showerDrizzle = 321

    // MARK: 5xx, Rain

    /// 500, "light rain".
    case lightRain = 500
    /// 501, "moderate rain".
    case moderateRain = 501
    /// 502, "heavy intensity rain".
    case heavyRain = 502
    /// 503, "very heavy rain".
    case veryHeavyRain = 503
    /// 504, "extreme rain".
    case extremeRain = 504
    /// 511, "freezing rain".
    case freezingRain = 511
    /// 520, "light intensity shower rain".
    case lightShowerRain = 520
    /// 521, "shower rain".
    case showerRain = 521
    /// 522, "heavy intensity shower rain".
    case heavyShowerRain = 522
    /// 531, "ragged shower rain".
    case raggedShowerRain = 531

    // MARK: 6xx, Snow

    /// 600, "light snow".
    case lightSnow = 600
    /// 601, "snow".
    case snow = 601
    /// 602, "heavy snow".
    case heavySnow = 602
    /// 611, "sleet".
    case sleet = 611
    /// 612, "light shower sleet".
    case lightShowerSleet = 612
    /// 613, "shower sleet".
    case showerSleet = 613
    /// 615, "light rain and snow".
    case lightRainAndSnow = 615
    /// 616, "rain and snow".
    case rainAndSnow = 616
    /// 620, "light shower snow".
    case lightShowerSnow = 620
    /// 621, "shower snow".
    case showerSnow = 621
    /// 622, "heavy shower snow".
    case heavyShowerSnow = 622

    // MARK: 7xx, Atmosphere

    /// 701, "mist".
    case mist = 701
    /// 711, "smoke".
    case smoke = 711
    /// 721, "haze".
    case haze = 721
    /// 731, "sand/dust whirls".
    case dustWhirls = 731
    /// 741, "fog".
    case fog = 741
    /// 751, "sand".
    case sand = 751
    /// 761, "dust".
    case dust = 761
    /// 762, "volcanic ash".
    case volcanicAsh = 762
    /// 771, "squalls".
    case squalls = 771
    /// 781, "tornado".
    case tornado = 781

    // MARK: 8xx, Clear and Clouds

    /// 800, "clear sky".
    case clearSky = 800
    /// 801, "few clouds".
    case fewClouds = 801
    /// 802, "scattered clouds".
    case scatteredClouds = 802
    /// 803, "broken clouds".
    case brokenClouds = 803
    /// 804, "overcast clouds".
    case overcastClouds = 804
}
