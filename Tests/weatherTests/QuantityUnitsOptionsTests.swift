import Foundation
import Testing
import WeatherCore

@testable import WeatherCLI

/// `--wind-units`, `--precip-units`, `--pressure-units` and `--clock`, and the config keys for them and for
/// `--days` and `--hours`: the command line beats the config file, which beats what `--units` implies.
@Suite struct QuantityUnitsOptionsTests {
    let options = OptionsTests()

    @Test func unitsSetTheDefaults() throws {
        #expect(try options.resolve(["--demo"]).quantities == QuantityUnits(.metric))
        let imperial = try options.resolve(["--demo", "--units", "imperial"]).quantities
        #expect(imperial == QuantityUnits(.imperial, speed: .milesPerHour, precipitation: .millimetres))
    }

    @Test func eachOptionOverridesUnits() throws {
        let chosen = try options.resolve([
            "--demo", "--units", "imperial", "--wind-units", "kn", "--precip-units", "in", "--pressure-units", "inHg",
            "--clock", "12h",
        ]).quantities
        #expect(
            chosen
                == QuantityUnits(
                    .imperial, speed: .knots, precipitation: .inches, pressure: .inchesOfMercury, clock: .twelveHour))
        // Case is forgiven, and the common other spellings are taken.
        #expect(
            try options.resolve(["--demo", "--pressure-units", "mmhg"]).quantities.pressure == .millimetresOfMercury)
        #expect(try options.resolve(["--demo", "--wind-units", "KM/H"]).quantities.speed == .kilometresPerHour)
        #expect(try options.resolve(["--demo", "--wind-units", "beaufort"]).quantities.speed == .beaufort)
        #expect(try options.resolve(["--demo", "--clock", "12"]).quantities.clock == .twelveHour)
    }

    @Test func theConfigFileGivesEachAndTheCommandLineWins() throws {
        let config = #"""
            {"wind_units": "km/h", "precip_units": "in", "pressure_units": "hPa", "clock": "12h", "days": 3,
             "hours": 12}
            """#
        let fromFile = try options.resolve(["--demo"], config: config)
        #expect(
            fromFile.quantities
                == QuantityUnits(.metric, speed: .kilometresPerHour, precipitation: .inches, clock: .twelveHour))
        #expect(fromFile.days == 3 && fromFile.hours == 12)
        let given = try options.resolve(
            ["--demo", "--wind-units", "bft", "--clock", "24h", "--days", "1", "--hours", "6"], config: config)
        #expect(given.quantities.speed == .beaufort && given.quantities.clock == .twentyFourHour)
        #expect(given.days == 1 && given.hours == 6)
    }

    @Test func aValueNotAllowedIsNamedWithTheChoices() {
        #expect(
            options.failure(["--demo", "--wind-units", "furlongs"])
                == "usage: --wind-units must be one of m/s, km/h, mph, kn, bft, not 'furlongs'")
        #expect(
            options.failure(["--demo"], config: #"{"days": 9}"#)
                == "config: \(OptionsTests.path): \"days\" takes a whole number of days from 1 to 6, not '9'.")
    }

    /// `--if` prints nothing, and a bar must always show a line: with a bar format on the command line it is a
    /// usage error (which the bar shows); a format from the config file does not stop `--if`.
    @Test func ifTakesNoBarFormat() throws {
        #expect(
            options.failure(["--demo", "--if", "rain", "--format", "polybar"])
                == "usage: --if answers with its exit status and prints nothing, so it takes no --format polybar")
        let fromFile = try options.resolve(["--demo", "--if", "rain"], config: #"{"format": "waybar"}"#)
        #expect(fromFile.condition?.filter == .rain)
    }
}

/// `--now`, `--today` and `--week` choose the parts of the table; only with the table.
@Suite struct TableSectionOptionsTests {
    let options = OptionsTests()

    @Test func sectionsCombineAndDefaultToAll() throws {
        #expect(try options.resolve(["--demo"]).sections == Set(TableSection.allCases))
        #expect(try options.resolve(["--demo", "--now"]).sections == [.now])
        #expect(try options.resolve(["--demo", "--week", "--today"]).sections == [.today, .week])
    }

    /// The config file's `"now"`, `"today"` and `"week"` choose the parts as the flags do, and `false` leaves
    /// one out; any of the flags on the command line makes the choice alone, the file's neither added nor
    /// taken away.
    @Test func theConfigFileChoosesThePartsUnlessTheCommandLineDoes() throws {
        #expect(try options.resolve(["--demo"], config: #"{"week": true}"#).sections == [.week])
        #expect(try options.resolve(["--demo"], config: #"{"now": true, "today": true}"#).sections == [.now, .today])
        #expect(try options.resolve(["--demo"], config: #"{"now": false}"#).sections == [.today, .week])
        #expect(try options.resolve(["--demo", "--today"], config: #"{"week": true}"#).sections == [.today])
        #expect(try options.resolve(["--demo", "--now"], config: #"{"now": false}"#).sections == [.now])
        #expect(
            try options.resolve(["--demo", "--week", "--now"], config: #"{"today": true, "now": false}"#).sections
                == [.now, .week])
        // A part in the file applies to the table alone: a bar's run with it is no usage error.
        #expect(
            try options.resolve(["--demo", "--format", "waybar"], config: #"{"week": true}"#).format == .bar(.waybar))
        #expect(options.failure(["--demo"], config: #"{"week": "yes"}"#)?.contains("\"week\"") == true)
    }

    @Test func sectionsApplyOnlyToTheTable() {
        #expect(
            options.failure(["--demo", "--today", "--format", "json"])
                == "usage: --today chooses a part of the table, not of --format json")
        #expect(
            options.failure(["--demo", "--week"], config: #"{"format": "waybar"}"#)
                == "usage: --week chooses a part of the table, not of --format waybar (from \(OptionsTests.path))")
    }
}
