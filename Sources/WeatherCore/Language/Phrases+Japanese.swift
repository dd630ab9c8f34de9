extension Phrases {
    /// Japanese.
    static let japanese = Phrases(
        weekdays: ["日", "月", "火", "水", "木", "金", "土"],
        months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        titleDate: "y年M月d日(E)", rowDate: "M月d日(E)", shortDate: "M/d(E)",
        am: "午前", pm: "午後", hourPattern: "aK時", hourMinutePattern: "aK:mm",
        narrowMinutes: { "\($0)m" }, narrowHours: { "\($0)h" }, narrowDays: { "\($0)d" },
        compassPoints: [
            "北", "北北東", "北東", "東北東", "東", "東南東", "南東", "南南東", "南", "南南西", "南西", "西南西", "西", "西北西",
            "北西", "北北西",
        ],
        calm: "静穏",
        airQuality: ["良い", "まずまず", "普通", "悪い", "非常に悪い"],
        moonPhases: ["新月", "三日月", "上弦の月", "十三夜月", "満月", "寝待月", "下弦の月", "有明月"],
        sentenceWeekdays: ["日曜", "月曜", "火曜", "水曜", "木曜", "金曜", "土曜"], listSeparator: "、", labelEnd: ": ",
        condition: japaneseCondition,
        forecastFrom: { "\($0)からの予報" },
        noForecastLeft: "今日以降の予報なし",
        utcWithoutZone: "UTC（応答にタイムゾーンなし）",
        localTime: { "現地時刻（UTC\($0)）" },
        updated: { "\($0)に更新" },
        stale: { $0.map { "古いデータ: \($0)に更新" } ?? "古いデータ: 更新時刻不明" },
        savedResponse: { "保存した応答: \($0)" },
        nearByIP: { "\($0)付近（IPから推定）" },
        demo: { "デモ: \($0.map { "\($0)に記録した" } ?? "")OpenWeatherの実際の応答、実況ではありません" },
        sunrise: { "日の出 \($0)" }, sunset: { "日の入り \($0)" },
        clockChange: { forward, amount, time in forward ? "\(time)に時計を\(amount)進める" : "\(time)に時計を\(amount)戻す" },
        justNow: "たった今", minutesAgo: { "\($0)分前" }, hoursAgo: { "\($0)時間\($1)分前" },
        daysAgo: { "\($0)日\($1)時間前" },
        nowFrom: { "現在 \($0)、\($1)の予報より" },
        nowBetween: { "現在 \($0)、\($1)と\($2)の予報から推定" },
        nowForecastFor: { "現在（\($0)の予報）" },
        feelsLike: { "体感 \($0)" }, wind: { "風 \($0)" }, humidity: { "湿度 \($0)" },
        precipitation: { "降水確率 \($0)" }, air: { "大気 \($0)" },
        rain: "雨", snow: "雪", rainAndSnow: "雨と雪",
        spellNow: { "\($0): 今から\($1)まで" }, spellFrom: { "\($0): \($1)から\($2)まで" },
        upTo: { "確率最大\($0)" },
        dryDays: { "今後\($0)日間は雨や雪の予報なし" },
        dryHours: { "今後\($0)時間は雨や雪の予報なし" },
        startsNow: "今",
        today: { "今日 \($0)" }, noSlots: "今日以降の予報枠がありません。",
        dayForecast: { "\($0)日間の予報" },
        time: "時刻", temperature: "気温", precipitationColumn: "降水", windColumn: "風速", from: "風向",
        feelsLikeColumn: "体感", gustColumn: "突風",
        conditions: "天気",
        day: "日付", high: "最高", low: "最低", range: "範囲", rainColumn: "雨 mm", snowColumn: "雪 mm",
        airColumn: "大気", sun: "太陽", moon: "月",
        partial: "（一部の時間）", partialNote: "* 一部の時間だけの日（8枠未満）",
        polarNight: "極夜", midnightSun: "白夜",
        warmest: { "最も暖かいのは\($0)（\($1)）" }, coldest: { "最も寒いのは\($0)（\($1)）" }, dry: "雨や雪の予報なし",
        rainOn: { "雨が最も多いのは\($0)（\($1)）" }, snowOn: { "雪が最も多いのは\($0)（\($1)）" },
        gustsTo: { "突風は\($1)に最大\($0)" }, windTo: { "風は\($1)に最大\($0)" },
        airOn: { "大気は\($1)に\($0)" }, summarySeparator: "、", summaryEnd: "。",
        chartTitle: { "気温 \($0)・^ 現在・| 現地の0時" },
        popLabel: "確率", popLegend: "確率 = 降水確率",
        amountLegend: { "\($0) = 雨 + 雪（最大 \($1)）" },
        unknownPlace: "不明な場所", refresh: "更新",
        guideNameOne: "場所を指定してください:",
        guideByName: { "名前で（空白を含む名前は引用符で囲む: \($0)）" },
        guideByCoordinates: "緯度と経度で",
        guideFromPlaces: { "\($0) にある場所" },
        guidePut: { "既定にするには、\($0) に次の内容を書きます:" },
        guideAdd: { "既定にするには、\($0) のオブジェクトに次を追加します:" },
        guideKey: { "API キーは \($0) に設定するか、\($2) に \($1) として書きます。" },
        guideDemo: { "キーもネットワークもなしで動作を見るには: \($0)" })

    /// Each condition in Japanese; read against OpenWeather's English descriptions (``ConditionCode``).
    static func japaneseCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "雷を伴う弱い雨"
        case .thunderstormWithRain: "雷を伴う雨"
        case .thunderstormWithHeavyRain: "雷を伴う強い雨"
        case .lightThunderstorm: "弱い雷雨"
        case .thunderstorm: "雷雨"
        case .heavyThunderstorm: "激しい雷雨"
        case .raggedThunderstorm: "所により雷雨"
        case .thunderstormWithLightDrizzle: "雷を伴う弱い霧雨"
        case .thunderstormWithDrizzle: "雷を伴う霧雨"
        case .thunderstormWithHeavyDrizzle: "雷を伴う強い霧雨"
        case .lightDrizzle: "弱い霧雨"
        case .drizzle: "霧雨"
        case .heavyDrizzle: "強い霧雨"
        case .lightDrizzleRain: "弱い霧雨と雨"
        case .drizzleRain: "霧雨と雨"
        case .heavyDrizzleRain: "強い霧雨と雨"
        case .showerRainAndDrizzle: "にわか雨と霧雨"
        case .heavyShowerRainAndDrizzle: "強いにわか雨と霧雨"
        case .showerDrizzle: "にわか霧雨"
        case .lightRain: "小雨"
        case .moderateRain: "雨"
        case .heavyRain: "強い雨"
        case .veryHeavyRain: "非常に強い雨"
        case .extremeRain: "猛烈な雨"
        case .freezingRain: "着氷性の雨"
        case .lightShowerRain: "弱いにわか雨"
        case .showerRain: "にわか雨"
        case .heavyShowerRain: "強いにわか雨"
        case .raggedShowerRain: "所によりにわか雨"
        case .lightSnow: "小雪"
        case .snow: "雪"
        case .heavySnow: "大雪"
        case .sleet: "みぞれ"
        case .lightShowerSleet: "弱いにわかみぞれ"
        case .showerSleet: "にわかみぞれ"
        case .lightRainAndSnow: "弱い雨と雪"
        case .rainAndSnow: "雨と雪"
        case .lightShowerSnow: "弱いにわか雪"
        case .showerSnow: "にわか雪"
        case .heavyShowerSnow: "強いにわか雪"
        case .mist: "もや"
        case .smoke: "煙"
        case .haze: "煙霧"
        case .dustWhirls: "塵旋風"
        case .fog: "霧"
        case .sand: "砂嵐"
        case .dust: "砂じん"
        case .volcanicAsh: "火山灰"
        case .squalls: "スコール"
        case .tornado: "竜巻"
        case .clearSky: "快晴"
        case .fewClouds: "晴れ"
        case .scatteredClouds: "晴れ時々曇り"
        case .brokenClouds: "曇りがち"
        case .overcastClouds: "曇り"
        }
    }
}
