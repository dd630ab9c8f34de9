import Testing
import WeatherCore

/// Numbers as the table shows them: rounded once, half away from zero, from the unrounded value in the shown
/// units; never "-0". Each case renders one slot and reads the "Now" line (seen at the slot's start, so nothing
/// is interpolated), which holds only the temperature when the slot has no other data and icons are off.
extension TableRendererTests {
    func nowLine(kelvin: Double, _ units: Units) -> String? {
        let slot = List(dt: 1_704_110_400, main: Temperature(temp: kelvin))
        let forecast = Forecast(data: NetworkData(list: [slot], city: SampleForecast.city), now: 1_704_110_400)
        let text = TableRenderer(units: units, icons: .none).render(forecast, origin: .saved(name: "x"))
        return text.split(separator: "\n").first { $0.hasPrefix("Now") }.map(String.init)
    }

    @Test(arguments: [
        // kelvin, shown; °C = K − 273.15 is exact in binary for these (python3: 272.75 − 273.15 → −0.39999…,
        // the others print exactly −2.5, 2.5, −0.5, 0.5, 0.0).
        (272.75, "0°C"),  // −0.4: no "-0"
        (275.65, "3°C"),  // 2.5 → 3
        (270.65, "-3°C"),  // −2.5 → −3
        (272.65, "-1°C"),  // −0.5 → −1
        (273.65, "1°C"),  // 0.5 → 1
        (273.15, "0°C"),
    ])
    func celsiusRoundsHalfAwayFromZero(kelvin: Double, shown: String) {
        #expect(nowLine(kelvin: kelvin, .metric) == "Now, 21:00, from the 21:00 forecast: \(shown)")
    }

    @Test(arguments: [(273.15, "32°F"), (253.15, "-4°F"), (255.372, "0°F")])
    func fahrenheitNeverShowsMinusZero(kelvin: Double, shown: String) {
        // 273.15 K = 32 °F; 253.15 K = −20 °C = −4 °F; 255.372 K = −0.0004 °F.
        #expect(nowLine(kelvin: kelvin, .imperial) == "Now, 21:00, from the 21:00 forecast: \(shown)")
    }

    @Test(arguments: [(275.5, "276 K"), (0.4, "0 K")])
    func kelvinsAreWholeWithASpace(kelvin: Double, shown: String) {
        #expect(nowLine(kelvin: kelvin, .standard) == "Now, 21:00, from the 21:00 forecast: \(shown)")
    }

    @Test(
        arguments: [
            // A real OpenWeather kelvin has 2 decimals; these are exactly −17.5 °C and 36.5 °F (decimal
            // arithmetic by hand: 255.65 − 273.15 = −17.5; 275.65 × 1.8 = 496.17, − 459.67 = 36.5), but the
            // binary results are −17.49999999999997 and 36.49999999999994, so the table shows one degree
            // toward zero. Half away from zero means −18 and 37.
            (255.65, Units.metric, "-18°C"),
            (275.65, Units.imperial, "37°F"),
            (255.65, Units.imperial, "1°F"),  // 0.5 °F exactly (255.65 × 1.8 = 460.17)
        ])
    func exactHalvesRoundAwayFromZeroDespiteBinaryNoise(kelvin: Double, units: Units, shown: String) {
        #expect(nowLine(kelvin: kelvin, units) == "Now, 21:00, from the 21:00 forecast: \(shown)")
    }

    @Test func emojiIconsTakeTwoCellsInTheTables() {
        // 🌙 (01n), 🌞 (01d) and ☔ (10d) are East Asian Wide: the icon column is 2 cells, so "Time" is followed
        // by 1 + 2 + 2 + 2 = 7 spaces and "Day" by 21 + 2 + 2 + 2 = 27.
        let text = TableRenderer(units: .metric, icons: .emoji)
            .render(SampleForecast.forecast, origin: .fetched(at: SampleForecast.now))
        let expected = """
            Testville, KR (37.5000, 126.2500) · forecast from Mon 2024-01-01 21:00 local time (UTC+09:00)
            Updated just now · sunrise 07:40 · sunset 17:20

            Now, 22:00, estimated from the 21:00 and 00:00 forecasts: 🌙 -1°C, feels like -3°C, clear sky
            Wind 0.3 m/s · humidity 80% · precipitation 30%
            No rain or snow in the next 17 hours

            Today, Mon 2024-01-01
            Time       Temp  Precip     Wind  From  Conditions
            21:00  🌙   0°C     13%  0.3 m/s  -     clear sky
            Tue 2024-01-02
            00:00  ⛄  -2°C     30%        -  -     light snow
            12:00  ☔   3°C      5%        -  -     light rain

            2-day forecast
            Day                           High   Low  Range         Precip  Rain mm  Snow mm  Conditions
            Mon 2024-01-01 (partial)  🌞   3°C  -3°C  ⠴⠶⠶⢾⠶⠶⠶⠶⠶⠦⠤⠤     13%      0.0      0.0  clear sky
            Tue 2024-01-02 (partial)  ☔   4°C  -3°C  ⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶     30%      1.3      0.5  light rain

            """
        #expect(text == expected)
    }
}
