import Testing
import WeatherCore

struct BarFormatTests {
    @Test func namesEveryBarAndMakesItsRenderer() throws {
        #expect(BarFormat.allCases.map(\.rawValue) == ["line", "waybar", "i3blocks", "polybar", "tmux", "xbar"])
        let context = BarContext(icons: .ascii)
        let template = try Template("%t")
        #expect(BarFormat.line.renderer(context: context) is LineRenderer)
        #expect(BarFormat.waybar.renderer(context: context) is WaybarRenderer)
        #expect(BarFormat.i3blocks.renderer(context: context) is I3blocksRenderer)
        #expect(BarFormat.polybar.renderer(context: context) is PolybarRenderer)
        #expect(BarFormat.tmux.renderer(context: context) is TmuxRenderer)
        #expect(BarFormat.xbar.renderer(context: context) is XbarRenderer)
        let forecast = try BarFixture.forecast(BarFixture.rostov)
        #expect(BarFormat.line.renderer(context: context, template: template).render(forecast) == "10°C\n")
        #expect(BarFormat.line.renderer(context: context).render(forecast) == "BKN 10°C 15°C/9°C\n")
    }
}
