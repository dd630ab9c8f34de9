extension Phrases {
    /// Turkish.
    static let turkish = Phrases(
        weekdays: ["Paz", "Pzt", "Sal", "Çar", "Per", "Cum", "Cmt"],
        months: ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"],
        titleDate: "d MMM y E", rowDate: "d MMM E", shortDate: "d/MM E",
        am: "ÖÖ", pm: "ÖS", hourPattern: "a\u{202F}h", hourMinutePattern: "a\u{202F}h:mm",
        narrowMinutes: { "\($0)d" }, narrowHours: { $0 == 1 ? "1 sa" : "\($0)s" }, narrowDays: { "\($0)g" },
        compassPoints: [
            "K", "KKD", "KD", "DKD", "D", "DGD", "GD", "GGD", "G", "GGB", "GB", "BGB", "B", "BKB", "KB", "KKB",
        ],
        calm: "sakin",
        airQuality: ["İyi", "Makul", "Orta", "Kötü", "Çok kötü"],
        moonPhases: [
            "Yeni ay", "Büyüyen hilal", "İlk dördün", "Büyüyen şişkin ay", "Dolunay", "Küçülen şişkin ay",
            "Son dördün", "Küçülen hilal",
        ],
        sentenceWeekdays: ["Paz", "Pzt", "Sal", "Çar", "Per", "Cum", "Cmt"], listSeparator: ", ", labelEnd: ": ",
        condition: turkishCondition,
        forecastFrom: { "\($0) itibarıyla tahmin" },
        noForecastLeft: "bugün veya sonrası için tahmin kalmadı",
        utcWithoutZone: "UTC (yanıtta saat dilimi yok)",
        localTime: { "yerel saat (UTC\($0))" },
        updated: { "Güncellendi: \($0)" },
        stale: { $0.map { "Eski veri: \($0) güncellendi" } ?? "Eski veri: yaşı bilinmiyor" },
        savedResponse: { "Kayıtlı yanıt: \($0)" },
        nearByIP: { "\($0) yakınları (IP’ye göre)" },
        demo: { "Demo: gerçek bir OpenWeather yanıtı\($0.map { " (\($0) kaydı)" } ?? ""), canlı hava değil" },
        sunrise: { "gün doğumu \($0)" }, sunset: { "gün batımı \($0)" },
        clockChange: { forward, amount, time in
            forward
                ? "saatler \(time) itibarıyla \(amount) ileri alınır"
                : "saatler \(time) itibarıyla \(amount) geri alınır"
        },
        justNow: "az önce", minutesAgo: { "\($0) dk önce" }, hoursAgo: { "\($0) sa \($1) dk önce" },
        daysAgo: { "\($0) g \($1) sa önce" },
        nowFrom: { "Şimdi, \($0), \($1) tahmininden" },
        nowBetween: { "Şimdi, \($0), \($1) ve \($2) tahminlerinden hesaplandı" },
        nowForecastFor: { "Şimdi (\($0) tahmini)" },
        feelsLike: { "hissedilen \($0)" }, wind: { "rüzgâr \($0)" }, humidity: { "nem \($0)" },
        precipitation: { "yağış \($0)" }, air: { "hava kalitesi \($0)" },
        rain: "Yağmur", snow: "Kar", rainAndSnow: "Karla karışık yağmur",
        spellNow: { "\($0) şu an, bitiş \($1)" }, spellFrom: { "\($0) başlangıç \($1), bitiş \($2)" },
        upTo: { "en çok \($0)" },
        dryDays: { "Önümüzdeki \($0) gün yağmur veya kar yok" },
        dryHours: { "Önümüzdeki \($0) saat yağmur veya kar yok" },
        startsNow: "şimdi",
        today: { "Bugün, \($0)" }, noSlots: "Bugün veya sonrası için tahmin dilimi kalmadı.",
        dayForecast: { "\($0) günlük tahmin" },
        time: "Saat", temperature: "Sıc.", precipitationColumn: "Yağış", windColumn: "Rüzgâr", from: "Yön",
        feelsLikeColumn: "Hiss.", gustColumn: "Hamle",
        conditions: "Durum",
        day: "Gün", high: "Yüksek", low: "Düşük", range: "Aralık", rainColumn: "Yağmur mm", snowColumn: "Kar mm",
        airColumn: "Hava", sun: "Güneş", moon: "Ay",
        partial: " (kısmi)", partialNote: "* kısmi gün (8 dilimden az)",
        polarNight: "kutup gecesi", midnightSun: "gece yarısı güneşi",
        warmest: { "En sıcak \($0), \($1)" }, coldest: { "en soğuk \($0), \($1)" }, dry: "kuru",
        rainOn: { "yağmur \($0), \($1)" }, snowOn: { "kar \($0), \($1)" },
        gustsTo: { "en güçlü hamle \($0) (\($1))" }, windTo: { "en güçlü rüzgâr \($0) (\($1))" },
        airOn: { "hava kalitesi \($0) (\($1))" }, summarySeparator: "; ", summaryEnd: ".",
        chartTitle: { "Sıcaklık \($0); ^ şimdi, | yerel gece yarısı" },
        popLabel: "olas", popLegend: "olas = yağış olasılığı",
        amountLegend: { "\($0) = yağmur + kar (en çok \($1))" },
        unknownPlace: "Bilinmeyen yer", refresh: "Yenile",
        guideNameOne: "Bir yer belirtin:",
        guideByName: { "adıyla (boşluk içeren adları tırnak içine alın: \($0))" },
        guideByCoordinates: "enlem ve boylamla",
        guideFromPlaces: { "\($0) listesinden" },
        guidePut: { "Varsayılan yapmak için bunu \($0) dosyasına yazın:" },
        guideAdd: { "Varsayılan yapmak için bunu \($0) içindeki nesneye ekleyin:" },
        guideKey: { "API anahtarı \($0) içine ya da \($2) dosyasına \($1) olarak yazılır." },
        guideDemo: { "Anahtar ve ağ olmadan denemek için: \($0)" })

    /// Each condition in Turkish; read against OpenWeather's English descriptions (``ConditionCode``).
    static func turkishCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "gök gürültülü hafif yağmur"
        case .thunderstormWithRain: "gök gürültülü yağmur"
        case .thunderstormWithHeavyRain: "gök gürültülü kuvvetli yağmur"
        case .lightThunderstorm: "hafif gök gürültülü fırtına"
        case .thunderstorm: "gök gürültülü fırtına"
        case .heavyThunderstorm: "şiddetli gök gürültülü fırtına"
        case .raggedThunderstorm: "yer yer gök gürültülü fırtına"
        case .thunderstormWithLightDrizzle: "gök gürültülü hafif çisenti"
        case .thunderstormWithDrizzle: "gök gürültülü çisenti"
        case .thunderstormWithHeavyDrizzle: "gök gürültülü yoğun çisenti"
        case .lightDrizzle: "hafif çisenti"
        case .drizzle: "çisenti"
        case .heavyDrizzle: "yoğun çisenti"
        case .lightDrizzleRain: "hafif çisenti ve yağmur"
        case .drizzleRain: "çisenti ve yağmur"
        case .heavyDrizzleRain: "yoğun çisenti ve yağmur"
        case .showerRainAndDrizzle: "sağanak ve çisenti"
        case .heavyShowerRainAndDrizzle: "kuvvetli sağanak ve çisenti"
        case .showerDrizzle: "sağanak çisenti"
        case .lightRain: "hafif yağmur"
        case .moderateRain: "orta kuvvetli yağmur"
        case .heavyRain: "kuvvetli yağmur"
        case .veryHeavyRain: "çok kuvvetli yağmur"
        case .extremeRain: "aşırı yağmur"
        case .freezingRain: "donan yağmur"
        case .lightShowerRain: "hafif sağanak"
        case .showerRain: "sağanak"
        case .heavyShowerRain: "kuvvetli sağanak"
        case .raggedShowerRain: "yer yer sağanak"
        case .lightSnow: "hafif kar"
        case .snow: "kar"
        case .heavySnow: "yoğun kar"
        case .sleet: "karla karışık yağmur"
        case .lightShowerSleet: "hafif karla karışık sağanak"
        case .showerSleet: "karla karışık sağanak"
        case .lightRainAndSnow: "hafif yağmur ve kar"
        case .rainAndSnow: "yağmur ve kar"
        case .lightShowerSnow: "hafif kar sağanağı"
        case .showerSnow: "kar sağanağı"
        case .heavyShowerSnow: "yoğun kar sağanağı"
        case .mist: "hafif sis"
        case .smoke: "duman"
        case .haze: "pus"
        case .dustWhirls: "toz hortumu"
        case .fog: "sis"
        case .sand: "kum"
        case .dust: "toz"
        case .volcanicAsh: "volkanik kül"
        case .squalls: "bora"
        case .tornado: "hortum"
        case .clearSky: "açık"
        case .fewClouds: "az bulutlu"
        case .scatteredClouds: "parçalı bulutlu"
        case .brokenClouds: "çok bulutlu"
        case .overcastClouds: "kapalı"
        }
    }
}
