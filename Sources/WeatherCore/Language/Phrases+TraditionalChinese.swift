extension Phrases {
    /// Traditional Chinese (Taiwan).
    static let traditionalChinese = Phrases(
        weekdays: ["週日", "週一", "週二", "週三", "週四", "週五", "週六"],
        months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        titleDate: "y年M月d日 E", rowDate: "M月d日 E", shortDate: "M/d（E）",
        am: "上午", pm: "下午", hourPattern: "ah時", hourMinutePattern: "ah:mm",
        narrowMinutes: { "\($0) 分鐘" }, narrowHours: { "\($0) 小時" }, narrowDays: { "\($0) 天" },
        compassPoints: [
            "北", "北東北", "東北", "東東北", "東", "東東南", "東南", "南東南", "南", "南西南", "西南", "西西南", "西", "西西北",
            "西北", "北西北",
        ],
        calm: "靜風",
        airQuality: ["良好", "普通", "中等", "不良", "極差"],
        moonPhases: ["新月", "眉月", "上弦月", "盈凸月", "滿月", "虧凸月", "下弦月", "殘月"],
        sentenceWeekdays: ["週日", "週一", "週二", "週三", "週四", "週五", "週六"], listSeparator: "，", labelEnd: "：",
        condition: traditionalChineseCondition,
        forecastFrom: { "\($0) 起的預報" },
        noForecastLeft: "今天及以後沒有預報",
        utcWithoutZone: "UTC（回應未提供時區）",
        localTime: { "當地時間（UTC\($0)）" },
        updated: { "更新於\($0)" },
        stale: { $0.map { "過時資料：更新於\($0)" } ?? "過時資料：更新時間不明" },
        savedResponse: { "已儲存的回應：\($0)" },
        nearByIP: { "\($0)附近（根據 IP）" },
        demo: { "示範：OpenWeather 的真實回應\($0.map { "（記錄於 \($0)）" } ?? "")，非即時天氣" },
        sunrise: { "日出 \($0)" }, sunset: { "日落 \($0)" },
        clockChange: { forward, amount, time in forward ? "\(time) 時鐘撥快 \(amount)" : "\(time) 時鐘撥慢 \(amount)" },
        justNow: "剛剛", minutesAgo: { "\($0) 分鐘前" }, hoursAgo: { "\($0) 小時 \($1) 分鐘前" },
        daysAgo: { "\($0) 天 \($1) 小時前" },
        nowFrom: { "現在 \($0)，依 \($1) 的預報" },
        nowBetween: { "現在 \($0)，由 \($1) 與 \($2) 的預報估算" },
        nowForecastFor: { "現在（\($0) 的預報）" },
        feelsLike: { "體感 \($0)" }, wind: { "風 \($0)" }, humidity: { "濕度 \($0)" },
        precipitation: { "降雨機率 \($0)" }, air: { "空氣 \($0)" },
        rain: "雨", snow: "雪", rainAndSnow: "雨夾雪",
        spellNow: { "\($0)：現在起至 \($1)" }, spellFrom: { "\($0)：\($1) 至 \($2)" },
        upTo: { "機率最高 \($0)" },
        dryDays: { "未來 \($0) 天無雨雪" },
        dryHours: { "未來 \($0) 小時無雨雪" },
        startsNow: "現在",
        today: { "今天 \($0)" }, noSlots: "今天及以後沒有剩餘的預報時段。",
        dayForecast: { "\($0) 天預報" },
        time: "時間", temperature: "氣溫", precipitationColumn: "降水", windColumn: "風速", from: "風向",
        feelsLikeColumn: "體感", gustColumn: "陣風",
        conditions: "天氣",
        day: "日期", high: "最高", low: "最低", range: "範圍", rainColumn: "雨 mm", snowColumn: "雪 mm",
        airColumn: "空氣", sun: "太陽", moon: "月亮",
        partial: "（部分時段）", partialNote: "* 預報只有部分時段的日期（少於 8 個 3 小時時段）",
        polarNight: "永夜", midnightSun: "永晝",
        warmest: { "最暖是\($0)（\($1)）" }, coldest: { "最冷是\($0)（\($1)）" }, dry: "無雨雪",
        rainOn: { "\($0)雨量最大（\($1)）" }, snowOn: { "\($0)雪量最大（\($1)）" },
        gustsTo: { "\($1)陣風最大 \($0)" }, windTo: { "\($1)風速最大 \($0)" },
        airOn: { "\($1)空氣\($0)" }, summarySeparator: "，", summaryEnd: "。",
        chartTitle: { "氣溫 \($0)；^ 現在，| 當地午夜" },
        popLabel: "機率", popLegend: "機率 = 降雨機率",
        amountLegend: { "\($0) = 雨 + 雪（最高 \($1)）" },
        unknownPlace: "未知地點", refresh: "重新整理",
        guideNameOne: "請指定一個地點：",
        guideByName: { "依名稱（名稱含空格時加上引號：\($0)）" },
        guideByCoordinates: "依緯度和經度",
        guideFromPlaces: { "\($0) 中的地點" },
        guidePut: { "若要設為預設，請將以下內容寫入 \($0)：" },
        guideAdd: { "若要設為預設，請在 \($0) 的物件中加入：" },
        guideKey: { "API 金鑰放在 \($0) 中，或以 \($1) 的形式寫入 \($2)。" },
        guideDemo: { "不需金鑰和網路即可試用：\($0)" })

    /// Each condition in TraditionalChinese; read against OpenWeather's English descriptions (``ConditionCode``).
    static func traditionalChineseCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "雷陣雨伴小雨"
        case .thunderstormWithRain: "雷陣雨"
        case .thunderstormWithHeavyRain: "雷陣雨伴大雨"
        case .lightThunderstorm: "弱雷雨"
        case .thunderstorm: "雷雨"
        case .heavyThunderstorm: "強雷雨"
        case .raggedThunderstorm: "局部雷雨"
        case .thunderstormWithLightDrizzle: "雷雨伴輕毛毛雨"
        case .thunderstormWithDrizzle: "雷雨伴毛毛雨"
        case .thunderstormWithHeavyDrizzle: "雷雨伴強毛毛雨"
        case .lightDrizzle: "輕毛毛雨"
        case .drizzle: "毛毛雨"
        case .heavyDrizzle: "強毛毛雨"
        case .lightDrizzleRain: "輕毛毛雨和雨"
        case .drizzleRain: "毛毛雨和雨"
        case .heavyDrizzleRain: "強毛毛雨和雨"
        case .showerRainAndDrizzle: "陣雨和毛毛雨"
        case .heavyShowerRainAndDrizzle: "強陣雨和毛毛雨"
        case .showerDrizzle: "陣性毛毛雨"
        case .lightRain: "小雨"
        case .moderateRain: "中雨"
        case .heavyRain: "大雨"
        case .veryHeavyRain: "豪雨"
        case .extremeRain: "大豪雨"
        case .freezingRain: "凍雨"
        case .lightShowerRain: "小陣雨"
        case .showerRain: "陣雨"
        case .heavyShowerRain: "強陣雨"
        case .raggedShowerRain: "局部陣雨"
        case .lightSnow: "小雪"
        case .snow: "中雪"
        case .heavySnow: "大雪"
        case .sleet: "雨夾雪"
        case .lightShowerSleet: "小陣性雨夾雪"
        case .showerSleet: "陣性雨夾雪"
        case .lightRainAndSnow: "小雨和雪"
        case .rainAndSnow: "雨和雪"
        case .lightShowerSnow: "小陣雪"
        case .showerSnow: "陣雪"
        case .heavyShowerSnow: "強陣雪"
        case .mist: "薄霧"
        case .smoke: "煙"
        case .haze: "霾"
        case .dustWhirls: "塵捲風"
        case .fog: "霧"
        case .sand: "揚沙"
        case .dust: "浮塵"
        case .volcanicAsh: "火山灰"
        case .squalls: "颮"
        case .tornado: "龍捲風"
        case .clearSky: "晴"
        case .fewClouds: "晴時多雲"
        case .scatteredClouds: "多雲時晴"
        case .brokenClouds: "多雲"
        case .overcastClouds: "陰"
        }
    }
}
