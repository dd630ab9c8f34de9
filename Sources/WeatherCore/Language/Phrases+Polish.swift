extension Phrases {
    /// Polish.
    static let polish = Phrases(
        weekdays: ["niedz.", "pon.", "wt.", "śr.", "czw.", "pt.", "sob."],
        months: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
        titleDate: "E, d MMM y", rowDate: "E, d MMM", shortDate: "E, d.MM",
        am: "AM", pm: "PM", hourPattern: "h\u{202F}a", hourMinutePattern: "h:mm\u{202F}a",
        narrowMinutes: { "\($0) min" }, narrowHours: { "\($0) h" }, narrowDays: { "\($0) d." },
        compassPoints: [
            "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
        ],
        calm: "cisza",
        airQuality: ["Dobra", "Zadowalająca", "Umiarkowana", "Zła", "Bardzo zła"],
        moonPhases: [
            "Nów", "Przybywający sierp", "Pierwsza kwadra", "Przybywający garb", "Pełnia", "Ubywający garb",
            "Ostatnia kwadra", "Ubywający sierp",
        ],
        sentenceWeekdays: ["niedz.", "pon.", "wt.", "śr.", "czw.", "pt.", "sob."], listSeparator: ", ", labelEnd: ": ",
        condition: polishCondition,
        forecastFrom: { "prognoza od \($0)" },
        noForecastLeft: "brak prognozy na dziś i później",
        utcWithoutZone: "UTC (odpowiedź nie podaje strefy czasowej)",
        localTime: { "czas lokalny (UTC\($0))" },
        updated: { "Zaktualizowano \($0)" },
        stale: { $0.map { "Nieaktualne: zaktualizowano \($0)" } ?? "Nieaktualne: wiek nieznany" },
        savedResponse: { "Zapisana odpowiedź: \($0)" },
        nearByIP: { "w pobliżu: \($0) (według IP)" },
        demo: { "Demo: prawdziwa odpowiedź OpenWeather\($0.map { " z \($0)" } ?? ""), nie bieżąca pogoda" },
        sunrise: { "wschód \($0)" }, sunset: { "zachód \($0)" },
        clockChange: { forward, amount, time in
            forward ? "o \(time) zegary o \(amount) do przodu" : "o \(time) zegary o \(amount) do tyłu"
        },
        justNow: "przed chwilą", minutesAgo: { "\($0) min temu" }, hoursAgo: { "\($0) godz. \($1) min temu" },
        daysAgo: { "\($0) d. \($1) godz. temu" },
        nowFrom: { "Teraz, \($0), z prognozy na \($1)" },
        nowBetween: { "Teraz, \($0), szacunek z prognoz na \($1) i \($2)" },
        nowForecastFor: { "Teraz (prognoza na \($0))" },
        feelsLike: { "odczuwalna \($0)" }, wind: { "wiatr \($0)" }, humidity: { "wilgotność \($0)" },
        precipitation: { "opady \($0)" }, air: { "powietrze \($0)" },
        rain: "Deszcz", snow: "Śnieg", rainAndSnow: "Deszcz ze śniegiem",
        spellNow: { "\($0) teraz, do \($1)" }, spellFrom: { "\($0) od \($1) do \($2)" },
        upTo: { "do \($0)" },
        dryDays: {
            $0 == 1
                ? "Bez deszczu i śniegu przez najbliższy dzień"
                : "Bez deszczu i śniegu przez najbliższe \($0) dni"
        },
        dryHours: {
            $0 == 1
                ? "Bez deszczu i śniegu przez najbliższą godzinę"
                : "Bez deszczu i śniegu przez najbliższe \($0) \(polish($0, "godzinę", "godziny", "godzin"))"
        },
        startsNow: "teraz",
        today: { "Dziś, \($0)" }, noSlots: "Nie zostały żadne przedziały prognozy na dziś i później.",
        dayForecast: { "Prognoza na \($0) \($0 == 1 ? "dzień" : "dni")" },
        time: "Godz.", temperature: "Temp.", precipitationColumn: "Opady", windColumn: "Wiatr", from: "Kier.",
        feelsLikeColumn: "Odcz.", gustColumn: "Poryw",
        conditions: "Warunki",
        day: "Dzień", high: "Maks.", low: "Min.", range: "Zakres", rainColumn: "Deszcz mm", snowColumn: "Śnieg mm",
        airColumn: "Powietrze", sun: "Słońce", moon: "Księżyc",
        partial: " (niepełny)", partialNote: "* niepełny dzień (poniżej 8 przedziałów)",
        polarNight: "noc polarna", midnightSun: "dzień polarny",
        warmest: { "Najcieplej \($0), \($1)" }, coldest: { "najzimniej \($0), \($1)" }, dry: "bez opadów",
        rainOn: { "deszcz \($0), \($1)" }, snowOn: { "śnieg \($0), \($1)" },
        gustsTo: { "porywy do \($0) (\($1))" }, windTo: { "wiatr do \($0) (\($1))" },
        airOn: { "powietrze: \($0) (\($1))" }, summarySeparator: "; ", summaryEnd: ".",
        chartTitle: { "Temperatura \($0); ^ teraz, | lokalna północ" },
        popLabel: "opad", popLegend: "opad = prawdopodobieństwo opadów",
        amountLegend: { "\($0) = deszcz + śnieg (maks. \($1))" },
        unknownPlace: "Nieznane miejsce", refresh: "Odśwież",
        guideNameOne: "Podaj miejsce:",
        guideByName: { "po nazwie (nazwę ze spacjami w cudzysłowie: \($0))" },
        guideByCoordinates: "po szerokości i długości geograficznej",
        guideFromPlaces: { "z \($0)" },
        guidePut: { "Aby ustawić je jako domyślne, wpisz to w \($0):" },
        guideAdd: { "Aby ustawić je jako domyślne, dodaj to do obiektu w \($0):" },
        guideKey: { "Klucz API podaj w \($0) albo jako \($1) w \($2)." },
        guideDemo: { "Aby zobaczyć działanie bez klucza i sieci: \($0)" })

    /// Each condition in Polish; read against OpenWeather's English descriptions (``ConditionCode``).
    static func polishCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "burza ze słabym deszczem"
        case .thunderstormWithRain: "burza z deszczem"
        case .thunderstormWithHeavyRain: "burza z ulewnym deszczem"
        case .lightThunderstorm: "słaba burza"
        case .thunderstorm: "burza"
        case .heavyThunderstorm: "silna burza"
        case .raggedThunderstorm: "miejscami burze"
        case .thunderstormWithLightDrizzle: "burza ze słabą mżawką"
        case .thunderstormWithDrizzle: "burza z mżawką"
        case .thunderstormWithHeavyDrizzle: "burza z silną mżawką"
        case .lightDrizzle: "słaba mżawka"
        case .drizzle: "mżawka"
        case .heavyDrizzle: "silna mżawka"
        case .lightDrizzleRain: "słaba mżawka i deszcz"
        case .drizzleRain: "mżawka i deszcz"
        case .heavyDrizzleRain: "silna mżawka i deszcz"
        case .showerRainAndDrizzle: "przelotny deszcz i mżawka"
        case .heavyShowerRainAndDrizzle: "silny przelotny deszcz i mżawka"
        case .showerDrizzle: "przelotna mżawka"
        case .lightRain: "słaby deszcz"
        case .moderateRain: "umiarkowany deszcz"
        case .heavyRain: "silny deszcz"
        case .veryHeavyRain: "bardzo silny deszcz"
        case .extremeRain: "nawalny deszcz"
        case .freezingRain: "marznący deszcz"
        case .lightShowerRain: "słaby przelotny deszcz"
        case .showerRain: "przelotny deszcz"
        case .heavyShowerRain: "silny przelotny deszcz"
        case .raggedShowerRain: "miejscami przelotny deszcz"
        case .lightSnow: "słaby śnieg"
        case .snow: "śnieg"
        case .heavySnow: "silny śnieg"
        case .sleet: "deszcz ze śniegiem"
        case .lightShowerSleet: "słaby przelotny deszcz ze śniegiem"
        case .showerSleet: "przelotny deszcz ze śniegiem"
        case .lightRainAndSnow: "słaby deszcz i śnieg"
        case .rainAndSnow: "deszcz i śnieg"
        case .lightShowerSnow: "słaby przelotny śnieg"
        case .showerSnow: "przelotny śnieg"
        case .heavyShowerSnow: "silny przelotny śnieg"
        case .mist: "zamglenie"
        case .smoke: "dym"
        case .haze: "zmętnienie"
        case .dustWhirls: "wiry pyłowe"
        case .fog: "mgła"
        case .sand: "piasek"
        case .dust: "pył"
        case .volcanicAsh: "pył wulkaniczny"
        case .squalls: "szkwały"
        case .tornado: "trąba powietrzna"
        case .clearSky: "bezchmurnie"
        case .fewClouds: "małe zachmurzenie"
        case .scatteredClouds: "umiarkowane zachmurzenie"
        case .brokenClouds: "duże zachmurzenie"
        case .overcastClouds: "pochmurno"
        }
    }
}
