extension Phrases {
    /// Italian.
    static let italian = Phrases(
        weekdays: ["dom", "lun", "mar", "mer", "gio", "ven", "sab"],
        months: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
        titleDate: "E d MMM y", rowDate: "E d MMM", shortDate: "E dd/MM",
        compassPoints: [
            "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSO", "SO", "OSO", "O", "ONO", "NO", "NNO",
        ],
        airQuality: ["Buona", "Discreta", "Moderata", "Scadente", "Molto scadente"],
        moonPhases: [
            "Luna nuova", "Luna crescente", "Primo quarto", "Gibbosa crescente", "Luna piena", "Gibbosa calante",
            "Ultimo quarto", "Luna calante",
        ],
        forecastFrom: { "previsioni da \($0)" },
        noForecastLeft: "nessuna previsione per oggi o dopo",
        utcWithoutZone: "UTC (la risposta non indica il fuso orario)",
        localTime: { "ora locale (UTC\($0))" },
        updated: { "Aggiornato \($0)" },
        stale: { $0.map { "Dati vecchi: aggiornati \($0)" } ?? "Dati vecchi: età sconosciuta" },
        savedResponse: { "Risposta salvata: \($0)" },
        demo: {
            "Demo: una vera risposta di OpenWeather\($0.map { " registrata il \($0)" } ?? ""), non il meteo in tempo reale"
        },
        sunrise: { "alba \($0)" }, sunset: { "tramonto \($0)" },
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
        unknownPlace: "Luogo sconosciuto", refresh: "Aggiorna")
}
