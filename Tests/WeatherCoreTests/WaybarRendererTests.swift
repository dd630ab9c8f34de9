import Foundation
import Testing
import WeatherCore

/// Days, highs, lows and conditions worked out from the fixtures with a separate Python script; see
/// TemplateRendererTests for Goyang's and LineRendererTests for Rostov's first slots.
struct WaybarRendererTests {
    @Test func goyangIsOneSortedJSONObjectWithTheWeeklyTableAsTooltip() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        let output = WaybarRenderer(context: BarContext(age: 300)).render(forecast)
        let expected =
            #"{"alt":"clouds","class":"clouds","percentage":0,"text":"⛅ 29°C 35°C/29°C","#
            + #""tooltip":"Goyang-si, KR\nUpdated 5 min ago\n"#
            + #"<tt>Day                           High   Low  Precip  Rain mm  Snow mm  Conditions\n"#
            + #"Fri 2025-07-11 (partial)  🌞  35°C  29°C      0%      0.0      0.0  clear sky\n"#
            + #"Sat 2025-07-12            🌞  37°C  26°C      0%      0.0      0.0  clear sky\n"#
            + #"Sun 2025-07-13            ⛅  35°C  28°C      0%      0.0      0.0  overcast clouds\n"#
            + #"Mon 2025-07-14            🌞  37°C  27°C      0%      0.0      0.0  clear sky\n"#
            + #"Tue 2025-07-15            ☔  32°C  22°C    100%     32.0      0.0  light rain\n"#
            + #"Wed 2025-07-16 (partial)  ☔  22°C  22°C    100%      2.6      0.0  light rain</tt>"}"# + "\n"
        #expect(Self.readable(output) == expected)
        try expectOneLineOfJSON(output)
    }

    @Test func escapesPangoInThePlaceNameOfTextAndTooltip() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov, cityName: "Rostov & <Veliky>")
        let output = WaybarRenderer(template: try Template("{place}: {temp} <b>{pop}</b>")).render(forecast)
        let expected =
            #"{"alt":"clouds","class":"clouds","percentage":20,"#
            + #""text":"Rostov &amp; &lt;Veliky&gt;, RU: 10°C <b>20%</b>","#
            + #""tooltip":"Rostov &amp; &lt;Veliky&gt;, RU\n"#
            + #"<tt>Day                 High  Low  Precip  Rain mm  Snow mm  Conditions\n"#
            + #"Fri 2022-09-23  ☔  15°C  9°C     20%      0.1      0.0  light rain</tt>"}"# + "\n"
        #expect(Self.readable(output) == expected)
        let object = try expectOneLineOfJSON(output)
        #expect(object["text"] as? String == "Rostov &amp; &lt;Veliky&gt;, RU: 10°C <b>20%</b>")
    }

    /// "<" followed by U+0338 (combining long solidus overlay) is one Character, "≮"; escaping Character by
    /// Character would leave its "<" in the markup.
    @Test func escapesALessThanSignThatACombiningMarkFollows() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov, cityName: "A <\u{338}b> &\u{301}")
        let output = WaybarRenderer(template: try Template("{place}")).render(forecast)
        let object = try expectOneLineOfJSON(output)
        #expect(object["text"] as? String == "A &lt;\u{338}b&gt; &amp;\u{301}, RU")
    }

    /// Pango breaks lines at U+2028 and U+2029 as at a line feed (review finding).
    @Test func lineAndParagraphSeparatorsInThePlaceNameAreSpaces() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov, cityName: "A\u{2028}B\u{2029}C")
        let object = try expectOneLineOfJSON(WaybarRenderer(template: try Template("{place}")).render(forecast))
        #expect(object["text"] as? String == "A B C, RU")
    }

    @Test func staleDataAddsTheMarkerAndAStaleClass() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov)
        let output = WaybarRenderer(context: BarContext(age: 38 * 60, isStale: true)).render(forecast)
        let expected =
            #"{"alt":"clouds","class":["clouds","stale"],"percentage":20,"text":"⛅ 10°C 15°C/9°C ⟳ 38m","#
            + #""tooltip":"Ростов, RU\n⟳ Stale: updated 38 min ago\n"#
            + #"<tt>Day                 High  Low  Precip  Rain mm  Snow mm  Conditions\n"#
            + #"Fri 2022-09-23  ☔  15°C  9°C     20%      0.1      0.0  light rain</tt>"}"# + "\n"
        #expect(Self.readable(output) == expected)
        let object = try expectOneLineOfJSON(output)
        #expect(object["class"] as? [String] == ["clouds", "stale"])
    }

    @Test func aForecastWithNoSlotsStillGivesAValidObject() throws {
        let output = WaybarRenderer().render(try BarFixture.forecast(BarFixture.emptyLondon))
        let expected =
            #"{"alt":"unknown","class":"unknown","text":"– – –/–","#
            + #""tooltip":"London, GB\n<tt>Day    High  Low  Precip  Rain mm  Snow mm  Conditions</tt>"}"# + "\n"
        #expect(Self.readable(output) == expected)
        try expectOneLineOfJSON(output)
    }

    @Test func errorIsAValidObjectWithItsFewWordsAndTheEscapedSentenceAsTooltip() throws {
        let error = BarError(short: "key <rejected>", message: #"Server said "<busy> & 100% #1 | try later""#)
        let output = WaybarRenderer().error(error)
        #expect(
            output
                == #"{"class":"error","text":"⚠ key &lt;rejected&gt;","#
                + #""tooltip":"Server said \"&lt;busy&gt; &amp; 100% #1 | try later\""}"# + "\n")
        let object = try expectOneLineOfJSON(output)
        #expect(object["class"] as? String == "error")
    }

    /// GTK's tooltip label wraps at 70 average characters; Pango breaks lines by UAX #14, at spaces and
    /// between Hangul syllables, CJK characters and emoji. Every row of the table must have no place to break:
    /// no plain space, and a word joiner (U+2060) between any two characters (a no-break space alone still
    /// allows a break after "-", as GTK showed for Chandigarh's rows with no precipitation probability).
    @Test(arguments: [BarFixture.goyang, BarFixture.rostov, "forecast_chandigarh_in_2019_trimmed_cnt39_6items.json"])
    func tooltipRowsHaveNoPlaceToBreak(_ name: String) throws {
        let output = WaybarRenderer().render(try BarFixture.forecast(name))
        let object = try expectOneLineOfJSON(output)
        let tooltip = try #require(object["tooltip"] as? String)
        let table = try #require(tooltip.firstRange(of: "<tt>").map { tooltip[$0.upperBound...] })
        let rows = table.dropLast("</tt>".count).split(separator: "\n")
        #expect(rows.count >= 2)
        for row in rows {
            #expect(!row.contains(" "))
            for (left, right) in zip(row, row.dropFirst()) where left != "\u{2060}" {
                #expect(right == "\u{2060}", "a break is allowed after \(left) in \(row)")
            }
        }
    }

    @Test func conditionKeysFollowOpenWeatherGroups() {
        let ids = [201, 311, 502, 601, 741, 800, 804, 999]
        #expect(
            ids.map { ConditionKey(Weather(id: $0)).rawValue }
                == ["thunderstorm", "drizzle", "rain", "snow", "fog", "clear", "clouds", "unknown"])
        #expect(ConditionKey(nil) == .unknown)
    }

    /// `output` as it reads: without word joiners, no-break spaces as spaces.
    static func readable(_ output: String) -> String {
        String(output.filter { $0 != "\u{2060}" }.map { $0 == "\u{A0}" ? " " : $0 })
    }

    /// Checks that `output` is one line (then a newline) holding one JSON object, and returns the object.
    @discardableResult
    private func expectOneLineOfJSON(_ output: String) throws -> [String: Any] {
        #expect(output.hasSuffix("\n"))
        #expect(output.dropLast().contains("\n") == false)
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        #expect(object != nil)
        return object ?? [:]
    }
}
