import Testing
import WeatherCore

/// Every language's table: the lists have their lengths, no text is empty or spans lines, every function puts
/// its values in, and the CLDR patterns write the dates CLDR's own examples show.
@Suite struct PhrasesTests {
    /// The members of a table that take a value: the functions the memberwise initializer demands.
    static func texts(_ text: Phrases) -> [String] {
        let sample = "⟨1⟩"
        return [
            text.forecastFrom(sample), text.noForecastLeft, text.utcWithoutZone, text.localTime(sample),
            text.updated(sample), text.stale(sample), text.stale(nil), text.savedResponse(sample), text.demo(sample),
            text.demo(nil), text.sunrise(sample), text.sunset(sample), text.justNow, text.minutesAgo(7),
            text.hoursAgo(7, 8), text.daysAgo(7, 8), text.nowFrom(sample, sample),
            text.nowBetween(sample, sample, sample),
            text.nowForecastFor(sample), text.feelsLike(sample), text.wind(sample), text.humidity(sample),
            text.precipitation(sample), text.air(sample), text.rain, text.snow, text.rainAndSnow,
            text.spellNow(sample, sample), text.spellFrom(sample, sample, sample), text.upTo(sample), text.dryDays(5),
            text.dryHours(1), text.dryHours(5), text.startsNow, text.today(sample), text.noSlots, text.dayForecast(5),
            text.time, text.temperature, text.precipitationColumn, text.windColumn, text.from, text.feelsLikeColumn,
            text.gustColumn,
            text.conditions,
            text.day, text.high, text.low, text.range, text.rainColumn, text.snowColumn, text.airColumn, text.sun,
            text.moon, text.partial, text.partialNote, text.polarNight, text.midnightSun,
            text.warmest(sample, sample), text.coldest(sample, sample), text.dry, text.rainOn(sample, sample),
            text.snowOn(sample, sample), text.gustsTo(sample, sample), text.windTo(sample, sample),
            text.airOn(sample, sample), text.summarySeparator, text.summaryEnd, text.chartTitle(sample),
            text.popLabel, text.popLegend, text.amountLegend(sample, sample), text.unknownPlace, text.refresh,
            text.am, text.pm, text.narrowMinutes(sample), text.narrowHours(7), text.narrowDays(7), text.guideNameOne,
            text.guideByName(sample), text.guideByCoordinates, text.guideFromPlaces(sample), text.guidePut(sample),
            text.guideAdd(sample), text.guideKey(sample, sample, sample), text.guideDemo(sample),
        ] + text.weekdays + text.months + text.compassPoints + text.airQuality + text.moonPhases
    }

    @Test(arguments: Language.allCases)
    func everyListHasItsLengthAndNoTextIsEmpty(_ language: Language) {
        let text = language.phrases
        #expect(text.weekdays.count == 7)
        #expect(text.months.count == 12)
        #expect(text.compassPoints.count == 16)
        #expect(Set(text.compassPoints).count == 16)
        #expect(text.airQuality.count == 5)
        #expect(text.moonPhases.count == 8)
        for line in Self.texts(text) {
            #expect(!line.trimmingWhitespace.isEmpty, "\(language)")
            #expect(!line.contains("\n") && !line.contains("\t"), "\(language): \(line)")
        }
    }

    /// A function that drops one of its values would print a line without the time or the temperature.
    @Test(arguments: Language.allCases)
    func everyFunctionPutsEveryValueIn(_ language: Language) {
        let text = language.phrases
        func count(_ line: String) -> Int { line.split(separator: "⟨", omittingEmptySubsequences: false).count - 1 }
        let one = [
            text.forecastFrom("⟨1⟩"), text.localTime("⟨1⟩"), text.updated("⟨1⟩"), text.stale("⟨1⟩"),
            text.savedResponse("⟨1⟩"), text.demo("⟨1⟩"), text.sunrise("⟨1⟩"), text.sunset("⟨1⟩"),
            text.nowForecastFor("⟨1⟩"), text.feelsLike("⟨1⟩"), text.wind("⟨1⟩"), text.humidity("⟨1⟩"),
            text.precipitation("⟨1⟩"), text.air("⟨1⟩"), text.upTo("⟨1⟩"), text.today("⟨1⟩"), text.chartTitle("⟨1⟩"),
            text.guideByName("⟨1⟩"), text.guideFromPlaces("⟨1⟩"), text.guidePut("⟨1⟩"), text.guideAdd("⟨1⟩"),
            text.guideDemo("⟨1⟩"),
        ]
        let two = [
            text.nowFrom("⟨1⟩", "⟨2⟩"), text.spellNow("⟨1⟩", "⟨2⟩"), text.warmest("⟨1⟩", "⟨2⟩"),
            text.coldest("⟨1⟩", "⟨2⟩"), text.rainOn("⟨1⟩", "⟨2⟩"), text.snowOn("⟨1⟩", "⟨2⟩"),
            text.gustsTo("⟨1⟩", "⟨2⟩"), text.windTo("⟨1⟩", "⟨2⟩"), text.airOn("⟨1⟩", "⟨2⟩"),
            text.amountLegend("⟨1⟩", "⟨2⟩"), text.clockChange(true, "⟨1⟩", "⟨2⟩"),
            text.clockChange(false, "⟨1⟩", "⟨2⟩"),
        ]
        // The two ways the clocks go are told apart.
        #expect(text.clockChange(true, "1", "2") != text.clockChange(false, "1", "2"), "\(language)")
        let three = [
            text.nowBetween("⟨1⟩", "⟨2⟩", "⟨3⟩"), text.spellFrom("⟨1⟩", "⟨2⟩", "⟨3⟩"),
            text.guideKey("⟨1⟩", "⟨2⟩", "⟨3⟩"),
        ]
        for line in one { #expect(count(line) == 1, "\(language): \(line)") }
        for line in two {
            #expect(count(line) == 2 && line.contains("⟨1⟩") && line.contains("⟨2⟩"), "\(language): \(line)")
        }
        for line in three { #expect(count(line) == 3 && line.contains("⟨3⟩"), "\(language): \(line)") }
        for number in [1, 2, 5, 21, 22] {
            #expect(text.dryDays(number).contains(String(number)) || number == 1, "\(language)")
            #expect(text.dayForecast(number).contains(String(number)), "\(language)")
            #expect(text.minutesAgo(number).contains(String(number)), "\(language)")
            #expect(text.narrowMinutes(String(number)).contains(String(number)), "\(language)")
            #expect(text.narrowHours(number).contains(String(number)), "\(language)")
            #expect(text.narrowDays(number).contains(String(number)), "\(language)")
        }
    }

    /// Dates as CLDR 47 writes them for 2025-07-11, a Friday (each checked against CLDR's patterns and names by
    /// hand), and English as `weather` always has.
    @Test func datesFollowTheirCLDRPatterns() {
        let date = LocalDate(year: 2025, month: 7, day: 11, weekday: 6)
        let expected: [Language: (title: String, row: String, short: String)] = [
            .english: ("Fri 2025-07-11", "Fri 2025-07-11", "Fri 07-11"),
            .korean: ("2025년 7월 11일 (금)", "7월 11일 (금)", "7. 11. (금)"),
            .japanese: ("2025年7月11日(金)", "7月11日(金)", "7/11(金)"),
            .simplifiedChinese: ("2025年7月11日周五", "7月11日周五", "7/11周五"),
            .traditionalChinese: ("2025年7月11日 週五", "7月11日 週五", "7/11（週五）"),
            .german: ("Fr., 11. Juli 2025", "Fr., 11. Juli", "Fr., 11.7."),
            .french: ("ven. 11 juil. 2025", "ven. 11 juil.", "ven. 11/07"),
            .spanish: ("vie, 11 jul 2025", "vie, 11 jul", "vie, 11/7"),
            .italian: ("ven 11 lug 2025", "ven 11 lug", "ven 11/07"),
            .brazilianPortuguese: ("sex., 11 de jul. de 2025", "sex., 11 de jul.", "sex., 11/07"),
            .russian: ("пт, 11 июл. 2025\u{202F}г.", "пт, 11 июл.", "пт, 11.07"),
            .ukrainian: ("пт, 11 лип. 2025\u{202F}р.", "пт, 11 лип.", "пт, 11.07"),
            .polish: ("pt., 11 lip 2025", "pt., 11 lip", "pt., 11.07"),
            .dutch: ("vr 11 jul 2025", "vr 11 jul", "vr 11-7"),
            .turkish: ("11 Tem 2025 Cum", "11 Tem Cum", "11/07 Cum"),
        ]
        #expect(Set(expected.keys) == Set(Language.allCases))
        for (language, dates) in expected {
            let text = language.phrases
            #expect(text.title(date) == dates.title, "\(language)")
            #expect(text.row(date) == dates.row, "\(language)")
            #expect(text.short(date) == dates.short, "\(language)")
        }
    }

    @Test func mapsOpenWeatherCodesToLanguages() {
        let expected: [String?: Language] = [
            "kr": .korean, "ja": .japanese, "zh_cn": .simplifiedChinese, "zh_tw": .traditionalChinese, "de": .german,
            "fr": .french, "es": .spanish, "sp": .spanish, "it": .italian, "pt_br": .brazilianPortuguese,
            "pt": .brazilianPortuguese, "ru": .russian, "ua": .ukrainian, "uk": .ukrainian, "pl": .polish,
            "nl": .dutch, "tr": .turkish, "en": .english, "cz": .english, "vi": .english, nil: .english,
        ]
        for (code, language) in expected {
            #expect(Language(openWeatherCode: code) == language, "\(code ?? "nil")")
        }
        // Every interface language is reached from the code its locale maps to.
        for language in Language.allCases {
            let locale = language.rawValue == "ko" ? "ko_KR.UTF-8" : language.rawValue + ".UTF-8"
            #expect(Language(openWeatherCode: LanguageCode.from(locale: locale)) == language, "\(locale)")
        }
    }

    /// Russian and Ukrainian pick "one", "few" or "many" by the last digits, Polish "one" for 1 alone.
    @Test func countsTakeTheirPluralForms() {
        let russian = Language.russian.phrases
        #expect(russian.dayForecast(1) == "Прогноз на 1 день")
        #expect(russian.dayForecast(3) == "Прогноз на 3 дня")
        #expect(russian.dayForecast(5) == "Прогноз на 5 дней")
        #expect(russian.dayForecast(11) == "Прогноз на 11 дней")
        #expect(russian.dayForecast(21) == "Прогноз на 21 день")
        #expect(russian.dayForecast(14) == "Прогноз на 14 дней")
        let ukrainian = Language.ukrainian.phrases
        #expect(ukrainian.dryHours(2) == "Без дощу й снігу найближчі 2 години")
        #expect(ukrainian.dryHours(12) == "Без дощу й снігу найближчі 12 годин")
        let polish = Language.polish.phrases
        #expect(polish.dryHours(22) == "Bez deszczu i śniegu przez najbliższe 22 godziny")
        #expect(polish.dryHours(21) == "Bez deszczu i śniegu przez najbliższe 21 godzin")
        #expect(polish.dryHours(13) == "Bez deszczu i śniegu przez najbliższe 13 godzin")
    }

    /// How many texts each language has, for the record: the same number in every one.
    @Test func everyLanguageHasAsManyTexts() {
        let counts = Language.allCases.map { Self.texts($0.phrases).count }
        #expect(Set(counts).count == 1)
    }
}
