import Testing
import WeatherCore

/// The 12-hour clock, ages and day lengths in every language, each expected text worked out by hand from
/// cldr-json 47.0.0: `cldr-dates-full/main/<locale>/ca-gregorian.json` (`dayPeriods.format.abbreviated` `am`/`pm`,
/// `availableFormats` `h` and `hm`) and `cldr-units-full/main/<locale>/units.json` (`narrow` `duration-day`,
/// `duration-hour`, `duration-minute`). "⍽" below is U+202F, CLDR's narrow no-break space.
@Suite struct PhrasesClockTests {
    static let nnbsp = "\u{202F}"

    /// `hour`:`minute` on 2025-07-11 in a zone 9 hours east of UTC.
    static func time(_ hour: Int, _ minute: Int) -> LocalDateTime {
        LocalDateTime(unixTime: 1_752_192_000 - 32_400 + hour * 3600 + minute * 60, utcOffset: 32_400)
    }

    /// Midnight, half past, a minute before noon, noon, half past noon and 3 PM, in the languages that write
    /// them most differently. CLDR's values: ko `h` "a h시", `hm` "a h:mm", am/pm "오전"/"오후" (ko's format
    /// *wide*: its abbreviated in CLDR 47 is the Latin "AM"/"PM"); ja `h` "aK時", `hm` "aK:mm" (K counts 0-11),
    /// "午前"/"午後"; de `h` "h 'Uhr' a", `hm` "h:mm⍽a", "AM"/"PM"; ru `h` "h⍽a", `hm` "h:mm⍽a", "AM"/"PM".
    @Test func twelveHourClockAroundMidnightAndNoon() {
        let n = Self.nnbsp
        let times = [(0, 0), (0, 30), (11, 59), (12, 0), (12, 30), (15, 0)]
        let expected: [Language: [String]] = [
            .english: ["12 AM", "12:30 AM", "11:59 AM", "12 PM", "12:30 PM", "3 PM"],
            .korean: ["오전 12시", "오전 12:30", "오전 11:59", "오후 12시", "오후 12:30", "오후 3시"],
            .japanese: ["午前0時", "午前0:30", "午前11:59", "午後0時", "午後0:30", "午後3時"],
            .german: ["12 Uhr AM", "12:30\(n)AM", "11:59\(n)AM", "12 Uhr PM", "12:30\(n)PM", "3 Uhr PM"],
            .russian: ["12\(n)AM", "12:30\(n)AM", "11:59\(n)AM", "12\(n)PM", "12:30\(n)PM", "3\(n)PM"],
        ]
        for (language, texts) in expected {
            let written = times.map { ClockFormat.twelveHour.text(Self.time($0.0, $0.1), language.phrases) }
            #expect(written == texts, "\(language)")
            // The 24-hour clock is the same in every language.
            #expect(ClockFormat.twentyFourHour.text(Self.time(0, 30), language.phrases) == "00:30")
        }
    }

    /// 3 PM and 9:30 AM in the other languages: zh-Hans `h` "ah时", `hm` "ah:mm", "上午"/"下午"; zh-Hant `h`
    /// "Bh時", `hm` "Bh:mm" (flexible periods, written with its am/pm "上午"/"下午" in B's place); fr, it, pt, pl
    /// `h` "h⍽a", `hm` "h:mm⍽a", "AM"/"PM"; es the same with "a.⍽m."/"p.⍽m."; uk with "дп"/"пп"; nl `h` "h⍽a",
    /// `hm` "h:mm a" (a plain space), "a.m."/"p.m."; tr `h` "a⍽h", `hm` "a⍽h:mm", "ÖÖ"/"ÖS".
    @Test func twelveHourClockInTheOtherLanguages() {
        let n = Self.nnbsp
        let expected: [Language: (String, String)] = [
            .simplifiedChinese: ("下午3时", "上午9:30"), .traditionalChinese: ("下午3時", "上午9:30"),
            .french: ("3\(n)PM", "9:30\(n)AM"), .italian: ("3\(n)PM", "9:30\(n)AM"),
            .brazilianPortuguese: ("3\(n)PM", "9:30\(n)AM"), .polish: ("3\(n)PM", "9:30\(n)AM"),
            .spanish: ("3\(n)p.\(n)m.", "9:30\(n)a.\(n)m."), .ukrainian: ("3\(n)пп", "9:30\(n)дп"),
            .dutch: ("3\(n)p.m.", "9:30 a.m."), .turkish: ("ÖS\(n)3", "ÖÖ\(n)9:30"),
        ]
        #expect(expected.count + 5 == Language.allCases.count)
        for (language, (three, halfPastNine)) in expected {
            #expect(ClockFormat.twelveHour.text(Self.time(15, 0), language.phrases) == three, "\(language)")
            #expect(ClockFormat.twelveHour.text(Self.time(9, 30), language.phrases) == halfPastNine, "\(language)")
        }
    }

    /// Ages rounded down (38 min 59 s, 1 h, 2 h 59 min, 1 day, 3 days 5 s) and day lengths to the nearest minute
    /// (14 h 35 min; 5 h 4 min 40 s is 5 h 05 min), by CLDR's narrow units. The plural forms: it day one
    /// "{0}g", other "{0}gg"; pt day one (0 and 1) "{0} dia", other "{0} dias"; tr hour one "{0} sa", other
    /// "{0}s". Every other pattern is one for all counts: en "{0}m", "{0}h", "{0}d"; ko "{0}분", "{0}시간",
    /// "{0}일"; ja as en; zh-Hans "{0}分钟", "{0}小时", "{0}天"; zh-Hant "{0} 分鐘", "{0} 小時", "{0} 天"; de
    /// "{0} Min.", "{0} Std.", "{0} T"; fr "{0}min", "{0}h", "{0}j"; es "{0}min", "{0}h", "{0}d"; it minutes and
    /// hours "{0}min", "{0}h"; pt "{0} min", "{0} h"; ru "{0} мин", "{0} ч", "{0} д."; uk "{0}х", "{0}г", "{0}д";
    /// pl "{0} min", "{0} h", "{0} d."; nl "{0} m", "{0} u", "{0} d"; tr minutes "{0}d", days "{0}g".
    @Test func agesAndDayLengthsUseCLDRNarrowUnits() {
        let ages = [38 * 60 + 59, 3600, 2 * 3600 + 59 * 60, 86_400, 3 * 86_400 + 5]
        let lengths = [14 * 3600 + 35 * 60, 5 * 3600 + 4 * 60 + 40]
        let expected: [Language: (ages: [String], lengths: [String])] = [
            .english: (["38m", "1h", "2h", "1d", "3d"], ["14h 35m", "5h 05m"]),
            .korean: (["38분", "1시간", "2시간", "1일", "3일"], ["14시간 35분", "5시간 05분"]),
            .japanese: (["38m", "1h", "2h", "1d", "3d"], ["14h 35m", "5h 05m"]),
            .simplifiedChinese: (["38分钟", "1小时", "2小时", "1天", "3天"], ["14小时 35分钟", "5小时 05分钟"]),
            .traditionalChinese: (["38 分鐘", "1 小時", "2 小時", "1 天", "3 天"], ["14 小時 35 分鐘", "5 小時 05 分鐘"]),
            .german: (["38 Min.", "1 Std.", "2 Std.", "1 T", "3 T"], ["14 Std. 35 Min.", "5 Std. 05 Min."]),
            .french: (["38min", "1h", "2h", "1j", "3j"], ["14h 35min", "5h 05min"]),
            .spanish: (["38min", "1h", "2h", "1d", "3d"], ["14h 35min", "5h 05min"]),
            .italian: (["38min", "1h", "2h", "1g", "3gg"], ["14h 35min", "5h 05min"]),
            .brazilianPortuguese: (["38 min", "1 h", "2 h", "1 dia", "3 dias"], ["14 h 35 min", "5 h 05 min"]),
            .russian: (["38 мин", "1 ч", "2 ч", "1 д.", "3 д."], ["14 ч 35 мин", "5 ч 05 мин"]),
            .ukrainian: (["38х", "1г", "2г", "1д", "3д"], ["14г 35х", "5г 05х"]),
            .polish: (["38 min", "1 h", "2 h", "1 d.", "3 d."], ["14 h 35 min", "5 h 05 min"]),
            .dutch: (["38 m", "1 u", "2 u", "1 d", "3 d"], ["14 u 35 m", "5 u 05 m"]),
            .turkish: (["38d", "1 sa", "2s", "1g", "3g"], ["14s 35d", "5s 05d"]),
        ]
        #expect(expected.count == Language.allCases.count)
        for (language, texts) in expected {
            let text = language.phrases
            #expect(ages.map(text.compactAge) == texts.ages, "\(language)")
            #expect(lengths.map(text.duration) == texts.lengths, "\(language)")
            // A clock that jumped back gives a negative age: no time has passed.
            #expect(text.compactAge(-90) == text.compactAge(0), "\(language)")
        }
        #expect(Language.english.phrases.compactAge(-90) == "0m")
        #expect(Language.english.phrases.duration(86_400) == "24h 00m")
    }
}
