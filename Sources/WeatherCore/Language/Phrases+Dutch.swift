extension Phrases {
    /// Dutch.
    static let dutch = Phrases(
        weekdays: ["zo", "ma", "di", "wo", "do", "vr", "za"],
        months: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
        titleDate: "E d MMM y", rowDate: "E d MMM", shortDate: "E d-M",
        am: "a.m.", pm: "p.m.", hourPattern: "h\u{202F}a", hourMinutePattern: "h:mm a",
        narrowMinutes: { "\($0) m" }, narrowHours: { "\($0) u" }, narrowDays: { "\($0) d" },
        compassPoints: [
            "N", "NNO", "NO", "ONO", "O", "OZO", "ZO", "ZZO", "Z", "ZZW", "ZW", "WZW", "W", "WNW", "NW", "NNW",
        ],
        calm: "windstil",
        airQuality: ["Goed", "Redelijk", "Matig", "Slecht", "Zeer slecht"],
        moonPhases: [
            "Nieuwe maan", "Wassende sikkel", "Eerste kwartier", "Wassende maan", "Volle maan", "Afnemende maan",
            "Laatste kwartier", "Afnemende sikkel",
        ],
        sentenceWeekdays: ["zo", "ma", "di", "wo", "do", "vr", "za"], listSeparator: ", ", labelEnd: ": ",
        condition: dutchCondition,
        forecastFrom: { "verwachting vanaf \($0)" },
        noForecastLeft: "geen verwachting meer voor vandaag of later",
        utcWithoutZone: "UTC (het antwoord geeft geen tijdzone)",
        localTime: { "lokale tijd (UTC\($0))" },
        updated: { "Bijgewerkt \($0)" },
        stale: { $0.map { "Verouderd: bijgewerkt \($0)" } ?? "Verouderd: leeftijd onbekend" },
        savedResponse: { "Opgeslagen antwoord: \($0)" },
        nearByIP: { "nabij \($0) (volgens IP)" },
        demo: { "Demo: een echt OpenWeather-antwoord\($0.map { " van \($0)" } ?? ""), geen actueel weer" },
        sunrise: { "zonsopkomst \($0)" }, sunset: { "zonsondergang \($0)" },
        clockChange: { forward, amount, time in
            forward ? "klok gaat \(amount) vooruit om \(time)" : "klok gaat \(amount) terug om \(time)"
        },
        justNow: "zojuist", minutesAgo: { "\($0) min geleden" }, hoursAgo: { "\($0) u \($1) min geleden" },
        daysAgo: { "\($0) d \($1) u geleden" },
        nowFrom: { "Nu, \($0), uit de verwachting van \($1)" },
        nowBetween: { "Nu, \($0), geschat uit de verwachtingen van \($1) en \($2)" },
        nowForecastFor: { "Nu (verwachting voor \($0))" },
        feelsLike: { "voelt als \($0)" }, wind: { "wind \($0)" }, humidity: { "vochtigheid \($0)" },
        precipitation: { "neerslag \($0)" }, air: { "lucht \($0)" },
        rain: "Regen", snow: "Sneeuw", rainAndSnow: "Regen en sneeuw",
        spellNow: { "\($0) nu, tot \($1)" }, spellFrom: { "\($0) van \($1) tot \($2)" },
        upTo: { "tot \($0)" },
        dryDays: { "Geen regen of sneeuw de komende \($0) dagen" },
        dryHours: { $0 == 1 ? "Geen regen of sneeuw het komende uur" : "Geen regen of sneeuw de komende \($0) uur" },
        startsNow: "nu",
        today: { "Vandaag, \($0)" }, noSlots: "Geen verwachtingsblokken meer voor vandaag of later.",
        dayForecast: { "\($0)-daagse verwachting" },
        time: "Tijd", temperature: "Temp", precipitationColumn: "Neersl.", windColumn: "Wind", from: "Uit",
        feelsLikeColumn: "Voelt", gustColumn: "Stoot",
        conditions: "Weer",
        day: "Dag", high: "Max", low: "Min", range: "Bereik", rainColumn: "Regen mm", snowColumn: "Sneeuw mm",
        airColumn: "Lucht", sun: "Zon", moon: "Maan",
        partial: " (deels)", partialNote: "* onvolledige dag (minder dan 8 blokken)",
        polarNight: "poolnacht", midnightSun: "middernachtzon",
        warmest: { "Warmst \($0), \($1)" }, coldest: { "koudst \($0), \($1)" }, dry: "droog",
        rainOn: { "regen \($0), \($1)" }, snowOn: { "sneeuw \($0), \($1)" },
        gustsTo: { "windstoten tot \($0) op \($1)" }, windTo: { "wind tot \($0) op \($1)" },
        airOn: { "lucht \($0) op \($1)" }, summarySeparator: "; ", summaryEnd: ".",
        chartTitle: { "Temperatuur \($0); ^ nu, | lokale middernacht" },
        popLabel: "kans", popLegend: "kans = neerslagkans",
        amountLegend: { "\($0) = regen + sneeuw (max \($1))" },
        unknownPlace: "Onbekende plaats", refresh: "Vernieuwen",
        guideNameOne: "Geef een plaats op:",
        guideByName: { "op naam (namen met spaties tussen aanhalingstekens: \($0))" },
        guideByCoordinates: "op breedte- en lengtegraad",
        guideFromPlaces: { "uit \($0)" },
        guidePut: { "Om die standaard te maken, zet dit in \($0):" },
        guideAdd: { "Om die standaard te maken, voeg dit toe aan het object in \($0):" },
        guideKey: { "De API-sleutel hoort in \($0), of als \($1) in \($2)." },
        guideDemo: { "Zonder sleutel of netwerk uitproberen: \($0)" })

    /// Each condition in Dutch; read against OpenWeather's English descriptions (``ConditionCode``).
    static func dutchCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "onweer met lichte regen"
        case .thunderstormWithRain: "onweer met regen"
        case .thunderstormWithHeavyRain: "onweer met zware regen"
        case .lightThunderstorm: "licht onweer"
        case .thunderstorm: "onweer"
        case .heavyThunderstorm: "zwaar onweer"
        case .raggedThunderstorm: "plaatselijk onweer"
        case .thunderstormWithLightDrizzle: "onweer met lichte motregen"
        case .thunderstormWithDrizzle: "onweer met motregen"
        case .thunderstormWithHeavyDrizzle: "onweer met zware motregen"
        case .lightDrizzle: "lichte motregen"
        case .drizzle: "motregen"
        case .heavyDrizzle: "zware motregen"
        case .lightDrizzleRain: "lichte motregen en regen"
        case .drizzleRain: "motregen en regen"
        case .heavyDrizzleRain: "zware motregen en regen"
        case .showerRainAndDrizzle: "buien en motregen"
        case .heavyShowerRainAndDrizzle: "zware buien en motregen"
        case .showerDrizzle: "motregenbuien"
        case .lightRain: "lichte regen"
        case .moderateRain: "matige regen"
        case .heavyRain: "zware regen"
        case .veryHeavyRain: "zeer zware regen"
        case .extremeRain: "extreme regen"
        case .freezingRain: "ijzel"
        case .lightShowerRain: "lichte buien"
        case .showerRain: "buien"
        case .heavyShowerRain: "zware buien"
        case .raggedShowerRain: "plaatselijk buien"
        case .lightSnow: "lichte sneeuw"
        case .snow: "sneeuw"
        case .heavySnow: "zware sneeuw"
        case .sleet: "natte sneeuw"
        case .lightShowerSleet: "lichte buien met natte sneeuw"
        case .showerSleet: "buien met natte sneeuw"
        case .lightRainAndSnow: "lichte regen en sneeuw"
        case .rainAndSnow: "regen en sneeuw"
        case .lightShowerSnow: "lichte sneeuwbuien"
        case .showerSnow: "sneeuwbuien"
        case .heavyShowerSnow: "zware sneeuwbuien"
        case .mist: "nevel"
        case .smoke: "rook"
        case .haze: "heiigheid"
        case .dustWhirls: "stofhozen"
        case .fog: "mist"
        case .sand: "zand"
        case .dust: "stof"
        case .volcanicAsh: "vulkanische as"
        case .squalls: "rukwinden"
        case .tornado: "windhoos"
        case .clearSky: "onbewolkt"
        case .fewClouds: "licht bewolkt"
        case .scatteredClouds: "half bewolkt"
        case .brokenClouds: "zwaar bewolkt"
        case .overcastClouds: "bewolkt"
        }
    }
}
