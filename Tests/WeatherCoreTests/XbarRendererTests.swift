import Testing
import WeatherCore

/// Days, highs, lows and conditions worked out from the fixtures with a separate Python script.
struct XbarRendererTests {
    @Test func goyangHasTitleWeeklyTableInMenloPlaceAgeAndRefresh() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        let expected = """
            ⛅ 29°C 35°C/29°C | emojize=false ansi=false
            ---
            Day                           High   Low  Precip  Rain mm  Snow mm  Conditions | font=Menlo trim=false emojize=false ansi=false
            Fri 2025-07-11 (partial)  🌞  35°C  29°C      0%      0.0      0.0  clear sky | font=Menlo trim=false emojize=false ansi=false
            Sat 2025-07-12            🌞  37°C  26°C      0%      0.0      0.0  clear sky | font=Menlo trim=false emojize=false ansi=false
            Sun 2025-07-13            ⛅  35°C  28°C      0%      0.0      0.0  overcast clouds | font=Menlo trim=false emojize=false ansi=false
            Mon 2025-07-14            🌞  37°C  27°C      0%      0.0      0.0  clear sky | font=Menlo trim=false emojize=false ansi=false
            Tue 2025-07-15            ☔  32°C  22°C    100%     32.0      0.0  light rain | font=Menlo trim=false emojize=false ansi=false
            Wed 2025-07-16 (partial)  ☔  22°C  22°C    100%      2.6      0.0  light rain | font=Menlo trim=false emojize=false ansi=false
            Goyang-si, KR | emojize=false ansi=false
            Updated 5 min ago | emojize=false ansi=false
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
            Rostov ¦ <Veliky> & Co, RU 10°C ⟳ 38m | emojize=false ansi=false
            ---
            Day             High  Low  Precip  Rain mm  Snow mm  Conditions | font=Menlo trim=false emojize=false ansi=false
            Fri 2022-09-23  15°C  9°C     20%      0.1      0.0  light rain | font=Menlo trim=false emojize=false ansi=false
            Rostov ¦ <Veliky> & Co, RU | emojize=false ansi=false
            ⟳ Stale: updated 38 min ago | emojize=false ansi=false
            ---
            Refresh | refresh=true

            """
        #expect(renderer.render(forecast) == expected)
    }

    @Test func errorHasItsFewWordsAsTitleAndTheSentenceInTheMenu() {
        let expected = """
            ⚠ rate limited | emojize=false ansi=false
            ---
            Server said "<busy> & 100% #1 ¦ try later" | emojize=false ansi=false
            ---
            Refresh | refresh=true

            """
        let error = BarError(short: "rate limited", message: #"Server said "<busy> & 100% #1 | try later""#)
        #expect(XbarRenderer().error(error) == expected)
    }

    /// xbar's parser (matryer/xbar pkg/plugins/parse.go) makes a line "---" a separator and one whose text
    /// starts with "--" a submenu item; `:cloud:` is an emoji unless `emojize=false`, an SF Symbol in SwiftBar
    /// unless `symbolize=false`. Parsed here by that grammar in ``XbarGrammar``.
    @Test(arguments: ["---", "--x", "-- x", ":cloud:", "a\\nb"])
    func dataCannotBecomeASeparatorASubmenuOrAnEmoji(description: String) throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov, description: description)
        for menuBar in [BarContext.MenuBarApp.xbar, .swiftBar] {
            // The server's text, where data from outside shows.
            var context = BarContext(menuBar: menuBar)
            context.descriptions = .server
            let output = XbarRenderer(context: context, template: try Template("{description}")).render(forecast)
            let items = try XbarGrammar.parse(output, app: menuBar)
            // What shows, without the zero-width space that keeps "--" from being read.
            #expect(items.title.map { $0.text.filter { $0 != "\u{200B}" } } == [description])
            #expect(items.title.allSatisfy { $0.depth == 0 && !$0.isSeparator && !$0.emojize && !$0.ansi })
            #expect(items.menu.allSatisfy { $0.depth == 0 })
            #expect(items.menu.filter(\.isSeparator).count == 1, "the renderer's own, before Refresh")
            if menuBar == .swiftBar { #expect(items.title.allSatisfy { !$0.symbolize }) }
        }
    }
}
