import Testing
import WeatherCore

/// The terminal view compared as whole strings written by hand from `SampleForecast`'s documented values:
/// whole degrees rounded half away from zero (−0.4 → 0, 2.5 → 3, −2.5 → −3), probabilities as whole percents
/// (0.125 → 13%), millimetres and speeds to one decimal (1.25 → 1.3, 0.25 → 0.3). "Now" at 22:00 is a third of
/// the way from 21:00 (272.75 K) to 00:00 (271.15 K): 272.75 − 1.6 / 3 = 272.2167 K, −0.93 °C; feels like, wind
/// and humidity only the 21:00 slot has, and it is the nearer; precipitation the higher pop, 0.3.
/// Range bars: the week's scale is −3…4 °C, 7 degrees over 24 sub-columns. Monday −2.5…2.5 covers sub-columns
/// ⌊0.5 / 7 × 24⌋ = 1 to ⌈5.5 / 7 × 24⌉ − 1 = 18, with now (−0.93 °C) marked in ⌊2.07 / 7 × 24⌋ = 7: cells
/// "⠴" (track, range), "⠶" × 2, "⢾" (range, mark), "⠶" × 5, "⠦" (range, track), "⠤" × 2. Tuesday −3…4 covers all.
/// No pop reaches 50 %, so no rain or snow in the 17 hours from 22:00 to the end of the 12:00 slot, 15:00.
@Suite struct TableRendererTests {
    @Test func metricASCIIView() {
        let text = TableRenderer(units: .metric, icons: .ascii)
            .render(SampleForecast.forecast, origin: .fetched(at: SampleForecast.now - 300))
        let expected = """
            Testville, KR (37.5000, 126.2500) · forecast from Mon 2024-01-01 21:00 local time (UTC+09:00)
            Updated 5 min ago · sunrise 07:40 · sunset 17:20

            Now, 22:00, estimated from the 21:00 and 00:00 forecasts: SKC -1°C, feels like -3°C, clear sky
            Wind 0.3 m/s · humidity 80% · precipitation 30%
            No rain or snow in the next 17 hours

            Today, Mon 2024-01-01
            Time        Temp  Precip     Wind  From  Conditions
            21:00  SKC   0°C     13%  0.3 m/s  -     clear sky
            Tue 2024-01-02
            00:00  SN   -2°C     30%        -  -     light snow
            12:00  RA    3°C      5%        -  -     light rain

            2-day forecast
            Day                            High   Low  Range         Precip  Rain mm  Snow mm  Conditions
            Mon 2024-01-01 (partial)  SKC   3°C  -3°C  ⠴⠶⠶⢾⠶⠶⠶⠶⠶⠦⠤⠤     13%      0.0      0.0  clear sky
            Tue 2024-01-02 (partial)  RA    4°C  -3°C  ⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶     30%      1.3      0.5  light rain

            """
        #expect(text == expected)
    }

    @Test func standardUnitsWithoutIconsDropTheIconColumn() {
        let text = TableRenderer(units: .standard, icons: .none)
            .render(SampleForecast.forecast, origin: .saved(name: "saved.json"))
        // Kelvins shown whole with " K": 272.75 → 273, 270.65 → 271, 275.65 → 276, 277.15 → 277, 270.15 → 270.
        let expected = """
            Testville, KR (37.5000, 126.2500) · forecast from Mon 2024-01-01 21:00 local time (UTC+09:00)
            Saved response: saved.json · sunrise 07:40 · sunset 17:20

            Now, 22:00, estimated from the 21:00 and 00:00 forecasts: 272 K, feels like 271 K, clear sky
            Wind 0.3 m/s · humidity 80% · precipitation 30%
            No rain or snow in the next 17 hours

            Today, Mon 2024-01-01
            Time    Temp  Precip     Wind  From  Conditions
            21:00  273 K     13%  0.3 m/s  -     clear sky
            Tue 2024-01-02
            00:00  271 K     30%        -  -     light snow
            12:00  276 K      5%        -  -     light rain

            2-day forecast
            Day                        High    Low  Range         Precip  Rain mm  Snow mm  Conditions
            Mon 2024-01-01 (partial)  276 K  271 K  ⠴⠶⠶⢾⠶⠶⠶⠶⠶⠦⠤⠤     13%      0.0      0.0  clear sky
            Tue 2024-01-02 (partial)  277 K  270 K  ⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶⠶     30%      1.3      0.5  light rain

            """
        #expect(text == expected)
    }

    @Test func laterDayIsNotCalledToday() {
        // Seen the evening before in the city (2023-12-31 10:00Z = 19:00 Dec 31 local), Jan 1 is not today.
        let early = Forecast(
            data: NetworkData(list: [SampleForecast.evening], city: SampleForecast.city), now: 1_704_016_800)
        let text = TableRenderer(units: .metric, icons: .ascii).render(early, origin: .demo)
        #expect(text.contains("\nMon 2024-01-01\n"))
        #expect(!text.contains("Today"))
        #expect(text.contains("Demo: a real OpenWeather response recorded 2024-01-01, not live weather"))
    }

    @Test func noRemainingSlotsSaysSo() {
        let late = Forecast(
            data: NetworkData(list: [SampleForecast.evening], city: SampleForecast.city), now: 1_704_200_000)
        let text = TableRenderer(units: .metric, icons: .ascii).render(late, origin: .saved(name: "old.json"))
        #expect(text.hasSuffix("\n\nNo forecast slots remain for today or later.\n"))
    }

    @Test(arguments: [
        (59, "Updated just now"), (60, "Updated 1 min ago"), (3 * 3600 + 5 * 60, "Updated 3 h 5 min ago"),
        (2 * 86_400 + 4 * 3600, "Updated 2 d 4 h ago"),
    ])
    func dataAgeLine(age: Int, expected: String) {
        let text = TableRenderer(units: .metric, icons: .ascii)
            .render(SampleForecast.forecast, origin: .fetched(at: SampleForecast.now - age))
        #expect(text.split(separator: "\n")[1].hasPrefix(expected + " · "))
    }
}
