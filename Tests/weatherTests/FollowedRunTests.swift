import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// What a follower prints for each bar: the polling output in the form the bar reads from a command that stays.
@Suite struct FollowedRunTests {
    @Test func i3blocksGetsOnlyItsFullTextAndSwiftBarASeparatorFirst() {
        let i3blocks = Output.BarText(text: "⛅ 29°C 35°C/29°C\n⛅ 29°C\n#87d787\n", lines: ["Warning: x"])
        #expect(
            FollowedRun.streamed(i3blocks, .i3blocks)
                == Output.BarText(text: "⛅ 29°C 35°C/29°C\n", lines: ["Warning: x"]))
        let menu = Output.BarText(text: "⛅ 29°C | emojize=false\n---\nGoyang\n")
        #expect(FollowedRun.streamed(menu, .xbar).text == "~~~\n⛅ 29°C | emojize=false\n---\nGoyang\n")
        for format in [BarFormat.line, .waybar, .polybar, .tmux] {
            #expect(FollowedRun.streamed(Output.BarText(text: "a b\n"), format).text == "a b\n")
        }
    }

    @Test func theCopiesWordsLeaveOutFollowAndTheConfigButNotAPlaceNamedSo() {
        let run = Runner(
            options: Options(source: .demo), template: nil, environment: [:], start: 0, isTerminal: false,
            diagnostics: Diagnostics(isBar: true))
        let followed = FollowedRun(
            runner: run, arguments: Arguments(), format: .waybar,
            words: ["--format", "waybar", "--follow", "--config", "a.json", "--config=b.json", "--", "--follow"])
        #expect(followed.pollingWords == ["--format", "waybar", "--", "--follow"])
    }
}
