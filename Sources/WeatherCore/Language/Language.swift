/// A language `weather` speaks: its words, the conditions' among them, its weekday and month names and its date
/// order. Chosen with an OpenWeather `lang` code (`--lang`), mapped from OpenWeather's spelling.
public enum Language: String, CaseIterable, Sendable {
    /// English.
    case english = "en"
    /// Korean.
    case korean = "ko"
    /// Japanese.
    case japanese = "ja"
    /// Chinese in simplified characters (Mainland China).
    case simplifiedChinese = "zh_CN"
    /// Chinese in traditional characters (Taiwan).
    case traditionalChinese = "zh_TW"
    /// German.
    case german = "de"
    /// French.
    case french = "fr"
    /// Spanish.
    case spanish = "es"
    /// Italian.
    case italian = "it"
    /// Brazilian Portuguese.
    case brazilianPortuguese = "pt_BR"
    /// Russian.
    case russian = "ru"
    /// Ukrainian.
    case ukrainian = "uk"
    /// Polish.
    case polish = "pl"
    /// Dutch.
    case dutch = "nl"
    /// Turkish.
    case turkish = "tr"

    /// The language of an OpenWeather `lang` code in its own spelling ("kr", "zh_cn", "ua", "pt_br", "sp"); English
    /// for nil and for a language `weather` has no words in (OpenWeather still describes the weather in it).
    public init(openWeatherCode code: String?) {
        switch code?.lowercased() {
        case "kr", "ko": self = .korean
        case "ja": self = .japanese
        case "zh_cn": self = .simplifiedChinese
        case "zh_tw": self = .traditionalChinese
        case "de": self = .german
        case "fr": self = .french
        case "es", "sp": self = .spanish
        case "it": self = .italian
        // CLDR's "pt" is Brazilian Portuguese too.
        case "pt_br", "pt": self = .brazilianPortuguese
        case "ru": self = .russian
        case "ua", "uk": self = .ukrainian
        case "pl": self = .polish
        case "nl": self = .dutch
        case "tr": self = .turkish
        default: self = .english
        }
    }

    /// The language's OpenWeather `lang` code in OpenWeather's own spelling ("kr", "zh_cn", "ua"), as `--lang`
    /// takes it.
    package var openWeatherCode: String {
        switch self {
        case .korean: "kr"
        case .ukrainian: "ua"
        case .english, .japanese, .simplifiedChinese, .traditionalChinese, .german, .french, .spanish, .italian,
            .brazilianPortuguese, .russian, .polish, .dutch, .turkish:
            rawValue.lowercased()
        }
    }

    /// The language's key in the Geocoding API's `local_names`: ISO 639-1, "zh" for both Chinese scripts.
    package var geocodingCode: String { String(rawValue.prefix { $0 != "_" }) }

    /// Every word and pattern of the language: one table per language, each a ``Phrases`` value whose every
    /// member must be given, so a missing translation does not compile.
    package var phrases: Phrases {
        switch self {
        case .english: .english
        case .korean: .korean
        case .japanese: .japanese
        case .simplifiedChinese: .simplifiedChinese
        case .traditionalChinese: .traditionalChinese
        case .german: .german
        case .french: .french
        case .spanish: .spanish
        case .italian: .italian
        case .brazilianPortuguese: .brazilianPortuguese
        case .russian: .russian
        case .ukrainian: .ukrainian
        case .polish: .polish
        case .dutch: .dutch
        case .turkish: .turkish
        }
    }
}
