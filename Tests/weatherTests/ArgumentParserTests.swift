import Testing

@testable import WeatherCLI

/// The command line as a pure function: several places from repeated `--lat/--lon` pairs and `--city`, in the
/// order given, and bare words as config-file place names.
@Suite struct ArgumentParserTests {
    /// The parsed arguments of `words`, or nil (recording an issue) when they are not a run.
    func arguments(_ words: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Arguments? {
        guard case .run(let arguments) = try ArgumentParser.parse(words) else {
            Issue.record("not a run: \(words)", sourceLocation: sourceLocation)
            return nil
        }
        return arguments
    }

    /// The usage error `words` give, or nil when they parse.
    func usageError(_ words: [String]) -> String? {
        do {
            _ = try ArgumentParser.parse(words)
            return nil
        } catch {
            return error.message
        }
    }

    /// `weather doctor` is the doctor; a place named Doctor is reached with `--city doctor`, and a place beside
    /// the word is a usage error that says so.
    @Test func doctorIsTheDoctorAndCityDoctorIsAPlace() throws {
        guard case .doctor(let doctor) = try ArgumentParser.parse(["doctor", "--base-url", "http://localhost:1"]) else {
            Issue.record("weather doctor is not the doctor")
            return
        }
        #expect(doctor.names.isEmpty && doctor.options.baseURL == "http://localhost:1")
        #expect(try arguments(["--city", "doctor"])?.places == [.city("doctor")])
        #expect(try arguments(["Doctor"])?.names == ["Doctor"])
        #expect(usageError(["doctor", "Seoul"])?.contains("--city doctor") == true)
        #expect(usageError(["doctor", "--demo"])?.contains("--city doctor") == true)
    }

    @Test func cityOfTwoHundredCharactersIsTakenAndOneMoreIsAUsageError() throws {
        let longest = String(repeating: "a", count: 200)
        #expect(try arguments(["--city", longest])?.places == [.city(longest)])
        #expect(
            usageError(["--city", longest + "b"]) == "--city is 201 characters long; a place name has at most 200")
    }

    @Test func repeatedLatLonPairsAreKeptInOrder() throws {
        let parsed = try arguments(["--lat", "37.5", "--lon", "127", "--lat", "-33.9", "--lon", "18.4"])
        #expect(
            parsed?.places == [
                .coordinates(latitude: 37.5, longitude: 127), .coordinates(latitude: -33.9, longitude: 18.4),
            ])
    }

    @Test func lonBeforeLatMakesTheSamePair() throws {
        let parsed = try arguments(["--lon", "127", "--lat", "37.5", "--lon=18.4", "--lat=-33.9"])
        #expect(
            parsed?.places == [
                .coordinates(latitude: 37.5, longitude: 127), .coordinates(latitude: -33.9, longitude: 18.4),
            ])
    }

    @Test func latitudesAndLongitudesPairByPosition() throws {
        let parsed = try arguments(["--lat", "1", "--lat", "3", "--lon", "2", "--lon", "4"])
        #expect(parsed?.places == [.coordinates(latitude: 1, longitude: 2), .coordinates(latitude: 3, longitude: 4)])
    }

    @Test func citiesAndCoordinatesKeepTheOrderGiven() throws {
        let parsed = try arguments(
            ["--city", "Seoul,KR", "--lat", "35.1", "--lon", "129", "--city=Rock & Roll,US", "--city", "  Busan  "])
        #expect(
            parsed?.places == [
                .city("Seoul,KR"), .coordinates(latitude: 35.1, longitude: 129), .city("Rock & Roll,US"),
                .city("Busan"),
            ])
    }

    @Test(arguments: [
        (["--lat", "1", "--lon", "2", "--lat", "3"], "--lat needs --lon too"),
        (["--lon", "2"], "--lon needs --lat too"),
        (["--lat", "1", "--lon", "2", "--lon", "4", "--lon", "5", "--lat", "3"], "--lon needs --lat too"),
        (["--city", "Seoul", "--lat", "1"], "--lat needs --lon too"),
    ])
    func unmatchedLatitudeOrLongitudeIsAUsageError(words: [String], message: String) {
        #expect(usageError(words) == message)
    }

    @Test(arguments: [["--city", ""], ["--city", "   "], ["--city="]])
    func emptyCityIsAUsageError(words: [String]) {
        #expect(usageError(words)?.hasPrefix("--city needs a place name") == true)
    }

    @Test func bareWordsAreNamedPlacesInOrder() throws {
        let parsed = try arguments(["home", "--units", "imperial", "mum"])
        #expect(parsed?.names == ["home", "mum"])
        #expect(parsed?.places == [])
        #expect(parsed?.options.units == .imperial)
    }

    @Test func wordsAfterDoubleDashAreNamesEvenWithDashes() throws {
        let parsed = try arguments(["--", "--home", "-x"])
        #expect(parsed?.names == ["--home", "-x"])
    }

    @Test func namesAndExplicitPlacesMayBeMixed() throws {
        let parsed = try arguments(["home", "--city", "Busan,KR"])
        #expect(parsed?.names == ["home"])
        #expect(parsed?.places == [.city("Busan,KR")])
    }

    @Test(arguments: [
        ["home", "--demo"], ["--city", "Seoul", "--input", "x.json"], ["--lat", "1", "--lon", "2", "--demo"],
    ])
    func placesExcludeInputAndDemo(words: [String]) {
        #expect(usageError(words) == "choose one of places (--lat/--lon, --city, a name), --input or --demo")
    }

    @Test func onlyPlaceOptionsMayBeRepeated() {
        #expect(usageError(["--city", "A", "--units", "metric", "--units", "imperial"]) == "--units given twice")
        #expect(usageError(["--lang", "kr", "--lang", "en"]) == "--lang given twice")
    }

    @Test func negativeCoordinatesAreValuesNotOptions() throws {
        let parsed = try arguments(["--lat", "-33.9", "--lon", "-70.6"])
        #expect(parsed?.places == [.coordinates(latitude: -33.9, longitude: -70.6)])
    }

    @Test(arguments: [("kr", "kr"), ("zh-CN", "zh_cn"), ("ZH_TW", "zh_tw"), ("pt_BR", "pt_br")])
    func languageIsTakenInOpenWeathersSpelling(typed: String, code: String) throws {
        #expect(try arguments(["--demo", "--lang", typed])?.options.lang == code)
    }

    @Test(arguments: [("ko", "kr"), ("ko_KR", "kr"), ("cs", "cz"), ("zh", "zh_cn"), ("uk-UA", "ua")])
    func isoAndLocaleSpellingsMapToOpenWeathersCodes(typed: String, code: String) throws {
        // People type ISO 639 ("ko") or their locale ("ko_KR"); OpenWeather writes Korean "kr", Czech "cz".
        #expect(try arguments(["--demo", "--lang", typed])?.options.lang == code)
    }

    @Test(arguments: ["xx", "klingon", "1"])
    func languageOpenWeatherDoesNotHaveIsAUsageError(typed: String) {
        #expect(usageError(["--demo", "--lang", typed])?.contains("OpenWeather language code") == true)
    }

    @Test func colorTakesAutoAlwaysOrNever() throws {
        #expect(try arguments(["--demo", "--color", "always"])?.options.color == .always)
        #expect(
            usageError(["--demo", "--color", "sometimes"])
                == "--color must be one of auto, always, never, not 'sometimes'")
    }

    /// Every flag that is a setting has a `--no-` form, which sets it false (to undo a config file's `true`);
    /// `--no-cache` stays a flag of its own, and the commands (`--help`, `--version`, `--demo`) have none.
    @Test func settingFlagsHaveANoForm() throws {
        let on = try #require(try arguments(["--demo", "--chart", "--urgent", "--refresh", "--verbose", "--air"]))
        #expect(on.options.chart && on.options.urgent && on.options.refresh && on.options.verbose && on.options.air)
        let off = try #require(
            try arguments(["--demo", "--no-chart", "--no-urgent", "--no-refresh", "--no-verbose", "--no-air"]))
        #expect(!off.options.chart && !off.options.urgent && !off.options.refresh && !off.options.verbose)
        #expect(!off.options.air)
        #expect(off.given == [.demo, .chart, .urgent, .refresh, .verbose, .air])
        #expect(try arguments(["--demo", "--no-cache"])?.options.useCache == false)
        let negations = Option.allCases.compactMap(\.declaration.negation)
        #expect(negations == ["--no-urgent", "--no-chart", "--no-air", "--no-refresh", "--no-verbose"])
        for word in ["--no-demo", "--no-help", "--no-version", "--cache"] {
            #expect(usageError([word])?.hasPrefix("unknown option '\(word)'") == true, "\(word)")
        }
    }

    @Test func aFlagAndItsNoFormAreGivenOnce() {
        #expect(usageError(["--demo", "--chart", "--no-chart"]) == "--chart and --no-chart both given")
        #expect(usageError(["--demo", "--no-chart", "--no-chart"]) == "--no-chart given twice")
        #expect(usageError(["--demo", "--no-chart=yes"]) == "--no-chart takes no value")
    }
}
