import Testing
import WeatherCore

/// The sentences of Korean, Japanese and Chinese read as sentences of the language, not as a template's slots:
/// full weekday names where a bare syllable would stand alone ("화요일", "火曜"), the kind of precipitation
/// before a colon, the probability named, each part of the week's summary a clause. Goyang's recording seen at
/// its first slot, Fri 2025-07-11 09:00 KST: rain from Tue 15:00 to Wed 03:00 at up to 100 % and 34.6 mm, the
/// warmest day Mon (37 °C), the coldest Tue (22 °C), the wettest Tue (32 mm), gusts to 7.1 m/s on Mon.
extension PhrasesTests {
    static func goyang(_ language: Language) throws -> (text: String, summary: String?) {
        let rendered = try RenderedFixture(Fixture.goyang, .metric, language: language)
        let data = try NetworkData(json: Fixture.data(Fixture.goyang)).normalized(from: .metric)
        let forecast = Forecast(data: data, now: data.list[0].dt)
        return (rendered.text, WeekSummary(language: language).text(forecast))
    }

    @Test func koreanSentencesReadAsKorean() throws {
        let (text, summary) = try Self.goyang(.korean)
        #expect(text.contains("\n비: 화요일 15:00부터 수요일 03:00까지, 확률 최대 100%, 34.6 mm\n"))
        #expect(
            summary
                == "가장 따뜻한 날은 월요일(37°C), 가장 추운 날은 화요일(22°C), 비는 화요일에 가장 많이 32 mm, 돌풍은 월요일에 최대 7.1 m/s.")
        #expect(text.contains("\n7월 11일 (금) 일부 시간만  "))
        #expect(text.contains("\n지금 09:00 (09:00 예보 기준): "))
        #expect(text.contains("2025년 7월 11일 (금) 09:00부터 예보 (현지 시각, UTC+09:00)"))
        #expect(text.contains("\n오늘 2025년 7월 11일 (금)\n"))
    }

    @Test func japaneseSentencesReadAsJapanese() throws {
        let (text, summary) = try Self.goyang(.japanese)
        #expect(text.contains("\n雨: 火曜 15:00から水曜 03:00まで、確率最大100%、34.6 mm\n"))
        #expect(
            summary == "最も暖かいのは月曜（37°C）、最も寒いのは火曜（22°C）、雨が最も多いのは火曜（32 mm）、突風は月曜に最大7.1 m/s。")
        #expect(text.contains("\n現在 09:00、09:00の予報より: ⛅ 29°C、体感 28°C、晴れ\n"))
    }

    @Test func chineseSentencesReadAsChinese() throws {
        let (simplified, simplifiedSummary) = try Self.goyang(.simplifiedChinese)
        #expect(simplified.contains("\n雨：周二 15:00 至 周三 03:00，概率最高 100%，34.6 mm\n"))
        #expect(simplified.contains("\n现在 09:00，据 09:00 的预报：⛅ 29°C，体感 28°C，少云\n"))
        #expect(simplifiedSummary == "最暖是周一（37°C），最冷是周二（22°C），周二雨量最大（32 mm），周一阵风最大 7.1 m/s。")
        let (traditional, traditionalSummary) = try Self.goyang(.traditionalChinese)
        #expect(traditional.contains("\n雨：週二 15:00 至 週三 03:00，機率最高 100%，34.6 mm\n"))
        #expect(traditionalSummary == "最暖是週一（37°C），最冷是週二（22°C），週二雨量最大（32 mm），週一陣風最大 7.1 m/s。")
    }

    /// The sentences' weekdays are 7, Sunday first, as the tables' are.
    @Test(arguments: Language.allCases)
    func sentenceWeekdaysAreSeven(_ language: Language) {
        #expect(language.phrases.sentenceWeekdays.count == 7)
        #expect(!language.phrases.listSeparator.isEmpty)
    }
}
