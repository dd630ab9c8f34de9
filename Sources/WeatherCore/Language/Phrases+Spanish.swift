extension Phrases {
    /// Spanish.
    static let spanish = Phrases(
        weekdays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
        months: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
        titleDate: "EEE, d MMM y", rowDate: "E, d MMM", shortDate: "E, d/M",
        am: "a.\u{202F}m.", pm: "p.\u{202F}m.", hourPattern: "h\u{202F}a", hourMinutePattern: "h:mm\u{202F}a",
        narrowMinutes: { "\($0)min" }, narrowHours: { "\($0)h" }, narrowDays: { "\($0)d" },
        compassPoints: [
            "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSO", "SO", "OSO", "O", "ONO", "NO", "NNO",
        ],
        calm: "calma",
        airQuality: ["Buena", "Aceptable", "Moderada", "Mala", "Muy mala"],
        moonPhases: [
            "Luna nueva", "Luna creciente", "Cuarto creciente", "Gibosa creciente", "Luna llena", "Gibosa menguante",
            "Cuarto menguante", "Luna menguante",
        ],
        sentenceWeekdays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"], listSeparator: ", ", labelEnd: ": ",
        condition: spanishCondition,
        forecastFrom: { "pronóstico desde el \($0)" },
        noForecastLeft: "no queda pronóstico para hoy ni después",
        utcWithoutZone: "UTC (la respuesta no indica zona horaria)",
        localTime: { "hora local (UTC\($0))" },
        updated: { "Actualizado \($0)" },
        stale: { $0.map { "Desactualizado: actualizado \($0)" } ?? "Desactualizado: antigüedad desconocida" },
        savedResponse: { "Respuesta guardada: \($0)" },
        nearByIP: { "cerca de \($0) (según la IP)" },
        demo: {
            "Demo: una respuesta real de OpenWeather\($0.map { " grabada el \($0)" } ?? ""), no el tiempo en vivo"
        },
        sunrise: { "amanecer \($0)" }, sunset: { "atardecer \($0)" },
        clockChange: { forward, amount, time in
            forward
                ? "los relojes se adelantan \(amount) a las \(time)" : "los relojes se atrasan \(amount) a las \(time)"
        },
        justNow: "ahora mismo", minutesAgo: { "hace \($0) min" }, hoursAgo: { "hace \($0) h \($1) min" },
        daysAgo: { "hace \($0) d \($1) h" },
        nowFrom: { "Ahora, \($0), según el pronóstico de las \($1)" },
        nowBetween: { "Ahora, \($0), estimado con los pronósticos de las \($1) y las \($2)" },
        nowForecastFor: { "Ahora (pronóstico para el \($0))" },
        feelsLike: { "sensación \($0)" }, wind: { "viento \($0)" }, humidity: { "humedad \($0)" },
        precipitation: { "precipitación \($0)" }, air: { "aire \($0)" },
        rain: "Lluvia", snow: "Nieve", rainAndSnow: "Lluvia y nieve",
        spellNow: { "\($0) ahora, hasta \($1)" }, spellFrom: { "\($0) desde \($1) hasta \($2)" },
        upTo: { "hasta \($0)" },
        dryDays: { "Sin lluvia ni nieve en los próximos \($0) días" },
        dryHours: {
            $0 == 1 ? "Sin lluvia ni nieve en la próxima hora" : "Sin lluvia ni nieve en las próximas \($0) horas"
        },
        startsNow: "ahora",
        today: { "Hoy, \($0)" }, noSlots: "No quedan franjas de pronóstico para hoy ni después.",
        dayForecast: { "Pronóstico de \($0) días" },
        time: "Hora", temperature: "Temp.", precipitationColumn: "Prec.", windColumn: "Viento", from: "Dir.",
        feelsLikeColumn: "Sens.", gustColumn: "Racha",
        conditions: "Condiciones",
        day: "Día", high: "Máx.", low: "Mín.", range: "Rango", rainColumn: "Lluvia mm", snowColumn: "Nieve mm",
        airColumn: "Aire", sun: "Sol", moon: "Luna",
        partial: " (parcial)", partialNote: "* día parcial (menos de 8 franjas)",
        polarNight: "noche polar", midnightSun: "sol de medianoche",
        warmest: { "Más cálido \($0), \($1)" }, coldest: { "más frío \($0), \($1)" }, dry: "seco",
        rainOn: { "lluvia \($0), \($1)" }, snowOn: { "nieve \($0), \($1)" },
        gustsTo: { "rachas de hasta \($0) el \($1)" }, windTo: { "viento de hasta \($0) el \($1)" },
        airOn: { "aire \($0) el \($1)" }, summarySeparator: "; ", summaryEnd: ".",
        chartTitle: { "Temperatura \($0); ^ ahora, | medianoche local" },
        popLabel: "prec", popLegend: "prec = probabilidad de precipitación",
        amountLegend: { "\($0) = lluvia + nieve (máx. \($1))" },
        unknownPlace: "Lugar desconocido", refresh: "Actualizar",
        guideNameOne: "Indica un lugar:",
        guideByName: { "por nombre (entre comillas si tiene espacios: \($0))" },
        guideByCoordinates: "por latitud y longitud",
        guideFromPlaces: { "de \($0)" },
        guidePut: { "Para que sea el predeterminado, pon esto en \($0):" },
        guideAdd: { "Para que sea el predeterminado, añade esto al objeto de \($0):" },
        guideKey: { "La clave de la API va en \($0), o como \($1) en \($2)." },
        guideDemo: { "Para probarlo sin clave ni red: \($0)" })

    /// Each condition in Spanish; read against OpenWeather's English descriptions (``ConditionCode``).
    static func spanishCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "tormenta con lluvia débil"
        case .thunderstormWithRain: "tormenta con lluvia"
        case .thunderstormWithHeavyRain: "tormenta con lluvia fuerte"
        case .lightThunderstorm: "tormenta débil"
        case .thunderstorm: "tormenta"
        case .heavyThunderstorm: "tormenta fuerte"
        case .raggedThunderstorm: "tormentas aisladas"
        case .thunderstormWithLightDrizzle: "tormenta con llovizna débil"
        case .thunderstormWithDrizzle: "tormenta con llovizna"
        case .thunderstormWithHeavyDrizzle: "tormenta con llovizna fuerte"
        case .lightDrizzle: "llovizna débil"
        case .drizzle: "llovizna"
        case .heavyDrizzle: "llovizna fuerte"
        case .lightDrizzleRain: "llovizna y lluvia débiles"
        case .drizzleRain: "llovizna y lluvia"
        case .heavyDrizzleRain: "llovizna y lluvia fuertes"
        case .showerRainAndDrizzle: "chubascos y llovizna"
        case .heavyShowerRainAndDrizzle: "chubascos fuertes y llovizna"
        case .showerDrizzle: "chubascos de llovizna"
        case .lightRain: "lluvia débil"
        case .moderateRain: "lluvia moderada"
        case .heavyRain: "lluvia fuerte"
        case .veryHeavyRain: "lluvia muy fuerte"
        case .extremeRain: "lluvia torrencial"
        case .freezingRain: "lluvia engelante"
        case .lightShowerRain: "chubascos débiles"
        case .showerRain: "chubascos"
        case .heavyShowerRain: "chubascos fuertes"
        case .raggedShowerRain: "chubascos aislados"
        case .lightSnow: "nieve débil"
        case .snow: "nieve"
        case .heavySnow: "nieve fuerte"
        case .sleet: "aguanieve"
        case .lightShowerSleet: "chubascos débiles de aguanieve"
        case .showerSleet: "chubascos de aguanieve"
        case .lightRainAndSnow: "lluvia y nieve débiles"
        case .rainAndSnow: "lluvia y nieve"
        case .lightShowerSnow: "chubascos débiles de nieve"
        case .showerSnow: "chubascos de nieve"
        case .heavyShowerSnow: "chubascos fuertes de nieve"
        case .mist: "neblina"
        case .smoke: "humo"
        case .haze: "calima"
        case .dustWhirls: "remolinos de polvo"
        case .fog: "niebla"
        case .sand: "arena"
        case .dust: "polvo"
        case .volcanicAsh: "ceniza volcánica"
        case .squalls: "turbonadas"
        case .tornado: "tornado"
        case .clearSky: "despejado"
        case .fewClouds: "poco nuboso"
        case .scatteredClouds: "intervalos nubosos"
        case .brokenClouds: "nuboso"
        case .overcastClouds: "cubierto"
        }
    }
}
