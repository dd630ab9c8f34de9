extension Phrases {
    /// Simplified Chinese (China).
    static let simplifiedChinese = Phrases(
        weekdays: ["周日", "周一", "周二", "周三", "周四", "周五", "周六"],
        months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        titleDate: "y年M月d日E", rowDate: "M月d日E", shortDate: "M/dE",
        am: "上午", pm: "下午", hourPattern: "ah时", hourMinutePattern: "ah:mm",
        narrowMinutes: { "\($0)分钟" }, narrowHours: { "\($0)小时" }, narrowDays: { "\($0)天" },
        compassPoints: [
            "北", "北东北", "东北", "东东北", "东", "东东南", "东南", "南东南", "南", "南西南", "西南", "西西南", "西", "西西北",
            "西北", "北西北",
        ],
        calm: "静风",
        airQuality: ["优", "良", "中等", "差", "很差"],
        moonPhases: ["新月", "蛾眉月", "上弦月", "盈凸月", "满月", "亏凸月", "下弦月", "残月"],
        sentenceWeekdays: ["周日", "周一", "周二", "周三", "周四", "周五", "周六"], listSeparator: "，", labelEnd: "：",
        condition: simplifiedChineseCondition,
        forecastFrom: { "\($0) 起的预报" },
        noForecastLeft: "今天及以后没有预报",
        utcWithoutZone: "UTC（响应未给出时区）",
        localTime: { "当地时间（UTC\($0)）" },
        updated: { "更新于\($0)" },
        stale: { $0.map { "过时数据：更新于\($0)" } ?? "过时数据：更新时间未知" },
        savedResponse: { "已保存的响应：\($0)" },
        nearByIP: { "\($0)附近（根据 IP）" },
        demo: { "演示：OpenWeather 的真实响应\($0.map { "（记录于 \($0)）" } ?? "")，非实时天气" },
        sunrise: { "日出 \($0)" }, sunset: { "日落 \($0)" },
        clockChange: { forward, amount, time in forward ? "\(time) 时钟拨快 \(amount)" : "\(time) 时钟拨慢 \(amount)" },
        justNow: "刚刚", minutesAgo: { "\($0) 分钟前" }, hoursAgo: { "\($0) 小时 \($1) 分钟前" },
        daysAgo: { "\($0) 天 \($1) 小时前" },
        nowFrom: { "现在 \($0)，据 \($1) 的预报" },
        nowBetween: { "现在 \($0)，由 \($1) 和 \($2) 的预报估算" },
        nowForecastFor: { "现在（\($0) 的预报）" },
        feelsLike: { "体感 \($0)" }, wind: { "风 \($0)" }, humidity: { "湿度 \($0)" },
        precipitation: { "降水概率 \($0)" }, air: { "空气 \($0)" },
        rain: "雨", snow: "雪", rainAndSnow: "雨夹雪",
        spellNow: { "\($0)：现在起至 \($1)" }, spellFrom: { "\($0)：\($1) 至 \($2)" },
        upTo: { "概率最高 \($0)" },
        dryDays: { "未来 \($0) 天无雨雪" },
        dryHours: { "未来 \($0) 小时无雨雪" },
        startsNow: "现在",
        today: { "今天 \($0)" }, noSlots: "今天及以后没有剩余的预报时段。",
        dayForecast: { "\($0) 天预报" },
        time: "时间", temperature: "气温", precipitationColumn: "降水", windColumn: "风速", from: "风向",
        feelsLikeColumn: "体感", gustColumn: "阵风",
        conditions: "天气",
        day: "日期", high: "最高", low: "最低", range: "范围", rainColumn: "雨 mm", snowColumn: "雪 mm",
        airColumn: "空气", sun: "太阳", moon: "月亮",
        partial: "（部分时段）", partialNote: "* 预报只有部分时段的日期（少于 8 个 3 小时时段）",
        polarNight: "极夜", midnightSun: "极昼",
        warmest: { "最暖是\($0)（\($1)）" }, coldest: { "最冷是\($0)（\($1)）" }, dry: "无雨雪",
        rainOn: { "\($0)雨量最大（\($1)）" }, snowOn: { "\($0)雪量最大（\($1)）" },
        gustsTo: { "\($1)阵风最大 \($0)" }, windTo: { "\($1)风速最大 \($0)" },
        airOn: { "\($1)空气\($0)" }, summarySeparator: "，", summaryEnd: "。",
        chartTitle: { "气温 \($0)；^ 现在，| 当地午夜" },
        popLabel: "概率", popLegend: "概率 = 降水概率",
        amountLegend: { "\($0) = 雨 + 雪（最高 \($1)）" },
        unknownPlace: "未知地点", refresh: "刷新",
        guideNameOne: "请指定一个地点：",
        guideByName: { "按名称（名称含空格时加引号：\($0)）" },
        guideByCoordinates: "按纬度和经度",
        guideFromPlaces: { "\($0) 中的地点" },
        guidePut: { "要设为默认，请将以下内容写入 \($0)：" },
        guideAdd: { "要设为默认，请在 \($0) 的对象中添加：" },
        guideKey: { "API 密钥放在 \($0) 中，或以 \($1) 的形式写入 \($2)。" },
        guideDemo: { "无需密钥和网络即可试用：\($0)" })

    /// Each condition in SimplifiedChinese; read against OpenWeather's English descriptions (``ConditionCode``).
    static func simplifiedChineseCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "雷阵雨伴小雨"
        case .thunderstormWithRain: "雷阵雨"
        case .thunderstormWithHeavyRain: "雷阵雨伴大雨"
        case .lightThunderstorm: "弱雷暴"
        case .thunderstorm: "雷暴"
        case .heavyThunderstorm: "强雷暴"
        case .raggedThunderstorm: "局地雷暴"
        case .thunderstormWithLightDrizzle: "雷暴伴轻毛毛雨"
        case .thunderstormWithDrizzle: "雷暴伴毛毛雨"
        case .thunderstormWithHeavyDrizzle: "雷暴伴强毛毛雨"
        case .lightDrizzle: "轻毛毛雨"
        case .drizzle: "毛毛雨"
        case .heavyDrizzle: "强毛毛雨"
        case .lightDrizzleRain: "轻毛毛雨和雨"
        case .drizzleRain: "毛毛雨和雨"
        case .heavyDrizzleRain: "强毛毛雨和雨"
        case .showerRainAndDrizzle: "阵雨和毛毛雨"
        case .heavyShowerRainAndDrizzle: "强阵雨和毛毛雨"
        case .showerDrizzle: "阵性毛毛雨"
        case .lightRain: "小雨"
        case .moderateRain: "中雨"
        case .heavyRain: "大雨"
        case .veryHeavyRain: "暴雨"
        case .extremeRain: "大暴雨"
        case .freezingRain: "冻雨"
        case .lightShowerRain: "小阵雨"
        case .showerRain: "阵雨"
        case .heavyShowerRain: "强阵雨"
        case .raggedShowerRain: "局地阵雨"
        case .lightSnow: "小雪"
        case .snow: "中雪"
        case .heavySnow: "大雪"
        case .sleet: "雨夹雪"
        case .lightShowerSleet: "小阵性雨夹雪"
        case .showerSleet: "阵性雨夹雪"
        case .lightRainAndSnow: "小雨和雪"
        case .rainAndSnow: "雨和雪"
        case .lightShowerSnow: "小阵雪"
        case .showerSnow: "阵雪"
        case .heavyShowerSnow: "强阵雪"
        case .mist: "轻雾"
        case .smoke: "烟"
        case .haze: "霾"
        case .dustWhirls: "尘卷风"
        case .fog: "雾"
        case .sand: "扬沙"
        case .dust: "浮尘"
        case .volcanicAsh: "火山灰"
        case .squalls: "飑"
        case .tornado: "龙卷风"
        case .clearSky: "晴"
        case .fewClouds: "少云"
        case .scatteredClouds: "晴间多云"
        case .brokenClouds: "多云"
        case .overcastClouds: "阴"
        }
    }
}
