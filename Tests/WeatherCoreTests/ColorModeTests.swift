import Testing
import WeatherCore

/// `--color` decisions by no-color.org and bixense.com/clicolors: `auto` colours a terminal unless `NO_COLOR`
/// is set to something or `TERM` is "dumb"; `CLICOLOR_FORCE` or `FORCE_COLOR` set to anything but "" or "0"
/// force colour on, even into a pipe; `always` and `never` ignore the environment.
@Suite struct ColorModeTests {
    /// One environment of the grid: each variable unset (nil) or set to a value.
    struct World: Sendable, CustomTestStringConvertible {
        var noColor: String?
        var term: String?
        var cliColorForce: String?
        var forceColor: String?

        var environment: [String: String] {
            var environment: [String: String] = [:]
            environment["NO_COLOR"] = noColor
            environment["TERM"] = term
            environment["CLICOLOR_FORCE"] = cliColorForce
            environment["FORCE_COLOR"] = forceColor
            return environment
        }

        var testDescription: String {
            environment.sorted { $0.key < $1.key }.map { "\($0.key)=\"\($0.value)\"" }.joined(separator: " ")
        }
    }

    /// Every combination: NO_COLOR unset, empty or "1"; TERM unset, "xterm-256color" or "dumb"; each force
    /// variable unset, empty, "0" or "1".
    static let worlds: [World] = {
        var worlds: [World] = []
        for noColor in [nil, "", "1"] as [String?] {
            for term in [nil, "xterm-256color", "dumb"] as [String?] {
                for cliColorForce in [nil, "", "0", "1"] as [String?] {
                    for forceColor in [nil, "", "0", "1"] as [String?] {
                        worlds.append(
                            World(noColor: noColor, term: term, cliColorForce: cliColorForce, forceColor: forceColor))
                    }
                }
            }
        }
        return worlds
    }()

    @Test(arguments: worlds, [true, false])
    func autoColoursATerminalUnlessNoColorOrDumbUnlessForced(world: World, isTerminal: Bool) {
        // The rule written out case by case, apart from ColorMode's own code.
        let forced = world.cliColorForce == "1" || world.forceColor == "1"
        let refused = world.noColor == "1" || world.term == "dumb"
        let expected = forced || (isTerminal && !refused)
        #expect(ColorMode.auto.isEnabled(isTerminal: isTerminal, environment: world.environment) == expected)
    }

    @Test(arguments: worlds, [true, false])
    func alwaysAndNeverIgnoreTheEnvironment(world: World, isTerminal: Bool) {
        #expect(ColorMode.always.isEnabled(isTerminal: isTerminal, environment: world.environment))
        #expect(!ColorMode.never.isEnabled(isTerminal: isTerminal, environment: world.environment))
    }

    @Test func autoColoursAPlainTerminal() {
        #expect(ColorMode.auto.isEnabled(isTerminal: true, environment: [:]))
        #expect(ColorMode.auto.isEnabled(isTerminal: true, environment: ["TERM": "xterm"]))
        #expect(!ColorMode.auto.isEnabled(isTerminal: false, environment: ["TERM": "xterm"]))
    }

    @Test func emptyNoColorDoesNotTurnColourOff() {
        #expect(ColorMode.auto.isEnabled(isTerminal: true, environment: ["NO_COLOR": ""]))
    }

    @Test(arguments: ["1", "true", "0x", "no"])
    func anyNonEmptyNoColorTurnsColourOffOnATerminal(value: String) {
        // no-color.org: "when present and not an empty string ... regardless of its value".
        #expect(!ColorMode.auto.isEnabled(isTerminal: true, environment: ["NO_COLOR": value]))
    }

    @Test func dumbTerminalGetsNoColour() {
        #expect(!ColorMode.auto.isEnabled(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    @Test(arguments: ["CLICOLOR_FORCE", "FORCE_COLOR"])
    func forceVariableColoursAPipe(name: String) {
        #expect(ColorMode.auto.isEnabled(isTerminal: false, environment: [name: "1"]))
        #expect(ColorMode.auto.isEnabled(isTerminal: false, environment: [name: "yes"]))
        #expect(ColorMode.auto.isEnabled(isTerminal: false, environment: [name: "1", "TERM": "dumb"]))
    }

    @Test(arguments: ["CLICOLOR_FORCE", "FORCE_COLOR"])
    func forceVariableSetToZeroOrEmptyForcesNothing(name: String) {
        #expect(!ColorMode.auto.isEnabled(isTerminal: false, environment: [name: "0"]))
        #expect(!ColorMode.auto.isEnabled(isTerminal: false, environment: [name: ""]))
        #expect(ColorMode.auto.isEnabled(isTerminal: true, environment: [name: "0"]))
    }

    @Test func forcingBeatsNoColor() {
        // ColorMode's documented order: a force variable turns colour on "even into a pipe".
        #expect(ColorMode.auto.isEnabled(isTerminal: false, environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"]))
    }

    @Test func modesAreTheThreeWordsOfTheFlag() {
        #expect(ColorMode.allCases.map(\.rawValue) == ["auto", "always", "never"])
    }
}
