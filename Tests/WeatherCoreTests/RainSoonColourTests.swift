import Testing
import WeatherCore

/// The bars that colour take ``BarPalette/rainSoon`` ("#00d7d7") while rain or snow falls or starts within
/// ``BarContext/rainSoon``, as waybar gets the class `rain-soon`: i3blocks' colour line, polybar's and tmux's
/// markup, xbar's title. Tokyo's recording seen at Tue 07:30 local (its first slot, 06:00, plus 5400 s): the
/// rain starts Wed 03:00 (2022-11-22 18:00Z, `pop` 0.84), 70 200 s = 19 h 30 min later; the temperature now,
/// 12.8 to 14.5 °C, is the scale's green "#87d787" (10…19 °C).
@Suite struct RainSoonColourTests {
    static func tokyo() throws -> Forecast {
        try PrecipitationSpellTests.forecast(Fixture.tokyo, after: 5400)
    }

    static func context(rainSoon: Int) -> BarContext {
        var context = BarContext(colors: true)
        context.rainSoon = rainSoon
        return context
    }

    @Test func theBarsTakeTheRainColourFromTheSpellsStartOn() throws {
        let forecast = try Self.tokyo()
        #expect(PrecipitationSpellTests.tokyoSpellStart - forecast.now == 70_200)
        for (rainSoon, color) in [(70_200, "#00d7d7"), (70_199, "#87d787"), (3 * 3600, "#87d787")] {
            let context = Self.context(rainSoon: rainSoon)
            #expect(I3blocksRenderer(context: context).render(forecast).split(separator: "\n").last == "\(color)")
            #expect(PolybarRenderer(context: context).render(forecast).hasPrefix("%{F\(color)}"))
            #expect(TmuxRenderer(context: context).render(forecast).hasPrefix("#[fg=\(color)]"))
            let title = XbarRenderer(context: context).render(forecast).split(separator: "\n").first ?? ""
            let parameters =
                color == "#00d7d7" ? " | color=#00d7d7 emojize=false ansi=false" : " | emojize=false ansi=false"
            #expect(title.hasSuffix(parameters), "\(title)")
            let waybar = WaybarRenderer(context: context).render(forecast)
            #expect(waybar.contains("rain-soon") == (color == "#00d7d7"), "\(waybar)")
        }
    }

    /// Rain under way counts whatever the duration: Chongqing's 2019 recording (no `pop`, rain in every slot)
    /// at its first slot.
    @Test func rainUnderWayIsSoonEvenWithNoTimeGiven() throws {
        let data = try NetworkData(json: Fixture.data(Fixture.chongqing)).normalized(from: .imperial)
        let forecast = Forecast(data: data, now: data.list[0].dt + 5400)
        let context = Self.context(rainSoon: 0)
        #expect(I3blocksRenderer(context: context).render(forecast).split(separator: "\n").last == "#00d7d7")
    }

    @Test func theRainColourIsNoneOfTheOthers() {
        let others =
            [BarPalette.error, BarPalette.stale, BarPalette.unknown, BarPalette.airPoor]
            + stride(from: -40.0, through: 50, by: 1).map { BarPalette.color(celsius: $0) }
        #expect(!others.contains(BarPalette.rainSoon))
    }
}
