extension Phrases {
    /// German.
    static let german = Phrases(
        weekdays: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
        months: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
        titleDate: "E, d. MMM y", rowDate: "E, d. MMM", shortDate: "E, d.M.",
        am: "AM", pm: "PM", hourPattern: "h 'Uhr' a", hourMinutePattern: "h:mm\u{202F}a",
        narrowMinutes: { "\($0) Min." }, narrowHours: { "\($0) Std." }, narrowDays: { "\($0) T" },
        compassPoints: [
            "N", "NNO", "NO", "ONO", "O", "OSO", "SO", "SSO", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
        ],
        calm: "windstill",
        airQuality: ["Gut", "Akzeptabel", "Mäßig", "Schlecht", "Sehr schlecht"],
        moonPhases: [
            "Neumond", "Zunehmende Sichel", "Erstes Viertel", "Zunehmender Mond", "Vollmond", "Abnehmender Mond",
            "Letztes Viertel", "Abnehmende Sichel",
        ],
        sentenceWeekdays: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."], listSeparator: ", ", labelEnd: ": ",
        condition: germanCondition,
        forecastFrom: { "Vorhersage ab \($0)" },
        noForecastLeft: "keine Vorhersage mehr für heute oder später",
        utcWithoutZone: "UTC (die Antwort nennt keine Zeitzone)",
        localTime: { "Ortszeit (UTC\($0))" },
        updated: { "Aktualisiert \($0)" },
        stale: { $0.map { "Veraltet: aktualisiert \($0)" } ?? "Veraltet: Alter unbekannt" },
        savedResponse: { "Gespeicherte Antwort: \($0)" },
        nearByIP: { "nahe \($0) (laut IP)" },
        demo: { "Demo: eine echte OpenWeather-Antwort\($0.map { " vom \($0)" } ?? ""), kein aktuelles Wetter" },
        sunrise: { "Sonnenaufgang \($0)" }, sunset: { "Sonnenuntergang \($0)" },
        clockChange: { forward, amount, time in
            forward
                ? "Uhren werden um \(time) \(amount) vorgestellt" : "Uhren werden um \(time) \(amount) zurückgestellt"
        },
        justNow: "gerade eben", minutesAgo: { "vor \($0) Min." }, hoursAgo: { "vor \($0) Std. \($1) Min." },
        daysAgo: { "vor \($0) T. \($1) Std." },
        nowFrom: { "Jetzt, \($0), aus der Vorhersage für \($1)" },
        nowBetween: { "Jetzt, \($0), geschätzt aus den Vorhersagen für \($1) und \($2)" },
        nowForecastFor: { "Jetzt (Vorhersage für \($0))" },
        feelsLike: { "gefühlt \($0)" }, wind: { "Wind \($0)" }, humidity: { "Luftfeuchte \($0)" },
        precipitation: { "Niederschlag \($0)" }, air: { "Luft \($0)" },
        rain: "Regen", snow: "Schnee", rainAndSnow: "Regen und Schnee",
        spellNow: { "\($0) jetzt, bis \($1)" }, spellFrom: { "\($0) von \($1) bis \($2)" },
        upTo: { "bis \($0)" },
        dryDays: { "Kein Regen oder Schnee in den nächsten \($0) Tagen" },
        dryHours: {
            $0 == 1
                ? "Kein Regen oder Schnee in der nächsten Stunde"
                : "Kein Regen oder Schnee in den nächsten \($0) Stunden"
        },
        startsNow: "jetzt",
        today: { "Heute, \($0)" }, noSlots: "Keine Vorhersagezeiten mehr für heute oder später.",
        dayForecast: { "\($0)-Tage-Vorhersage" },
        time: "Zeit", temperature: "Temp.", precipitationColumn: "Nied.", windColumn: "Wind", from: "Richtung",
        feelsLikeColumn: "Gef.", gustColumn: "Böe",
        conditions: "Wetter",
        day: "Tag", high: "Max", low: "Min", range: "Spanne", rainColumn: "Regen mm", snowColumn: "Schnee mm",
        airColumn: "Luft", sun: "Sonne", moon: "Mond",
        partial: " (unvollst.)", partialNote: "* unvollständiger Tag (unter 8 Zeiten)",
        polarNight: "Polarnacht", midnightSun: "Mitternachtssonne",
        warmest: { "Am wärmsten \($0), \($1)" }, coldest: { "am kältesten \($0), \($1)" }, dry: "trocken",
        rainOn: { "Regen \($0), \($1)" }, snowOn: { "Schnee \($0), \($1)" },
        gustsTo: { "Böen bis \($0) am \($1)" }, windTo: { "Wind bis \($0) am \($1)" },
        airOn: { "Luft \($0) am \($1)" }, summarySeparator: "; ", summaryEnd: ".",
        chartTitle: { "Temperatur \($0); ^ jetzt, | Mitternacht (Ortszeit)" },
        popLabel: "Nied.", popLegend: "Nied. = Niederschlagswahrscheinlichkeit",
        amountLegend: { "\($0) = Regen + Schnee (max. \($1))" },
        unknownPlace: "Unbekannter Ort", refresh: "Aktualisieren",
        guideNameOne: "Einen Ort angeben:",
        guideByName: { "nach Name (Namen mit Leerzeichen in Anführungszeichen: \($0))" },
        guideByCoordinates: "nach Breiten- und Längengrad",
        guideFromPlaces: { "aus \($0)" },
        guidePut: { "Um ihn als Standard festzulegen, dies in \($0) eintragen:" },
        guideAdd: { "Um ihn als Standard festzulegen, dies im Objekt in \($0) ergänzen:" },
        guideKey: { "Der API-Schlüssel gehört in \($0) oder als \($1) in \($2)." },
        guideDemo: { "Ohne Schlüssel und Netz ausprobieren: \($0)" })

    /// Each condition in German; read against OpenWeather's English descriptions (``ConditionCode``).
    static func germanCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "Gewitter mit leichtem Regen"
        case .thunderstormWithRain: "Gewitter mit Regen"
        case .thunderstormWithHeavyRain: "Gewitter mit Starkregen"
        case .lightThunderstorm: "leichtes Gewitter"
        case .thunderstorm: "Gewitter"
        case .heavyThunderstorm: "schweres Gewitter"
        case .raggedThunderstorm: "vereinzelte Gewitter"
        case .thunderstormWithLightDrizzle: "Gewitter mit leichtem Nieselregen"
        case .thunderstormWithDrizzle: "Gewitter mit Nieselregen"
        case .thunderstormWithHeavyDrizzle: "Gewitter mit starkem Nieselregen"
        case .lightDrizzle: "leichter Nieselregen"
        case .drizzle: "Nieselregen"
        case .heavyDrizzle: "starker Nieselregen"
        case .lightDrizzleRain: "leichter Nieselregen und Regen"
        case .drizzleRain: "Nieselregen und Regen"
        case .heavyDrizzleRain: "starker Nieselregen und Regen"
        case .showerRainAndDrizzle: "Regenschauer und Nieselregen"
        case .heavyShowerRainAndDrizzle: "starke Regenschauer und Nieselregen"
        case .showerDrizzle: "Nieselschauer"
        case .lightRain: "leichter Regen"
        case .moderateRain: "mäßiger Regen"
        case .heavyRain: "starker Regen"
        case .veryHeavyRain: "sehr starker Regen"
        case .extremeRain: "extremer Regen"
        case .freezingRain: "gefrierender Regen"
        case .lightShowerRain: "leichte Regenschauer"
        case .showerRain: "Regenschauer"
        case .heavyShowerRain: "starke Regenschauer"
        case .raggedShowerRain: "vereinzelte Regenschauer"
        case .lightSnow: "leichter Schneefall"
        case .snow: "Schneefall"
        case .heavySnow: "starker Schneefall"
        case .sleet: "Schneeregen"
        case .lightShowerSleet: "leichte Schneeregenschauer"
        case .showerSleet: "Schneeregenschauer"
        case .lightRainAndSnow: "leichter Regen und Schnee"
        case .rainAndSnow: "Regen und Schnee"
        case .lightShowerSnow: "leichte Schneeschauer"
        case .showerSnow: "Schneeschauer"
        case .heavyShowerSnow: "starke Schneeschauer"
        case .mist: "feuchter Dunst"
        case .smoke: "Rauch"
        case .haze: "Dunst"
        case .dustWhirls: "Staubwirbel"
        case .fog: "Nebel"
        case .sand: "Sand"
        case .dust: "Staub"
        case .volcanicAsh: "Vulkanasche"
        case .squalls: "Sturmböen"
        case .tornado: "Tornado"
        case .clearSky: "wolkenlos"
        case .fewClouds: "heiter"
        case .scatteredClouds: "wolkig"
        case .brokenClouds: "stark bewölkt"
        case .overcastClouds: "bedeckt"
        }
    }
}
