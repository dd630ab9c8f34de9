extension Phrases {
    /// French. An ASCII apostrophe, not U+2019, which many CJK terminals draw two cells wide; a no-break space
    /// (U+00A0) before a colon, as French sets it, so that a line never starts with the colon.
    static let french = Phrases(
        weekdays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
        months: [
            "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
        ],
        titleDate: "E d MMM y", rowDate: "E d MMM", shortDate: "E dd/MM",
        am: "AM", pm: "PM", hourPattern: "h\u{202F}a", hourMinutePattern: "h:mm\u{202F}a",
        narrowMinutes: { "\($0)min" }, narrowHours: { "\($0)h" }, narrowDays: { "\($0)j" },
        compassPoints: [
            "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSO", "SO", "OSO", "O", "ONO", "NO", "NNO",
        ],
        calm: "calme",
        airQuality: ["Bon", "Correct", "Moyen", "Mauvais", "Très mauvais"],
        moonPhases: [
            "Nouvelle lune", "Premier croissant", "Premier quartier", "Gibbeuse croissante", "Pleine lune",
            "Gibbeuse décroissante", "Dernier quartier", "Dernier croissant",
        ],
        sentenceWeekdays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."], listSeparator: ", ", labelEnd: ": ",
        condition: frenchCondition,
        forecastFrom: { "prévisions à partir du \($0)" },
        noForecastLeft: "plus de prévisions pour aujourd'hui ou après",
        utcWithoutZone: "UTC (la réponse ne donne pas de fuseau horaire)",
        localTime: { "heure locale (UTC\($0))" },
        updated: { "Mis à jour \($0)" },
        stale: { $0.map { "Périmé\u{A0}: mis à jour \($0)" } ?? "Périmé\u{A0}: âge inconnu" },
        savedResponse: { "Réponse enregistrée\u{A0}: \($0)" },
        nearByIP: { "près de \($0) (d’après l’IP)" },
        demo: {
            "Démo\u{A0}: une vraie réponse d'OpenWeather\($0.map { " enregistrée le \($0)" } ?? ""), pas la météo en direct"
        },
        sunrise: { "lever \($0)" }, sunset: { "coucher \($0)" },
        clockChange: { forward, amount, time in
            forward ? "on avance l’heure de \(amount) à \(time)" : "on recule l’heure de \(amount) à \(time)"
        },
        justNow: "à l'instant", minutesAgo: { "il y a \($0) min" }, hoursAgo: { "il y a \($0) h \($1) min" },
        daysAgo: { "il y a \($0) j \($1) h" },
        nowFrom: { "Maintenant, \($0), d'après la prévision de \($1)" },
        nowBetween: { "Maintenant, \($0), estimé d'après les prévisions de \($1) et \($2)" },
        nowForecastFor: { "Maintenant (prévision pour \($0))" },
        feelsLike: { "ressenti \($0)" }, wind: { "vent \($0)" }, humidity: { "humidité \($0)" },
        precipitation: { "précipitations \($0)" }, air: { "air \($0)" },
        rain: "Pluie", snow: "Neige", rainAndSnow: "Pluie et neige",
        spellNow: { "\($0) en cours, jusqu'à \($1)" }, spellFrom: { "\($0) de \($1) à \($2)" },
        upTo: { "jusqu'à \($0)" },
        dryDays: { "Ni pluie ni neige dans les \($0) prochains jours" },
        dryHours: {
            $0 == 1 ? "Ni pluie ni neige dans l'heure qui vient" : "Ni pluie ni neige dans les \($0) prochaines heures"
        },
        startsNow: "maintenant",
        today: { "Aujourd'hui, \($0)" }, noSlots: "Plus aucune prévision pour aujourd'hui ou après.",
        dayForecast: { "Prévisions sur \($0) jours" },
        time: "Heure", temperature: "Temp.", precipitationColumn: "Préc.", windColumn: "Vent", from: "Dir.",
        feelsLikeColumn: "Ress.", gustColumn: "Rafale",
        conditions: "Conditions",
        day: "Jour", high: "Max", low: "Min", range: "Plage", rainColumn: "Pluie mm", snowColumn: "Neige mm",
        airColumn: "Air", sun: "Soleil", moon: "Lune",
        partial: " (partiel)", partialNote: "* journée partielle (moins de 8 créneaux)",
        polarNight: "nuit polaire", midnightSun: "soleil de minuit",
        warmest: { "Le plus chaud \($0), \($1)" }, coldest: { "le plus froid \($0), \($1)" }, dry: "sec",
        rainOn: { "pluie \($0), \($1)" }, snowOn: { "neige \($0), \($1)" },
        gustsTo: { "rafales jusqu'à \($0) \($1)" }, windTo: { "vent jusqu'à \($0) \($1)" },
        airOn: { "air \($0) \($1)" }, summarySeparator: "; ", summaryEnd: ".",
        chartTitle: { "Température \($0); ^ maintenant, | minuit local" },
        popLabel: "préc", popLegend: "préc = probabilité de précipitations",
        amountLegend: { "\($0) = pluie + neige (max \($1))" },
        unknownPlace: "Lieu inconnu", refresh: "Actualiser",
        guideNameOne: "Indiquez un lieu\u{A0}:",
        guideByName: { "par son nom (entre guillemets s’il contient des espaces\u{A0}: \($0))" },
        guideByCoordinates: "par latitude et longitude",
        guideFromPlaces: { "depuis \($0)" },
        guidePut: { "Pour en faire le lieu par défaut, mettez ceci dans \($0)\u{A0}:" },
        guideAdd: { "Pour en faire le lieu par défaut, ajoutez ceci à l’objet de \($0)\u{A0}:" },
        guideKey: { "La clé d’API va dans \($0), ou sous la forme \($1) dans \($2)." },
        guideDemo: { "Pour l’essayer sans clé ni réseau\u{A0}: \($0)" })

    /// Each condition in French; read against OpenWeather's English descriptions (``ConditionCode``).
    static func frenchCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "orage avec pluie faible"
        case .thunderstormWithRain: "orage avec pluie"
        case .thunderstormWithHeavyRain: "orage avec forte pluie"
        case .lightThunderstorm: "orage faible"
        case .thunderstorm: "orage"
        case .heavyThunderstorm: "orage violent"
        case .raggedThunderstorm: "orages isolés"
        case .thunderstormWithLightDrizzle: "orage avec bruine faible"
        case .thunderstormWithDrizzle: "orage avec bruine"
        case .thunderstormWithHeavyDrizzle: "orage avec forte bruine"
        case .lightDrizzle: "bruine faible"
        case .drizzle: "bruine"
        case .heavyDrizzle: "forte bruine"
        case .lightDrizzleRain: "bruine et pluie faibles"
        case .drizzleRain: "bruine et pluie"
        case .heavyDrizzleRain: "forte bruine et pluie"
        case .showerRainAndDrizzle: "averses et bruine"
        case .heavyShowerRainAndDrizzle: "fortes averses et bruine"
        case .showerDrizzle: "averses de bruine"
        case .lightRain: "pluie faible"
        case .moderateRain: "pluie modérée"
        case .heavyRain: "forte pluie"
        case .veryHeavyRain: "très forte pluie"
        case .extremeRain: "pluie diluvienne"
        case .freezingRain: "pluie verglaçante"
        case .lightShowerRain: "faibles averses"
        case .showerRain: "averses"
        case .heavyShowerRain: "fortes averses"
        case .raggedShowerRain: "averses éparses"
        case .lightSnow: "neige faible"
        case .snow: "neige"
        case .heavySnow: "forte neige"
        case .sleet: "neige fondue"
        case .lightShowerSleet: "faibles averses de neige fondue"
        case .showerSleet: "averses de neige fondue"
        case .lightRainAndSnow: "pluie et neige faibles"
        case .rainAndSnow: "pluie et neige"
        case .lightShowerSnow: "faibles averses de neige"
        case .showerSnow: "averses de neige"
        case .heavyShowerSnow: "fortes averses de neige"
        case .mist: "brume"
        case .smoke: "fumée"
        case .haze: "brume sèche"
        case .dustWhirls: "tourbillons de poussière"
        case .fog: "brouillard"
        case .sand: "sable"
        case .dust: "poussière"
        case .volcanicAsh: "cendres volcaniques"
        case .squalls: "grains"
        case .tornado: "tornade"
        case .clearSky: "ciel dégagé"
        case .fewClouds: "peu nuageux"
        case .scatteredClouds: "partiellement nuageux"
        case .brokenClouds: "nuageux"
        case .overcastClouds: "couvert"
        }
    }
}
