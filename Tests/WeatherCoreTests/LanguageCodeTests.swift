import Testing
import WeatherCore

/// POSIX locale names to OpenWeather's own `lang` codes. Expected codes from OpenWeather's list
/// (openweathermap.org/forecast5, "Multilingual support"), where Korean is `kr`, Czech `cz`, Swedish `se`,
/// Ukrainian `ua` and Chinese and Brazilian Portuguese carry their region.
@Suite struct LanguageCodeTests {
    @Test(arguments: [
        ("ko_KR.UTF-8", "kr"),
        ("ko_KR", "kr"),
        ("zh_CN", "zh_cn"),
        ("zh_CN.GB18030", "zh_cn"),
        ("zh_TW", "zh_tw"),
        ("zh_HK", "zh_tw"),
        ("zh_Hant", "zh_tw"),
        ("zh_Hant_TW", "zh_tw"),
        ("zh_Hant_HK.UTF-8", "zh_tw"),
        ("zh_Hans", "zh_cn"),
        ("zh_Hans_SG", "zh_cn"),
        ("pt_BR", "pt_br"),
        ("pt_PT", "pt"),
        ("cs_CZ", "cz"),
        ("sv_SE", "se"),
        ("uk_UA", "ua"),
        ("de_DE.UTF-8", "de"),
        ("ja_JP.eucJP", "ja"),
        ("ru_RU.KOI8-R", "ru"),
        ("en_US.UTF-8@euro", "en"),
        ("fr_FR@euro", "fr"),
        ("de", "de"),
    ])
    func mapsALocaleNameToOpenWeathersCode(locale: String, code: String) {
        #expect(LanguageCode.from(locale: locale) == code)
    }

    /// The codes `--lang` completes, from OpenWeather's list, each read back as its own language.
    @Test func eachLanguageHasOpenWeathersSpelling() {
        #expect(
            Language.allCases.map(\.openWeatherCode) == [
                "en", "kr", "ja", "zh_cn", "zh_tw", "de", "fr", "es", "it", "pt_br", "ru", "ua", "pl", "nl", "tr",
            ])
        for language in Language.allCases {
            #expect(Language(openWeatherCode: language.openWeatherCode) == language)
        }
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "C.utf8"])
    func portableLocaleMeansEnglish(locale: String) {
        #expect(LanguageCode.from(locale: locale) == "en")
    }

    @Test(arguments: ["xx_YY", "xx_YY.UTF-8", "", "tlh_QO"])
    func unknownOrEmptyLocaleHasNoCode(locale: String) {
        #expect(LanguageCode.from(locale: locale) == nil)
    }

    @Test func everyMappedCodeIsOneOpenWeatherDocuments() {
        for locale in ["ko_KR", "zh_CN", "zh_TW", "pt_BR", "cs_CZ", "sv_SE", "uk_UA", "C"] {
            let code = LanguageCode.from(locale: locale)
            #expect(code.map(LanguageCode.supported.contains) == true, "\(locale) → \(code ?? "nil")")
        }
    }

    @Test func lcAllBeatsLcMessagesBeatsLang() {
        let all = ["LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "cs_CZ.UTF-8", "LANG": "sv_SE.UTF-8"]
        #expect(LanguageCode.from(environment: all) == "kr")
        #expect(LanguageCode.from(environment: ["LC_MESSAGES": "cs_CZ.UTF-8", "LANG": "sv_SE.UTF-8"]) == "cz")
        #expect(LanguageCode.from(environment: ["LANG": "sv_SE.UTF-8"]) == "se")
    }

    @Test func emptyVariablesAreSkipped() {
        let environment = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "uk_UA.UTF-8"]
        #expect(LanguageCode.from(environment: environment) == "ua")
        #expect(LanguageCode.from(environment: ["LC_ALL": "", "LC_MESSAGES": "zh_TW.UTF-8"]) == "zh_tw")
    }

    @Test func otherLocaleCategoriesAreIgnored() {
        // LC_TIME and LC_CTYPE say nothing about the language of messages.
        #expect(LanguageCode.from(environment: ["LC_TIME": "ko_KR.UTF-8", "LC_CTYPE": "ja_JP.UTF-8"]) == nil)
    }

    @Test func noLocaleVariablesHaveNoCode() {
        #expect(LanguageCode.from(environment: [:]) == nil)
        #expect(LanguageCode.from(environment: ["LC_ALL": "", "LANG": ""]) == nil)
    }

    @Test func cLocaleInLangMeansEnglish() {
        #expect(LanguageCode.from(environment: ["LANG": "C.UTF-8"]) == "en")
        #expect(LanguageCode.from(environment: ["LC_ALL": "POSIX", "LANG": "ko_KR.UTF-8"]) == "en")
    }
}

/// Locale names made only of separators (`LANG=_`, `LC_ALL=_.UTF-8`, `--lang -`, which becomes "_") once
/// trapped on an empty split.
@Suite struct LanguageCodeSeparatorTests {
    @Test(arguments: ["_", "__", "_.UTF-8", "_@euro", ".", ".UTF-8", "@", "@euro", "_KR", "_KR.UTF-8", "..", "_._"])
    func separatorsWithoutALanguageHaveNoCode(locale: String) {
        #expect(LanguageCode.from(locale: locale) == nil)
    }

    @Test func languageWithAnEmptyTerritoryIsTheLanguage() {
        // "ko_" has a language and an empty territory: still Korean.
        #expect(LanguageCode.from(locale: "ko_") == "kr")
        #expect(LanguageCode.from(locale: "zh_.UTF-8") == "zh_cn")
    }

    @Test func separatorOnlyLocaleInTheEnvironmentHasNoCode() {
        #expect(LanguageCode.from(environment: ["LC_ALL": "_.UTF-8", "LANG": "ko_KR.UTF-8"]) == nil)
        #expect(LanguageCode.from(environment: ["LANG": "_"]) == nil)
    }
}
