/// OpenWeather's `lang` codes, which differ from ISO 639 in places (`kr` for Korean, `cz` for Czech, `ua` for
/// Ukrainian, `zh_cn`), and the mapping from a POSIX locale such as `ko_KR.UTF-8`
/// (openweathermap.org/forecast5, "Multilingual support").
package enum LanguageCode {
    /// Every code OpenWeather documents, in its own spelling.
    package static let supported: Set<String> = [
        "af", "al", "ar", "az", "bg", "ca", "cz", "da", "de", "el", "en", "eu", "fa", "fi", "fr", "gl", "he", "hi",
        "hr", "hu", "id", "it", "ja", "kr", "la", "lt", "mk", "no", "nl", "pl", "pt", "pt_br", "ro", "ru", "sv",
        "se", "sk", "sl", "sp", "es", "sr", "th", "tr", "ua", "uk", "vi", "zh_cn", "zh_tw", "zu",
    ]

    /// ISO 639-1 languages whose OpenWeather code is spelled differently.
    private static let renamed = [
        "ko": "kr", "cs": "cz", "sv": "se", "uk": "ua", "sq": "al", "lv": "la", "nb": "no", "nn": "no",
    ]

    /// The OpenWeather code for a POSIX locale name (`LC_ALL`, `LC_MESSAGES` or `LANG`): "ko_KR.UTF-8" → "kr",
    /// "zh_CN" → "zh_cn", "zh_TW"/"zh_HK" → "zh_tw", "pt_BR" → "pt_br", "C"/"POSIX" → "en"; nil for an empty
    /// name or a language OpenWeather does not have.
    package static func from(locale: String) -> String? {
        // "language[_territory][.codeset][@modifier]", per POSIX (XBD 8.2).
        // Splits that keep empty parts: "_", "@" or "." alone (`LANG=_`, `--lang -`) is a name with an empty
        // language, not an empty split to index into.
        let beforeModifier = locale.split(separator: "@", omittingEmptySubsequences: false)[0]
        let name = beforeModifier.split(separator: ".", omittingEmptySubsequences: false)[0]
        guard !name.isEmpty else { return nil }
        if name == "C" || name == "POSIX" { return "en" }
        let parts = name.lowercased().split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false)
        let language = String(parts[0])
        let territory = parts.count > 1 ? String(parts[1]) : ""
        guard !language.isEmpty else { return nil }
        switch (language, territory) {
        // A script subtag in BCP 47 order (`zh-Hant`, `zh_Hant_TW`, as Apple's systems and browsers write them)
        // says Traditional or Simplified itself, before any region.
        case ("zh", "tw"), ("zh", "hk"), ("zh", "mo"), ("zh", "hant"),
            ("zh", _) where territory.hasPrefix("hant_"):
            return "zh_tw"
        case ("zh", _): return "zh_cn"
        case ("pt", "br"): return "pt_br"
        default:
            let code = renamed[language] ?? language
            return supported.contains(code) ? code : nil
        }
    }

    /// The code for an environment: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not empty
    /// (POSIX precedence), mapped by ``from(locale:)``.
    package static func from(environment: [String: String]) -> String? {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[variable], !value.isEmpty { return from(locale: value) }
        }
        return nil
    }
}
