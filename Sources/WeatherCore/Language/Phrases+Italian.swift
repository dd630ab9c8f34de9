extension Phrases {
    /// Italian.
    static let italian = Phrases(
        weekdays: ["dom", "lun", "mar", "mer", "gio", "ven", "sab"],
        months: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
        titleDate: "E d MMM y", rowDate: "E d MMM", shortDate: "E dd/MM",
        am: "AM", pm: "PM", hourPattern: "h\u{202F}a", hourMinutePattern: "h:mm\u{202F}a",
        narrowMinutes: { "\($0)min" }, narrowHours: { "\($0)h" }, narrowDays: { $0 == 1 ? "1g" : "\($0)gg" },
        compassPoints: [
            "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSO", "SO", "OSO", "O", "ONO", "NO", "NNO",
        ],
        calm: "calma",
        airQuality: ["Buona", "Discreta", "Moderata", "Scadente", "Molto scadente"],
        moonPhases: [
            "Luna nuova", "Luna crescente", "Primo quarto", "Gibbosa crescente", "Luna piena", "Gibbosa calante",
            "Ultimo quarto", "Luna calante",
        ],
        sentenceWeekdays: ["dom", "lun", "mar", "mer", "gio", "ven", "sab"], listSeparator: ", ", labelEnd: ": ",
        condition: italianCondition,
        forecastFrom: { "previsioni da \($0)" },
        noForecastLeft: "nessuna previsione per oggi o dopo",
        utcWithoutZone: "UTC (la risposta non indica il fuso orario)",
        localTime: { "ora locale (UTC\($0))" },
        updated: { "Aggiornato \($0)" },
        stale: { $0.map { "Dati vecchi: aggiornati \($0)" } ?? "Dati vecchi: età sconosciuta" },
        savedResponse: { "Risposta salvata: \($0)" },
        nearByIP: { "vicino a \($0) (secondo l’IP)" },
        demo: {
            "Demo: una vera risposta di OpenWeather\($0.map { " registrata il \($0)" } ?? ""), non il meteo in tempo reale"
        },
        sunrise: { "alba \($0)" }, sunset: { "tramonto \($0)" },
        clockChange: { forward, amount, time in
            forward ? "orologi avanti di \(amount) alle \(time)" : "orologi indietro di \(amount) alle \(time)"
        },
        justNow: "proprio ora", minutesAgo: { "\($0) min fa" }, hoursAgo: { "\($0) h \($1) min fa" },
        daysAgo: { "\($0) g \($1) h fa" },
        nowFrom: { "Ora, \($0), dalla previsione delle \($1)" },
        nowBetween: { "Ora, \($0), stimato dalle previsioni delle \($1) e delle \($2)" },
        nowForecastFor: { "Ora (previsione per \($0))" },
        feelsLike: { "percepita \($0)" }, wind: { "vento \($0)" }, humidity: { "umidità \($0)" },
        precipitation: { "precipitazioni \($0)" }, air: { "aria \($0)" },
        rain: "Pioggia", snow: "Neve", rainAndSnow: "Pioggia e neve",
        spellNow: { "\($0) in corso, fino a \($1)" }, spellFrom: { "\($0) da \($1) fino a \($2)" },
        upTo: { "fino al \($0)" },
        dryDays: { "Niente pioggia né neve nei prossimi \($0) giorni" },
        dryHours: {
            $0 == 1 ? "Niente pioggia né neve nella prossima ora" : "Niente pioggia né neve nelle prossime \($0) ore"
        },
        startsNow: "ora",
        today: { "Oggi, \($0)" }, noSlots: "Nessuna fascia di previsione per oggi o dopo.",
        dayForecast: { "Previsioni a \($0) giorni" },
        time: "Ora", temperature: "Temp.", precipitationColumn: "Prec.", windColumn: "Vento", from: "Dir.",
        feelsLikeColumn: "Perc.", gustColumn: "Raffica",
        conditions: "Condizioni",
        day: "Giorno", high: "Max", low: "Min", range: "Escursione", rainColumn: "Pioggia mm",
        snowColumn: "Neve mm", airColumn: "Aria", sun: "Sole", moon: "Luna",
        partial: " (parziale)", partialNote: "* giornata parziale (meno di 8 fasce)",
        polarNight: "notte polare", midnightSun: "sole di mezzanotte",
        warmest: { "Più caldo \($0), \($1)" }, coldest: { "più freddo \($0), \($1)" }, dry: "asciutto",
        rainOn: { "pioggia \($0), \($1)" }, snowOn: { "neve \($0), \($1)" },
        gustsTo: { "raffiche fino a \($0) \($1)" }, windTo: { "vento fino a \($0) \($1)" },
        airOn: { "aria \($0) \($1)" }, summarySeparator: "; ", summaryEnd: ".",
        chartTitle: { "Temperatura \($0); ^ ora, | mezzanotte locale" },
        popLabel: "prec", popLegend: "prec = probabilità di precipitazioni",
        amountLegend: { "\($0) = pioggia + neve (max \($1))" },
        unknownPlace: "Luogo sconosciuto", refresh: "Aggiorna",
        guideNameOne: "Indica un luogo:",
        guideByName: { "per nome (tra virgolette se contiene spazi: \($0))" },
        guideByCoordinates: "per latitudine e longitudine",
        guideFromPlaces: { "da \($0)" },
        guidePut: { "Per renderlo predefinito, scrivi questo in \($0):" },
        guideAdd: { "Per renderlo predefinito, aggiungi questo all’oggetto in \($0):" },
        guideKey: { "La chiave API va in \($0), oppure come \($1) in \($2)." },
        guideDemo: { "Per provarlo senza chiave né rete: \($0)" })

    /// Each condition in Italian; read against OpenWeather's English descriptions (``ConditionCode``).
    static func italianCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "temporale con pioggia debole"
        case .thunderstormWithRain: "temporale con pioggia"
        case .thunderstormWithHeavyRain: "temporale con pioggia forte"
        case .lightThunderstorm: "temporale debole"
        case .thunderstorm: "temporale"
        case .heavyThunderstorm: "temporale forte"
        case .raggedThunderstorm: "temporali sparsi"
        case .thunderstormWithLightDrizzle: "temporale con pioviggine debole"
        case .thunderstormWithDrizzle: "temporale con pioviggine"
        case .thunderstormWithHeavyDrizzle: "temporale con pioviggine forte"
        case .lightDrizzle: "pioviggine debole"
        case .drizzle: "pioviggine"
        case .heavyDrizzle: "pioviggine forte"
        case .lightDrizzleRain: "pioviggine e pioggia deboli"
        case .drizzleRain: "pioviggine e pioggia"
        case .heavyDrizzleRain: "pioviggine e pioggia forti"
        case .showerRainAndDrizzle: "rovesci e pioviggine"
        case .heavyShowerRainAndDrizzle: "forti rovesci e pioviggine"
        case .showerDrizzle: "rovesci di pioviggine"
        case .lightRain: "pioggia debole"
        case .moderateRain: "pioggia moderata"
        case .heavyRain: "pioggia forte"
        case .veryHeavyRain: "pioggia molto forte"
        case .extremeRain: "nubifragio"
        case .freezingRain: "pioggia gelata"
        case .lightShowerRain: "rovesci deboli"
        case .showerRain: "rovesci"
        case .heavyShowerRain: "rovesci forti"
        case .raggedShowerRain: "rovesci sparsi"
        case .lightSnow: "neve debole"
        case .snow: "neve"
        case .heavySnow: "neve forte"
        case .sleet: "nevischio"
        case .lightShowerSleet: "deboli rovesci di nevischio"
        case .showerSleet: "rovesci di nevischio"
        case .lightRainAndSnow: "pioggia e neve deboli"
        case .rainAndSnow: "pioggia e neve"
        case .lightShowerSnow: "deboli rovesci di neve"
        case .showerSnow: "rovesci di neve"
        case .heavyShowerSnow: "forti rovesci di neve"
        case .mist: "foschia"
        case .smoke: "fumo"
        case .haze: "caligine"
        case .dustWhirls: "turbini di polvere"
        case .fog: "nebbia"
        case .sand: "sabbia"
        case .dust: "polvere"
        case .volcanicAsh: "cenere vulcanica"
        case .squalls: "groppi"
        case .tornado: "tromba d'aria"
        case .clearSky: "sereno"
        case .fewClouds: "poco nuvoloso"
        case .scatteredClouds: "parzialmente nuvoloso"
        case .brokenClouds: "nuvoloso"
        case .overcastClouds: "coperto"
        }
    }
}
