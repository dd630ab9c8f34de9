extension Phrases {
    /// Brazilian Portuguese.
    static let brazilianPortuguese = Phrases(
        weekdays: ["dom.", "seg.", "ter.", "qua.", "qui.", "sex.", "sáb."],
        months: ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."],
        titleDate: "E, d 'de' MMM 'de' y", rowDate: "E, d 'de' MMM", shortDate: "E, dd/MM",
        am: "AM", pm: "PM", hourPattern: "h\u{202F}a", hourMinutePattern: "h:mm\u{202F}a",
        narrowMinutes: { "\($0) min" }, narrowHours: { "\($0) h" },
        narrowDays: { $0 <= 1 ? "\($0) dia" : "\($0) dias" },
        compassPoints: [
            "N", "NNE", "NE", "ENE", "L", "ESE", "SE", "SSE", "S", "SSO", "SO", "OSO", "O", "ONO", "NO", "NNO",
        ],
        calm: "calmaria",
        airQuality: ["Boa", "Razoável", "Moderada", "Ruim", "Muito ruim"],
        moonPhases: [
            "Lua nova", "Lua crescente", "Quarto crescente", "Crescente gibosa", "Lua cheia", "Minguante gibosa",
            "Quarto minguante", "Lua minguante",
        ],
        sentenceWeekdays: ["dom.", "seg.", "ter.", "qua.", "qui.", "sex.", "sáb."], listSeparator: ", ", labelEnd: ": ",
        condition: brazilianPortugueseCondition,
        forecastFrom: { "previsão a partir de \($0)" },
        noForecastLeft: "sem previsão para hoje ou depois",
        utcWithoutZone: "UTC (a resposta não informa o fuso horário)",
        localTime: { "horário local (UTC\($0))" },
        updated: { "Atualizado \($0)" },
        stale: { $0.map { "Desatualizado: atualizado \($0)" } ?? "Desatualizado: idade desconhecida" },
        savedResponse: { "Resposta salva: \($0)" },
        nearByIP: { "perto de \($0) (pelo IP)" },
        demo: {
            "Demonstração: uma resposta real da OpenWeather\($0.map { " gravada em \($0)" } ?? ""), não o tempo ao vivo"
        },
        sunrise: { "nascer do sol \($0)" }, sunset: { "pôr do sol \($0)" },
        clockChange: { forward, amount, time in
            forward ? "relógios adiantam \(amount) às \(time)" : "relógios atrasam \(amount) às \(time)"
        },
        justNow: "agora mesmo", minutesAgo: { "há \($0) min" }, hoursAgo: { "há \($0) h \($1) min" },
        daysAgo: { "há \($0) d \($1) h" },
        nowFrom: { "Agora, \($0), pela previsão das \($1)" },
        nowBetween: { "Agora, \($0), estimado pelas previsões das \($1) e das \($2)" },
        nowForecastFor: { "Agora (previsão para \($0))" },
        feelsLike: { "sensação \($0)" }, wind: { "vento \($0)" }, humidity: { "umidade \($0)" },
        precipitation: { "precipitação \($0)" }, air: { "ar \($0)" },
        rain: "Chuva", snow: "Neve", rainAndSnow: "Chuva e neve",
        spellNow: { "\($0) agora, até \($1)" }, spellFrom: { "\($0) de \($1) até \($2)" },
        upTo: { "até \($0)" },
        dryDays: { "Sem chuva nem neve nos próximos \($0) dias" },
        dryHours: { $0 == 1 ? "Sem chuva nem neve na próxima hora" : "Sem chuva nem neve nas próximas \($0) horas" },
        startsNow: "agora",
        today: { "Hoje, \($0)" }, noSlots: "Não restam horários de previsão para hoje ou depois.",
        dayForecast: { "Previsão de \($0) dias" },
        time: "Hora", temperature: "Temp.", precipitationColumn: "Prec.", windColumn: "Vento", from: "Dir.",
        feelsLikeColumn: "Sens.", gustColumn: "Rajada",
        conditions: "Condições",
        day: "Dia", high: "Máx.", low: "Mín.", range: "Faixa", rainColumn: "Chuva mm", snowColumn: "Neve mm",
        airColumn: "Ar", sun: "Sol", moon: "Lua",
        partial: " (parcial)", partialNote: "* dia parcial (menos de 8 horários)",
        polarNight: "noite polar", midnightSun: "sol da meia-noite",
        warmest: { "Mais quente \($0), \($1)" }, coldest: { "mais frio \($0), \($1)" }, dry: "seco",
        rainOn: { "chuva \($0), \($1)" }, snowOn: { "neve \($0), \($1)" },
        gustsTo: { "rajadas de até \($0) (\($1))" }, windTo: { "vento de até \($0) (\($1))" },
        airOn: { "ar \($0) (\($1))" }, summarySeparator: "; ", summaryEnd: ".",
        chartTitle: { "Temperatura \($0); ^ agora, | meia-noite local" },
        popLabel: "prec", popLegend: "prec = probabilidade de precipitação",
        amountLegend: { "\($0) = chuva + neve (máx. \($1))" },
        unknownPlace: "Local desconhecido", refresh: "Atualizar",
        guideNameOne: "Informe um local:",
        guideByName: { "pelo nome (entre aspas se tiver espaços: \($0))" },
        guideByCoordinates: "por latitude e longitude",
        guideFromPlaces: { "de \($0)" },
        guidePut: { "Para torná-lo o padrão, coloque isto em \($0):" },
        guideAdd: { "Para torná-lo o padrão, adicione isto ao objeto em \($0):" },
        guideKey: { "A chave da API vai em \($0), ou como \($1) em \($2)." },
        guideDemo: { "Para ver funcionando sem chave nem rede: \($0)" })

    /// Each condition in BrazilianPortuguese; read against OpenWeather's English descriptions (``ConditionCode``).
    static func brazilianPortugueseCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "trovoada com chuva fraca"
        case .thunderstormWithRain: "trovoada com chuva"
        case .thunderstormWithHeavyRain: "trovoada com chuva forte"
        case .lightThunderstorm: "trovoada fraca"
        case .thunderstorm: "trovoada"
        case .heavyThunderstorm: "trovoada forte"
        case .raggedThunderstorm: "trovoadas isoladas"
        case .thunderstormWithLightDrizzle: "trovoada com garoa fraca"
        case .thunderstormWithDrizzle: "trovoada com garoa"
        case .thunderstormWithHeavyDrizzle: "trovoada com garoa forte"
        case .lightDrizzle: "garoa fraca"
        case .drizzle: "garoa"
        case .heavyDrizzle: "garoa forte"
        case .lightDrizzleRain: "garoa e chuva fracas"
        case .drizzleRain: "garoa e chuva"
        case .heavyDrizzleRain: "garoa e chuva fortes"
        case .showerRainAndDrizzle: "pancadas de chuva e garoa"
        case .heavyShowerRainAndDrizzle: "pancadas fortes de chuva e garoa"
        case .showerDrizzle: "pancadas de garoa"
        case .lightRain: "chuva fraca"
        case .moderateRain: "chuva moderada"
        case .heavyRain: "chuva forte"
        case .veryHeavyRain: "chuva muito forte"
        case .extremeRain: "chuva torrencial"
        case .freezingRain: "chuva congelante"
        case .lightShowerRain: "pancadas de chuva fracas"
        case .showerRain: "pancadas de chuva"
        case .heavyShowerRain: "pancadas de chuva fortes"
        case .raggedShowerRain: "pancadas de chuva isoladas"
        case .lightSnow: "neve fraca"
        case .snow: "neve"
        case .heavySnow: "neve forte"
        case .sleet: "chuva com neve"
        case .lightShowerSleet: "pancadas fracas de chuva com neve"
        case .showerSleet: "pancadas de chuva com neve"
        case .lightRainAndSnow: "chuva e neve fracas"
        case .rainAndSnow: "chuva e neve"
        case .lightShowerSnow: "pancadas de neve fracas"
        case .showerSnow: "pancadas de neve"
        case .heavyShowerSnow: "pancadas de neve fortes"
        case .mist: "névoa"
        case .smoke: "fumaça"
        case .haze: "névoa seca"
        case .dustWhirls: "redemoinhos de poeira"
        case .fog: "nevoeiro"
        case .sand: "areia"
        case .dust: "poeira"
        case .volcanicAsh: "cinzas vulcânicas"
        case .squalls: "rajadas de vento"
        case .tornado: "tornado"
        case .clearSky: "céu limpo"
        case .fewClouds: "poucas nuvens"
        case .scatteredClouds: "parcialmente nublado"
        case .brokenClouds: "nublado"
        case .overcastClouds: "encoberto"
        }
    }
}
