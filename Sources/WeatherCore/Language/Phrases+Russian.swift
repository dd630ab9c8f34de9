extension Phrases {
    /// Russian.
    static let russian = Phrases(
        weekdays: ["вс", "пн", "вт", "ср", "чт", "пт", "сб"],
        months: ["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.", "нояб.", "дек."],
        titleDate: "E, d MMM y\u{202F}'г'.", rowDate: "ccc, d MMM", shortDate: "E, dd.MM",
        am: "AM", pm: "PM", hourPattern: "h\u{202F}a", hourMinutePattern: "h:mm\u{202F}a",
        narrowMinutes: { "\($0) мин" }, narrowHours: { "\($0) ч" }, narrowDays: { "\($0) д." },
        compassPoints: [
            "С", "ССВ", "СВ", "ВСВ", "В", "ВЮВ", "ЮВ", "ЮЮВ", "Ю", "ЮЮЗ", "ЮЗ", "ЗЮЗ", "З", "ЗСЗ", "СЗ", "ССЗ",
        ],
        calm: "штиль",
        airQuality: ["Хорошее", "Приемлемое", "Умеренное", "Плохое", "Очень плохое"],
        moonPhases: [
            "Новолуние", "Молодая луна", "Первая четверть", "Растущая луна", "Полнолуние", "Убывающая луна",
            "Последняя четверть", "Старая луна",
        ],
        sentenceWeekdays: ["вс", "пн", "вт", "ср", "чт", "пт", "сб"], listSeparator: ", ", labelEnd: ": ",
        condition: russianCondition,
        forecastFrom: { "прогноз с \($0)" },
        noForecastLeft: "прогноза на сегодня и позже нет",
        utcWithoutZone: "UTC (в ответе нет часового пояса)",
        localTime: { "местное время (UTC\($0))" },
        updated: { "Обновлено \($0)" },
        stale: { $0.map { "Устарело: обновлено \($0)" } ?? "Устарело: возраст неизвестен" },
        savedResponse: { "Сохранённый ответ: \($0)" },
        nearByIP: { "\($0) и окрестности (по IP)" },
        demo: { "Демо: настоящий ответ OpenWeather\($0.map { " от \($0)" } ?? ""), не текущая погода" },
        sunrise: { "восход \($0)" }, sunset: { "закат \($0)" },
        clockChange: { forward, amount, time in
            forward ? "в \(time) часы переводят на \(amount) вперёд" : "в \(time) часы переводят на \(amount) назад"
        },
        justNow: "только что", minutesAgo: { "\($0) мин назад" }, hoursAgo: { "\($0) ч \($1) мин назад" },
        daysAgo: { "\($0) дн. \($1) ч назад" },
        nowFrom: { "Сейчас, \($0), по прогнозу на \($1)" },
        nowBetween: { "Сейчас, \($0), оценка по прогнозам на \($1) и \($2)" },
        nowForecastFor: { "Сейчас (прогноз на \($0))" },
        feelsLike: { "ощущается как \($0)" }, wind: { "ветер \($0)" }, humidity: { "влажность \($0)" },
        precipitation: { "осадки \($0)" }, air: { "воздух \($0)" },
        rain: "Дождь", snow: "Снег", rainAndSnow: "Дождь со снегом",
        spellNow: { "\($0) сейчас, до \($1)" }, spellFrom: { "\($0) с \($1) до \($2)" },
        upTo: { "до \($0)" },
        dryDays: { "Без дождя и снега в ближайшие \($0) \(eastSlavic($0, "день", "дня", "дней"))" },
        dryHours: {
            $0 == 1
                ? "Без дождя и снега в ближайший час"
                : "Без дождя и снега в ближайшие \($0) \(eastSlavic($0, "час", "часа", "часов"))"
        },
        startsNow: "сейчас",
        today: { "Сегодня, \($0)" }, noSlots: "Интервалов прогноза на сегодня и позже не осталось.",
        dayForecast: { "Прогноз на \($0) \(eastSlavic($0, "день", "дня", "дней"))" },
        time: "Время", temperature: "Темп.", precipitationColumn: "Осадки", windColumn: "Ветер", from: "Откуда",
        feelsLikeColumn: "Ощущ.", gustColumn: "Порыв",
        conditions: "Погода",
        day: "День", high: "Макс", low: "Мин", range: "Диапазон", rainColumn: "Дождь, мм",
        snowColumn: "Снег, мм", airColumn: "Воздух", sun: "Солнце", moon: "Луна",
        partial: " (неполный)", partialNote: "* неполный день (меньше 8 интервалов)",
        polarNight: "полярная ночь", midnightSun: "полярный день",
        warmest: { "Теплее всего \($0), \($1)" }, coldest: { "холоднее всего \($0), \($1)" }, dry: "без осадков",
        rainOn: { "дождь \($0), \($1)" }, snowOn: { "снег \($0), \($1)" },
        gustsTo: { "порывы до \($0) (\($1))" }, windTo: { "ветер до \($0) (\($1))" },
        airOn: { "воздух: \($0) (\($1))" }, summarySeparator: "; ", summaryEnd: ".",
        chartTitle: { "Температура \($0); ^ сейчас, | местная полночь" },
        popLabel: "вер.", popLegend: "вер. = вероятность осадков",
        amountLegend: { "\($0) = дождь + снег (макс. \($1))" },
        unknownPlace: "Неизвестное место", refresh: "Обновить",
        guideNameOne: "Укажите место:",
        guideByName: { "по названию (название с пробелами — в кавычках: \($0))" },
        guideByCoordinates: "по широте и долготе",
        guideFromPlaces: { "из \($0)" },
        guidePut: { "Чтобы сделать его местом по умолчанию, запишите в \($0):" },
        guideAdd: { "Чтобы сделать его местом по умолчанию, добавьте в объект в \($0):" },
        guideKey: { "Ключ API задаётся в \($0) или как \($1) в \($2)." },
        guideDemo: { "Посмотреть без ключа и сети: \($0)" })

    /// Each condition in Russian; read against OpenWeather's English descriptions (``ConditionCode``).
    static func russianCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "гроза с небольшим дождём"
        case .thunderstormWithRain: "гроза с дождём"
        case .thunderstormWithHeavyRain: "гроза с сильным дождём"
        case .lightThunderstorm: "слабая гроза"
        case .thunderstorm: "гроза"
        case .heavyThunderstorm: "сильная гроза"
        case .raggedThunderstorm: "местами грозы"
        case .thunderstormWithLightDrizzle: "гроза с небольшой моросью"
        case .thunderstormWithDrizzle: "гроза с моросью"
        case .thunderstormWithHeavyDrizzle: "гроза с сильной моросью"
        case .lightDrizzle: "слабая морось"
        case .drizzle: "морось"
        case .heavyDrizzle: "сильная морось"
        case .lightDrizzleRain: "слабая морось и дождь"
        case .drizzleRain: "морось и дождь"
        case .heavyDrizzleRain: "сильная морось и дождь"
        case .showerRainAndDrizzle: "ливень и морось"
        case .heavyShowerRainAndDrizzle: "сильный ливень и морось"
        case .showerDrizzle: "ливневая морось"
        case .lightRain: "небольшой дождь"
        case .moderateRain: "умеренный дождь"
        case .heavyRain: "сильный дождь"
        case .veryHeavyRain: "очень сильный дождь"
        case .extremeRain: "сильнейший дождь"
        case .freezingRain: "ледяной дождь"
        case .lightShowerRain: "небольшой ливень"
        case .showerRain: "ливень"
        case .heavyShowerRain: "сильный ливень"
        case .raggedShowerRain: "местами ливни"
        case .lightSnow: "небольшой снег"
        case .snow: "снег"
        case .heavySnow: "сильный снег"
        case .sleet: "мокрый снег"
        case .lightShowerSleet: "небольшой ливневый мокрый снег"
        case .showerSleet: "ливневый мокрый снег"
        case .lightRainAndSnow: "небольшой дождь со снегом"
        case .rainAndSnow: "дождь со снегом"
        case .lightShowerSnow: "небольшой ливневый снег"
        case .showerSnow: "ливневый снег"
        case .heavyShowerSnow: "сильный ливневый снег"
        case .mist: "дымка"
        case .smoke: "дым"
        case .haze: "мгла"
        case .dustWhirls: "пыльные вихри"
        case .fog: "туман"
        case .sand: "песок"
        case .dust: "пыль"
        case .volcanicAsh: "вулканический пепел"
        case .squalls: "шквалы"
        case .tornado: "смерч"
        case .clearSky: "ясно"
        case .fewClouds: "малооблачно"
        case .scatteredClouds: "переменная облачность"
        case .brokenClouds: "облачно с прояснениями"
        case .overcastClouds: "пасмурно"
        }
    }
}
