extension Phrases {
    /// Ukrainian.
    static let ukrainian = Phrases(
        weekdays: ["нд", "пн", "вт", "ср", "чт", "пт", "сб"],
        months: [
            "січ.", "лют.", "бер.", "квіт.", "трав.", "черв.", "лип.", "серп.", "вер.", "жовт.", "лист.", "груд.",
        ],
        titleDate: "E, d MMM y\u{202F}'р'.", rowDate: "E, d MMM", shortDate: "E, dd.MM",
        am: "дп", pm: "пп", hourPattern: "h\u{202F}a", hourMinutePattern: "h:mm\u{202F}a",
        narrowMinutes: { "\($0)х" }, narrowHours: { "\($0)г" }, narrowDays: { "\($0)д" },
        compassPoints: [
            "Пн", "ПнПнСх", "ПнСх", "СхПнСх", "Сх", "СхПдСх", "ПдСх", "ПдПдСх", "Пд", "ПдПдЗх", "ПдЗх", "ЗхПдЗх", "Зх",
            "ЗхПнЗх", "ПнЗх", "ПнПнЗх",
        ],
        calm: "штиль",
        airQuality: ["Добра", "Задовільна", "Помірна", "Погана", "Дуже погана"],
        moonPhases: [
            "Новий місяць", "Молодий місяць", "Перша чверть", "Зростаючий місяць", "Повний місяць", "Спадний місяць",
            "Остання чверть", "Старий місяць",
        ],
        sentenceWeekdays: ["нд", "пн", "вт", "ср", "чт", "пт", "сб"], listSeparator: ", ", labelEnd: ": ",
        condition: ukrainianCondition,
        forecastFrom: { "прогноз з \($0)" },
        noForecastLeft: "прогнозу на сьогодні й далі немає",
        utcWithoutZone: "UTC (у відповіді немає часового поясу)",
        localTime: { "місцевий час (UTC\($0))" },
        updated: { "Оновлено \($0)" },
        stale: { $0.map { "Застаріло: оновлено \($0)" } ?? "Застаріло: вік невідомий" },
        savedResponse: { "Збережена відповідь: \($0)" },
        nearByIP: { "\($0) та околиці (за IP)" },
        demo: { "Демо: справжня відповідь OpenWeather\($0.map { " від \($0)" } ?? ""), не поточна погода" },
        sunrise: { "схід \($0)" }, sunset: { "захід \($0)" },
        clockChange: { forward, amount, time in
            forward
                ? "о \(time) годинники переводять на \(amount) вперед"
                : "о \(time) годинники переводять на \(amount) назад"
        },
        justNow: "щойно", minutesAgo: { "\($0) хв тому" }, hoursAgo: { "\($0) год \($1) хв тому" },
        daysAgo: { "\($0) дн. \($1) год тому" },
        nowFrom: { "Зараз, \($0), за прогнозом на \($1)" },
        nowBetween: { "Зараз, \($0), оцінка за прогнозами на \($1) і \($2)" },
        nowForecastFor: { "Зараз (прогноз на \($0))" },
        feelsLike: { "відчувається як \($0)" }, wind: { "вітер \($0)" }, humidity: { "вологість \($0)" },
        precipitation: { "опади \($0)" }, air: { "повітря \($0)" },
        rain: "Дощ", snow: "Сніг", rainAndSnow: "Дощ зі снігом",
        spellNow: { "\($0) зараз, до \($1)" }, spellFrom: { "\($0) з \($1) до \($2)" },
        upTo: { "до \($0)" },
        dryDays: { "Без дощу й снігу найближчі \($0) \(eastSlavic($0, "день", "дні", "днів"))" },
        dryHours: {
            $0 == 1
                ? "Без дощу й снігу найближчу годину"
                : "Без дощу й снігу найближчі \($0) \(eastSlavic($0, "годину", "години", "годин"))"
        },
        startsNow: "зараз",
        today: { "Сьогодні, \($0)" }, noSlots: "На сьогодні й далі інтервалів прогнозу не залишилося.",
        dayForecast: { "Прогноз на \($0) \(eastSlavic($0, "день", "дні", "днів"))" },
        time: "Час", temperature: "Темп.", precipitationColumn: "Опади", windColumn: "Вітер", from: "Звідки",
        feelsLikeColumn: "Відч.", gustColumn: "Порив",
        conditions: "Погода",
        day: "День", high: "Макс", low: "Мін", range: "Діапазон", rainColumn: "Дощ, мм", snowColumn: "Сніг, мм",
        airColumn: "Повітря", sun: "Сонце", moon: "Місяць",
        partial: " (неповний)", partialNote: "* неповний день (менше 8 інтервалів)",
        polarNight: "полярна ніч", midnightSun: "полярний день",
        warmest: { "Найтепліше \($0), \($1)" }, coldest: { "найхолодніше \($0), \($1)" }, dry: "без опадів",
        rainOn: { "дощ \($0), \($1)" }, snowOn: { "сніг \($0), \($1)" },
        gustsTo: { "пориви до \($0) (\($1))" }, windTo: { "вітер до \($0) (\($1))" },
        airOn: { "повітря: \($0) (\($1))" }, summarySeparator: "; ", summaryEnd: ".",
        chartTitle: { "Температура \($0); ^ зараз, | місцева північ" },
        popLabel: "імов.", popLegend: "імов. = імовірність опадів",
        amountLegend: { "\($0) = дощ + сніг (макс. \($1))" },
        unknownPlace: "Невідоме місце", refresh: "Оновити",
        guideNameOne: "Вкажіть місце:",
        guideByName: { "за назвою (назву з пробілами — в лапках: \($0))" },
        guideByCoordinates: "за широтою і довготою",
        guideFromPlaces: { "з \($0)" },
        guidePut: { "Щоб зробити його типовим, запишіть у \($0):" },
        guideAdd: { "Щоб зробити його типовим, додайте до об’єкта в \($0):" },
        guideKey: { "Ключ API задається в \($0) або як \($1) у \($2)." },
        guideDemo: { "Подивитися без ключа й мережі: \($0)" })

    /// Each condition in Ukrainian; read against OpenWeather's English descriptions (``ConditionCode``).
    static func ukrainianCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "гроза з невеликим дощем"
        case .thunderstormWithRain: "гроза з дощем"
        case .thunderstormWithHeavyRain: "гроза з сильним дощем"
        case .lightThunderstorm: "слабка гроза"
        case .thunderstorm: "гроза"
        case .heavyThunderstorm: "сильна гроза"
        case .raggedThunderstorm: "місцями грози"
        case .thunderstormWithLightDrizzle: "гроза з невеликою мрякою"
        case .thunderstormWithDrizzle: "гроза з мрякою"
        case .thunderstormWithHeavyDrizzle: "гроза з сильною мрякою"
        case .lightDrizzle: "слабка мряка"
        case .drizzle: "мряка"
        case .heavyDrizzle: "сильна мряка"
        case .lightDrizzleRain: "слабка мряка і дощ"
        case .drizzleRain: "мряка і дощ"
        case .heavyDrizzleRain: "сильна мряка і дощ"
        case .showerRainAndDrizzle: "злива і мряка"
        case .heavyShowerRainAndDrizzle: "сильна злива і мряка"
        case .showerDrizzle: "зливова мряка"
        case .lightRain: "невеликий дощ"
        case .moderateRain: "помірний дощ"
        case .heavyRain: "сильний дощ"
        case .veryHeavyRain: "дуже сильний дощ"
        case .extremeRain: "надзвичайно сильний дощ"
        case .freezingRain: "крижаний дощ"
        case .lightShowerRain: "невелика злива"
        case .showerRain: "злива"
        case .heavyShowerRain: "сильна злива"
        case .raggedShowerRain: "місцями зливи"
        case .lightSnow: "невеликий сніг"
        case .snow: "сніг"
        case .heavySnow: "сильний сніг"
        case .sleet: "мокрий сніг"
        case .lightShowerSleet: "невеликий зливовий мокрий сніг"
        case .showerSleet: "зливовий мокрий сніг"
        case .lightRainAndSnow: "невеликий дощ зі снігом"
        case .rainAndSnow: "дощ зі снігом"
        case .lightShowerSnow: "невеликий зливовий сніг"
        case .showerSnow: "зливовий сніг"
        case .heavyShowerSnow: "сильний зливовий сніг"
        case .mist: "серпанок"
        case .smoke: "дим"
        case .haze: "імла"
        case .dustWhirls: "пилові вихори"
        case .fog: "туман"
        case .sand: "пісок"
        case .dust: "пил"
        case .volcanicAsh: "вулканічний попіл"
        case .squalls: "шквали"
        case .tornado: "смерч"
        case .clearSky: "ясно"
        case .fewClouds: "малохмарно"
        case .scatteredClouds: "мінлива хмарність"
        case .brokenClouds: "хмарно з проясненнями"
        case .overcastClouds: "похмуро"
        }
    }
}
