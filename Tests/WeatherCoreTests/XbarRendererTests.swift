import Testing
import WeatherCore

/// Days, highs, lows and conditions worked out from the fixtures with a separate Python script.
struct XbarRendererTests {
    @Test func goyangHasTitleWeeklyTableInMenloPlaceAgeAndRefresh() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        let expected = """
            ⛅ 29°C 35°C/29°C
            ---
            Day                           High   Low  Precip  Rain mm  Snow mm  Conditions | font=Menlo trim=false
            Fri 2025-07-11 (partial)  🌞  35°C  29°C      0%      0.0      0.0  맑음 | font=Menlo trim=false
            Sat 2025-07-12            🌞  37°C  26°C      0%      0.0      0.0  맑음 | font=Menlo trim=false
            Sun 2025-07-13            ⛅  35°C  28°C      0%      0.0      0.0  온흐림 | font=Menlo trim=false
            Mon 2025-07-14            🌞  37°C  27°C      0%      0.0      0.0  맑음 | font=Menlo trim=false
            Tue 2025-07-15            ☔  32°C  22°C    100%     32.0      0.0  실 비 | font=Menlo trim=false
            Wed 2025-07-16 (partial)  ☔  22°C  22°C    100%      2.6      0.0  실 비 | font=Menlo trim=false
            Goyang-si, KR
            Updated 5 min ago
            ---
            Refresh | refresh=true

            """
        #expect(XbarRenderer(context: BarContext(age: 300)).render(forecast) == expected)
    }

    @Test func escapesThePipeInDataAndMarksStaleData() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov, cityName: "Rostov | <Veliky> & Co")
        let renderer = XbarRenderer(
            context: BarContext(icons: .none, age: 38 * 60, isStale: true), template: try Template("{place} {temp}"))
        let expected = """
            Rostov ¦ <Veliky> & Co, RU 10°C ⟳ 38m
            ---
            Day             High  Low  Precip  Rain mm  Snow mm  Conditions | font=Menlo trim=false
            Fri 2022-09-23  15°C  9°C     20%      0.1      0.0  небольшой дождь | font=Menlo trim=false
            Rostov ¦ <Veliky> & Co, RU
            ⟳ Stale: updated 38 min ago
            ---
            Refresh | refresh=true

            """
        #expect(renderer.render(forecast) == expected)
    }

    @Test func errorHasAWarningTitleAndTheReasonInTheMenu() {
        let expected = """
            ⚠ weather
            ---
            Server said "<busy> & 100% #1 ¦ try later"
            ---
            Refresh | refresh=true

            """
        #expect(XbarRenderer().error(message: #"Server said "<busy> & 100% #1 | try later""#) == expected)
    }
}
